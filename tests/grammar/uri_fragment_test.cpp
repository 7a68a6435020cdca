// fragment_text(): from the fragment as it stands after a URI's '#' to the
// text the grammars see (RFC 3986 s.2.1), and encode_fragment_text(), its
// inverse. A '#' is never a separator here (RFC 3986 s.3.5): only the CLI
// takes a URI apart (tests/cli/typed_fragment_test.cpp).
#include <gtest/gtest.h>

#include <string>
#include <string_view>
#include <variant>

#include "fragid/grammar/text_parser.hpp"
#include "fragid/grammar/uri_fragment.hpp"

namespace fragid {
namespace {

struct Decoded {
    std::string_view input;
    std::string expected;
};

class FragmentTextOk : public testing::TestWithParam<Decoded> {};

TEST_P(FragmentTextOk, Decodes) {
    const auto result = fragment_text(GetParam().input);
    ASSERT_TRUE(std::holds_alternative<std::string>(result)) << std::get<SyntaxError>(result).message();
    EXPECT_EQ(std::get<std::string>(result), GetParam().expected);
}

INSTANTIATE_TEST_SUITE_P(UriFragment, FragmentTextOk, testing::Values(
    Decoded{"char=1,5", "char=1,5"},                    // bare fragment
    Decoded{"#char=1,5", "#char=1,5"},                  // '#' is an octet, kept for the grammar to reject
    Decoded{"char=1#char=2", "char=1#char=2"},          // not "the part after the last '#'"
    Decoded{"#", "#"},
    Decoded{"", ""},
    Decoded{"char=1%2C5", "char=1,5"},                  // upper-case hex
    Decoded{"char=1%2c5", "char=1,5"},                  // lower-case hex (RFC 3986 s.2.1)
    Decoded{"%63har=1", "char=1"},                      // any octet may be encoded
    Decoded{"x%25y", "x%y"},                            // "%25" is a literal '%', not re-decoded
    Decoded{"x%2525", "x%25"},
    Decoded{"%C3%A9", "\xC3\xA9"},
    Decoded{"%00", std::string(1, '\0')},
    Decoded{"%23", "#"}));                               // an encoded '#' is data

struct BadEscape {
    std::string_view input;
    std::size_t offset;  // of the '%', after the '#'
};

class FragmentTextBad : public testing::TestWithParam<BadEscape> {};

TEST_P(FragmentTextBad, ReportsTheEscapeWithinTheFragment) {
    const auto result = fragment_text(GetParam().input);
    ASSERT_TRUE(std::holds_alternative<SyntaxError>(result)) << std::get<std::string>(result);
    const auto& error = std::get<SyntaxError>(result);
    EXPECT_EQ(error.offset, GetParam().offset);
    EXPECT_EQ(error.expected, "two hex digits after '%' (RFC 3986 percent-encoding)");
}

INSTANTIATE_TEST_SUITE_P(UriFragment, FragmentTextBad, testing::Values(
    BadEscape{"char=1%", 6},                             // '%' at the end
    BadEscape{"char=1%zz", 6},
    BadEscape{"char=1%4", 6},                            // one digit only
    BadEscape{"char=1%4g", 6},
    BadEscape{"char=1%g4", 6},
    BadEscape{"%", 0},
    BadEscape{"#char=1%zz", 7},                          // a '#' is part of what was written
    BadEscape{"char=%2C%2C%zz", 11}));                   // offset as written, not as decoded (7)

TEST(UriFragment, DecodedErrorMessageReadsWell) {
    const auto result = fragment_text("char=%4");
    ASSERT_TRUE(std::holds_alternative<SyntaxError>(result));
    EXPECT_EQ(std::get<SyntaxError>(result).message(),
              "offset 5: expected two hex digits after '%' (RFC 3986 percent-encoding)");
}

// Through the text/plain parser: the grammar sees decoded text, and its
// offsets are into that text.
TEST(UriFragment, ParserSeesDecodedText) {
    const auto result = parse_text_fragment("char%3D1%2c5");
    ASSERT_TRUE(std::holds_alternative<TextFragment>(result)) << std::get<SyntaxError>(result).message();
    const auto& fragment = std::get<TextFragment>(result);
    EXPECT_EQ(fragment.selector, (decltype(fragment.selector){TextRange{Number(1), Number(5)}}));
}

TEST(UriFragment, DecodedNonAsciiFailsTheGrammar) {
    // "%C3%A9" decodes to the two octets of U+00E9, which no rule admits.
    const auto result = parse_text_fragment("char=%C3%A9");
    ASSERT_TRUE(std::holds_alternative<SyntaxError>(result));
    EXPECT_EQ(std::get<SyntaxError>(result).message(), "offset 5: expected a number, or a range such as 10,20");
}

TEST(UriFragment, DecodedNonAsciiAfterAValidPrefix) {
    const auto result = parse_text_fragment("char=1%2C5%FF");
    ASSERT_TRUE(std::holds_alternative<SyntaxError>(result));
    // decoded "char=1,5\xFF": the bad octet is at 8 in the decoded text.
    EXPECT_EQ(std::get<SyntaxError>(result).offset, 8u);
}

TEST(UriFragment, BadEscapeThroughTheParser) {
    const auto result = parse_text_fragment("char=1%zz");
    ASSERT_TRUE(std::holds_alternative<SyntaxError>(result));
    EXPECT_EQ(std::get<SyntaxError>(result).offset, 6u);
}

// A fragment cannot contain '#' (RFC 3986 s.3.5), so none of these is a
// text/plain fragment identifier, whatever follows the '#'.
TEST(UriFragment, NumberSignIsASyntaxErrorInEveryGrammar) {
    for (const char* fragment : {"char=1#char=2", "#char=1", "http://example.com/a.txt#char=1", "%23char=1"}) {
        const auto result = parse_text_fragment(fragment);
        EXPECT_TRUE(std::holds_alternative<SyntaxError>(result)) << fragment;
    }
}

TEST(UriFragment, EncodeKeepsFragmentCharacters) {
    EXPECT_EQ(encode_fragment_text("char=1,5;length=10,UTF-8"), "char=1,5;length=10,UTF-8");
    EXPECT_EQ(encode_fragment_text("a/b?c:d@e!$&'()*+,;=-._~"), "a/b?c:d@e!$&'()*+,;=-._~");
}

TEST(UriFragment, EncodeEscapesTheRest) {
    EXPECT_EQ(encode_fragment_text("x#y%z"), "x%23y%25z");
    EXPECT_EQ(encode_fragment_text("^`{} "), "%5E%60%7B%7D%20");
    EXPECT_EQ(encode_fragment_text("\xC3\xA9"), "%C3%A9");
    EXPECT_EQ(encode_fragment_text(std::string(1, '\0')), "%00");
}

TEST(UriFragment, EncodeThenDecodeIsIdentityForEveryOctet) {
    std::string all;
    for (int c = 0; c < 256; ++c) all += static_cast<char>(c);
    const auto result = fragment_text(encode_fragment_text(all));
    ASSERT_TRUE(std::holds_alternative<std::string>(result));
    EXPECT_EQ(std::get<std::string>(result), all);
}

}  // namespace
}  // namespace fragid
