// US-ASCII, ISO-8859-1 and windows-1252: one byte, one code point.
#include <iconv.h>

#include "decode_all.hpp"

namespace fragid::test {
namespace {

using Chars = std::vector<Char>;

TEST(DecoderUsAscii, SevenBitBytesAreTheirCodePoints) {
    const auto d = decode_all(bytes({0x00, 0x41, 0x0D, 0x0A, 0x7F}), "US-ASCII");
    EXPECT_FALSE(d.error);
    EXPECT_EQ(d.chars, (Chars{{0, 0, 1}, {0x41, 1, 1}, {0x0D, 2, 1}, {0x0A, 3, 1}, {0x7F, 4, 1}}));
}

TEST(DecoderUsAscii, HighByteIsAnError) {
    const auto d = decode_all("ab\x80z", "US-ASCII");
    ASSERT_TRUE(d.error);
    EXPECT_EQ(d.error->byte_offset, 2u);
    EXPECT_EQ(d.chars.size(), 2u);
    EXPECT_NE(d.error->reason.find("byte 0x80 at offset 2 is not valid US-ASCII"), std::string::npos) << d.error->reason;
    EXPECT_TRUE(decode_all("\xFF", "us-ascii").error);
}

TEST(DecoderUsAscii, NoBomIsSkipped) {
    EXPECT_EQ(decode_all("\xEF\xBB\xBF", "US-ASCII").error->byte_offset, 0u);
}

TEST(DecoderEmpty, EmptyInputEndsAtOnce) {
    for (const char* name : {"US-ASCII", "ISO-8859-1", "windows-1252"}) {
        const auto d = decode_all("", name);
        EXPECT_TRUE(d.chars.empty()) << name;
        EXPECT_FALSE(d.error) << name;
    }
}

TEST(DecoderLatin1, EveryByteIsTheCodePointOfTheSameValue) {
    std::string all;
    for (int b = 0; b < 256; ++b) all += static_cast<char>(b);
    const auto d = decode_all(all, "ISO-8859-1");
    ASSERT_FALSE(d.error);
    ASSERT_EQ(d.chars.size(), 256u);
    for (std::uint32_t b = 0; b < 256; ++b) EXPECT_EQ(d.chars[b], (Char{b, b, 1}));
}

TEST(DecoderLatin1, Byte85IsNel) {
    // NEL is a line ending in RFC 5147 s.4.1; in Latin-1 it is byte 0x85.
    EXPECT_EQ(decode_all("a\x85", "latin1").chars, (Chars{{'a', 0, 1}, {0x85, 1, 1}}));
}

TEST(DecoderWindows1252, HighControlsAreTypography) {
    EXPECT_EQ(decode_all("\x80\x85\x9F\xA0\xFF", "windows-1252").chars,
              (Chars{{0x20AC, 0, 1}, {0x2026, 1, 1}, {0x0178, 2, 1}, {0xA0, 3, 1}, {0xFF, 4, 1}}));
}

TEST(DecoderWindows1252, Byte85IsEllipsisNotNel) {
    EXPECT_EQ(decode_all("\x85", "windows-1252").chars, (Chars{{0x2026, 0, 1}}));
}

TEST(DecoderWindows1252, UndefinedBytesAreErrors) {
    for (int b : {0x81, 0x8D, 0x8F, 0x90, 0x9D}) {
        const auto d = decode_all(bytes({'x', b}), "windows-1252");
        ASSERT_TRUE(d.error) << b;
        EXPECT_EQ(d.error->byte_offset, 1u);
        EXPECT_EQ(d.chars.size(), 1u);
        EXPECT_NE(d.error->reason.find("not valid windows-1252"), std::string::npos) << d.error->reason;
    }
    EXPECT_NE(decode_all("\x81", "windows-1252").error->reason.find("byte 0x81 at offset 0"), std::string::npos);
}

// Our own table against glibc's CP1252 for all 256 bytes: the same code point,
// or both reject the byte.
TEST(DecoderWindows1252, AgreesWithGlibcForEveryByte) {
    iconv_t cd = iconv_open("UTF-32LE", "CP1252");
    ASSERT_NE(cd, reinterpret_cast<iconv_t>(-1));
    for (int b = 0; b < 256; ++b) {
        iconv(cd, nullptr, nullptr, nullptr, nullptr);
        char in_byte = static_cast<char>(b);
        char* in = &in_byte;
        std::size_t in_left = 1;
        unsigned char out_buffer[4] = {};
        char* out = reinterpret_cast<char*>(out_buffer);
        std::size_t out_left = 4;
        const bool glibc_ok = iconv(cd, &in, &in_left, &out, &out_left) != static_cast<std::size_t>(-1);
        const auto d = decode_all(bytes({b}), "windows-1252");
        ASSERT_EQ(glibc_ok, !d.error) << "byte " << b;
        if (glibc_ok) {
            const char32_t expected = static_cast<char32_t>(out_buffer[0] | out_buffer[1] << 8 | out_buffer[2] << 16 |
                                                            out_buffer[3] << 24);
            EXPECT_EQ(d.chars, (Chars{{expected, 0, 1}})) << "byte " << b;
        }
    }
    iconv_close(cd);
}

}  // namespace
}  // namespace fragid::test
