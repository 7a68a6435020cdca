// RFC 5147 s.2.1.2, s.2.2.3, s.2.2.4 and s.4.1: lines and line endings.
#include <gtest/gtest.h>

#include "rfc5147_resolver_support.hpp"

namespace fragid::test {
namespace {

constexpr std::string_view three_lines = "one\ntwo\nthree\n";

// s.2.1.2 "Fragments identified by lines include the line endings".
TEST(TextLines, LineRangeIncludesItsLineEnding) {
    const auto r = resolve("line=1,2", three_lines);
    ASSERT_EQ(r.status, Status::ok);
    EXPECT_EQ(text_of(r, three_lines), "two\n");
    EXPECT_EQ(r.start.line, 2u);
    EXPECT_EQ(r.end.line, 3u);
    EXPECT_EQ(r.end.column, 1u);
}

// s.2.1.2 "line position zero always being identical with character position zero".
TEST(TextLines, LinePositionZeroIsCharacterPositionZero) {
    const auto r = resolve("line=0", three_lines);
    EXPECT_TRUE(r.is_position);
    EXPECT_EQ(chars(r), (Span{0, 0}));
}

// s.2.2.3: positions between lines; n lines have n+1 positions, the last n.
TEST(TextLines, LinePositionsFallAfterLineEndings) {
    EXPECT_EQ(chars(resolve("line=1", three_lines)), (Span{4, 4}));
    EXPECT_EQ(chars(resolve("line=2", three_lines)), (Span{8, 8}));
    EXPECT_EQ(chars(resolve("line=3", three_lines)), (Span{14, 14}));
    EXPECT_EQ(chars(resolve("line=4", three_lines)), (Span{14, 14}));  // clamped (s.4.2)
}

// s.2.1.2 "If a MIME entity does not contain any line endings, then it
// consists of a single (the first) line."
TEST(TextLines, NoLineEndingsIsOneLine) {
    const auto whole = resolve("line=0,1", "abc");
    EXPECT_EQ(chars(whole), (Span{0, 3}));
    EXPECT_EQ(chars(resolve("line=1", "abc")), (Span{3, 3}));
    EXPECT_EQ(chars(resolve("line=1,5", "abc")), (Span{3, 3}));
}

// A last line without a line ending is still a line.
TEST(TextLines, LastLineWithoutLineEnding) {
    constexpr std::string_view text = "one\ntwo";
    EXPECT_EQ(text_of(resolve("line=1,2", text), text), "two");
    EXPECT_EQ(text_of(resolve("line=1,", text), text), "two");
}

// A trailing line ending ends the last line; whether an empty line follows it
// makes no difference to any range (docs/interpretations.md).
TEST(TextLines, TrailingLineEndingAddsNoCharacters) {
    EXPECT_EQ(chars(resolve("line=3,", three_lines)), (Span{14, 14}));
    EXPECT_EQ(chars(resolve("line=2,9", three_lines)), (Span{8, 14}));
}

TEST(TextLines, EmptyLinesAreLines) {
    constexpr std::string_view text = "a\n\n\nb";
    EXPECT_EQ(text_of(resolve("line=1,2", text), text), "\n");
    EXPECT_EQ(text_of(resolve("line=3,4", text), text), "b");
}

// s.4.1 "each line ending MUST be counted as one single character", for each
// convention the section names.
struct EndingCase {
    const char* name;
    std::string_view text;  // "ab" EOL "cd"
    std::uint64_t bytes_of_ending;
};

class EachLineEnding : public ::testing::TestWithParam<EndingCase> {};

TEST_P(EachLineEnding, CountsAsOneCharacter) {
    const auto& c = GetParam();
    const auto whole = resolve("char=0,", c.text, "ISO-8859-1");  // Latin-1 has NEL as one byte, 0x85
    ASSERT_EQ(whole.status, Status::ok);
    EXPECT_EQ(chars(whole), (Span{0, 5}));
    EXPECT_EQ(whole.end.byte, 4 + c.bytes_of_ending);

    const auto second_line = resolve("line=1,2", c.text, "ISO-8859-1");
    EXPECT_EQ(chars(second_line), (Span{3, 5}));
    EXPECT_EQ(second_line.start.byte, 2 + c.bytes_of_ending);
    EXPECT_EQ(second_line.start.line, 2u);

    // char=2,3 is the line ending alone, whatever its byte length.
    EXPECT_EQ(bytes(resolve("char=2,3", c.text, "ISO-8859-1")), (Span{2, 2 + c.bytes_of_ending}));
}

INSTANTIATE_TEST_SUITE_P(Rfc5147Section4_1, EachLineEnding,
                         ::testing::Values(EndingCase{"CRLF", "ab\r\ncd", 2}, EndingCase{"LF", "ab\ncd", 1},
                                           EndingCase{"CR", "ab\rcd", 1}, EndingCase{"NEL", "ab\x85" "cd", 1},
                                           EndingCase{"CRNEL", "ab\r\x85" "cd", 2}),
                         [](const ::testing::TestParamInfo<EndingCase>& param) { return std::string(param.param.name); });

TEST(TextLines, MixedLineEndingsInOneEntity) {
    constexpr std::string_view text = "a\r\nb\nc\rd";
    EXPECT_EQ(text_of(resolve("line=1,3", text), text), "b\nc\r");
    EXPECT_EQ(chars(resolve("char=0,", text)), (Span{0, 7}));
}

// s.4.1: which conventions count depends on the context; with only LF in
// force, a CR is an ordinary character and CR+LF is two characters.
TEST(TextLines, OnlyConventionsInForceCount) {
    constexpr std::string_view text = "a\r\nb\rc";
    const auto lf_only = *LineEndingSet::parse("LF");
    EXPECT_EQ(chars(resolve("char=0,", text, std::nullopt, lf_only)), (Span{0, 6}));
    EXPECT_EQ(text_of(resolve("line=0,1", text, std::nullopt, lf_only), text), "a\r\n");
    EXPECT_EQ(text_of(resolve("line=1,2", text, std::nullopt, lf_only), text), "b\rc");

    const auto none = LineEndingSet();
    EXPECT_EQ(chars(resolve("line=1", text, std::nullopt, none)), (Span{6, 6}));
}

// With CR and LF in force but not CRLF, CR LF is two line endings.
TEST(TextLines, CrAndLfWithoutCrlfAreTwoLineEndings) {
    const auto cr_lf = *LineEndingSet::parse("CR,LF");
    EXPECT_EQ(chars(resolve("line=2", "a\r\nb", std::nullopt, cr_lf)), (Span{3, 3}));
    EXPECT_EQ(chars(resolve("char=0,", "a\r\nb", std::nullopt, cr_lf)), (Span{0, 4}));
}

// NEL is U+0085: one byte 0x85 in ISO-8859-1, C2 85 in UTF-8; in windows-1252
// the byte 0x85 is U+2026 HORIZONTAL ELLIPSIS, not a line ending.
TEST(TextLines, NelDependsOnTheCharset) {
    EXPECT_EQ(chars(resolve("line=1", "a\x85" "b", "ISO-8859-1")), (Span{2, 2}));
    EXPECT_EQ(bytes(resolve("line=1", "a\xC2\x85" "b", "UTF-8")), (Span{3, 3}));
    EXPECT_EQ(chars(resolve("line=1", "a\x85" "b", "windows-1252")), (Span{3, 3}));
    // In US-ASCII 0x85 is not a character at all.
    EXPECT_EQ(resolve("line=1", "a\x85" "b").status, Status::entity_error);
}

TEST(TextLines, LineAndColumnAreOneBased) {
    const auto r = resolve("char=6,7", three_lines);
    EXPECT_EQ(r.start.line, 2u);
    EXPECT_EQ(r.start.column, 3u);
}

}  // namespace
}  // namespace fragid::test
