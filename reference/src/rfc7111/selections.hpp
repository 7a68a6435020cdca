// RFC 7111 s.3 as the resolver needs it: a fragment's selections, each as the
// rows and the columns it constrains, and each spelled as written.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "fragid/model/csv_fragment.hpp"

namespace fragid::csv_detail {

enum class Axis { row, column };

// rowsel = "row=" singlespec *(";" singlespec): rows, every column;
// colsel = "col=" singlespec ...: columns, every row;
// cellsel = "cell=" cellspec ...: a cellspec is a row span and a column span.
struct Selection {
    std::size_t index = 0;  // in the fragment, from 0
    std::string spelled;    // "2-*", "4,1-5,2": for reasons
    std::optional<CsvSpan> rows;     // absent: every row
    std::optional<CsvSpan> columns;  // absent: every column
};

std::vector<Selection> selections_of(const CsvFragment& fragment);

std::string noun(Axis axis);               // "row", "column"
std::string spell(const CsvPosition& p);   // "7", "*"
bool names_last(const CsvSpan& span);      // has a "*"

}  // namespace fragid::csv_detail
