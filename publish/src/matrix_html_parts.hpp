// The pieces of matrix.html (matrix_html.cpp puts them together): the
// summary of the implementations, the legend, one cell of a spec's table, and
// the pruned view. Private to the publish library.
#pragma once

#include <ostream>
#include <string>
#include <vector>

#include "fragid/publish/matrix.hpp"
#include "fragid/publish/visible.hpp"

namespace fragid::publish::matrix_page {

// "a lot of text" cut to about `max_bytes` at a character boundary, never inside a ⟨…⟩ marker, with "…".
std::string shortened(const std::string& text, std::size_t max_bytes);

// A text in a cell: whole if short, else the start with the whole in a <details>.
std::string cell_text_html(const std::string& text, std::size_t max_bytes, const char* css_class);

// One row per implementation (the reference first): what it is, its counts,
// and a link to its deviation report.
void implementations(std::ostream& out, const Matrix& m);
void legend(std::ostream& out);

// The cell of column `k` for case `i`: icon and word, and for a FAIL or no answer the answer given.
std::string result_cell(const Matrix& m, std::size_t k, std::size_t i, const std::vector<VisibleChar>& chars, bool agree);

void pruned(std::ostream& out, const Matrix& m);

}  // namespace fragid::publish::matrix_page
