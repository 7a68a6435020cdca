// Read this file beside RFC 7111 s.3 (a fragment is row, column or cell
// selections) and s.4.2 (how each is evaluated against the CSV). Choices the
// RFC leaves open are marked "(interp.)" and explained in
// docs/interpretations-rfc7111.md. The CSV is asked questions through a
// CsvView, which reads only as far as each answer needs.
#include "fragid/reference/rfc7111/resolver.hpp"
#include "../unbounded.hpp"

#include <algorithm>
#include <limits>
#include <optional>
#include <variant>

#include "parts.hpp"
#include "selections.hpp"
#include "fragid/entity/csv_view.hpp"
#include "fragid/model/counted.hpp"

namespace fragid {
namespace {

using csv_detail::Axis;
using csv_detail::names_last;
using csv_detail::noun;
using csv_detail::Selection;
using csv_detail::spell;

using detail::unbounded;

// A selection's rows or columns: 1-based inclusive bounds, or why the
// selection is ignored.
struct Extent {
    std::uint64_t first = 1;
    std::uint64_t last = unbounded;
    std::optional<std::string> ignored;
};

Extent ignore(std::string why) { return Extent{0, 0, std::move(why)}; }

std::uint64_t size_through(CsvView& csv, Axis axis, std::uint64_t n) {
    return axis == Axis::row ? csv.rows_through(n) : csv.columns_through(n);
}

std::string count_of(Axis axis, std::uint64_t size) {
    return counted(size, noun(axis));
}

// s.4.2 "counted from one", and ranges that "select 'inversely'": what the
// fragment alone decides, so the CSV is not read for it.
std::optional<std::string> check_as_written(const CsvSpan& span, Axis axis) {
    // 0 names nothing and nothing says to move it to 1; s.4.1 forbids guessing (interp., "row 0").
    for (const CsvPosition* p : {&span.first, span.last ? &*span.last : nullptr})
        if (p && !p->is_last && p->number == Number{})
            return noun(axis) + " 0 does not exist: " + noun(axis) + "s are counted from 1 (s.4.2)";
    // "(i.e., "#row=10-5" ...), they MUST be ignored".
    if (span.last && !span.first.is_last && !span.last->is_last && span.last->number < span.first.number)
        return "selects inversely: " + noun(axis) + " " + spell(span.first) + " comes after " + noun(axis) + " " +
               spell(*span.last) + " (s.4.2)";
    return std::nullopt;
}

// s.4.2: '*' is "the last row or column of a CSV", which needs the CSV's size;
// a number past 2^64 saturates, so it stays beyond every CSV.
Extent resolve_last(const CsvSpan& span, Axis axis, CsvView& csv) {
    const std::uint64_t size = names_last(span) ? size_through(csv, axis, unbounded) : 0;
    if (names_last(span) && size == 0)
        return ignore("the CSV has no " + noun(axis) + "s, so '*' names no " + noun(axis) + " (s.4.2, interp.)");
    auto bound = [&](const CsvPosition& p) { return p.is_last ? size : p.number.saturated(); };
    return Extent{bound(span.first), bound(span.last.value_or(span.first)), std::nullopt};
}

// s.4.2: "If single selections refer to non-existing rows or columns (i.e.,
// beyond the size of the CSV), they MUST be ignored", a range starting beyond
// it likewise (the example "13-16"); ranges beyond it "MUST be interpreted to
// only extend to the actual size of the CSV". Only as much of the CSV is read
// as decides it.
Extent fit_to_size(const CsvSpan& span, Extent e, Axis axis, CsvView& csv) {
    if (const std::uint64_t size = size_through(csv, axis, e.first); size < e.first) {
        if (!span.last) return ignore(noun(axis) + " " + spell(span.first) + " does not exist: the CSV has " + count_of(axis, size) + " (s.4.2)");
        return ignore("starts beyond the CSV: " + noun(axis) + " " + spell(span.first) + ", but the CSV has " +
                      count_of(axis, size) + " (s.4.2)");
    }
    if (e.first > e.last)  // only possible through '*' (interp., "'*' in a range"), so the size is known
        return ignore("selects inversely once '*' is the last " + noun(axis) + " (" +
                      std::to_string(size_through(csv, axis, unbounded)) + "): " + noun(axis) + " " +
                      std::to_string(e.first) + " comes after " + noun(axis) + " " + std::to_string(e.last) + " (s.4.2)");
    e.last = size_through(csv, axis, e.last);
    return e;
}

// s.4.2 gives a row selection every column; its records may be ragged, so
// its part's last column is the widest of its own records (interp.).
std::uint64_t widest_record(const CsvPart& part, CsvView& csv) {
    std::uint64_t widest = 0;
    for (std::uint64_t row = part.first_row; row <= part.last_row; ++row)
        widest = std::max<std::uint64_t>(widest, csv.record(row)->size());
    return widest;
}

}  // namespace

std::vector<std::optional<std::string>> ignored_as_written(const CsvFragment& fragment) {
    std::vector<std::optional<std::string>> reasons;
    for (const Selection& s : csv_detail::selections_of(fragment)) {
        std::optional<std::string> why;
        for (const auto& [span, axis] : {std::pair{s.rows, Axis::row}, std::pair{s.columns, Axis::column}})
            if (span && !why) why = check_as_written(*span, axis);
        reasons.push_back(std::move(why));
    }
    return reasons;
}

namespace {

// s.4.2 for one selection, "processed independently": a part, or why it is ignored.
std::variant<CsvPart, std::string> evaluate(const Selection& s, CsvView& csv) {
    for (const auto& [span, axis] : {std::pair{s.rows, Axis::row}, std::pair{s.columns, Axis::column}})
        if (span)
            if (auto why = check_as_written(*span, axis)) return *why;

    Extent rows = s.rows ? resolve_last(*s.rows, Axis::row, csv) : Extent{};
    if (rows.ignored) return *rows.ignored;
    Extent columns = s.columns ? resolve_last(*s.columns, Axis::column, csv) : Extent{};
    if (columns.ignored) return *columns.ignored;

    rows = s.rows ? fit_to_size(*s.rows, rows, Axis::row, csv) : Extent{1, csv.row_count(), std::nullopt};
    if (rows.ignored) return *rows.ignored;
    if (s.columns) columns = fit_to_size(*s.columns, columns, Axis::column, csv);
    if (columns.ignored) return *columns.ignored;

    CsvPart part{s.index, rows.first, rows.last, columns.first, columns.last, {}};
    if (!s.columns) part.last_col = widest_record(part, csv);
    return part;
}

std::string join_reasons(const std::vector<CsvIgnored>& ignored) {
    std::string text;
    for (const CsvIgnored& i : ignored) text += (text.empty() ? "" : "; ") + i.reason;
    return text;
}

// s.4.2: "The complete fragment identifier identifies all the successfully
// evaluated identified parts"; only if there are none is it ignored as a whole.
void conclude(CsvResult& result, std::size_t selections) {
    if (result.parts.empty()) {
        result.status = Status::ignored;
        result.reason = "every selection is ignored: " + join_reasons(result.ignored);
        return;
    }
    result.status = Status::ok;
    result.reason = std::to_string(result.parts.size()) + " of " + std::to_string(selections) +
                    (selections == 1 ? " selection identifies a part" : " selections identify parts");
    if (!result.ignored.empty()) result.reason += "; ignored: " + join_reasons(result.ignored);
}

CsvResult entity_error(const CsvEntityError& e) {
    CsvResult result;
    result.status = Status::entity_error;
    result.reason = "the entity cannot be read as CSV: " + e.reason;
    result.error_offset = e.byte_offset;
    return result;
}

}  // namespace

namespace {

// The first row a selection may name, when the fragment alone says it: every
// selection has numbered rows (no '*', which needs the CSV's end first).
// Selections ignored as written read nothing; with only those, row 1 will do.
std::optional<std::uint64_t> first_row_named(const std::vector<Selection>& selections) {
    std::optional<std::uint64_t> first;
    for (const Selection& s : selections) {
        if ((s.rows && check_as_written(*s.rows, Axis::row)) || (s.columns && check_as_written(*s.columns, Axis::column)))
            continue;
        if (!s.rows || names_last(*s.rows)) return std::nullopt;
        const std::uint64_t from = s.rows->first.number.saturated();
        first = std::min(first.value_or(from), from);
    }
    return first.value_or(1);
}

}  // namespace

bool csv_streams(const CsvFragment& fragment, const Charset& charset) {
    return charset.id != CharsetId::other && first_row_named(csv_detail::selections_of(fragment)).has_value();
}

CsvResult resolve_csv(const CsvFragment& fragment, const Entity& entity, const Charset& charset) {
    CsvView csv(entity, charset);
    CsvResult result = csv_detail::resolve_parts(fragment, csv);
    csv_detail::list_fields(result, csv);
    return result;
}

CsvResult csv_detail::resolve_parts(const CsvFragment& fragment, CsvView& csv) {
    const std::vector<Selection> selections = csv_detail::selections_of(fragment);
    // A stream: the records from the first one named on are kept, for going
    // back to them (a range's end is found before its fields are read) and
    // for listing or printing them (memory in proportion to what is read
    // from there on). Nothing for an entity whose bytes are all there.
    csv.keep_from_row(first_row_named(selections).value_or(1));
    CsvResult result;
    try {
        // s.4.2: "Each specification of an identified region is processed independently".
        for (const Selection& s : selections) {
            auto outcome = evaluate(s, csv);
            if (auto* part = std::get_if<CsvPart>(&outcome))
                result.parts.push_back(std::move(*part));
            else
                result.ignored.push_back(CsvIgnored{s.index, s.spelled + ": " + std::get<std::string>(outcome)});
        }
    } catch (const CsvUnreadable& unreadable) {
        return entity_error(unreadable.error);
    }
    conclude(result, selections.size());
    return result;
}

// The fields that exist inside each rectangle, row by row (records may be
// ragged: a short one has fewer). Every record was read to resolve the part,
// so none is unreadable now.
void csv_detail::list_fields(CsvResult& result, CsvView& csv) {
    for (CsvPart& part : result.parts)
        for (std::uint64_t row = part.first_row; row <= part.last_row; ++row) {
            const std::vector<FieldBytes>& record = *csv.record(row);
            for (std::uint64_t col = part.first_col; col <= std::min<std::uint64_t>(part.last_col, record.size()); ++col) {
                const FieldBytes& f = record[static_cast<std::size_t>(col - 1)];
                part.fields.push_back(CsvField{row, col, f.start, f.end});
            }
        }
}

}  // namespace fragid
