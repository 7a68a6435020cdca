// The RFC 5147 s.3 grammar: what it accepts, what it rejects, and where.
#include <gtest/gtest.h>

#include <tao/pegtl/contrib/analyze.hpp>

#include "fragid/grammar/rfc5147.hpp"
#include "fragid/grammar/text_parser.hpp"

namespace fragid {
namespace {

TEST(Rfc5147Grammar, HasNoLeftRecursionOrEmptyLoops) {
    EXPECT_EQ(tao::pegtl::analyze<grammar::rfc5147::grammar>(), 0u);
}

TextFragment ok(std::string_view input) {
    auto parsed = parse_text_fragment(input);
    if (auto* error = std::get_if<SyntaxError>(&parsed)) ADD_FAILURE() << input << ": " << error->message();
    return std::holds_alternative<TextFragment>(parsed) ? std::get<TextFragment>(parsed) : TextFragment{};
}

SyntaxError bad(std::string_view input) {
    auto parsed = parse_text_fragment(input);
    if (std::holds_alternative<TextFragment>(parsed)) ADD_FAILURE() << input << " parsed, but should not";
    return std::holds_alternative<SyntaxError>(parsed) ? std::get<SyntaxError>(parsed) : SyntaxError{};
}

TEST(Rfc5147Grammar, AcceptsEverySelectorForm) {
    // position = number; range = ( position "," [ position ] ) / ( "," position )
    EXPECT_EQ(ok("char=5").selector, (std::variant<TextPosition, TextRange>(TextPosition{Number(5)})));
    EXPECT_EQ(ok("char=1,5").selector, (std::variant<TextPosition, TextRange>(TextRange{Number(1), Number(5)})));
    EXPECT_EQ(ok("char=1,").selector, (std::variant<TextPosition, TextRange>(TextRange{Number(1), std::nullopt})));
    EXPECT_EQ(ok("line=,5").selector, (std::variant<TextPosition, TextRange>(TextRange{std::nullopt, Number(5)})));
    EXPECT_EQ(ok("line=0").scheme, TextScheme::line);
    EXPECT_EQ(ok("char=0").scheme, TextScheme::character);
}

TEST(Rfc5147Grammar, AcceptsTheExamplesOfSection5) {
    ok("char=100");
    ok("line=10,20");
    ok("line=,1");
    const auto f = ok("line=10,20;length=9876,UTF-8");
    ASSERT_EQ(f.checks.size(), 1u);
    EXPECT_EQ(std::get<LengthCheck>(f.checks[0].check).characters, Number(9876));
    EXPECT_EQ(f.checks[0].charset, "UTF-8");
}

TEST(Rfc5147Grammar, NumbersOfAnyLengthAreKeptExactly) {
    const auto f = ok("char=000123456789012345678901234567890");
    EXPECT_EQ(std::get<TextPosition>(f.selector).value.digits(), "123456789012345678901234567890");
    EXPECT_FALSE(std::get<TextPosition>(f.selector).value.fits_u64());
    EXPECT_EQ(std::get<TextPosition>(ok("char=007").selector).value, Number(7));
}

TEST(Rfc5147Grammar, Md5IsThirtyTwoHexDigitsInEitherCase) {
    const auto f = ok("char=1;md5=0123456789ABCDEFabcdef0123456789");
    ASSERT_EQ(f.checks.size(), 1u);
    const auto& digest = std::get<Md5Check>(f.checks[0].check).digest;
    EXPECT_EQ(digest[0], 0x01);
    EXPECT_EQ(digest[4], 0x89);
    EXPECT_EQ(digest[5], 0xAB);
    EXPECT_EQ(digest[8], 0xab);
    EXPECT_EQ(digest[15], 0x89);
    EXPECT_EQ(bad("char=1;md5=0123456789abcdef0123456789abcde").offset, 11u);   // 31 digits
    EXPECT_EQ(bad("char=1;md5=0123456789abcdef0123456789abcdef0").offset, 43u);  // 33 digits
    EXPECT_EQ(bad("char=1;md5=0123456789abcdef0123456789abcdeg").offset, 11u);
}

TEST(Rfc5147Grammar, CharsetsFollowRfc2978) {
    EXPECT_EQ(ok("char=1;length=3,utf-8").checks[0].charset, "utf-8");
    EXPECT_EQ(ok("char=1;length=3,x-weird_cs!{}~").checks[0].charset, "x-weird_cs!{}~");
    EXPECT_EQ(ok("char=1;md5=0123456789abcdef0123456789abcdef,ISO-8859-1").checks[0].charset, "ISO-8859-1");
    EXPECT_EQ(bad("char=1;length=3,").offset, 16u);
    EXPECT_EQ(bad("char=1;length=3,UTF 8").offset, 19u);
}

TEST(Rfc5147Grammar, SeveralIntegrityChecks) {
    const auto f = ok("line=1;length=3;md5=0123456789abcdef0123456789abcdef,UTF-8;length=4,latin1");
    ASSERT_EQ(f.checks.size(), 3u);
    EXPECT_FALSE(f.checks[0].charset);
    EXPECT_EQ(f.checks[1].charset, "UTF-8");
    EXPECT_EQ(f.checks[2].charset, "latin1");
}

// s.3.1 "MUST ignore new types of integrity checks" (docs/interpretations.md).
TEST(Rfc5147Grammar, UnknownIntegrityChecksAreKept) {
    const auto f = ok("char=1;sha1=abc,def;length=2");
    ASSERT_EQ(f.checks.size(), 2u);
    EXPECT_EQ(std::get<UnknownCheck>(f.checks[0].check), (UnknownCheck{"sha1", "abc,def"}));
    // Names are case-sensitive (s.3 NOTE): MD5= is not the md5 scheme.
    EXPECT_EQ(std::get<UnknownCheck>(ok("char=1;MD5=xyz").checks[0].check).name, "MD5");
    EXPECT_EQ(std::get<UnknownCheck>(ok("char=1;Length=5").checks[0].check).name, "Length");
    EXPECT_EQ(std::get<UnknownCheck>(ok("char=1;x-new=").checks[0].check).value, "");
    // Even a text-scheme name after ';' is just an unknown check's name.
    EXPECT_EQ(std::get<UnknownCheck>(ok("char=1;line=2").checks[0].check), (UnknownCheck{"line", "2"}));
}

TEST(Rfc5147Grammar, KnownCheckNamesCommit) {
    EXPECT_EQ(bad("char=1;md5=xyz").message(), "offset 11: expected md5-value (32 hex digits)");
    EXPECT_EQ(bad("char=1;length=abc").message(), "offset 14: expected a number (digits)");
    EXPECT_EQ(bad("char=1;length=").offset, 14u);
}

// s.3 NOTE: "specified text values MUST be used exactly as given, using
// exactly the indicated lower-case letters".
TEST(Rfc5147Grammar, SchemeNamesAreCaseSensitive) {
    EXPECT_EQ(bad("Char=1").message(), "offset 0: expected 'char=' or 'line=' (text-scheme)");
    EXPECT_EQ(bad("LINE=1").offset, 0u);
}

TEST(Rfc5147Grammar, RejectsWhatTheAbnfDoesNot) {
    struct Case {
        const char* input;
        std::size_t offset;
    };
    for (const auto& c : {Case{"", 0}, Case{"char", 0}, Case{"char=", 5}, Case{"char=,", 5}, Case{"char=a", 5},
                          Case{"char=-1", 5}, Case{"char= 1", 5}, Case{"char=1 ", 6}, Case{"char=1,2,3", 8},
                          Case{"char=1;", 7}, Case{"char=1;;length=1", 7}, Case{"char=1;=x", 7}, Case{"char=1;5", 7},
                          Case{"char=1,2;length=1,", 18}, Case{"foo=1", 0}, Case{"chars=1", 0}, Case{"char=+1", 5},
                          Case{"line=1.5", 6}}) {
        EXPECT_EQ(bad(c.input).offset, c.offset) << '"' << c.input << '"';
    }
}

TEST(Rfc5147Grammar, ErrorMessagesSayWhatWasExpected) {
    EXPECT_EQ(bad("char=x").message(), "offset 5: expected a position or a range, such as 10 or 10,20");
    EXPECT_EQ(bad("char=1x").message(), "offset 6: expected ';' and an integrity check, or the end of the fragment");
    EXPECT_EQ(bad("char=1;").message(),
              "offset 7: expected an integrity check (length=NUMBER, md5=32 hex digits, or another name=value)");
    EXPECT_EQ(bad("char=1;length=3,").message(), "offset 16: expected a charset name (RFC 2978 mime-charset)");
}

TEST(Rfc5147Grammar, CanonicalPrinting) {
    EXPECT_EQ(to_string(ok("char=007,0010")), "char=7,10");
    EXPECT_EQ(to_string(ok("#line=,1")), "line=,1");
    EXPECT_EQ(to_string(ok("line=5,")), "line=5,");
    EXPECT_EQ(to_string(ok("char=1;MD5=x;md5=0123456789ABCDEF0123456789ABCDEF,utf-8;length=01")),
              "char=1;MD5=x;md5=0123456789abcdef0123456789abcdef,utf-8;length=1");
}

}  // namespace
}  // namespace fragid
