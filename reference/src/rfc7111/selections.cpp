#include "selections.hpp"

namespace fragid::csv_detail {
namespace {

std::string spell_span(const CsvSpan& span) {
    return span.last ? spell(span.first) + "-" + spell(*span.last) : spell(span.first);
}

std::string spell_cell(const CsvCellSpec& spec) {
    std::string text = spell(spec.first.row) + "," + spell(spec.first.col);
    // Appended, not "-" + a temporary: GCC 12 gives that a false -Wrestrict at -O3 (GCC bug 105651).
    if (spec.last) text.append("-").append(spell(spec.last->row)).append(",").append(spell(spec.last->col));
    return text;
}

// cellspec = cellrow "," cellcol [ "-" cellrow "," cellcol ]: the rows from
// the first cell's to the last's, and likewise the columns (s.2.3).
Selection cell_selection(std::size_t index, const CsvCellSpec& spec) {
    auto last = [&](auto member) { return spec.last ? std::optional((*spec.last).*member) : std::nullopt; };
    return Selection{index, spell_cell(spec), CsvSpan{spec.first.row, last(&CsvCell::row)},
                     CsvSpan{spec.first.col, last(&CsvCell::col)}};
}

}  // namespace

std::string noun(Axis axis) { return axis == Axis::row ? "row" : "column"; }

std::string spell(const CsvPosition& p) { return p.is_last ? "*" : p.number.digits(); }

bool names_last(const CsvSpan& span) { return span.first.is_last || (span.last && span.last->is_last); }

std::vector<Selection> selections_of(const CsvFragment& fragment) {
    std::vector<Selection> out;
    if (fragment.scheme == CsvScheme::cell) {
        for (std::size_t i = 0; i < fragment.cells.size(); ++i) out.push_back(cell_selection(i, fragment.cells[i]));
        return out;
    }
    for (std::size_t i = 0; i < fragment.spans.size(); ++i) {
        Selection s{i, spell_span(fragment.spans[i]), std::nullopt, std::nullopt};
        (fragment.scheme == CsvScheme::row ? s.rows : s.columns) = fragment.spans[i];
        out.push_back(std::move(s));
    }
    return out;
}

}  // namespace fragid::csv_detail
