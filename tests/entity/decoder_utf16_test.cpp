// UTF-16, UTF-16BE, UTF-16LE decoding: RFC 2781 s.2.2 (surrogate pairs),
// s.3.2/s.4.3 (BOM and default byte order), s.3.3 (no BOM in BE/LE).
#include "decode_all.hpp"

namespace fragid::test {
namespace {

using Chars = std::vector<Char>;

TEST(DecoderUtf16, EmptyInputEndsAtOnce) {
    for (const char* name : {"UTF-16", "UTF-16BE", "UTF-16LE"}) {
        const auto d = decode_all("", name);
        EXPECT_TRUE(d.chars.empty()) << name;
        EXPECT_FALSE(d.error) << name;
        EXPECT_EQ(d.content_start, 0u) << name;
    }
}

TEST(DecoderUtf16, BigEndianBomIsSkippedAndSelectsBigEndian) {
    const auto d = decode_all(bytes({0xFE, 0xFF, 0x00, 0x41, 0x20, 0xAC}), "UTF-16");
    EXPECT_EQ(d.content_start, 2u);
    EXPECT_EQ(d.chars, (Chars{{0x41, 2, 2}, {0x20AC, 4, 2}}));
}

TEST(DecoderUtf16, LittleEndianBomIsSkippedAndSelectsLittleEndian) {
    const auto d = decode_all(bytes({0xFF, 0xFE, 0x41, 0x00, 0xAC, 0x20}), "UTF-16");
    EXPECT_EQ(d.content_start, 2u);
    EXPECT_EQ(d.chars, (Chars{{0x41, 2, 2}, {0x20AC, 4, 2}}));
}

TEST(DecoderUtf16, NoBomMeansBigEndian) {
    // RFC 2781 s.4.3: "the text SHOULD be interpreted as being big-endian".
    const auto d = decode_all(bytes({0x00, 0x41, 0xFF, 0xFD}), "UTF-16");
    EXPECT_EQ(d.content_start, 0u);
    EXPECT_EQ(d.chars, (Chars{{0x41, 0, 2}, {0xFFFD, 2, 2}}));
}

TEST(DecoderUtf16, BomAloneIsAnEmptyText) {
    const auto d = decode_all(bytes({0xFF, 0xFE}), "UTF-16");
    EXPECT_EQ(d.content_start, 2u);
    EXPECT_TRUE(d.chars.empty());
    EXPECT_FALSE(d.error);
}

TEST(DecoderUtf16, SecondBomIsACharacter) {
    const auto d = decode_all(bytes({0xFE, 0xFF, 0xFE, 0xFF}), "UTF-16");
    EXPECT_EQ(d.chars, (Chars{{0xFEFF, 2, 2}}));
}

TEST(DecoderUtf16Be, LeadingFeffIsAnOrdinaryCharacter) {
    // RFC 2781 s.3.3: text labelled UTF-16BE has no BOM; U+FEFF there is ZWNBSP.
    const auto d = decode_all(bytes({0xFE, 0xFF, 0x00, 0x41}), "UTF-16BE");
    EXPECT_EQ(d.content_start, 0u);
    EXPECT_EQ(d.chars, (Chars{{0xFEFF, 0, 2}, {0x41, 2, 2}}));
}

TEST(DecoderUtf16Be, LittleEndianBomBytesAreU_FFFE) {
    // FF FE read big-endian is U+FFFE, a noncharacter but a scalar value.
    const auto d = decode_all(bytes({0xFF, 0xFE}), "UTF-16BE");
    EXPECT_EQ(d.chars, (Chars{{0xFFFE, 0, 2}}));
}

TEST(DecoderUtf16Le, LeadingFeffIsAnOrdinaryCharacter) {
    const auto d = decode_all(bytes({0xFF, 0xFE, 0x41, 0x00}), "UTF-16LE");
    EXPECT_EQ(d.content_start, 0u);
    EXPECT_EQ(d.chars, (Chars{{0xFEFF, 0, 2}, {0x41, 2, 2}}));
}

TEST(DecoderUtf16, SurrogatePairIsOneCodePointOfFourBytes) {
    // U+1F600 = D83D DE00 (RFC 2781 s.2.1)
    EXPECT_EQ(decode_all(bytes({0xD8, 0x3D, 0xDE, 0x00, 0x00, 0x21}), "UTF-16BE").chars,
              (Chars{{0x1F600, 0, 4}, {0x21, 4, 2}}));
    EXPECT_EQ(decode_all(bytes({0x3D, 0xD8, 0x00, 0xDE, 0x21, 0x00}), "UTF-16LE").chars,
              (Chars{{0x1F600, 0, 4}, {0x21, 4, 2}}));
    EXPECT_EQ(decode_all(bytes({0xFF, 0xFE, 0x21, 0x00, 0x3D, 0xD8, 0x00, 0xDE}), "UTF-16").chars,
              (Chars{{0x21, 2, 2}, {0x1F600, 4, 4}}));
}

TEST(DecoderUtf16, SurrogatePairsAtTheEdges) {
    // D800 DC00 = U+10000, DBFF DFFF = U+10FFFF
    EXPECT_EQ(decode_all(bytes({0xD8, 0x00, 0xDC, 0x00, 0xDB, 0xFF, 0xDF, 0xFF}), "UTF-16BE").chars,
              (Chars{{0x10000, 0, 4}, {0x10FFFF, 4, 4}}));
}

TEST(DecoderUtf16, ReadsOnlyTheView) {
    // The view ends after a high surrogate whose low surrogate lies outside it.
    const std::string buffer = bytes({0xD8, 0x3D, 0xDE, 0x00});
    const auto d = decode_all(std::string_view(buffer).substr(0, 2), "UTF-16BE");
    ASSERT_TRUE(d.error);
    EXPECT_EQ(d.error->byte_offset, 0u);
    EXPECT_NE(d.error->reason.find("high surrogate"), std::string::npos) << d.error->reason;
}

struct Invalid {
    const char* name;
    const char* charset;
    std::string input;
    std::uint64_t offset;
    std::size_t chars_before;
    const char* reason_contains;
    friend void PrintTo(const Invalid& c, std::ostream* os) { *os << c.name; }
};

class DecoderUtf16Invalid : public ::testing::TestWithParam<Invalid> {};

TEST_P(DecoderUtf16Invalid, IsAnErrorAtTheExactOffset) {
    const auto& c = GetParam();
    const auto d = decode_all(c.input, c.charset);
    ASSERT_TRUE(d.error);
    EXPECT_EQ(d.error->byte_offset, c.offset) << d.error->reason;
    EXPECT_EQ(d.chars.size(), c.chars_before);
    EXPECT_NE(d.error->reason.find(c.reason_contains), std::string::npos) << d.error->reason;
}

// clang-format off
INSTANTIATE_TEST_SUITE_P(Rfc2781, DecoderUtf16Invalid, ::testing::Values(
    Invalid{"lone_high_at_end_be",     "UTF-16BE", bytes({0x00, 0x41, 0xD8, 0x3D}),             2, 1, "bytes 0xD8 0x3D at offset 2 are not valid UTF-16BE (a high surrogate without a low"},
    Invalid{"lone_high_then_bmp_be",   "UTF-16BE", bytes({0xD8, 0x3D, 0x00, 0x41}),             0, 0, "high surrogate"},
    Invalid{"two_highs_be",            "UTF-16BE", bytes({0xD8, 0x3D, 0xD8, 0x3D, 0xDE, 0x00}), 0, 0, "high surrogate"},
    Invalid{"high_then_odd_byte_be",   "UTF-16BE", bytes({0xD8, 0x3D, 0xDE}),                   0, 0, "high surrogate"},
    Invalid{"lone_low_be",             "UTF-16BE", bytes({0xDE, 0x00}),                         0, 0, "bytes 0xDE 0x00 at offset 0 are not valid UTF-16BE (a low surrogate"},
    Invalid{"lone_low_le",             "UTF-16LE", bytes({0x41, 0x00, 0x00, 0xDC}),             2, 1, "low surrogate"},
    Invalid{"lone_high_le",            "UTF-16LE", bytes({0x3D, 0xD8}),                         0, 0, "not valid UTF-16LE"},
    Invalid{"lone_high_with_bom_le",   "UTF-16",   bytes({0xFF, 0xFE, 0x3D, 0xD8, 0x41, 0x00}), 2, 0, "not valid UTF-16 (a high surrogate"},
    Invalid{"odd_length_be",           "UTF-16BE", bytes({0x00, 0x41, 0x00}),                   2, 1, "byte 0x00 at offset 2 is not valid UTF-16BE (an odd byte"},
    Invalid{"odd_length_le",           "UTF-16LE", bytes({0x41}),                               0, 0, "odd byte"},
    Invalid{"odd_after_bom",           "UTF-16",   bytes({0xFE, 0xFF, 0x41}),                   2, 0, "odd byte"},
    Invalid{"single_byte_utf16",       "UTF-16",   bytes({0xFE}),                               0, 0, "odd byte"}),
    [](const auto& param_info) { return std::string(param_info.param.name); });
// clang-format on

}  // namespace
}  // namespace fragid::test
