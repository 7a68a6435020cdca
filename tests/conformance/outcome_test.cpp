// Outcomes read from result JSON, and comparison by meaning (conformance/README.md).
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>
#include <variant>

#include "fragid/conformance/runner.hpp"
#include "fragid/conformance/outcome.hpp"
#include "support.hpp"

namespace fragid {
namespace {

using conformance::CsvCells;
using conformance::Outcome;
using conformance::Unresolved;
using conformance::WildeSpans;
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
    EXPECT_EQ(o, (Outcome{TextSpan{false, 4, 8, 5, 9}}));
}

TEST(Outcome, CsvCellsAreASetWhateverTheParts) {
    const auto a = std::get<Outcome>(read(R"({"status":"ok","parts":[{"fields":[{"row":2,"col":1},{"row":1,"col":1}]},
                                                                    {"fields":[{"row":1,"col":1}]}]})"));
    const auto b = std::get<Outcome>(read(R"({"status":"ok","parts":[{"fields":[{"row":1,"col":1},{"row":2,"col":1}]}]})"));
    EXPECT_EQ(a, b);
    EXPECT_EQ(std::get<CsvCells>(a).cells.size(), 2u);
}

TEST(Outcome, NonOkStatusesMeanTheirStatusOnly) {
    const auto o = std::get<Outcome>(read(R"({"status":"syntax-error","reason":"offset 3","error_offset":3})"));
    EXPECT_EQ(o, (Outcome{Unresolved{Status::syntax_error}}));
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
    const Outcome text{TextSpan{true, 3, 3, 4, 4}};
    EXPECT_EQ(std::get<Outcome>(outcome_from_json(json(text))), text);
    const Outcome csv{CsvCells{{{1, 2}, {3, 4}}}};
    EXPECT_EQ(std::get<Outcome>(outcome_from_json(json(csv))), csv);
}

using conformance::Difference;
using conformance::difference;

std::string sentence(const std::optional<Difference>& d) { return d ? to_string(*d) : "(no difference)"; }

TEST(Difference, ComparesCharactersAndBytes) {
    const auto c = test::text_case("rfc5147-t", "char=1,3", "abcd", 1, 3);
    EXPECT_EQ(difference(test::resolve_check(c), test::resolve_check(c).acceptable.front(), true), std::nullopt);
    Outcome off_by_one{TextSpan{false, 1, 4, 1, 4}};
    EXPECT_EQ(sentence(difference(test::resolve_check(c), off_by_one, true)),
              "expected ok range characters [1,3) bytes [1,3), got ok range characters [1,4) bytes [1,4)");
    Outcome wrong_bytes{TextSpan{false, 1, 3, 2, 4}};
    EXPECT_TRUE(difference(test::resolve_check(c), wrong_bytes, true));
    EXPECT_FALSE(difference(test::resolve_check(c), wrong_bytes, false)) << "byte_offsets: false compares characters only";
    Outcome no_bytes{TextSpan{false, 1, 3, std::nullopt, std::nullopt}};
    EXPECT_FALSE(difference(test::resolve_check(c), no_bytes, false));
}

// A difference is a structure: which part departs from fragid's reading,
// every expected outcome and the actual one; the sentence is written from it.
TEST(Difference, SaysWhichPartDiffersFromFragidsReading) {
    const auto c = test::text_case("rfc5147-t", "char=1,3", "abcd", 1, 3);
    const auto part = [&](const Outcome& actual) {
        const auto d = difference(test::resolve_check(c), actual, true);
        return d ? std::string(to_string(d->part)) : "(none)";
    };
    EXPECT_EQ(part(Outcome{Unresolved{Status::ignored}}), "status");
    EXPECT_EQ(part(Outcome{TextSpan{false, 1, 4, 1, 4}}), "range");
    EXPECT_EQ(part(Outcome{TextSpan{false, 1, 3, 2, 4}}), "bytes");
    EXPECT_EQ(part(Outcome{CsvCells{{{1, 1}}}}), "cells");
    EXPECT_EQ(part(Outcome{WildeSpans{{{false, 1, 3, 1, 3}}}}), "spans");

    const Outcome actual{TextSpan{false, 1, 4, 1, 4}};
    const auto d = difference(test::resolve_check(c), actual, false);
    ASSERT_TRUE(d);
    EXPECT_EQ(d->expected, test::resolve_check(c).acceptable);
    EXPECT_EQ(d->actual, actual);
    EXPECT_EQ(expected_text(*d), "ok range characters [1,3)") << "without byte offsets compared, none are shown";
    EXPECT_EQ(to_string(*d), "expected ok range characters [1,3), got ok range characters [1,4)");
}

