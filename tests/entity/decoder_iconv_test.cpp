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

TEST(DecoderIconv, ComposingSingleByteCharsetsAreDecodedByteByByte) {
    // glibc's CP1258 stream converter turns "a" U+0300 into one U+00E0, where
    // RFC 5147 s.3.1 counts two characters; CP1255 and TCVN5712-1 compose the
    // same way. They are single-byte charsets, so fragid decodes them through
    // a per-byte table, where nothing can compose.
    for (const char* name : {"CP1258", "CP1255", "TCVN5712-1"}) {
        const auto d = decode_all("a\xCC", name);
        ASSERT_FALSE(d.error) << name << ": " << d.error->reason;
        ASSERT_EQ(d.chars.size(), 2u) << name;
        EXPECT_EQ(d.chars[0].code_point, static_cast<char32_t>('a'));
        EXPECT_EQ(d.chars[1].offset, 1u);
    }
    const auto d = decode_all("a\xCC", "CP1258");
    EXPECT_EQ(d.chars[1].code_point, 0x0300u);  // COMBINING GRAVE ACCENT, not composed into U+00E0
}

TEST(DecoderIconv, UndefinedBytesOfATableCharsetAreErrors) {
    // CP1255 (Hebrew) leaves 0xCA undefined.
    const auto d = decode_all("ab\xCA", "CP1255");
    ASSERT_TRUE(d.error);
    EXPECT_EQ(d.error->byte_offset, 2u);
}

TEST(DecoderIconv, NonComposingConvertersAreNotRefused) {
    for (const char* name : {"ISO-8859-15", "KOI8-R", "CP1251", "EUC-KR", "GB18030", "BIG5", "UTF-7", "IBM037"})
        EXPECT_FALSE(decode_all("", name).error) << name;
}

TEST(DecoderIconv, OneCharacterThatIsTwoCodePointsGivesTwoCharacters) {
    // BIG5-HKSCS 0x8862 is U+00CA U+0304. RFC 5147 s.3.1 counts code points;
    // the second shares the bytes of the first, so it has byte length 0.
    const auto d = decode_all("a\x88\x62z", "BIG5-HKSCS");
    ASSERT_FALSE(d.error) << d.error->reason;
    EXPECT_EQ(d.chars, (Chars{{'a', 0, 1}, {0x00CA, 1, 2}, {0x0304, 3, 0}, {'z', 3, 1}}));
}

TEST(DecoderIconv, TwoCodePointCharacterAtTheEnd) {
    // EUC-JISX0213 0xA4F7 is U+304B U+309A; glibc releases the second on the final flush.
    const auto d = decode_all("\xA4\xF7", "EUC-JISX0213");
    ASSERT_FALSE(d.error) << d.error->reason;
    EXPECT_EQ(d.chars, (Chars{{0x304B, 0, 2}, {0x309A, 2, 0}}));
}

TEST(DecoderIconv, BomConsumedByIconvIsNotACharacter) {
    // glibc's "UTF-32" reads the BOM as a signature, as RFC 5147 s.2 wants;
    // its bytes are counted into the first character.
    const auto d = decode_all(std::string("\xFF\xFE\0\0A\0\0\0", 8), "UTF-32");
    ASSERT_FALSE(d.error) << d.error->reason;
    EXPECT_EQ(d.chars, (Chars{{'A', 0, 8}}));
}

TEST(DecoderIconv, OnlyShiftSequencesIsEmpty) {
    const auto d = decode_all("\x1B$B\x1B(B", "ISO-2022-JP");
    EXPECT_FALSE(d.error);
    EXPECT_TRUE(d.chars.empty());
}

TEST(DecoderIconv, ReadsOnlyTheView) {
    // The view ends inside a two-byte character: that is the end of the entity.
    const std::string buffer = "a\x82\xA0";
    const auto d = decode_all(std::string_view(buffer).substr(0, 2), "Shift_JIS");
    ASSERT_TRUE(d.error);
    EXPECT_EQ(d.error->byte_offset, 1u);
    EXPECT_NE(d.error->reason.find("cut short by the end"), std::string::npos) << d.error->reason;
}

}  // namespace
}  // namespace fragid::test
