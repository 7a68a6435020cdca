// The root causes particular to RFC 7111's records (root_causes.hpp), beside its
// outcomes' words (outcome.cpp). How a CSV's records are counted (RFC 7111 s.2.1: rows are RFC 4180's records;
// fragid reads an empty line as a record of one empty field, and a line break
// inside a quoted field as part of that field, docs/interpretations-rfc7111.md),
// and what a producer writes: blank lines skipped when rows are numbered, line
// breaks inside quotes taken for the end of a row, fragments outside the grammar.
#include <map>

#include "../causes/evidence.hpp"
#include "../fragment_words.hpp"
#include "fragid/entity/csv_reader.hpp"

namespace fragid::publish::causes {

using namespace conformance;
namespace words = fragment_words;

namespace {

// Per record of the entity (row 1 first): whether it is blank (an empty
// line), and whether one of its fields holds a line break (inside quotes).
struct RecordShape {
    bool blank = false;
    bool line_break_inside = false;
};
std::vector<RecordShape> record_shapes(const Case& c) {
    std::vector<RecordShape> out;
    CsvReader reader(c.entity.view());
    std::vector<FieldBytes> fields;
    while (reader.next(fields) == CsvReader::Step::record) {
        RecordShape shape;
        shape.blank = fields.size() == 1 && fields.front().start == fields.front().end;
        for (const auto& f : fields) {
            const auto text = std::string_view(c.entity.bytes).substr(f.start, f.end - f.start);
            shape.line_break_inside = shape.line_break_inside || text.find_first_of("\r\n") != std::string_view::npos;
        }
        out.push_back(shape);
    }
    return out;
}

std::size_t blanks_before(const std::vector<RecordShape>& shapes, std::uint64_t row) {
    std::size_t n = 0;
    for (std::uint64_t i = 1; i < row && i <= shapes.size(); ++i) n += shapes[i - 1].blank;
    return n;
}

// fragid's row of the n-th record that is not blank (n from 1); past them, as far past the last row.
std::uint64_t row_of_nth_not_blank(const std::vector<RecordShape>& shapes, std::uint64_t n) {
    std::uint64_t seen = 0;
    for (std::uint64_t row = 1; row <= shapes.size(); ++row)
        if (!shapes[row - 1].blank && ++seen == n) return row;
    return shapes.size() + (n - seen);
}

// The rows of an outcome's cells, if it identifies some.
std::optional<std::set<std::uint64_t>> rows_of(const Outcome& o) {
    const auto* cells = std::get_if<CsvCells>(&o);
    if (!cells || cells->cells.empty()) return std::nullopt;
    std::set<std::uint64_t> rows;
    for (const auto& cell : cells->cells) rows.insert(cell.row);
    return rows;
}

// A producer that claims cells: one of RFC 7111's rows (adapter-protocol.md s.6).
bool claims_cells(const CaseRecord& r) {
    return std::any_of(r.produced.begin(), r.produced.end(),
                       [](const ProducedCheck& p) { return std::holds_alternative<CsvCells>(p.produced.claim); });
}

bool has_blank(const std::vector<RecordShape>& shapes) {
    return std::any_of(shapes.begin(), shapes.end(), [](const RecordShape& s) { return s.blank; });
}

}  // namespace

// Blank lines not counted as rows. A resolver answers `row=N` as fragid answers
// the row of the N-th record that is not blank; a producer claims, for the row
// it writes, the cells numbered without the blank records before it. Checked
// over every single row= number and every claim on a CSV with a blank line.
std::vector<Finding> blank_lines_skipped(Evidence& e) {
    std::size_t checked = 0;
    Explained wrong;
    for (const auto* r : e.answered()) {
        if (e.explained(*r) || expected_status(*r) == Status::syntax_error) continue;
        const auto decoded = words::decoded(r->c->resolves()->fragment);
        const auto selections = words::selections_of(decoded, true);
        const auto shapes = record_shapes(*r->c);
        // row= is RFC 7111's.
        if (words::scheme_of(decoded) != "row" || !selections || selections->size() != 1 ||
            !words::is_number(selections->front()) || !has_blank(shapes) || selections->front().size() > 6)
            continue;
        const auto row = row_of_nth_not_blank(shapes, std::stoull(selections->front()));
        const auto as_hypothesised = e.answers_as(*r, "row=" + std::to_string(row));
        if (!as_hypothesised) continue;
        ++checked;
        if (!*as_hypothesised) return {};
        if (deviates(*r)) wrong.insert({r, 0});
    }
    for (const auto* r : e.producers()) {
        if (!claims_cells(*r)) continue;
        const auto shapes = record_shapes(*r->c);
        if (!has_blank(shapes)) continue;
        for (std::size_t i = 0; i < r->produced.size(); ++i) {
            const auto claimed = rows_of(r->produced[i].produced.claim);
            const auto identified = rows_of(r->produced[i].identified);
            if (e.explained(*r, i) || !claimed || !identified || identified->size() != 1) continue;
            const auto row = *identified->begin();
            ++checked;
            if (*claimed != std::set<std::uint64_t>{row - blanks_before(shapes, row)}) return {};
            if (r->produced[i].difference) wrong.insert({r, i});
        }
    }
    if (wrong.empty() || checked < minimum_checked) return {};
    return {{"blank-lines-skipped",
             "numbers records without the blank lines on every CSV with one " + tally(checked, checked) +
                 ": a blank line appears not to be counted as a row (fragid reads it as a record of one empty "
                 "field, RFC 4180 s.2; docs/interpretations-rfc7111.md)",
             wrong, {"2.1"}}};
}

// A producer's row numbers wrong from the first record with a line break
// inside quotes on, and right before it: the line break is taken for the end
// of a row. Checked over every fragment written for such a CSV.
std::vector<Finding> quoted_line_breaks_as_rows(Evidence& e) {
    std::size_t checked = 0;
    Explained wrong;
    for (const auto* r : e.producers()) {
        if (!claims_cells(*r)) continue;
        const auto shapes = record_shapes(*r->c);
        const auto first_break = std::find_if(shapes.begin(), shapes.end(), [](const RecordShape& s) { return s.line_break_inside; });
        if (first_break == shapes.end()) continue;
        const auto break_row = static_cast<std::uint64_t>(first_break - shapes.begin()) + 1;
        for (std::size_t i = 0; i < r->produced.size(); ++i) {
            const auto claimed = rows_of(r->produced[i].produced.claim);
            if (e.explained(*r, i) || !claimed) continue;
            ++checked;
            const bool after_break = *claimed->begin() >= break_row;
            if (after_break != r->produced[i].difference.has_value()) return {};
            if (after_break) wrong.insert({r, i});
        }
    }
    if (wrong.empty() || checked < minimum_checked) return {};
    return {{"quoted-line-breaks-as-rows",
             "writes a wrong `row=` for every record from the first field with a line break inside its quotes on, and "
             "a right one for every record before it " + tally(checked, checked) +
                 ": a line break inside quotes appears to be counted as the end of a row (RFC 4180 s.2 item 6: it is "
                 "part of the field)",
             wrong, {"2.1"}}};
}

// Fragments a producer wrote that fragid reads as syntax errors.
std::vector<Finding> malformed_written(Evidence& e) {
    std::map<Spec, std::pair<Explained, std::size_t>> by_spec;  // malformed, written
    std::map<Spec, std::vector<std::string>> examples;
    for (const auto* r : e.producers()) {
        auto& [malformed, written] = by_spec[r->c->spec];
        for (std::size_t i = 0; i < r->produced.size(); ++i) {
            ++written;
            if (e.explained(*r, i) || status_of(r->produced[i].identified) != Status::syntax_error) continue;
            malformed.insert({r, i});
            auto& list = examples[r->c->spec];
            const auto& fragment = r->produced[i].produced.fragment;
            if (list.size() < 3 && std::find(list.begin(), list.end(), fragment) == list.end()) list.push_back(fragment);
        }
    }
    std::vector<Finding> found;
    for (const auto& [spec, counts] : by_spec) {
        const auto& [malformed, written] = counts;
        if (malformed.empty()) continue;
        std::string shown;
        for (const auto& f : examples[spec]) shown += (shown.empty() ? "`" : ", `") + f + "`";
        const auto& rule = describe(spec).syntax_error_rule;
        found.push_back({"malformed-written-" + std::string(describe(spec).short_name),
                         "writes fragments outside the grammar (" + std::to_string(malformed.size()) + " of the " +
                             std::to_string(written) + " it wrote), such as " + shown +
                             (rule.empty() ? std::string(": fragid reads them as syntax errors")
                                           : ": " + std::string(rule) + " says a client must ignore them"),
                         malformed, words::syntax_rule_section(rule)});
    }
    return found;
}

}  // namespace fragid::publish::causes
