// The pieces of matrix.html (matrix_page.cpp puts them together): the summary
// of the implementations, the legend, one cell of a spec's table, and the
// pruned view. Private to the publish library.
#pragma once

#include <ostream>
#include <string>
#include <vector>

#include "fragid/publish/visible.hpp"
#include "site_model.hpp"

namespace fragid::publish::site::matrix_parts {

// A verdict's CSS class (pass, fail, skip, broken), and its word with its icon
// ("✓ pass", "<b>✗ FAIL</b>"), so that FAIL does not rest on its colour alone.
const char* verdict_css(CellKind kind);
std::string verdict_word_html(conformance::Verdict v);

// A text in a cell: whole, in one copy (CSS shows the first lines of a long one
// and the rest on hover or focus, and all of it in print).
std::string cell_text_html(const std::string& text, const char* css_class);

// One row per implementation (the reference first): its counts first, then
// what it is; the name links to its page.
void implementations(std::ostream& out, const Model& m);
void legend(std::ostream& out);

// The cell of column `k` for case `i`: icon and word, and for a FAIL or no
// answer the answer given, the word linked to the group of its cause.
std::string result_cell(const Model& m, std::size_t k, std::size_t i, const std::vector<VisibleChar>& chars, bool agree);

void pruned(std::ostream& out, const Model& m);

}  // namespace fragid::publish::site::matrix_parts
