// RFC 7111's outcomes in publish's words and drawings: a set of cells (s.4.2
// leaves the grouping and order of the parts open), drawn as their fields
// stand in the entity, quotes included.
#include <algorithm>
#include <map>
#include <optional>

#include "../spec_outcomes.hpp"
#include "fragid/entity/csv_reader.hpp"

namespace fragid::publish::spec_outcomes {

using namespace conformance;

namespace {

// Each field of the entity's first `last_row` records, by cell.
std::map<CsvCellRef, FieldBytes> fields_by_cell(const Case& c, std::uint64_t last_row) {
    std::map<CsvCellRef, FieldBytes> where;
    CsvReader reader(c.entity.view());
    std::vector<FieldBytes> fields;
    for (std::uint64_t row = 1; row <= last_row && reader.next(fields) == CsvReader::Step::record; ++row)
        for (std::size_t col = 0; col < fields.size(); ++col) where[{row, col + 1}] = fields[col];
    return where;
}

std::string cells_words(const std::set<CsvCellRef>& cells) {
    if (cells.empty()) return "no cells (the selection covers no field that exists)";
    std::map<std::uint64_t, std::vector<std::uint64_t>> rows;
    for (const auto& c : cells) rows[c.row].push_back(c.col);
    std::string t = counted(static_cast<std::int64_t>(cells.size()), "cell") + ":";
    std::size_t shown = 0;
    for (const auto& [row, cols] : rows) {
        if (shown++ == 8) return t + " \u2026 (" + std::to_string(rows.size()) + " rows in all)";
        // Appended piece by piece: "literal" + a temporary string gets a false
        // -Wrestrict from GCC 12 at -O3 (GCC bug 105651).
        t.append(shown > 1 ? ";" : "").append(" row ").append(std::to_string(row)).append(" col ");
        // Runs of consecutive columns are written as a range: 1-3.
        for (std::size_t i = 0; i < cols.size();) {
            std::size_t j = i;
            while (j + 1 < cols.size() && cols[j + 1] == cols[j] + 1) ++j;
            t.append(i ? "," : "").append(std::to_string(cols[i]));
            if (j > i) t.append("-").append(std::to_string(cols[j]));
            i = j + 1;
        }
    }
    return t;
}

// A few cells are listed with their fields' text as the entity has it (quotes
// of an escaped field included: RFC 7111 s.4.2 identifies fields, not values).
std::optional<std::string> cells_with_text(const Case& c, const std::set<CsvCellRef>& cells,
                                           const std::vector<VisibleChar>& chars) {
    if (cells.empty() || cells.size() > 12) return std::nullopt;
    const auto where = fields_by_cell(c, cells.rbegin()->row);
    std::string t = counted(static_cast<std::int64_t>(cells.size()), "cell") + ":";
    std::uint64_t row = 0;
    for (const auto& cell : cells) {
        const auto it = where.find(cell);
        if (it == where.end()) return std::nullopt;  // the entity does not read as the outcome says: no text then
        t += cell.row != row ? (row ? "; row " : " row ") + std::to_string(cell.row) + " col " : std::string(", col ");
        row = cell.row;
        t += std::to_string(cell.col) + " " + in_quotes(visible_inline(chars, it->second.start, it->second.end, 24));
    }
    return t;
}

std::string too(std::int64_t shift) {
    return std::to_string(shift < 0 ? -shift : shift) + (shift > 0 ? " too high" : " too low");
}

// The one shift of row (or column) numbers that turns every expected cell
// into an actual one, if there is one: the signature of an off-by-k count.
std::optional<std::int64_t> common_shift(const CsvCells& expected, const CsvCells& actual, bool rows) {
    if (expected.cells.empty() || expected.cells.size() != actual.cells.size()) return std::nullopt;
    const auto along = [rows](const CsvCellRef& cell) { return static_cast<std::int64_t>(rows ? cell.row : cell.col); };
    const auto across = [rows](const CsvCellRef& cell) { return rows ? cell.col : cell.row; };
    const auto shift = along(*actual.cells.begin()) - along(*expected.cells.begin());
    if (shift == 0) return std::nullopt;
    std::set<CsvCellRef> moved;
    for (const auto& cell : expected.cells) {
        const auto to = static_cast<std::uint64_t>(along(cell) + shift);
        moved.insert(rows ? CsvCellRef{to, across(cell)} : CsvCellRef{across(cell), to});
    }
    if (moved != actual.cells) return std::nullopt;
    return shift;
}

}  // namespace

std::string words(const Case& c, const CsvCells& identified, const std::vector<VisibleChar>& chars) {
    return cells_with_text(c, identified.cells, chars).value_or(cells_words(identified.cells));
}

// RFC 7111 s.4.2 identifies fields as they stand: their bytes, quotes included.
void highlight(Highlight& h, const Case& c, const CsvCells& identified) {
    if (identified.cells.empty()) return;
    for (const auto& [cell, field] : fields_by_cell(c, identified.cells.rbegin()->row)) {
        if (!identified.cells.contains(cell)) continue;
        if (field.start == field.end) h.positions.push_back(field.start);
        else h.ranges.emplace_back(field.start, field.end);
    }
}

std::string difference_phrase(const CsvCells& expected, const CsvCells& actual) {
    if (const auto shift = common_shift(expected, actual, true)) return "every row number is " + too(*shift);
    if (const auto shift = common_shift(expected, actual, false)) return "every column number is " + too(*shift);
    if (actual.cells.empty()) return "identifies no cell where the spec selects some";
    if (std::includes(expected.cells.begin(), expected.cells.end(), actual.cells.begin(), actual.cells.end()))
        return "identifies only part of the selected cells";
    if (std::includes(actual.cells.begin(), actual.cells.end(), expected.cells.begin(), expected.cells.end()))
        return "identifies more cells than are selected";
    return "identifies other cells";
}

}  // namespace fragid::publish::spec_outcomes
