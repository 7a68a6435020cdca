// Charsets decoded through the system's iconv (CharsetId::other).
#include "decode_all.hpp"

namespace fragid::test {
namespace {

using Chars = std::vector<Char>;

TEST(DecoderIconv, ShiftJisMultibyteCharacters) {
    // "あ" 82 A0, "A" 41, "亜" 88 9F
    const auto d = decode_all("\x82\xA0" "A" "\x88\x9F", "Shift_JIS");
    ASSERT_FALSE(d.error) << d.error->reason;
    EXPECT_EQ(d.content_start, 0u);
    EXPECT_EQ(d.chars, (Chars{{0x3042, 0, 2}, {0x41, 2, 1}, {0x4E9C, 3, 2}}));
}

TEST(DecoderIconv, EucJpMultibyteCharacters) {
    // "あ" A4 A2, "\n", "い" A4 A4
    const auto d = decode_all("\xA4\xA2\n\xA4\xA4", "EUC-JP");
    ASSERT_FALSE(d.error) << d.error->reason;
    EXPECT_EQ(d.chars, (Chars{{0x3042, 0, 2}, {0x0A, 2, 1}, {0x3044, 3, 2}}));
}

TEST(DecoderIconv, EmptyInputEndsAtOnce) {
    const auto d = decode_all("", "EUC-JP");
    EXPECT_TRUE(d.chars.empty());
    EXPECT_FALSE(d.error);
}

TEST(DecoderIconv, InvalidByteIsAnErrorAtItsOffset) {
    // 0xFF never occurs in Shift_JIS.
    const auto d = decode_all("\x82\xA0" "ab\xFF", "Shift_JIS");
    ASSERT_TRUE(d.error);
    EXPECT_EQ(d.error->byte_offset, 4u);
    EXPECT_EQ(d.chars.size(), 3u);
    EXPECT_NE(d.error->reason.find("byte 0xFF at offset 4 is not valid Shift_JIS"), std::string::npos) << d.error->reason;
}

TEST(DecoderIconv, TruncatedMultibyteAtEndIsAnError) {
    const auto d = decode_all("a\xA4", "EUC-JP");
    ASSERT_TRUE(d.error);
    EXPECT_EQ(d.error->byte_offset, 1u);
    EXPECT_EQ(d.chars.size(), 1u);
    EXPECT_NE(d.error->reason.find("cut short by the end"), std::string::npos) << d.error->reason;
}

TEST(DecoderIconv, LongRunsCrossTheInputWindow) {
    // More characters than one iconv window holds, so the window moves along.
    std::string text;
    Chars expected;
    for (std::uint32_t i = 0; i < 50; ++i) {
        expected.push_back({0x3042, 3 * i, 2});
        expected.push_back({'x', 3 * i + 2, 1});
        text += "\x82\xA0x";
    }
    EXPECT_EQ(decode_all(text, "SHIFT_JIS").chars, expected);
}

TEST(DecoderIconv, ShiftSequencesAreCountedIntoAnAdjacentCharacter) {
    // ISO-2022-JP: ESC $ B switches to JIS X 0208, "$\"" is U+3042, ESC ( B
    // switches back to ASCII. Which neighbour a shift sequence is counted into
    // is up to iconv (glibc takes a trailing one with the character before it);
    // what must hold is that the characters tile the bytes without gaps.
    const std::string text = "a\x1B$B$\"\x1B(Bb";
    const auto d = decode_all(text, "ISO-2022-JP");
    ASSERT_FALSE(d.error) << d.error->reason;
    ASSERT_EQ(d.chars.size(), 3u);
    EXPECT_EQ(d.chars[0], (Char{'a', 0, 1}));
    EXPECT_EQ(d.chars[1].code_point, 0x3042u);
    EXPECT_EQ(d.chars[2].code_point, static_cast<char32_t>('b'));
    std::uint64_t expected_offset = 0;
    for (const auto& c : d.chars) {
        EXPECT_EQ(c.offset, expected_offset) << c;
        expected_offset += c.length;
    }
    EXPECT_EQ(expected_offset, text.size());
}

TEST(DecoderIconv, ComposingConvertersAreRefused) {
    // glibc's CP1258 turns "a" U+0300 into one U+00E0; RFC 5147 s.3.1 counts two.
    const auto d = decode_all("a\xCC", "CP1258");
    ASSERT_TRUE(d.error);
    EXPECT_EQ(d.error->byte_offset, 0u);
    EXPECT_TRUE(d.chars.empty());
    EXPECT_NE(d.error->reason.find("composes"), std::string::npos) << d.error->reason;
}

}  // namespace
}  // namespace fragid::test
