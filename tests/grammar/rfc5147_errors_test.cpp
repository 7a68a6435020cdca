// Syntax errors (RFC 5147 s.4.4): every malformed fragment is rejected, at a
// stated 0-based offset into the decoded fragment, with a stated expectation.
#include <gtest/gtest.h>

#include <string>
#include <variant>

#include "fragid/grammar/fragment.hpp"

namespace fragid {
namespace {

const std::string hex_digits_32 = "0123456789abcdef0123456789ABCDEF";

struct Bad {
    std::string input;
    std::size_t offset;
    std::string expected;
};

void PrintTo(const Bad& bad, std::ostream* os) { *os << '"' << bad.input << '"'; }

class TextFragmentBad : public testing::TestWithParam<Bad> {};

TEST_P(TextFragmentBad, IsRejectedWhereExpected) {
    const auto& [input, offset, expected] = GetParam();
    const auto result = parse_fragment_as<TextFragment>(input);
    ASSERT_TRUE(std::holds_alternative<SyntaxError>(result)) << "accepted: " << to_string(std::get<TextFragment>(result));
    const auto& error = std::get<SyntaxError>(result);
    EXPECT_EQ(error.offset, offset);
    EXPECT_EQ(error.expected, expected);
}

// What each error says it expected (its `expected`), by the rule that failed.
namespace expected_words {
const std::string scheme = "'char=' or 'line='";
const std::string selector = "a number, or a range such as 10,20";
const std::string number = "a number";
const std::string end = "';' and an integrity check, or the end of the fragment";
const std::string check = "an integrity check such as 'length=' or 'md5='";
const std::string md5 = "md5-value (32 hex digits)";
const std::string charset = "a charset name (RFC 2978 mime-charset)";
const std::string equals = "'=' after the integrity check's name";
}  // namespace expected_words

INSTANTIATE_TEST_SUITE_P(Scheme, TextFragmentBad, testing::Values(
    Bad{"", 0, expected_words::scheme},
    Bad{"#", 0, expected_words::scheme},
    Bad{"Char=1", 0, expected_words::scheme},          // s.3 NOTE: exactly the lower-case letters
    Bad{"CHAR=1", 0, expected_words::scheme},
    Bad{"LINE=1", 0, expected_words::scheme},
    Bad{"foo=1", 0, expected_words::scheme},           // no extension of the text-scheme
    Bad{"length=1", 0, expected_words::scheme},        // an integrity check alone is no fragment
    Bad{" char=1", 0, expected_words::scheme},
    Bad{"char", 0, expected_words::scheme},
    Bad{"char =1", 0, expected_words::scheme},
    Bad{"chars=1", 0, expected_words::scheme},
    Bad{"100", 0, expected_words::scheme}));           // w3m's "#N" (notes-ja) is not RFC 5147

INSTANTIATE_TEST_SUITE_P(Selector, TextFragmentBad, testing::Values(
    Bad{"char=", 5, expected_words::selector},
    Bad{"line=", 5, expected_words::selector},
    Bad{"char=x", 5, expected_words::selector},
    Bad{"char= 1", 5, expected_words::selector},
    Bad{"char=-1", 5, expected_words::selector},
    Bad{"char=+1", 5, expected_words::selector},
    Bad{"char=,", 6, expected_words::number},          // a leading ',' commits to ( "," position )
    Bad{"char=,,5", 6, expected_words::number},
    Bad{"char=, 5", 6, expected_words::number},
    Bad{"char=1,2,3", 8, expected_words::end},
    Bad{"char=1,,", 7, expected_words::end},
    Bad{"char=1 ", 6, expected_words::end},
    Bad{"char=1\n", 6, expected_words::end},
    Bad{"char=1.5", 6, expected_words::end},
    Bad{"char=1, 5", 7, expected_words::end},
    Bad{"char=1-5", 6, expected_words::end},
    Bad{"char=1%C3%A9", 6, expected_words::end}));     // decoded non-ASCII after the number

INSTANTIATE_TEST_SUITE_P(IntegrityCheck, TextFragmentBad, testing::Values(
    Bad{"char=1;", 7, expected_words::check},
    Bad{"char=1;;length=1", 7, expected_words::check},
    Bad{"char=1;5", 7, expected_words::check},
    Bad{"char=1;=5", 7, expected_words::check},
    Bad{"char=1; length=5", 7, expected_words::check},
    Bad{"char=1;x=1;", 11, expected_words::check},
    Bad{"char=1;length", 13, expected_words::equals},
    Bad{"char=1;Length", 13, expected_words::equals},
    Bad{"char=1;foo", 10, expected_words::equals},
    Bad{"char=1;foo bar=1", 10, expected_words::equals},
    Bad{"char=1;length=", 14, expected_words::number},  // "length=" commits: not an unknown check
    Bad{"char=1;length=abc", 14, expected_words::number},
    Bad{"char=1;length=-1", 14, expected_words::number},
    Bad{"char=1;length=5x", 15, expected_words::end},
    Bad{"char=1;length=5 ", 15, expected_words::end},
    Bad{"char=1;length=1,", 16, expected_words::charset},
    Bad{"char=1;length=1, UTF-8", 16, expected_words::charset},
    Bad{"char=1;length=1,UTF 8", 19, expected_words::end},
    Bad{"char=1;length=1,UTF-8,x", 21, expected_words::end},
    Bad{"char=10;md5=", 12, expected_words::md5},
    Bad{"char=10;md5=xyz", 12, expected_words::md5},   // "md5=" commits: not an unknown check
    Bad{"char=1;md5=" + hex_digits_32.substr(1), 11, expected_words::md5},          // 31 digits: reported where the value starts
    Bad{"char=1;md5=" + hex_digits_32.substr(0, 31) + "g", 11, expected_words::md5},
    Bad{"char=1;md5=" + hex_digits_32 + "0", 43, expected_words::end},              // 33 digits
    Bad{"char=1;md5=" + hex_digits_32 + ",", 44, expected_words::charset}));

TEST(TextFragmentErrors, MessageReadsAsDocumented) {
    const auto result = parse_fragment_as<TextFragment>("char=10;md5=d41d8cd98f00b204e9800998ecf8427");
    ASSERT_TRUE(std::holds_alternative<SyntaxError>(result));
    EXPECT_EQ(std::get<SyntaxError>(result).message(), "offset 12: expected md5-value (32 hex digits)");
}

TEST(TextFragmentErrors, OffsetsAreIntoTheFragmentAsWritten) {
    // "%2C" is one character once decoded (the stray 'x' is at 8 there), but a
    // user counts what they wrote: the 'x' is at 10.
    const auto result = parse_fragment_as<TextFragment>("char=1%2C5x");
    ASSERT_TRUE(std::holds_alternative<SyntaxError>(result));
    EXPECT_EQ(std::get<SyntaxError>(result).message(),
              "offset 10: expected ';' and an integrity check, or the end of the fragment");
}

}  // namespace
}  // namespace fragid
