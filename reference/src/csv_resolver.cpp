// RFC 7111 s.4.2: evaluating each selection of a csv fragment against the
// records of a CSV entity. Choices the RFC leaves open are marked "(interp.)"
// and explained in docs/interpretations-rfc7111.md.
#include "fragid/reference/csv_resolver.hpp"

#include <algorithm>
#include <limits>
#include <optional>
#include <utility>
#include <variant>

#include "fragid/grammar/fragment.hpp"
#include "fragid/reference/csv_reader.hpp"

namespace fragid {
namespace {

constexpr std::uint64_t unbounded = std::numeric_limits<std::uint64_t>::max();

enum class Axis { row, column };

std::string noun(Axis axis) { return axis == Axis::row ? "row" : "column"; }

std::string spell(const CsvPosition& p) { return p.is_last ? "*" : p.number.digits(); }

std::string spell(const CsvSpan& span) {
    return span.last ? spell(span.first) + "-" + spell(*span.last) : spell(span.first);
}

std::string spell_selection(const CsvFragment& f, std::size_t index) {
    if (f.scheme != CsvScheme::cell) return spell(f.spans[index]);
    const CsvCellSpec& spec = f.cells[index];
    std::string text = spell(spec.first.row) + "," + spell(spec.first.col);
    if (spec.last) text += "-" + spell(spec.last->row) + "," + spell(spec.last->col);
    return text;
}

// One selection, as the rows and columns it constrains. A cell spec is a
// row span and a column span; a row selection leaves the columns open and a
// column selection the rows.
struct Selection {
    std::size_t index = 0;
    std::optional<CsvSpan> rows;     // absent: every row
    std::optional<CsvSpan> columns;  // absent: every column
    std::optional<std::string> ignored;  // why, once decided

    // 1-based inclusive bounds; numbers at first, then with '*' resolved and
    // cut to the size of the CSV.
    std::uint64_t first_row = 1, last_row = unbounded;
    std::uint64_t first_col = 1, last_col = unbounded;

    std::vector<CsvField> fields;
    std::uint64_t widest_row = 0;  // most fields in a selected row (row selections)

