// docs/edge-cases.md: the dark corners of RFC 5147, RFC 7111 and the 2002
// draft, one entry per tricky vector, generated from the vectors so that the
// page and the suite cannot disagree.
//
// A vector is tricky (tricky_reasons() is not empty) when
//   - it is tagged `edge` (forced in); a vector tagged `not-edge` is never in;
//   - its level is not `must`: should, may, impl-defined or erratum, where the
//     specification leaves room or is wrong, so implementations differ;
//   - it accepts more than one answer (`expect_any`);
//   - its entity is empty;
//   - or it carries a tag of a known trap (edge_tags below): line endings
//     other than LF alone, a BOM, positions and ranges beyond the end or
//     clamped, zero and inverted ranges, huge numbers, ragged or empty CSV
//     fields, bytes invalid in the charset, astral characters, pathological
//     regular expressions, a '#' inside the fragment (tags number-sign, hash),
//     and the suite's own `trap` tag.
// Plain syntax errors, ordinary ranges and charset bookkeeping are not.
#pragma once

#include <filesystem>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "fragid/conformance/case.hpp"
#include "fragid/conformance/requirements.hpp"
#include "fragid/publish/matrix.hpp"

namespace fragid::publish {

// The tags that make a vector tricky by themselves.
const std::vector<std::string>& edge_tags();

// Why `c` is on the page ("level impl-defined", "tag bom", ...), empty if it is not.
std::vector<std::string> tricky_reasons(const conformance::Case& c);

// The headings of docs/interpretations*.md, to link an impl-defined or erratum
// case to the place its choice is explained.
struct Interpretations {
    // by spec: the file name (relative to docs/) and its headings' texts
    std::map<conformance::Spec, std::pair<std::string, std::vector<std::string>>> files;
    // by spec: the Markdown under each of those headings, to the next heading
    std::map<conformance::Spec, std::vector<std::string>> bodies;
};
// Reads docs_dir/interpretations.md (rfc5147), -rfc7111.md and -wilde.md; a missing file is left out.
Interpretations load_interpretations(const std::filesystem::path& docs_dir);
// "interpretations.md#inverted-ranges--erratum-in-s42-level-erratum": the first
// heading that names the case's section ("s.4.2"), else the file; nothing for
// a must/should/may case or when the file is missing.
struct InterpretationLink {
    std::string href;   // relative to docs/
    std::string title;  // "interpretations.md: Inverted ranges — erratum in s.4.2"
    std::string text;   // the Markdown under that heading (`fragid show`); empty for a link to the file
};
std::optional<InterpretationLink> interpretation_link(const Interpretations& interpretations, const conformance::Case& c);

struct EdgeCaseInputs {
    std::vector<const conformance::Case*> cases;  // every case of the suite; the tricky ones are chosen here
    std::map<conformance::Spec, conformance::Catalogue> catalogues;
    Interpretations interpretations;
    std::optional<Deviations> deviations;  // from docs/matrix/results.json, when there is one
};

// docs/edge-cases.md, for Git hosts; the HTML pages, one per spec, are the site's (site.hpp).
std::string edge_cases_markdown(const EdgeCaseInputs& inputs);

}  // namespace fragid::publish
