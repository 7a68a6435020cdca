// The views of a Matrix (matrix.hpp): Markdown and a static HTML page with the
// full and the pruned matrix, and one deviation report per implementation.
// Nothing in them depends on timing, so regenerating with the same adapters
// gives the same files (they are committed under docs/matrix/).
#pragma once

#include <cstddef>
#include <map>
#include <optional>
#include <string>

#include "fragid/conformance/requirements.hpp"
#include "fragid/conformance/triage.hpp"
#include "fragid/publish/matrix.hpp"

namespace fragid::publish {

// The requirement catalogues by spec (requirements.hpp), for the spec's words.
using Catalogues = std::map<conformance::Spec, conformance::Catalogue>;

// matrix.md: the implementations, then every case grouped by spec and
// section, one row each (level, fragment, a cell per column).
std::string matrix_markdown(const Matrix& matrix, const Catalogues& catalogues);
// matrix-pruned.md: one row per group of cases with identical verdicts everywhere.
std::string matrix_pruned_markdown(const Matrix& matrix);
// (matrix.html and the other pages: site.hpp.)

// deviations/<name>.md for column `column`: each case it did not pass (failed,
// or no answer: errored, crashed, timed out), grouped by root cause
// (root_causes.hpp), with everything an issue in that project's tracker needs:
// spec, section, the spec's words, level, fragment, the entity drawn and in
// hex, expected and actual, and how to reproduce. `html_page` is where the
// same is as a page, relative to the report; `generator` the command that
// wrote it ("fragid matrix").
// `extras`: what happened upstream to each group (its triage file's entries,
// site.hpp), and the site's root seen from the report ("../"), whose case
// pages (case_page_file()) the case ids then link to.
struct DeviationReportExtras {
    const std::vector<conformance::TriageEntry>* triage = nullptr;
    std::string triage_file;
    std::optional<std::string> site_root;
};
std::string deviation_markdown(const Matrix& matrix, std::size_t column, const Catalogues& catalogues,
                               const std::string& html_page, const std::string& generator = "fragid matrix",
                               const DeviationReportExtras& extras = {});

// Shared by the views: "RFC 5147" / "RFC 7111" / "draft-wilde-text-fragment-01".
std::string spec_title(conformance::Spec spec);

}  // namespace fragid::publish
