// parse_fragment_as<TextFragment>(): what a well-formed RFC 5147 fragment means, field by
// field, and to_string() of the result.
#include <gtest/gtest.h>

#include <optional>
#include <string>
#include <string_view>
#include <variant>

#include "fragid/grammar/fragment.hpp"

namespace fragid {
namespace {

TextFragment parsed(std::string_view input) {
    auto result = parse_fragment_as<TextFragment>(input);
    if (auto* error = std::get_if<SyntaxError>(&result)) {
        ADD_FAILURE() << "\"" << input << "\": " << error->message();
        return {};
    }
    return std::get<TextFragment>(result);
}

Number n(std::string_view digits) { return Number::from_digits(digits); }

TextFragment position(TextScheme scheme, std::string_view digits) {
    return TextFragment{scheme, TextPosition{n(digits)}, {}};
}

TextFragment range(TextScheme scheme, std::optional<Number> start, std::optional<Number> end) {
    return TextFragment{scheme, TextRange{std::move(start), std::move(end)}, {}};
}

IntegrityCheck length(std::string_view digits, std::optional<std::string> charset = std::nullopt) {
    return IntegrityCheck{LengthCheck{n(digits)}, std::move(charset)};
}

Md5Check md5_of_empty() {  // d41d8cd98f00b204e9800998ecf8427e
    return Md5Check{{0xd4, 0x1d, 0x8c, 0xd9, 0x8f, 0x00, 0xb2, 0x04, 0xe9, 0x80, 0x09, 0x98, 0xec, 0xf8, 0x42, 0x7e}};
}

constexpr auto char_scheme = TextScheme::character;
constexpr auto line_scheme = TextScheme::line;

// RFC 5147 s.5, every example, as the whole URI it gives.
TEST(TextFragment, Rfc5147Section5Examples) {
    EXPECT_EQ(parsed("char=100"), position(char_scheme, "100"));
    EXPECT_EQ(parsed("line=10,20"), range(line_scheme, n("10"), n("20")));
    EXPECT_EQ(parsed("line=,1"), range(line_scheme, std::nullopt, n("1")));
    auto with_length = range(line_scheme, n("10"), n("20"));
    with_length.checks = {length("9876", "UTF-8")};
    EXPECT_EQ(parsed("line=10,20;length=9876,UTF-8"), with_length);
}

TEST(TextFragment, PositionsAndRanges) {
    EXPECT_EQ(parsed("char=0"), position(char_scheme, "0"));
    EXPECT_EQ(parsed("line=0"), position(line_scheme, "0"));
    EXPECT_EQ(parsed("char=1,5"), range(char_scheme, n("1"), n("5")));
    EXPECT_EQ(parsed("char=,5"), range(char_scheme, std::nullopt, n("5")));
    EXPECT_EQ(parsed("char=5,"), range(char_scheme, n("5"), std::nullopt));
    EXPECT_EQ(parsed("line=5,1"), range(line_scheme, n("5"), n("1")));  // inverted: ignored later (s.4.2), not here
    EXPECT_EQ(parsed("char=0,0"), range(char_scheme, n("0"), n("0")));
}

TEST(TextFragment, LeadingZerosAreTheSameNumber) {
    EXPECT_EQ(parsed("char=007"), position(char_scheme, "7"));
    EXPECT_EQ(parsed("char=000"), position(char_scheme, "0"));
    EXPECT_EQ(parsed("line=007,0010"), range(line_scheme, n("7"), n("10")));
    EXPECT_EQ(std::get<TextPosition>(parsed("char=007").selector).value.digits(), "7");
}

TEST(TextFragment, HugeNumbersAreKeptExactly) {
    // 30 digits: far beyond 2^64 (20 digits); must neither wrap nor be rejected.
    const auto fragment = parsed("char=123456789012345678901234567890,123456789012345678901234567891");
    const auto& selected = std::get<TextRange>(fragment.selector);
    EXPECT_EQ(selected.start->digits(), "123456789012345678901234567890");
    EXPECT_EQ(selected.end->digits(), "123456789012345678901234567891");
    EXPECT_FALSE(selected.start->fits_u64());
    EXPECT_LT(*selected.start, *selected.end);
    // 2^64 itself, and 2^64 - 1.
    EXPECT_EQ(std::get<TextPosition>(parsed("char=18446744073709551616").selector).value.digits(), "18446744073709551616");
    EXPECT_TRUE(std::get<TextPosition>(parsed("char=18446744073709551615").selector).value.fits_u64());
    const auto long_length = parsed("char=1;length=000123456789012345678901234567890");
    EXPECT_EQ(std::get<LengthCheck>(long_length.checks.at(0).check).characters.digits(), "123456789012345678901234567890");
}

TEST(TextFragment, Md5IsSixteenOctetsWhateverTheCase) {
    auto expected = position(char_scheme, "1");
    expected.checks = {IntegrityCheck{md5_of_empty(), std::nullopt}};
    EXPECT_EQ(parsed("char=1;md5=d41d8cd98f00b204e9800998ecf8427e"), expected);
    EXPECT_EQ(parsed("char=1;md5=D41D8CD98F00B204E9800998ECF8427E"), expected);
    EXPECT_EQ(parsed("char=1;md5=D41d8Cd98F00b204E9800998ecF8427e"), expected);  // s.3.1: either case
}

TEST(TextFragment, CharsetsAreKeptAsWritten) {
    for (const std::string charset : {"UTF-8", "utf-8", "x-weird_cs!", "ISO_8859-1"}) {
        const auto fragment = parsed("char=1;length=3," + charset);
        EXPECT_EQ(fragment.checks.at(0).charset, charset);
    }
    EXPECT_EQ(parsed("char=1;md5=d41d8cd98f00b204e9800998ecf8427e,utf-8").checks.at(0).charset, "utf-8");
    EXPECT_EQ(parsed("char=1;length=3").checks.at(0).charset, std::nullopt);
    // '#' and '%' are mime-charset-chars (RFC 2978 s.2.3); in a URI they arrive encoded.
    EXPECT_EQ(parsed("char=1;length=3,a%23b%25c").checks.at(0).charset, "a#b%c");
}

TEST(TextFragment, SeveralChecksInOrder) {
    auto expected = range(line_scheme, n("10"), n("20"));
    expected.checks = {length("9876", "UTF-8"), IntegrityCheck{md5_of_empty(), std::nullopt}, length("1"),
                       IntegrityCheck{UnknownCheck{"sha256", "ab,cd"}, std::nullopt}, length("2", "x")};
    EXPECT_EQ(parsed("line=10,20;length=9876,UTF-8;md5=d41d8cd98f00b204e9800998ecf8427e;length=1;sha256=ab,cd;length=2,x"),
              expected);
}

TEST(TextFragment, UnknownChecksAreKeptWithoutCharsetSplit) {
    const auto unknown = [](std::string_view input) { return std::get<UnknownCheck>(parsed(input).checks.at(0).check); };
    EXPECT_EQ(unknown("char=1;sha256=abc"), (UnknownCheck{"sha256", "abc"}));
    EXPECT_EQ(unknown("char=1;sha256=abc,UTF-8"), (UnknownCheck{"sha256", "abc,UTF-8"}));
    EXPECT_EQ(unknown("char=1;x="), (UnknownCheck{"x", ""}));
    EXPECT_EQ(unknown("char=1;x=a=b"), (UnknownCheck{"x", "a=b"}));
    EXPECT_EQ(unknown("char=1;x-y_z9=v"), (UnknownCheck{"x-y_z9", "v"}));
    // Names are case-sensitive (s.3 NOTE), so these are not length / md5.
    EXPECT_EQ(unknown("char=1;MD5=xyz"), (UnknownCheck{"MD5", "xyz"}));
    EXPECT_EQ(unknown("char=1;Length=5"), (UnknownCheck{"Length", "5"}));
    // A longer name that starts like a known one.
    EXPECT_EQ(unknown("char=1;md5sum=1"), (UnknownCheck{"md5sum", "1"}));
    EXPECT_EQ(unknown("char=1;lengthy=1"), (UnknownCheck{"lengthy", "1"}));
    // Any octet but ';', decoded.
    EXPECT_EQ(unknown("char=1;x=a%20b%FF,"), (UnknownCheck{"x", "a b\xFF,"}));
}

TEST(TextFragment, UnknownCheckValueStopsAtSemicolon) {
    // An encoded ';' is a separator too: the grammar runs on decoded text.
    const auto fragment = parsed("char=1;x=a%3Blength=1");
    ASSERT_EQ(fragment.checks.size(), 2u);
    EXPECT_EQ(std::get<UnknownCheck>(fragment.checks[0].check), (UnknownCheck{"x", "a"}));
    EXPECT_EQ(fragment.checks[1], length("1"));
}

TEST(TextFragment, ToStringIsCanonical) {
    EXPECT_EQ(to_string(parsed("char=007")), "char=7");
    EXPECT_EQ(to_string(parsed("line=,1")), "line=,1");
    EXPECT_EQ(to_string(parsed("line=5,")), "line=5,");
    EXPECT_EQ(to_string(parsed("char=0010,020;length=09876,UTF-8")), "char=10,20;length=9876,UTF-8");
    EXPECT_EQ(to_string(parsed("char=1;md5=D41D8CD98F00B204E9800998ECF8427E,utf-8")),
              "char=1;md5=d41d8cd98f00b204e9800998ecf8427e,utf-8");
    EXPECT_EQ(to_string(parsed("char=1;MD5=X,y;sha=1")), "char=1;MD5=X,y;sha=1");
    EXPECT_EQ(to_string(parsed("char=1;length=1,a%23b")), "char=1;length=1,a%23b");  // '#' re-encoded
    EXPECT_EQ(to_string(parsed("char=1;x=%20%FF")), "char=1;x=%20%FF");
}

}  // namespace
}  // namespace fragid
