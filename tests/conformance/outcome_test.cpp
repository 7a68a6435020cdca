// Outcomes read from result JSON, and comparison by meaning (conformance/README.md).
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>
#include <variant>

#include "fragid/conformance/runner.hpp"
#include "fragid/conformance/outcome.hpp"
#include "support.hpp"

namespace fragid {
namespace {

using conformance::Outcome;
using conformance::outcome_from_json;
using conformance::outcome_of;
using conformance::TextSpan;
using conformance::CsvCellRef;

using nlohmann::json;

std::variant<Outcome, std::string> read(const char* text) { return outcome_from_json(json::parse(text)); }

std::string error_of(const char* text) {
    auto r = read(text);
    return std::holds_alternative<std::string>(r) ? std::get<std::string>(r) : "(no error)";
}

TEST(Outcome, ReadsTheReferencesWholeResultAndKeepsOnlyItsMeaning) {
    const auto r = read(R"({"status":"ok","type":"text","reason":"x","position":false,
        "start":{"character":4,"byte":5,"line":2,"column":1},"end":{"character":8,"byte":9,"line":3,"column":1}})");
    ASSERT_TRUE(std::holds_alternative<Outcome>(r));
    const auto& o = std::get<Outcome>(r);
    ASSERT_TRUE(o.text);
    EXPECT_EQ(*o.text, (TextSpan{false, 4, 8, 5, 9}));
    EXPECT_FALSE(o.cells);
}

TEST(Outcome, CsvCellsAreASetWhateverTheParts) {
    const auto a = std::get<Outcome>(read(R"({"status":"ok","parts":[{"fields":[{"row":2,"col":1},{"row":1,"col":1}]},
                                                                    {"fields":[{"row":1,"col":1}]}]})"));
    const auto b = std::get<Outcome>(read(R"({"status":"ok","parts":[{"fields":[{"row":1,"col":1},{"row":2,"col":1}]}]})"));
    EXPECT_EQ(a, b);
    EXPECT_EQ(a.cells->size(), 2u);
}

TEST(Outcome, NonOkStatusesMeanTheirStatusOnly) {
    const auto o = std::get<Outcome>(read(R"({"status":"syntax-error","reason":"offset 3","error_offset":3})"));
    EXPECT_EQ(o, (Outcome{Status::syntax_error, std::nullopt, std::nullopt, std::nullopt}));
}

TEST(Outcome, ErrorsNameTheJsonPointer) {
    EXPECT_EQ(error_of(R"([1])"), "expected an object, got array");
    EXPECT_EQ(error_of(R"({"status":"fine"})"), "/status: unknown status \"fine\"");
    EXPECT_EQ(error_of(R"({"status":"ok"})"),
              "status ok needs \"position\", \"start\" and \"end\" (text), \"parts\" (csv) or \"spans\" (draft-wilde)");
    EXPECT_EQ(error_of(R"({"status":"ok","position":false,"start":{"character":-1},"end":{"character":2}})"),
              "/start/character: expected a non-negative integer, got -1");
    EXPECT_EQ(error_of(R"({"status":"ok","position":false,"start":{"character":1,"byte":1},"end":{"character":2}})"),
              "/start, /end: \"byte\" in only one of them");
    EXPECT_EQ(error_of(R"({"status":"ok","parts":[{"fields":[{"row":1}]}]})"),
              "/parts/0/fields/0: expected {\"row\": R, \"col\": C}");
}

TEST(Outcome, PrintsInTheShapeItReads) {
    const Outcome text{Status::ok, TextSpan{true, 3, 3, 4, 4}, std::nullopt, std::nullopt};
    EXPECT_EQ(std::get<Outcome>(outcome_from_json(json(text))), text);
    const Outcome csv{Status::ok, std::nullopt, std::set<CsvCellRef>{{1, 2}, {3, 4}}, std::nullopt};
    EXPECT_EQ(std::get<Outcome>(outcome_from_json(json(csv))), csv);
}

using conformance::difference;

