// The views of a Matrix (matrix.hpp): Markdown and a static HTML page with the
// full and the pruned matrix, and one deviation report per implementation.
// Nothing in them depends on timing, so regenerating with the same adapters
// gives the same files (they are committed under docs/matrix/).
#pragma once

#include <cstddef>
#include <map>
#include <string>

#include "fragid/conformance/requirements.hpp"
#include "fragid/publish/matrix.hpp"

namespace fragid::publish {

// The requirement catalogues by spec (requirements.hpp), for the spec's words.
using Catalogues = std::map<conformance::Spec, conformance::Catalogue>;

// matrix.md: the implementations, then every case grouped by spec and
// section, one row each (level, fragment, a cell per column).
std::string matrix_markdown(const Matrix& matrix, const Catalogues& catalogues);
// matrix-pruned.md: one row per group of cases with identical verdicts everywhere.
std::string matrix_pruned_markdown(const Matrix& matrix);
// matrix.html: both views on one self-contained page (inline CSS, no script).
std::string matrix_html(const Matrix& matrix, const Catalogues& catalogues);

// deviations/<name>.md for column `column`: each case it did not pass (failed,
// or no answer: errored, crashed, timed out) with everything an issue in that
// project's tracker needs: spec, section, the spec's words, level, fragment,
// the entity drawn and in hex, expected and actual, and how to reproduce.
std::string deviation_markdown(const Matrix& matrix, std::size_t column, const Catalogues& catalogues);

// Shared by the views: "RFC 5147" / "RFC 7111" / "draft-wilde-text-fragment-01".
std::string spec_title(conformance::Spec spec);

}  // namespace fragid::publish
