// The parsed form of an RFC 7111 (text/csv) fragment identifier.
#pragma once

#include <optional>
#include <vector>

#include "fragid/model/number.hpp"

namespace fragid {

// csv-fragment = rowsel / colsel / cellsel                  RFC 7111 s.3
enum class CsvScheme { row, col, cell };

// position = number / "*"; "*" is the last row or column (s.4.2).
struct CsvPosition {
    bool is_last = false;  // true for "*"; `number` is then unused
    Number number;
    friend bool operator==(const CsvPosition&, const CsvPosition&) = default;
};

// singlespec = position [ "-" position ]
struct CsvSpan {
    CsvPosition first;
    std::optional<CsvPosition> last;  // absent: a single row or column
    friend bool operator==(const CsvSpan&, const CsvSpan&) = default;
};

// cellrow "," cellcol
struct CsvCell {
    CsvPosition row;
    CsvPosition col;
    friend bool operator==(const CsvCell&, const CsvCell&) = default;
};

// cellspec = cellrow "," cellcol [ "-" cellrow "," cellcol ]
struct CsvCellSpec {
    CsvCell first;
    std::optional<CsvCell> last;  // absent: a single cell
    friend bool operator==(const CsvCellSpec&, const CsvCellSpec&) = default;
};

// rowsel / colsel use `spans`, cellsel uses `cells`; the other vector is empty.
// Selections are kept in fragment order: s.4.2 processes each on its own.
struct CsvFragment {
    CsvScheme scheme = CsvScheme::row;
    std::vector<CsvSpan> spans;
    std::vector<CsvCellSpec> cells;
    friend bool operator==(const CsvFragment&, const CsvFragment&) = default;
};

}  // namespace fragid
