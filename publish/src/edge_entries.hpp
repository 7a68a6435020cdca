// What an entry of the edge-case pages says, worked out once from a vector and
// the matrix's results, and rendered by edge_cases.cpp (Markdown) and
// edge_cases_html.cpp (HTML). Private to the publish library.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "fragid/publish/drawing_html.hpp"
#include "fragid/publish/edge_cases.hpp"
#include "fragid/publish/visible.hpp"

namespace fragid::publish::edge {

struct Entry {
    const conformance::Case* c = nullptr;
    std::vector<std::string> reasons;
    std::optional<std::string> words;  // the vector's quote, else its requirement's
    std::string entity_summary;
    std::vector<VisibleChar> chars;
    Highlight highlight;  // what the expected answer identifies (with one acceptable answer)
    std::string identified;
    std::optional<InterpretationLink> interpretation;
    std::optional<std::string> deviations;  // in words; nothing when no results were given
    std::vector<ImplementationVerdict> deviating;  // failed or gave no answer
    bool in_matrix = false;  // the results have a row for it
};

std::vector<Entry> entries(const EdgeCaseInputs& in);

// Shared words of both pages.
extern const char* const criterion_text;  // "A vector is listed when ..." (tags and levels as `code`)
std::string no_quote_text(conformance::Spec spec);  // what an entry says when the vector quotes nothing
std::string spec_citation(conformance::Spec spec);  // "RFC 5147"

}  // namespace fragid::publish::edge
