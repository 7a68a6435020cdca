// Read this file beside RFC 7111 sections 3 and 4.2, and
// docs/interpretations-rfc7111.md ("Making fragments").
#include "fragid/grammar/fragment.hpp"
#include "fragid/reference/rfc7111/resolver.hpp"
#include "fragid/entity/csv_view.hpp"
#include "fragid/reference/make.hpp"
#include "../make_support.hpp"

namespace fragid {
namespace {


// A selection's rectangle, 1-based inclusive, as the resolver must report it.
struct Rectangle {
    std::uint64_t first_row = 0, last_row = 0, first_col = 0, last_col = 0;
};

// Thrown inside this file when the entity lacks what a selection names.
struct Lacking {
    MakeError error;
};

enum class Dimension { row, col };

const char* noun(Dimension d) { return d == Dimension::row ? "row" : "column"; }

std::string size_words(CsvView& view, Dimension d) {
    if (d == Dimension::row) return counted(view.row_count(), "row");
    const auto widest = view.column_count();
    return counted(widest, "column") + " (the fields of its widest record)";
}

// The row or column an ordinal names, checked to exist (s.4.2: the size of
// the CSV is its records and its widest record), reading no further than that.
std::uint64_t existing(CsvView& view, Dimension d, const Ordinal& o) {
    const auto through = [&](std::uint64_t n) {
        return d == Dimension::row ? view.rows_through(n) : view.columns_through(n);
    };
    if (o.is_last) {
        const auto n = through(CsvView::all);
        if (n == 0) throw Lacking{{size_words(view, d), std::string("the last ") + noun(d)}};
        return n;
    }
    const auto n = o.number.saturated();
    if (!o.number.fits_u64() || through(n) < n)
        throw Lacking{{size_words(view, d), std::string(noun(d)) + " " + o.number.digits()}};
    return n;
}

std::pair<std::uint64_t, std::uint64_t> existing(CsvView& view, Dimension d, const OrdinalSpan& span) {
    const auto a = existing(view, d, span.first), b = existing(view, d, span.last);
    // Only a "*" first can be in the wrong order (parse_ordinal_span refuses two numbers so).
    if (a > b)
        throw Lacking{{size_words(view, d), std::string(noun(d)) + "s " + std::to_string(a) + " to " +
                                                std::to_string(b) + ", in the wrong order"}};
    return {a, b};
}

// The canonical spelling: the number without leading zeros, or "*" where the
// person said "*" (docs/interpretations-rfc7111.md, "Making fragments").
CsvPosition position_of(const Ordinal& o) { return CsvPosition{o.is_last, o.is_last ? Number{} : o.number}; }

CsvSpan span_of(const OrdinalSpan& s) {
    CsvSpan span{position_of(s.first), std::nullopt};
    if (s.last != s.first) span.last = position_of(s.last);  // "5-5" is "5"
    return span;
}

Rectangle plan_cell(CsvView& view, const CellSpan& c, CsvCellSpec& spec) {
    const auto [r1, r2] = existing(view, Dimension::row, OrdinalSpan{c.first.row, c.last.row});
    const auto [c1, c2] = existing(view, Dimension::col, OrdinalSpan{c.first.col, c.last.col});
    spec.first = CsvCell{position_of(c.first.row), position_of(c.first.col)};
    if (c.last != c.first) spec.last = CsvCell{position_of(c.last.row), position_of(c.last.col)};
    // A single cell names a field: one a ragged record lacks is no field
    // (interpretations-rfc7111.md, "Selections that meet only missing fields").
    if (!spec.last) {
        const auto fields = view.record(r1)->size();
        if (fields < c1)
            throw Lacking{{counted(fields, "field") + " in row " + std::to_string(r1),
                           "cell " + std::to_string(r1) + "," + std::to_string(c1)}};
    }
    return {r1, r2, c1, c2};
}

std::vector<Rectangle> plan(CsvView& view, const CsvSelection& selection, CsvFragment& fragment) {
    std::vector<Rectangle> expected;
    fragment.scheme = selection.scheme;
    for (const auto& cells : selection.cells) {
        fragment.cells.emplace_back();
        expected.push_back(plan_cell(view, cells, fragment.cells.back()));
    }
    for (const auto& span : selection.spans) {
        fragment.spans.push_back(span_of(span));
        if (selection.scheme == CsvScheme::row) {
            const auto [a, b] = existing(view, Dimension::row, span);
            expected.push_back({a, b, 0, 0});  // a row part's columns are its rows' own widest
        } else {
            const auto [a, b] = existing(view, Dimension::col, span);
            expected.push_back({0, 0, a, b});  // a column part's rows are every record
        }
    }
    return expected;
}

bool same(const Rectangle& want, const CsvPart& got) {
    const bool rows = want.first_row == 0 || (got.first_row == want.first_row && got.last_row == want.last_row);
    const bool cols = want.first_col == 0 || (got.first_col == want.first_col && got.last_col == want.last_col);
    return rows && cols;
}

CsvResult verified(const CsvFragment& fragment, const Entity& entity, const Charset& charset,
                   const std::vector<Rectangle>& expected) {
    auto result = resolve_csv(fragment, entity, charset);
    bool ok = result.status == Status::ok && result.ignored.empty() && result.parts.size() == expected.size();
    for (std::size_t i = 0; ok && i < expected.size(); ++i) ok = same(expected[i], result.parts[i]);
    if (!ok) make_detail::made_wrong(to_string(fragment), "does not identify its selections: " + result.reason);
    return result;
}

}  // namespace

std::variant<MadeCsv, MakeError> make_csv(const Entity& entity, const Charset& charset, const CsvSelection& selection) {
    CsvView view(entity, charset);
    MadeCsv made;
    try {
        const auto expected = plan(view, selection, made.fragment);
        made.identified = verified(made.fragment, entity, charset, expected);
        return made;
    } catch (const Lacking& lacking) {
        return lacking.error;
    } catch (const CsvUnreadable& unreadable) {
        return MakeError{"content that is not CSV at byte " + std::to_string(unreadable.error.byte_offset) + " (" +
                             unreadable.error.reason + ")",
                         "records read through it"};
    }
}

CsvFragment row_fragment(std::uint64_t n) {
    CsvFragment fragment;
    fragment.scheme = CsvScheme::row;
    fragment.spans.push_back(CsvSpan{CsvPosition{false, Number(n)}, std::nullopt});
    return fragment;
}

}  // namespace fragid
