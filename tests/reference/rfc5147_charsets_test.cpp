// RFC 5147 s.2 and s.2.1.2: characters are counted in the entity's encoding.
#include <gtest/gtest.h>

#include "rfc5147_resolver_support.hpp"

namespace fragid::test {
namespace {

// s.1.1: "In the absence of an explicit character encoding declaration,
// US-ASCII is assumed"; a byte above 0x7F is then not a character at all.
TEST(TextCharsets, DefaultIsUsAscii) {
    const auto r = resolve("char=0,", "ab\xC3\xA9");
    EXPECT_EQ(r.status, Status::entity_error);
    EXPECT_EQ(r.error_offset, 2u);
}

// s.2 "implementations MUST take the character encoding of the MIME entity
// into account, because character count and octet count may differ".
TEST(TextCharsets, Utf8CountsCodePointsNotBytes) {
    constexpr std::string_view text = "h\xC3\xA9llo";  // héllo
    const auto r = resolve("char=1,2", text, "UTF-8");
    EXPECT_EQ(chars(r), (Span{1, 2}));
    EXPECT_EQ(bytes(r), (Span{1, 3}));
    EXPECT_EQ(text_of(r, text), "\xC3\xA9");
}

// s.2 UTF-16 "uses two octets per character in most cases, and sometimes four".
TEST(TextCharsets, Utf16SurrogatePairIsOneCharacter) {
    // "a" U+1F600 "b" in UTF-16BE.
    const std::string text("\x00" "a" "\xD8\x3D\xDE\x00" "\x00" "b", 8);
    const auto r = resolve("char=1,2", text, "UTF-16BE");
    ASSERT_EQ(r.status, Status::ok);
    EXPECT_EQ(bytes(r), (Span{2, 6}));
    EXPECT_EQ(chars(resolve("char=0,", text, "UTF-16BE")), (Span{0, 3}));
}

// s.2 "It can also have a leading BOM (Byte-Order Mark), which does not count
// as a character"; s.2.1.2 "ignoring initial BOM marks".
TEST(TextCharsets, Utf16BomIsNotACharacter) {
    const std::string text("\xFF\xFE" "a\x00" "b\x00", 6);  // UTF-16, little-endian by its BOM
    const auto r = resolve("char=0,1", text, "UTF-16");
    ASSERT_EQ(r.status, Status::ok);
    EXPECT_EQ(bytes(r), (Span{2, 4}));
    EXPECT_EQ(chars(resolve("char=0,", text, "UTF-16")), (Span{0, 2}));
}

TEST(TextCharsets, Utf8BomIsNotACharacter) {
    constexpr std::string_view text = "\xEF\xBB\xBF" "abc";
    const auto r = resolve("char=0,1", text, "UTF-8");
    EXPECT_EQ(bytes(r), (Span{3, 4}));
    EXPECT_EQ(r.start.column, 1u);
    EXPECT_EQ(chars(resolve("char=0,", text, "utf-8")), (Span{0, 3}));
}

TEST(TextCharsets, Utf16LeLineEndingsAreCharacters) {
    const std::string text("a\x00\r\x00\n\x00" "b\x00", 8);
    const auto r = resolve("line=1,", text, "UTF-16LE");
    EXPECT_EQ(bytes(r), (Span{6, 8}));
    EXPECT_EQ(chars(r), (Span{2, 3}));
}

TEST(TextCharsets, InvalidBytesGiveEntityErrorWithOffset) {
    const auto r = resolve("char=0,", "ab\xFF" "cd", "UTF-8");
    EXPECT_EQ(r.status, Status::entity_error);
    EXPECT_EQ(r.error_offset, 2u);
    EXPECT_FALSE(r.reason.empty());
}

// The resolver stops once it knows the answer (no integrity check needs the
// rest), so invalid bytes after the identified range are not read.
TEST(TextCharsets, BytesAfterTheAnswerAreNotRead) {
    EXPECT_EQ(resolve("char=0,2", "ab\xFF", "UTF-8").status, Status::ok);
    EXPECT_EQ(resolve("char=0,2;length=3", "ab\xFF", "UTF-8").status, Status::entity_error);
}

TEST(TextCharsets, UnknownCharsetIsAnEntityError) {
    EXPECT_EQ(resolve("char=0", "ab", "no-such-charset-x").status, Status::entity_error);
}

TEST(TextCharsets, IconvCharsetsWork) {
    // Shift_JIS: "a" then HIRAGANA LETTER A (0x82 0xA0) then "b".
    constexpr std::string_view text = "a\x82\xA0" "b";
    const auto r = resolve("char=1,2", text, "Shift_JIS");
    ASSERT_EQ(r.status, Status::ok);
    EXPECT_EQ(bytes(r), (Span{1, 3}));
}

}  // namespace
}  // namespace fragid::test
