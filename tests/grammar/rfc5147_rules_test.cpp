// Each rule of the RFC 5147 s.3 grammar (and RFC 2978 s.2.3's mime-charset)
// on its own: tables of inputs it must match in full, and inputs it must not.
#include <gtest/gtest.h>

#include <initializer_list>
#include <string>
#include <string_view>
#include <tao/pegtl.hpp>
#include <tao/pegtl/contrib/analyze.hpp>

#include "rule_tables.hpp"

#include "fragid/grammar/rfc5147.hpp"
#include "fragid/grammar/rfc5147_errors.hpp"

namespace fragid::grammar::rfc5147 {
namespace {

template <class Rule>
bool matches_whole(std::string_view text) {
    return test::matches_whole<Rule, control>(text);
}

template <class Rule>
void check(std::initializer_list<std::string_view> ok, std::initializer_list<std::string_view> bad) {
    test::check_rule<Rule, control>(ok, bad);
}

TEST(Rfc5147Rules, AnalyzeFindsNoProblems) {
    // No rule can loop without consuming input (PEGTL's static analysis).
    EXPECT_EQ(pegtl::analyze<grammar>(0), 0u);
    EXPECT_EQ(pegtl::analyze<text_fragment>(0), 0u);
}

TEST(Rfc5147Rules, number) {
    check<number>({"0", "7", "007", "10", "123456789012345678901234567890"},
                  {"", "-1", "+1", " 1", "1 ", "1.0", "1e3", "x", "\xD9\xA1" /* ARABIC-INDIC DIGIT ONE */});
}

TEST(Rfc5147Rules, position) {
    check<position>({"0", "100", "0100"}, {"", ",", "1,"});
}

TEST(Rfc5147Rules, range) {
    check<range>({"1,5", "5,", ",5", "0,0", "5,1" /* inverted is well-formed, s.4.2 */, "007,008"},
                 {"", ",", "5", "1,,5", ",,5", "1,5,", "1;5", " 1,5", "1, 5"});
}

TEST(Rfc5147Rules, selector) {
    check<selector>({"1", "1,5", ",5", "5,"}, {"", ",", ",,", "a", "1,2,3"});
}

TEST(Rfc5147Rules, char_scheme) {
    check<char_scheme>({"char=0", "char=100", "char=1,5", "char=,5", "char=5,"},
                       {"char=", "char=,", "Char=1", "CHAR=1", "char =1", "char= 1", "char:1", "char(1)", "line=1"});
}

TEST(Rfc5147Rules, line_scheme) {
    check<line_scheme>({"line=0", "line=10,20", "line=,1", "line=3,"},
                       {"line=", "Line=1", "LINE=1", "lines=1", "char=1"});
}

TEST(Rfc5147Rules, text_scheme) {
    check<text_scheme>({"char=1", "line=1,2"}, {"", "foo=1", "length=1", "md5=1", "char"});
}

TEST(Rfc5147Rules, md5_value) {
    check<md5_value>({"0123456789abcdef0123456789abcdef", "0123456789ABCDEF0123456789ABCDEF",
                      "d41d8cd98f00B204e9800998ecf8427E"},
                     {"", "0123456789abcdef0123456789abcde" /* 31 */, "0123456789abcdef0123456789abcdef0" /* 33 */,
                      "g123456789abcdef0123456789abcdef", "0x23456789abcdef0123456789abcdef"});
}

TEST(Rfc5147Rules, md5_scheme) {
    check<md5_scheme>({"md5=d41d8cd98f00b204e9800998ecf8427e"},
                      {"md5=", "md5=xyz", "MD5=d41d8cd98f00b204e9800998ecf8427e", "md5 =d41d8cd98f00b204e9800998ecf8427e"});
}

TEST(Rfc5147Rules, length_scheme) {
    check<length_scheme>({"length=0", "length=9876", "length=0009876"},
                         {"length=", "length=abc", "length=-1", "Length=1", "len=1"});
}

TEST(Rfc5147Rules, mime_charset_chars) {
    // Every character RFC 2978 s.2.3 lists, and a few it does not.
    for (char c : std::string_view("AZaz09!#$%&'+-^_`{}~")) EXPECT_TRUE(matches_whole<mime_charset_chars>(std::string(1, c))) << c;
    for (char c : std::string_view(" \"()*,./:;<=>?@[\\]|\x7f")) EXPECT_FALSE(matches_whole<mime_charset_chars>(std::string(1, c))) << c;
    EXPECT_FALSE(matches_whole<mime_charset_chars>("\xC3\xA9"));
}

TEST(Rfc5147Rules, mime_charset) {
    check<mime_charset>({"UTF-8", "utf-8", "US-ASCII", "ISO_8859-1", "x-weird_cs!", "windows-1258", "#%&'+^`{}~"},
                        {"", "UTF 8", "utf.8", "a,b", "a;b", "a=b"});
}

TEST(Rfc5147Rules, check_name) {
    check<check_name>({"x", "sha256", "sha-256", "x_y", "MD5", "Length"}, {"", "1x", "-x", "_x", "x.y", "x=y"});
}

TEST(Rfc5147Rules, unknown_check) {
    check<unknown_check>({"sha256=abc", "x=", "x==", "MD5=0123", "x=a,b", "x=a b%#\xFF", "lengthx=1", "md5x=1"},
                         {"x", "=y", "x;=y", "x=a;b", "1x=y"});
}

TEST(Rfc5147Rules, integrity_check) {
    check<integrity_check>({"length=9876", "length=9876,UTF-8", "md5=d41d8cd98f00b204e9800998ecf8427e,utf-8",
                            "md5=d41d8cd98f00b204e9800998ecf8427e", "sha1=xyz,UTF-8", "MD5=xyz"},
                           {"", "length=", "length=abc", "md5=xyz", "length=1,", "length=1,UTF 8", "length=1,a,b",
                            "length", "md5", "1=2", ";"});
}

TEST(Rfc5147Rules, text_fragment) {
    check<text_fragment>({"char=1", "line=1,2;length=3", "char=,1;length=3,UTF-8;md5=d41d8cd98f00b204e9800998ecf8427e",
                          "line=5,;x=;y=1,2"},
                         {"", ";length=3", "char=1;", "char=1;;length=3", "char=1,2,3", "char=1 "});
}

// The control rewinds a committed rule that fails part way, so the error is
// reported where the expected production starts. (With the parser's actions
// PEGTL would rewind md5_value anyway, to hand the action its text; a
// validation-only parse like this one has no actions.)
TEST(Rfc5147Rules, ErrorPointsAtTheStartOfTheExpectedRule) {
    const std::string input = "char=1;md5=0123456789abcdef0123456789abcde";  // 31 digits
    pegtl::memory_input in(input, "test");
    try {
        (void)pegtl::parse<grammar, pegtl::nothing, control>(in);
        ADD_FAILURE() << "accepted";
    } catch (const pegtl::parse_error& e) {
        EXPECT_EQ(e.positions().front().byte, 11u);
        EXPECT_EQ(e.message(), "md5-value (32 hex digits)");
    }
}

TEST(Rfc5147Rules, ErrorTableNamesEveryCommittedRule) {
    // These are what a user can see; the compiler already checks that none is missing.
    EXPECT_STREQ(error_message<text_fragment>, "'char=' or 'line='");
    EXPECT_STREQ(error_message<selector>, "a number, or a range such as 10,20");
    EXPECT_STREQ(error_message<position>, "a number");
    EXPECT_STREQ(error_message<number>, "a number");
    EXPECT_STREQ(error_message<integrity_check>, "an integrity check such as 'length=' or 'md5='");
    EXPECT_STREQ(error_message<md5_value>, "md5-value (32 hex digits)");
    EXPECT_STREQ(error_message<mime_charset>, "a charset name (RFC 2978 mime-charset)");
    EXPECT_STREQ(error_message<check_name_equals>, "'=' after the integrity check's name");
    EXPECT_STREQ(error_message<pegtl::eof>, "';' and an integrity check, or the end of the fragment");
    EXPECT_EQ(error_message<range>, nullptr);  // range may fail: selector then tries position
}

}  // namespace
}  // namespace fragid::grammar::rfc5147
