// Deviations grouped by what the answers have in common: the signatures say
// only what the answers show, and a group lists its smallest case first.
#include <gtest/gtest.h>

#include "fragid/publish/deviation_groups.hpp"

namespace fragid {
namespace {

using namespace conformance;
using namespace publish;

Case resolver_case(std::string id, Outcome expected, std::string entity = "a,b\r\n") {
    Case c;
    c.id = std::move(id);
    c.spec = Spec::rfc7111;
    c.entity.bytes = std::move(entity);
    ResolveCheck check;
    check.fragment = "row=2";
    check.acceptable = {std::move(expected)};
    c.check = std::move(check);
    return c;
}

CaseRecord failed(const Case& c, Outcome actual) {
    CaseRecord r;
    r.c = &c;
    r.verdict = Verdict::failed;
    r.difference = difference(*c.resolves(), actual, true);
    r.actual = std::move(actual);
    return r;
}

CsvCells row_cells(std::uint64_t row) { return CsvCells{{{row, 1}, {row, 2}}}; }

TextSpan span(std::uint64_t start, std::uint64_t end) {
    TextSpan s;
    s.start_character = start;
    s.end_character = end;
    s.start_byte = start;
    s.end_byte = end;
    return s;
}

TEST(DeviationGroups, ARowShiftCommonToEveryCellIsNamed) {
    const auto c = resolver_case("shift", row_cells(2));
    EXPECT_EQ(deviation_signature(failed(c, row_cells(4))), "every row number is 2 too high");
    EXPECT_EQ(deviation_signature(failed(c, row_cells(1))), "every row number is 1 too low");
    // Cells that are not one shift of the expected ones are not called a shift.
    EXPECT_EQ(deviation_signature(failed(c, CsvCells{{{4, 1}, {5, 2}}})), "identifies other cells");
    EXPECT_EQ(deviation_signature(failed(c, CsvCells{{{2, 1}}})), "identifies only part of the selected cells");
    EXPECT_EQ(deviation_signature(failed(c, CsvCells{{{2, 1}, {2, 2}, {3, 1}}})), "identifies more cells than are selected");
    EXPECT_EQ(deviation_signature(failed(c, CsvCells{{{2, 2}, {2, 3}}})), "every column number is 1 too high");
}

TEST(DeviationGroups, AStatusWhereAnotherIsExpectedIsNamedWithBoth) {
    const auto c = resolver_case("status", row_cells(2));
    EXPECT_EQ(deviation_signature(failed(c, Unresolved{Status::ignored})),
              "answers \u201Cignored\u201D where the spec's answer is \u201Cok\u201D");
    auto errored = failed(c, Unresolved{});
    errored.verdict = Verdict::errored;
    EXPECT_EQ(deviation_signature(errored), "errors on a fragment that identifies something");
    const auto ignore = resolver_case("ignore", Unresolved{Status::syntax_error});
    auto crashed = failed(ignore, Unresolved{});
    crashed.verdict = Verdict::crashed;
    EXPECT_EQ(deviation_signature(crashed), "crashes where the spec's answer is \u201Csyntax-error\u201D");
}

TEST(DeviationGroups, TextRangesSayWhichEndIsOff) {
    const auto c = resolver_case("text", span(3, 7));
    EXPECT_EQ(deviation_signature(failed(c, span(3, 3))),
              "answers the start of the range as a position: the end of the range is ignored");
    EXPECT_EQ(deviation_signature(failed(c, span(3, 8))), "the range ends 1 character too late");
    EXPECT_EQ(deviation_signature(failed(c, span(1, 7))), "the range starts 2 characters too early");
    EXPECT_EQ(deviation_signature(failed(c, span(5, 9))), "the whole selection is 2 characters too late");
    auto bytes = span(3, 7);
    bytes.end_byte = 9;
    EXPECT_EQ(deviation_signature(failed(c, bytes)), "the characters are right, the byte offsets are not");
}

TEST(DeviationGroups, TheLargestGroupComesFirstAndItsSmallestCaseLeads) {
    const auto big = resolver_case("big", row_cells(2), "a,b\r\nc,d\r\ne,f\r\n");
    const auto small = resolver_case("small", row_cells(2));
    const auto other = resolver_case("other", row_cells(2));
    const auto r1 = failed(big, row_cells(4));
    const auto r2 = failed(small, row_cells(4));
    const auto r3 = failed(other, Unresolved{Status::ignored});
    const auto groups = group_deviations({&r3, &r1, &r2});
    ASSERT_EQ(groups.size(), 2u);
    EXPECT_EQ(groups[0].signature, "every row number is 2 too high");
    ASSERT_EQ(groups[0].records.size(), 2u);
    EXPECT_EQ(groups[0].records[0]->c->id, "small");
    EXPECT_EQ(groups[0].records[1]->c->id, "big");
    EXPECT_EQ(groups[1].records.size(), 1u);
}

}  // namespace
}  // namespace fragid

namespace fragid {
namespace {

using namespace conformance;

// Two accepted answers that differ only in their byte offsets read alike when the
// implementation reports characters only: the sentence names that answer once
// (issue 33: "expected ok position characters [0,0) or ok position characters [0,0)").
TEST(DeviationGroups, AlternativesThatReadAlikeAreNamedOnce) {
    TextSpan with_bom;
    with_bom.position = true;
    with_bom.start_byte = with_bom.end_byte = 3;
    TextSpan without_bom = with_bom;
    without_bom.start_byte = without_bom.end_byte = 0;
    ResolveCheck check;
    check.acceptable = {with_bom, without_bom, Unresolved{Status::entity_error}};
    check.expect_any = true;
    const auto d = difference(check, Unresolved{Status::ignored}, false);
    ASSERT_TRUE(d);
    EXPECT_EQ(to_string(*d), "expected ok position characters [0,0) or entity-error, got ignored");
    const auto with_bytes = difference(check, Unresolved{Status::ignored}, true);
    EXPECT_EQ(to_string(*with_bytes),
              "expected ok position characters [0,0) bytes [3,3) or ok position characters [0,0) bytes [0,0) or entity-error, "
              "got ignored");
}

}  // namespace
}  // namespace fragid