// The part is found against fragid's reading, wherever reference_choice puts it.
TEST(Difference, PartIsAgainstTheReferenceChoice) {
    auto c = test::text_case("rfc5147-t", "char=9", "abcd", 4, 4);
    test::resolve_check(c).expect_any = true;
    test::resolve_check(c).acceptable.insert(test::resolve_check(c).acceptable.begin(), Outcome{Unresolved{Status::entity_error}});
    test::resolve_check(c).reference_choice = 1;
    const auto d = difference(test::resolve_check(c), Outcome{TextSpan{false, 4, 5, 4, 5}}, true);
    ASSERT_TRUE(d);
    EXPECT_EQ(d->part, Difference::Part::range);
    EXPECT_EQ(sentence(d), "expected entity-error or ok range characters [4,4) bytes [4,4), got ok range characters [4,5) bytes [4,5)");
}

// RFC 5147 s.2.1.1: a range whose ends are equal "is equivalent to a
// position", so the form written is not judged, only the place.
TEST(Difference, APositionAndAZeroLengthRangeAreTheSame) {
    const auto c = test::text_case("rfc5147-t", "line=10,20", "abcd", 4, 4);  // expected: a range [4,4)
    const Outcome position{TextSpan{true, 4, 4, 4, 4}};
    EXPECT_EQ(difference(test::resolve_check(c), position, true), std::nullopt);
    const Outcome elsewhere{TextSpan{true, 3, 3, 3, 3}};
    EXPECT_TRUE(difference(test::resolve_check(c), elsewhere, true));
}

// fragid's own reading is the one reference_choice names, wherever it stands
// in the list; any other listed answer is allowed but is not fragid's.
TEST(Difference, MatchingOutcomeNamesTheReadingTaken) {
    auto c = test::text_case("rfc5147-t", "char=9", "abcd", 4, 4);
    test::resolve_check(c).expect_any = true;
    test::resolve_check(c).acceptable.push_back(Outcome{Unresolved{Status::entity_error}});
    test::resolve_check(c).reference_choice = 1;
    using conformance::matching_outcome;
    EXPECT_EQ(matching_outcome(test::resolve_check(c), test::resolve_check(c).acceptable[0], true), 0u);
    EXPECT_EQ(matching_outcome(test::resolve_check(c), test::resolve_check(c).acceptable[1], true), 1u);
    EXPECT_EQ(matching_outcome(test::resolve_check(c), Outcome{Unresolved{Status::ignored}}, true), std::nullopt);
}

// Reporting why nothing is identified is a MAY in every spec (RFC 5147 s.4.3,
// s.4.4; RFC 7111 s.4.1): `ignored` meets a syntax error or a failed check.
// The converse does not hold: calling a valid fragment a syntax error
// contradicts the grammar.
TEST(Difference, IgnoredMeetsASyntaxErrorOrAFailedCheckNotTheReverse) {
    const Outcome ignored{Unresolved{Status::ignored}};
    auto c = test::text_case("rfc5147-t", "char=x", "abcd", 0, 0);
    test::resolve_check(c).acceptable = {Outcome{Unresolved{Status::syntax_error}}};
    EXPECT_FALSE(difference(test::resolve_check(c), ignored, true));
    test::resolve_check(c).acceptable = {Outcome{Unresolved{Status::integrity_mismatch}}};
    EXPECT_FALSE(difference(test::resolve_check(c), ignored, true));
    test::resolve_check(c).acceptable = {ignored};
    EXPECT_TRUE(difference(test::resolve_check(c), Outcome{Unresolved{Status::syntax_error}}, true));
    test::resolve_check(c).acceptable = {Outcome{Unresolved{Status::entity_error}}};
    EXPECT_TRUE(difference(test::resolve_check(c), ignored, true)) << "an invalid entity is no syntax error";
}

TEST(Difference, AnyAcceptableOutcomePasses) {
    auto c = test::text_case("rfc5147-t", "char=9", "abcd", 4, 4);
    test::resolve_check(c).expect_any = true;
    test::resolve_check(c).acceptable.push_back(Outcome{Unresolved{Status::entity_error}});
    EXPECT_FALSE(difference(test::resolve_check(c), Outcome{Unresolved{Status::entity_error}}, true));
    EXPECT_EQ(sentence(difference(test::resolve_check(c), Outcome{Unresolved{Status::ignored}}, true)),
              "expected ok range characters [4,4) bytes [4,4) or entity-error, got ignored");
}

}  // namespace
}  // namespace fragid