TEST(Difference, ComparesCharactersAndBytes) {
    const auto c = test::text_case("rfc5147-t", "char=1,3", "abcd", 1, 3);
    EXPECT_EQ(difference(c, c.acceptable.front(), true), std::nullopt);
    Outcome off_by_one{Status::ok, TextSpan{false, 1, 4, 1, 4}, std::nullopt, std::nullopt};
    EXPECT_EQ(difference(c, off_by_one, true),
              "expected ok range characters [1,3) bytes [1,3), got ok range characters [1,4) bytes [1,4)");
    Outcome wrong_bytes{Status::ok, TextSpan{false, 1, 3, 2, 4}, std::nullopt, std::nullopt};
    EXPECT_TRUE(difference(c, wrong_bytes, true));
    EXPECT_FALSE(difference(c, wrong_bytes, false)) << "byte_offsets: false compares characters only";
    Outcome no_bytes{Status::ok, TextSpan{false, 1, 3, std::nullopt, std::nullopt}, std::nullopt, std::nullopt};
    EXPECT_FALSE(difference(c, no_bytes, false));
}

// RFC 5147 s.2.1.1: a range whose ends are equal "is equivalent to a
// position", so the form written is not judged, only the place.
TEST(Difference, APositionAndAZeroLengthRangeAreTheSame) {
    const auto c = test::text_case("rfc5147-t", "line=10,20", "abcd", 4, 4);  // expected: a range [4,4)
    const Outcome position{Status::ok, TextSpan{true, 4, 4, 4, 4}, std::nullopt, std::nullopt};
    EXPECT_EQ(difference(c, position, true), std::nullopt);
    const Outcome elsewhere{Status::ok, TextSpan{true, 3, 3, 3, 3}, std::nullopt, std::nullopt};
    EXPECT_TRUE(difference(c, elsewhere, true));
}

// fragid's own reading is the one reference_choice names, wherever it stands
// in the list; any other listed answer is allowed but is not fragid's.
TEST(Difference, MatchingOutcomeNamesTheReadingTaken) {
    auto c = test::text_case("rfc5147-t", "char=9", "abcd", 4, 4);
    c.expect_any = true;
    c.acceptable.push_back(Outcome{Status::entity_error, std::nullopt, std::nullopt, std::nullopt});
    c.reference_choice = 1;
    using conformance::matching_outcome;
    EXPECT_EQ(matching_outcome(c, c.acceptable[0], true), 0u);
    EXPECT_EQ(matching_outcome(c, c.acceptable[1], true), 1u);
    EXPECT_EQ(matching_outcome(c, Outcome{Status::ignored, std::nullopt, std::nullopt, std::nullopt}, true), std::nullopt);
}

// Reporting why nothing is identified is a MAY in every spec (RFC 5147 s.4.3,
// s.4.4; RFC 7111 s.4.1): `ignored` meets a syntax error or a failed check.
// The converse does not hold: calling a valid fragment a syntax error
// contradicts the grammar.
TEST(Difference, IgnoredMeetsASyntaxErrorOrAFailedCheckNotTheReverse) {
    const Outcome ignored{Status::ignored, std::nullopt, std::nullopt, std::nullopt};
    auto c = test::text_case("rfc5147-t", "char=x", "abcd", 0, 0);
    c.acceptable = {Outcome{Status::syntax_error, std::nullopt, std::nullopt, std::nullopt}};
    EXPECT_FALSE(difference(c, ignored, true));
    c.acceptable = {Outcome{Status::integrity_mismatch, std::nullopt, std::nullopt, std::nullopt}};
    EXPECT_FALSE(difference(c, ignored, true));
    c.acceptable = {ignored};
    EXPECT_TRUE(difference(c, Outcome{Status::syntax_error, std::nullopt, std::nullopt, std::nullopt}, true));
    c.acceptable = {Outcome{Status::entity_error, std::nullopt, std::nullopt, std::nullopt}};
    EXPECT_TRUE(difference(c, ignored, true)) << "an invalid entity is no syntax error";
}

TEST(Difference, AnyAcceptableOutcomePasses) {
    auto c = test::text_case("rfc5147-t", "char=9", "abcd", 4, 4);
    c.expect_any = true;
    c.acceptable.push_back(Outcome{Status::entity_error, std::nullopt, std::nullopt, std::nullopt});
    EXPECT_FALSE(difference(c, Outcome{Status::entity_error, std::nullopt, std::nullopt, std::nullopt}, true));
    EXPECT_EQ(difference(c, Outcome{Status::ignored, std::nullopt, std::nullopt, std::nullopt}, true),
              "expected ok range characters [4,4) bytes [4,4) or entity-error, got ignored");
}

}  // namespace
}  // namespace fragid
