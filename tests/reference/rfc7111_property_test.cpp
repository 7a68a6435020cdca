// Properties: printing and parsing agree; the reader reads back what a writer
// wrote; resolved parts always lie inside the CSV and hold exactly the
// fields of their rectangle.
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include <algorithm>
#include <set>
#include <variant>

#include "fragid/generators/rfc7111.hpp"
#include "fragid/grammar/fragment.hpp"
#include "fragid/entity/csv_reader.hpp"
#include "fragid/reference/rfc7111/resolver.hpp"

namespace fragid {
namespace {

using generators::GeneratedCsv;

Entity entity_of(const GeneratedCsv& csv) { return Entity{csv.bytes, std::nullopt, LineEndingSet::all()}; }

// A field's text as RFC 4180 s.2 means it: without enclosing quotes, "" as ".
std::string unescape(std::string_view raw) {
    if (raw.empty() || raw.front() != '"') return std::string(raw);
    std::string text;
    for (std::size_t i = 1; i + 1 < raw.size(); ++i) {
        text += raw[i];
        if (raw[i] == '"') ++i;  // the second quote of ""
    }
    return text;
}

RC_GTEST_PROP(CsvProperties, prop_parse_of_canonical_print_is_identity, (const CsvFragment& fragment)) {
    const auto parsed = parse_fragment_as<CsvFragment>(to_string(fragment));
    RC_ASSERT(std::holds_alternative<CsvFragment>(parsed));
    RC_ASSERT(std::get<CsvFragment>(parsed) == fragment);
}

RC_GTEST_PROP(CsvProperties, prop_reader_reads_back_what_was_written, (const GeneratedCsv& csv)) {
    const Entity entity = entity_of(csv);
    CsvReader reader(entity);
    std::vector<FieldBytes> fields;
    std::vector<std::vector<std::string>> read;
    CsvReader::Step step;
    while ((step = reader.next(fields)) == CsvReader::Step::record) {
        std::vector<std::string> record;
        for (const FieldBytes& f : fields) {
            RC_ASSERT(f.start <= f.end);
            RC_ASSERT(f.end <= csv.bytes.size());
            record.push_back(unescape(std::string_view(csv.bytes).substr(f.start, f.end - f.start)));
        }
        read.push_back(std::move(record));
    }
    RC_ASSERT(step == CsvReader::Step::end);
    RC_ASSERT(read == csv.records);
}

RC_GTEST_PROP(CsvProperties, prop_parts_lie_inside_the_csv, (const CsvFragment& fragment, const GeneratedCsv& csv)) {
    const Entity entity = entity_of(csv);
    const CsvResult result = resolve_csv(fragment, entity);
    RC_ASSERT((result.status == Status::ok || result.status == Status::ignored));
    RC_TAG(to_string(result.status), fragment.scheme == CsvScheme::cell ? "cell" : "row/col");
    RC_ASSERT((result.status == Status::ok) == !result.parts.empty());

    const std::size_t selections = fragment.scheme == CsvScheme::cell ? fragment.cells.size() : fragment.spans.size();
    RC_ASSERT(result.parts.size() + result.ignored.size() == selections);
    std::set<std::size_t> seen;
    for (const CsvPart& p : result.parts) seen.insert(p.selection);
    for (const CsvIgnored& i : result.ignored) seen.insert(i.selection);
    RC_ASSERT(seen.size() == selections);  // every selection is either a part or ignored, once
    RC_ASSERT(std::is_sorted(result.parts.begin(), result.parts.end(),
                             [](const CsvPart& a, const CsvPart& b) { return a.selection < b.selection; }));

    const std::uint64_t rows = csv.records.size();
    std::uint64_t columns = 0;
    for (const auto& r : csv.records) columns = std::max<std::uint64_t>(columns, r.size());
    for (const CsvPart& p : result.parts) {
        RC_ASSERT(1u <= p.first_row);
        RC_ASSERT(p.first_row <= p.last_row);
        RC_ASSERT(p.last_row <= rows);
        RC_ASSERT(1u <= p.first_col);
        RC_ASSERT(p.first_col <= p.last_col);
        RC_ASSERT(p.last_col <= columns);
        // Exactly the fields that exist in the rectangle, in record then column order.
        std::vector<CsvField>::const_iterator field = p.fields.begin();
        for (std::uint64_t r = p.first_row; r <= p.last_row; ++r) {
            const auto& record = csv.records[r - 1];
            for (std::uint64_t c = p.first_col; c <= std::min<std::uint64_t>(p.last_col, record.size()); ++c) {
                RC_ASSERT(field != p.fields.end());
                RC_ASSERT(field->row == r);
                RC_ASSERT(field->col == c);
                RC_ASSERT(field->byte_start <= field->byte_end);
                RC_ASSERT(field->byte_end <= csv.bytes.size());
                const auto raw = std::string_view(csv.bytes).substr(field->byte_start, field->byte_end - field->byte_start);
                RC_ASSERT(unescape(raw) == record[c - 1]);
                ++field;
            }
        }
        RC_ASSERT(field == p.fields.end());
    }
}

}  // namespace
}  // namespace fragid
