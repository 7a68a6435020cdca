// The one probe of a converter (entity/src/iconv_probe.hpp) that the decoder
// and the block scanner both use to tell how it treats a byte alone: tested
// here through its header in entity/src.
#include <gtest/gtest.h>

#include <cerrno>

#include "../../entity/src/iconv_probe.hpp"

namespace fragid::detail {
namespace {

struct Converter {
    explicit Converter(const char* charset) : cd(iconv_open("UTF-32LE", charset)) {}
    ~Converter() {
        if (cd != no_iconv) iconv_close(cd);
    }
    iconv_t cd;
};

TEST(IconvProbe, ASingleByteCharacterIsConvertedAtOnce) {
    const Converter latin1("ISO-8859-1");
    ASSERT_NE(latin1.cd, no_iconv);
    const OneByte r = convert_one_byte(latin1.cd, 0xE9);
    EXPECT_FALSE(r.failed);
    EXPECT_TRUE(r.consumed);
    EXPECT_EQ(r.converted, 4u);
    EXPECT_EQ(r.flushed, 0u);
    EXPECT_EQ(little_endian_code_point(r.out), U'\u00E9');
}

// windows-1258 holds a base letter back to compose it with a combining mark
// that may follow (decoder.cpp, holds_characters_back): only the flush gives it.
TEST(IconvProbe, AHeldBackLetterComesOnlyWithTheFlush) {
    const Converter cp1258("CP1258");
    if (cp1258.cd == no_iconv) GTEST_SKIP() << "the system's iconv has no CP1258";
    const OneByte r = convert_one_byte(cp1258.cd, 'a');
    EXPECT_FALSE(r.failed);
    EXPECT_EQ(r.converted, 0u);
    EXPECT_EQ(r.flushed, 4u);
    EXPECT_EQ(little_endian_code_point(r.out), U'a');
}

TEST(IconvProbe, TellsALeadByteFromAnInvalidOne) {
    const Converter utf8("UTF-8");
    const OneByte lead = convert_one_byte(utf8.cd, 0xC3);
    EXPECT_TRUE(lead.failed);
    EXPECT_EQ(lead.error, EINVAL);
    const OneByte invalid = convert_one_byte(utf8.cd, 0xFF);
    EXPECT_TRUE(invalid.failed);
    EXPECT_EQ(invalid.error, EILSEQ);
    // The converter is left in its initial state: a byte after them converts.
    EXPECT_EQ(convert_one_byte(utf8.cd, 'x').converted, 4u);
}

}  // namespace
}  // namespace fragid::detail