    bool active() const { return !ignored.has_value(); }
    bool uses_last() const {
        auto has_star = [](const std::optional<CsvSpan>& s) {
            return s && (s->first.is_last || (s->last && s->last->is_last));
        };
        return has_star(rows) || has_star(columns);
    }
};

std::vector<Selection> selections_of(const CsvFragment& f) {
    std::vector<Selection> out;
    if (f.scheme == CsvScheme::cell) {
        for (std::size_t i = 0; i < f.cells.size(); ++i) {
            const CsvCellSpec& spec = f.cells[i];
            Selection s;
            s.index = i;
            s.rows = CsvSpan{spec.first.row, spec.last ? std::optional(spec.last->row) : std::nullopt};
            s.columns = CsvSpan{spec.first.col, spec.last ? std::optional(spec.last->col) : std::nullopt};
            out.push_back(std::move(s));
        }
        return out;
    }
    for (std::size_t i = 0; i < f.spans.size(); ++i) {
        Selection s;
        s.index = i;
        (f.scheme == CsvScheme::row ? s.rows : s.columns) = f.spans[i];
        out.push_back(std::move(s));
    }
    return out;
}

// What can be decided from the fragment alone.
std::optional<std::string> check_as_written(const CsvSpan& span, Axis axis) {
    // s.4.2 "counted from one"; 0 names nothing and nothing says to move it
    // to 1, and s.4.1 forbids guessing (interp., "row 0").
    for (const CsvPosition* p : {&span.first, span.last ? &*span.last : nullptr}) {
        if (p && !p->is_last && p->number == Number{})
            return noun(axis) + " 0 does not exist: " + noun(axis) + "s are counted from 1 (s.4.2)";
    }
    // s.4.2: ranges that "select 'inversely' (i.e., "#row=10-5" ...) MUST be ignored".
    if (span.last && !span.first.is_last && !span.last->is_last && span.last->number < span.first.number)
        return "selects inversely: " + noun(axis) + " " + spell(span.first) + " comes after " + noun(axis) + " " +
               spell(*span.last) + " (s.4.2)";
    return std::nullopt;
}

// Numbers beyond 2^64 saturate: no entity has that many rows or columns, so
// they stay beyond the size, and inversion was checked on exact Numbers.
std::uint64_t bound_as_written(const CsvPosition& p) { return p.number.saturated(); }

// Without '*' (checked by the caller), the bounds are the numbers written.
void bounds_as_written(const CsvSpan& span, std::uint64_t& first, std::uint64_t& last) {
    first = bound_as_written(span.first);
    last = bound_as_written(span.last.value_or(span.first));
}

// '*' is "the last row or column" (s.4.2), known only once the CSV is measured.
std::optional<std::string> resolve_last(const CsvSpan& span, Axis axis, std::uint64_t size, std::uint64_t& first,
                                        std::uint64_t& last) {
    const bool names_last = span.first.is_last || (span.last && span.last->is_last);
    if (names_last && size == 0)
        return "the CSV has no " + noun(axis) + "s, so '*' names no " + noun(axis) + " (s.4.2, interp.)";
    first = span.first.is_last ? size : bound_as_written(span.first);
    const CsvPosition& end = span.last ? *span.last : span.first;
    last = end.is_last ? size : bound_as_written(end);
    return std::nullopt;
}

// s.4.2 against the size of the CSV in one dimension: a single selection
// beyond it, or a range starting beyond it, is ignored; a range running past
// it is cut to it; a range that is inverted once '*' is resolved is ignored.
std::optional<std::string> fit_to_size(const CsvSpan& span, Axis axis, std::uint64_t size, std::uint64_t& first,
                                       std::uint64_t& last) {
    const std::string count = std::to_string(size) + " " + noun(axis) + (size == 1 ? "" : "s");
    if (first > size) {
        if (!span.last)
            return noun(axis) + " " + spell(span.first) + " does not exist: the CSV has " + count + " (s.4.2)";
        return "starts beyond the CSV: " + noun(axis) + " " + spell(span.first) + ", but the CSV has " + count +
               " (s.4.2)";
    }
    if (first > last)  // only possible through '*' (interp., "'*' in a range")
        return "selects inversely once '*' is the last " + noun(axis) + " (" + std::to_string(size) + "): " +
               noun(axis) + " " + std::to_string(first) + " comes after " + noun(axis) + " " + std::to_string(last) +
               " (s.4.2)";
    last = std::min(last, size);
    return std::nullopt;
}

CsvResult entity_error(const CsvEntityError& e) {
    CsvResult result;
    result.status = Status::entity_error;
    result.reason = "the entity cannot be read as CSV: " + e.reason;
    result.error_offset = e.byte_offset;
    return result;
}

// One selection pass: collects, for every active selection, the fields inside
// its bounds, and measures the CSV as far as it reads. Stops after row
// `stop_after`. Returns the size seen, or nothing on an entity error.
std::optional<CsvSize> collect_fields(const Entity& entity, const Charset& charset, std::vector<Selection>& selections,
                                      std::uint64_t stop_after, bool track_widest, CsvEntityError& error) {
    CsvReader reader(entity.bytes, charset);
    std::vector<FieldBytes> record;
    CsvSize seen;
    for (;;) {
        switch (reader.next(record)) {
            case CsvReader::Step::end: return seen;
            case CsvReader::Step::error: error = reader.error(); return std::nullopt;
            case CsvReader::Step::record: break;
        }
        const std::uint64_t row = reader.records_read();
        const std::uint64_t width = record.size();
        seen.rows = row;
        seen.columns = std::max(seen.columns, width);
        for (Selection& s : selections) {
            if (!s.active() || row < s.first_row || row > s.last_row) continue;
            if (track_widest) s.widest_row = std::max(s.widest_row, width);
            for (std::uint64_t col = s.first_col; col <= std::min(s.last_col, width); ++col) {
                const FieldBytes& f = record[col - 1];
                s.fields.push_back(CsvField{row, col, f.start, f.end});
            }
        }
        if (row >= stop_after) return seen;
    }
}

std::string join_reasons(const std::vector<CsvIgnored>& ignored) {
    std::string text;
    for (const CsvIgnored& i : ignored) text += (text.empty() ? "" : "; ") + i.reason;
    return text;
}

}  // namespace

CsvResult resolve_csv(const CsvFragment& fragment, const Entity& entity, const Charset& charset) {
    std::vector<Selection> selections = selections_of(fragment);
    for (Selection& s : selections) {
        if (s.rows && !s.ignored) s.ignored = check_as_written(*s.rows, Axis::row);
        if (s.columns && !s.ignored) s.ignored = check_as_written(*s.columns, Axis::column);
    }

    // Only a '*' needs the size before the selection pass; everything else
    // is cut or ignored with the size the selection pass itself sees.
    std::optional<CsvSize> size;
    const bool any_active = std::any_of(selections.begin(), selections.end(), [](auto& s) { return s.active(); });
    if (std::any_of(selections.begin(), selections.end(), [](auto& s) { return s.active() && s.uses_last(); })) {
        CsvEntityError error;
        size = measure_csv(entity, charset, error);
        if (!size) return entity_error(error);
    }
    for (Selection& s : selections) {
        if (!s.active()) continue;
        if (s.rows) {
            if (size)
                s.ignored = resolve_last(*s.rows, Axis::row, size->rows, s.first_row, s.last_row);
            else
                bounds_as_written(*s.rows, s.first_row, s.last_row);
        }
        if (s.columns && !s.ignored) {
            if (size)
                s.ignored = resolve_last(*s.columns, Axis::column, size->columns, s.first_col, s.last_col);
            else
                bounds_as_written(*s.columns, s.first_col, s.last_col);
        }
    }

    // The selection pass. Rows past every selection's last row cannot change
    // a row selection (its columns are those of its own rows), nor anything
    // once the size is known; column and cell selections otherwise need the
    // widest record of the whole CSV.
    std::uint64_t stop_after = unbounded;
    if (fragment.scheme == CsvScheme::row || size) {
        stop_after = 0;
        for (const Selection& s : selections)
            if (s.active()) stop_after = std::max(stop_after, s.last_row);
    }
    std::optional<CsvSize> seen = CsvSize{};
    if (any_active) {
        CsvEntityError error;
        seen = collect_fields(entity, charset, selections, stop_after, fragment.scheme == CsvScheme::row, error);
        if (!seen) return entity_error(error);
    }
    // If the pass stopped early, it did so at or after every selection's last
    // row, so `seen.rows` cuts and ignores exactly as the full count would.
    const CsvSize csv = size.value_or(*seen);

    CsvResult result;
    for (Selection& s : selections) {
        if (s.active() && s.rows) s.ignored = fit_to_size(*s.rows, Axis::row, csv.rows, s.first_row, s.last_row);
        if (s.active() && s.columns)
            s.ignored = fit_to_size(*s.columns, Axis::column, csv.columns, s.first_col, s.last_col);
        if (!s.active()) {
            result.ignored.push_back(CsvIgnored{s.index, spell_selection(fragment, s.index) + ": " + *s.ignored});
            continue;
        }
        if (!s.rows) s.last_row = csv.rows;           // a column selection spans every row
        if (!s.columns) s.last_col = s.widest_row;  // a row selection: its own records, ragged or not (interp.)
        result.parts.push_back(CsvPart{s.index, s.first_row, s.last_row, s.first_col, s.last_col, std::move(s.fields)});
    }

    // s.4.2: the fragment identifies "all the successfully evaluated
    // identified parts"; only if there are none is it ignored as a whole.
    const std::size_t total = selections.size();
    if (result.parts.empty()) {
        result.status = Status::ignored;
        result.reason = "every selection is ignored: " + join_reasons(result.ignored);
    } else {
        result.status = Status::ok;
        result.reason = std::to_string(result.parts.size()) + " of " + std::to_string(total) +
                        (total == 1 ? " selection identifies a part" : " selections identify parts");
        if (!result.ignored.empty()) result.reason += "; ignored: " + join_reasons(result.ignored);
    }
    return result;
}


}  // namespace fragid
