// `fragid show ID`: one case in full, for a person fixing an implementation
// against it: what it tests and the spec's words, the fragment, the entity
// drawn (publish/visible.hpp) and in hex, every accepted answer in words and
// in the protocol's shape, which one is fragid's reading, and the paragraph
// of the interpretation docs that explains that reading.
#pragma once

#include <map>
#include <optional>
#include <string>

#include <nlohmann/json_fwd.hpp>

#include "fragid/conformance/case.hpp"
#include "fragid/conformance/requirements.hpp"
#include "fragid/publish/edge_cases.hpp"

namespace fragid::publish {

struct CaseViewInputs {
    const std::map<conformance::Spec, conformance::Catalogue>* catalogues = nullptr;
    // docs/interpretations*.md as read; nothing when they were not found
    // (`interpretations_missing` then says where fragid looked).
    std::optional<Interpretations> interpretations;
    std::string interpretations_missing;
};

// For a terminal: plain UTF-8, every control character of the entity drawn
// visibly, the hex dump cut after 1 KiB (the JSON has every byte).
std::string case_text(const conformance::Case& c, const CaseViewInputs& inputs);

// The same as JSON: id, spec, section, level, description, quote, tags, ...,
// entity {bytes_hex, charset, line_endings, summary, drawn}, accepted (each
// {outcome, words, fragids_reading}), interpretation {title, href, text}.
nlohmann::json case_json(const conformance::Case& c, const CaseViewInputs& inputs);

}  // namespace fragid::publish
