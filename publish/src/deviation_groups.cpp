#include "fragid/publish/deviation_groups.hpp"

#include <algorithm>
#include <cstdint>
#include <map>
#include <optional>
#include <tuple>

namespace fragid::publish {

using namespace conformance;

namespace {

// Typographic quotes, not code spans: a signature is also a heading and link text.
std::string quoted(Status status) { return "\u201C" + std::string(to_string(status)) + "\u201D"; }

std::string counted(std::int64_t n, const std::string& unit) {
    const auto size = n < 0 ? -n : n;
    return std::to_string(size) + " " + unit + (size == 1 ? "" : "s");
}

// "2 too high" / "1 too low" for a shift actual - expected.
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

std::string cells_signature(const CsvCells& expected, const CsvCells& actual) {
    if (const auto shift = common_shift(expected, actual, true)) return "every row number is " + too(*shift);
    if (const auto shift = common_shift(expected, actual, false)) return "every column number is " + too(*shift);
    if (actual.cells.empty()) return "identifies no cell where the spec selects some";
    if (std::includes(expected.cells.begin(), expected.cells.end(), actual.cells.begin(), actual.cells.end()))
        return "identifies only part of the selected cells";
    if (std::includes(actual.cells.begin(), actual.cells.end(), expected.cells.begin(), expected.cells.end()))
        return "identifies more cells than are selected";
    return "identifies other cells";
}

std::int64_t signed_difference(std::uint64_t a, std::uint64_t b) {
    return static_cast<std::int64_t>(a) - static_cast<std::int64_t>(b);
}

std::string span_signature(const TextSpan& expected, const TextSpan& actual) {
    const auto start = signed_difference(actual.start_character, expected.start_character);
    const auto end = signed_difference(actual.end_character, expected.end_character);
    if (start == 0 && end == 0) return "the characters are right, the byte offsets are not";
    const bool point = actual.start_character == actual.end_character;
    if (start == 0 && point) return "answers the start of the range as a position: the end of the range is ignored";
    if (start == 0) return "the range ends " + counted(end, "character") + (end > 0 ? " too late" : " too early");
    if (end == 0) return "the range starts " + counted(start, "character") + (start > 0 ? " too late" : " too early");
    if (start == end) return "the whole selection is " + counted(start, "character") + (start > 0 ? " too late" : " too early");
    return "identifies another stretch of text";
}

// What `actual` has in common with other wrong answers, against the answer
// it should have been (`expected`, fragid's reading).
std::string outcome_signature(const Outcome& expected, const Outcome& actual) {
    if (status_of(expected) != status_of(actual))
        return "answers " + quoted(status_of(actual)) + " where the spec's answer is " + quoted(status_of(expected));
    if (const auto* e = std::get_if<CsvCells>(&expected))
        if (const auto* a = std::get_if<CsvCells>(&actual)) return cells_signature(*e, *a);
    if (const auto* e = std::get_if<TextSpan>(&expected))
        if (const auto* a = std::get_if<TextSpan>(&actual)) return span_signature(*e, *a);
    return "identifies other text";
}

std::string no_answer_signature(const CaseRecord& r) {
    const std::string how = r.verdict == Verdict::crashed     ? "crashes"
                            : r.verdict == Verdict::timed_out ? "gives no answer in time"
                                                              : "errors";
    if (r.c->produces()) return how + " when asked to produce fragments";
    const auto& check = *r.c->resolves();
    const auto expected = status_of(check.acceptable.at(check.fragids_reading()));
    if (expected == Status::ok) return how + " on a fragment that identifies something";
    return how + " where the spec's answer is " + quoted(expected);
}

std::string producer_signature(const CaseRecord& r) {
    for (const auto& check : r.produced) {
        if (!check.difference) continue;
        // The claim is the expected outcome, what the fragment identifies the
        // actual one: a shift says the fragment's numbers are off.
        const auto& d = *check.difference;
        return "its fragments do not identify what it claims: " + outcome_signature(d.expected.front(), d.actual);
    }
    return r.produced.empty() ? "produces no fragment" : "its fragments do not identify what it claims";
}

}  // namespace

std::string deviation_signature(const CaseRecord& r) {
    if (r.verdict != Verdict::failed) return no_answer_signature(r);
    if (r.c->produces()) return producer_signature(r);
    if (!r.difference) return "a wrong answer";
    const auto& d = *r.difference;
    const auto& check = *r.c->resolves();
    return outcome_signature(d.expected.at(check.fragids_reading()), d.actual);
}

std::vector<DeviationGroup> group_deviations(const std::vector<const CaseRecord*>& records) {
    std::map<std::string, std::vector<const CaseRecord*>> by_signature;
    for (const auto* r : records) by_signature[deviation_signature(*r)].push_back(r);
    std::vector<DeviationGroup> groups;
    for (auto& [signature, members] : by_signature) {
        const auto size = [](const CaseRecord* r) {
            const auto* check = r->c->resolves();
            return std::make_tuple(r->c->entity.bytes.size() + (check ? check->fragment.size() : 0), r->c->id);
        };
        std::sort(members.begin(), members.end(), [&](const auto* a, const auto* b) { return size(a) < size(b); });
        groups.push_back({signature, std::move(members)});
    }
    std::stable_sort(groups.begin(), groups.end(),
                     [](const auto& a, const auto& b) { return a.records.size() > b.records.size(); });
    return groups;
}

}  // namespace fragid::publish
