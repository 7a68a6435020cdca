// UTF-8 decoding: RFC 3629 s.3 and s.4, BOM per RFC 3629 s.6 and RFC 5147 s.2.
#include "decode_all.hpp"
#include "utf_oracle.hpp"

namespace fragid::test {
namespace {

using Chars = std::vector<Char>;

TEST(DecoderUtf8, EmptyInputEndsAtOnce) {
    const auto d = decode_all("", "UTF-8");
    EXPECT_EQ(d.content_start, 0u);
    EXPECT_TRUE(d.chars.empty());
    EXPECT_FALSE(d.error);
}

TEST(DecoderUtf8, OneToFourByteForms) {
    // U+0041, U+00E9, U+20AC, U+1F600
    const auto d = decode_all("A\xC3\xA9\xE2\x82\xAC\xF0\x9F\x98\x80", "UTF-8");
    ASSERT_FALSE(d.error) << d.error->reason;
    EXPECT_EQ(d.chars, (Chars{{0x41, 0, 1}, {0xE9, 1, 2}, {0x20AC, 3, 3}, {0x1F600, 6, 4}}));
}

TEST(DecoderUtf8, BoundaryScalarValues) {
    // U+007F, U+0080, U+07FF, U+0800, U+D7FF, U+E000, U+FFFF, U+10000, U+10FFFF
    const auto d = decode_all("\x7F\xC2\x80\xDF\xBF\xE0\xA0\x80\xED\x9F\xBF\xEE\x80\x80\xEF\xBF\xBF"
                              "\xF0\x90\x80\x80\xF4\x8F\xBF\xBF",
                              "UTF-8");
    ASSERT_FALSE(d.error) << d.error->reason;
    EXPECT_EQ(d.chars, (Chars{{0x7F, 0, 1},
                              {0x80, 1, 2},
                              {0x7FF, 3, 2},
                              {0x800, 5, 3},
                              {0xD7FF, 8, 3},
                              {0xE000, 11, 3},
                              {0xFFFF, 14, 3},
                              {0x10000, 17, 4},
                              {0x10FFFF, 21, 4}}));
}

TEST(DecoderUtf8, LeadingBomIsSkipped) {
    const auto d = decode_all("\xEF\xBB\xBFx", "UTF-8");
    EXPECT_EQ(d.content_start, 3u);
    EXPECT_EQ(d.chars, (Chars{{'x', 3, 1}}));
}

TEST(DecoderUtf8, BomAloneIsAnEmptyText) {
    const auto d = decode_all("\xEF\xBB\xBF", "UTF-8");
    EXPECT_EQ(d.content_start, 3u);
    EXPECT_TRUE(d.chars.empty());
    EXPECT_FALSE(d.error);
}

TEST(DecoderUtf8, OnlyTheFirstBomIsSkipped) {
    // A second U+FEFF is content: ZERO WIDTH NO-BREAK SPACE (RFC 3629 s.6).
    const auto d = decode_all("\xEF\xBB\xBF\xEF\xBB\xBF", "UTF-8");
    EXPECT_EQ(d.chars, (Chars{{0xFEFF, 3, 3}}));
}

TEST(DecoderUtf8, BomAfterTheStartIsACharacter) {
    const auto d = decode_all("a\xEF\xBB\xBF", "UTF-8");
    EXPECT_EQ(d.content_start, 0u);
    EXPECT_EQ(d.chars, (Chars{{'a', 0, 1}, {0xFEFF, 1, 3}}));
}

TEST(DecoderUtf8, ReadsOnlyTheView) {
    // The view ends inside a character; the byte after it must not be read.
    const std::string buffer = "a\xC3\xA9";
    const auto d = decode_all(std::string_view(buffer).substr(0, 2), "UTF-8");
    ASSERT_TRUE(d.error);
    EXPECT_EQ(d.error->byte_offset, 1u);
    EXPECT_NE(d.error->reason.find("cut short by the end"), std::string::npos) << d.error->reason;
}

TEST(DecoderUtf8, Nel) {
    // U+0085 is a line ending in RFC 5147 s.4.1; in UTF-8 it is C2 85.
    EXPECT_EQ(decode_all("a\xC2\x85", "UTF-8").chars, (Chars{{'a', 0, 1}, {0x85, 1, 2}}));
}

struct InvalidUtf8 {
    const char* name;
    std::string input;
    std::uint64_t offset;         // of the first byte of the ill-formed sequence
    std::size_t chars_before;     // decoded before the error
    const char* reason_contains;  // part of the reason
    friend void PrintTo(const InvalidUtf8& c, std::ostream* os) { *os << c.name; }
};

class DecoderUtf8Invalid : public ::testing::TestWithParam<InvalidUtf8> {};

TEST_P(DecoderUtf8Invalid, IsAnErrorAtTheExactOffset) {
    const auto& c = GetParam();
    const auto d = decode_all(c.input, "UTF-8");
    ASSERT_TRUE(d.error) << c.name;
    EXPECT_EQ(d.error->byte_offset, c.offset) << d.error->reason;
    EXPECT_EQ(d.chars.size(), c.chars_before);
    EXPECT_NE(d.error->reason.find(c.reason_contains), std::string::npos) << d.error->reason;
    EXPECT_NE(d.error->reason.find("not valid UTF-8"), std::string::npos) << d.error->reason;
}

// clang-format off
INSTANTIATE_TEST_SUITE_P(Rfc3629, DecoderUtf8Invalid, ::testing::Values(
    InvalidUtf8{"stray_continuation",       "ab\x80",                2, 2, "byte 0x80 at offset 2"},
    InvalidUtf8{"stray_continuation_BF",    "\xBF",                  0, 0, "byte 0xBF at offset 0"},
    InvalidUtf8{"continuation_after_char",  "\xC3\xA9\xA9",          2, 1, "byte 0xA9 at offset 2"},
    InvalidUtf8{"lead_C0",                  "x\xC0\x80",             1, 1, "byte 0xC0 at offset 1"},
    InvalidUtf8{"lead_C1",                  "\xC1\xBF",              0, 0, "byte 0xC1 at offset 0"},
    InvalidUtf8{"lead_F5",                  "\xF5\x80\x80\x80",      0, 0, "byte 0xF5 at offset 0"},
    InvalidUtf8{"lead_F8",                  "\xF8",                  0, 0, "byte 0xF8 at offset 0"},
    InvalidUtf8{"lead_FE",                  "\xFE",                  0, 0, "byte 0xFE at offset 0"},
    InvalidUtf8{"lead_FF",                  "abc\xFF",               3, 3, "byte 0xFF at offset 3 is not valid UTF-8"},
    InvalidUtf8{"overlong_3_byte_E0_80",    "\xE0\x80\x80",          0, 0, "bytes 0xE0 0x80 at offset 0 are not valid UTF-8 (an overlong form)"},
    InvalidUtf8{"overlong_3_byte_E0_9F",    "a\xE0\x9F\xBF",         1, 1, "overlong"},
    InvalidUtf8{"overlong_4_byte_F0_8F",    "\xF0\x8F\xBF\xBF",      0, 0, "overlong"},
    InvalidUtf8{"surrogate_D800",           "\xED\xA0\x80",          0, 0, "surrogate"},
    InvalidUtf8{"surrogate_DFFF",           "z\xED\xBF\xBF",         1, 1, "surrogate"},
    InvalidUtf8{"above_10FFFF",             "\xF4\x90\x80\x80",      0, 0, "above U+10FFFF"},
    InvalidUtf8{"truncated_2_at_end",       "ab\xC3",                2, 2, "cut short by the end"},
    InvalidUtf8{"truncated_3_at_end",       "\xE2\x82",              0, 0, "bytes 0xE2 0x82 at offset 0"},
    InvalidUtf8{"truncated_4_at_end",       "\xF0\x9F\x98",          0, 0, "cut short by the end"},
    InvalidUtf8{"truncated_by_ascii",       "\xE2\x82x",             0, 0, "not a continuation byte"},
    InvalidUtf8{"truncated_by_lead",        "\xC3\xC3\xA9",          0, 0, "bytes 0xC3 0xC3 at offset 0"},
    InvalidUtf8{"third_byte_not_cont",      "\xF0\x9F\x41\x80",      0, 0, "not a continuation byte"},
    InvalidUtf8{"fourth_byte_not_cont",     "\xF0\x9F\x98\xC0",      0, 0, "bytes 0xF0 0x9F 0x98 0xC0"}),
    [](const auto& param_info) { return std::string(param_info.param.name); });
// clang-format on

// Every first and second byte, followed by tails that complete, cut short or
// break a sequence: all the boundaries of RFC 3629 s.4 are crossed, and each
// result is checked against the independent oracle (and glibc).
TEST(DecoderUtf8, ExhaustiveTwoBytePrefixes) {
    const std::string tails[] = {"", "\x80", "\x80\x80", "\xBF\xBF", "\x80\x80\x80", "A", "\x80" "A"};
    int checked = 0;
    for (int only = 0; only < 256; ++only) {
        const std::string input = bytes({only});
        ASSERT_EQ(check_utf8_decoding(input, decode_all(input, "UTF-8")), "") << std::hex << "input " << only;
    }
    for (int first = 0; first < 256; ++first) {
        for (int second = 0; second < 256; ++second) {
            for (const auto& tail : tails) {
                const std::string input = bytes({first, second}) + tail;
                const std::string problem = check_utf8_decoding(input, decode_all(input, "UTF-8"));
                ASSERT_EQ(problem, "") << std::hex << "input " << first << " " << second << " + tail of " << tail.size();
                ++checked;
            }
        }
    }
    EXPECT_EQ(checked, 256 * 256 * 7);
}

}  // namespace
}  // namespace fragid::test
