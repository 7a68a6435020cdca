// RFC 5147 s.2.1.1, s.2.2 and s.4.2: positions, ranges and their clamping.
#include <gtest/gtest.h>

#include "fragid/grammar/fragment.hpp"
#include "fragid/reference/rfc5147/explain.hpp"
#include "rfc5147_resolver_support.hpp"

namespace fragid::test {
namespace {

// s.2.1.1 "Positions are counted from zero; position zero being before the
// first character ... a text/plain MIME entity having one character has two
// positions".
TEST(TextPositions, OneCharacterEntityHasTwoPositions) {
    const auto before = resolve("char=0", "x");
    const auto after = resolve("char=1", "x");
    ASSERT_EQ(before.status, Status::ok);
    EXPECT_TRUE(before.is_position);
    EXPECT_EQ(chars(before), (Span{0, 0}));
    EXPECT_EQ(chars(after), (Span{1, 1}));
}

// s.2.2.1 "a MIME entity containing n distinct characters has n+1 distinct
// character positions, the last one having the character position n".
TEST(TextPositions, LastCharacterPositionIsN) {
    const auto r = resolve("char=5", "hello");
    EXPECT_EQ(chars(r), (Span{5, 5}));
    EXPECT_EQ(r.start.byte, 5u);
}

// s.2.1.1 "if a number is greater than the actual number of elements in the
// MIME entity, then it is referring to the last element"; s.4.2.
TEST(TextPositions, PositionBeyondTheEndIsTheLastPosition) {
    const auto r = resolve("char=100", "hello");
    ASSERT_EQ(r.status, Status::ok);
    EXPECT_EQ(chars(r), (Span{5, 5}));
}

TEST(TextPositions, RangeEndBeyondTheEndIsClamped) {
    const auto r = resolve("char=2,100", "hello");
    EXPECT_EQ(chars(r), (Span{2, 5}));
    EXPECT_EQ(text_of(r, "hello"), "llo");
}

TEST(TextPositions, RangeEntirelyBeyondTheEndIsTheLastPosition) {
    const auto r = resolve("char=50,100", "hello");
    ASSERT_EQ(r.status, Status::ok);
    EXPECT_EQ(chars(r), (Span{5, 5}));
    EXPECT_FALSE(r.is_position);  // still a range, of length zero
}

// s.4.2 "If the first position value in a range is not present, then the
// range extends from the start of the MIME entity".
TEST(TextPositions, AbsentStartIsTheStart) {
    const auto r = resolve("char=,3", "hello");
    EXPECT_EQ(chars(r), (Span{0, 3}));
}

// s.4.2 "If the second position value in a range is not present, then the
// range extends to the end of the MIME entity".
TEST(TextPositions, AbsentEndIsTheEnd) {
    const auto r = resolve("char=3,", "hello");
    EXPECT_EQ(chars(r), (Span{3, 5}));
    EXPECT_EQ(text_of(r, "hello"), "lo");
}

// s.2.1.1 "A range with identical start and end is legal and identifies a
// range of length zero, which is equivalent to a position."
TEST(TextPositions, EqualEndsAreAZeroLengthRange) {
    const auto r = resolve("char=2,2", "hello");
    ASSERT_EQ(r.status, Status::ok);
    EXPECT_EQ(chars(r), (Span{2, 2}));
    EXPECT_FALSE(r.is_position);
}

// s.4.2 "If a range scheme's positions are not properly ordered ..., then the
// fragment identifier MUST be ignored." The RFC's parenthesis says "less
// than", which is an erratum for "greater than" (s.2.1.1: "The end of a range
// must have a value greater than or equal to the start").
TEST(TextPositions, InvertedRangeIsIgnored) {
    const auto r = resolve("char=4,2", "hello");
    EXPECT_EQ(r.status, Status::ignored);
    EXPECT_NE(r.reason.find("s.4.2"), std::string::npos);
}

TEST(TextPositions, ProperlyOrderedRangeIsNotIgnoredDespiteTheErratum) {
    // Read literally, "first number is less than the second" would ignore this.
    EXPECT_EQ(resolve("char=2,4", "hello").status, Status::ok);
}

// Numbers are compared as written, before clamping: 10 > 5 is inverted even
// though both would clamp to 5 (docs/interpretations.md).
TEST(TextPositions, InversionIsJudgedBeforeClamping) {
    EXPECT_EQ(resolve("char=10,7", "hello").status, Status::ignored);
}

// The rule is written once (ignored_as_written, rfc5147/resolver.hpp): what the
// resolver answers and what `fragid explain` says are the same words.
TEST(TextPositions, InvertedRangeIsIgnoredForTheOneReasonExplainGives) {
    for (const char* written : {"char=10,7", "line=3,1", "char=18446744073709551617,18446744073709551616"}) {
        const auto fragment = std::get<TextFragment>(parse_fragment_as<TextFragment>(written));
        const auto why = ignored_as_written(fragment);
        ASSERT_TRUE(why) << written;
        EXPECT_EQ(resolve(written, "a\nb\nc\nd\n").reason, *why) << written;
        EXPECT_EQ(explain_text(fragment), "nothing: " + *why) << written;
    }
    EXPECT_FALSE(ignored_as_written(std::get<TextFragment>(parse_fragment_as<TextFragment>("char=2,4"))));
}

TEST(TextPositions, InvertedLineRangeIsIgnored) {
    EXPECT_EQ(resolve("line=3,1", "a\nb\nc\nd\n").status, Status::ignored);
}

// Numbers of any length: 2^64 must not wrap to 0.
TEST(TextPositions, TwentyDigitNumbersDoNotWrap) {
    const auto r = resolve("char=18446744073709551616", "hello");
    EXPECT_EQ(chars(r), (Span{5, 5}));
    const auto range = resolve("char=0,18446744073709551616", "hello");
    EXPECT_EQ(chars(range), (Span{0, 5}));
    EXPECT_EQ(resolve("char=18446744073709551617,18446744073709551616", "hello").status, Status::ignored);
    EXPECT_EQ(resolve("char=99999999999999999999999999,99999999999999999999999999", "hello").status, Status::ok);
}

TEST(TextPositions, LeadingZerosAreTheSameNumber) {
    EXPECT_EQ(chars(resolve("char=0002,004", "hello")), (Span{2, 4}));
}

TEST(TextPositions, EmptyEntity) {
    for (const char* fragment : {"char=0", "char=5", "char=0,", "char=,9", "line=0", "line=1", "line=0,"}) {
        const auto r = resolve(fragment, "");
        ASSERT_EQ(r.status, Status::ok) << fragment;
        EXPECT_EQ(chars(r), (Span{0, 0})) << fragment;
        EXPECT_EQ(r.start.line, 1u) << fragment;
        EXPECT_EQ(r.start.column, 1u) << fragment;
    }
}

// s.4.4 "If a fragment identifier contains a syntax error ..., then it MUST
// be ignored by clients."
TEST(TextPositions, SyntaxErrorsAreReportedNotGuessed) {
    for (const char* fragment : {"char=", "char=a", "Char=1", "char=1,2,3", "line=-1", "char=1;md5=abc", ""}) {
        const auto r = resolve(fragment, "hello");
        EXPECT_EQ(r.status, Status::syntax_error) << fragment;
        EXPECT_TRUE(r.error_offset.has_value()) << fragment;
    }
}

TEST(TextPositions, PercentEncodedFragmentsAreAccepted) {
    EXPECT_EQ(chars(resolve("char=1,3", "hello")), (Span{1, 3}));
    EXPECT_EQ(chars(resolve("char=1%2C3", "hello")), (Span{1, 3}));
}

}  // namespace
}  // namespace fragid::test
