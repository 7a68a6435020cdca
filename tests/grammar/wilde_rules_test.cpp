// Each rule of the draft-wilde-text-fragment-01 s.4 grammar on its own:
// tables of inputs it must match in full, and inputs it must not; then the
// error raised at each commit point, with its offset.
#include <gtest/gtest.h>

#include <cstddef>
#include <initializer_list>
#include <ostream>
#include <string>
#include <string_view>
#include <tao/pegtl.hpp>
#include <tao/pegtl/contrib/analyze.hpp>

#include "rule_tables.hpp"

#include "fragid/grammar/wilde.hpp"
#include "fragid/grammar/wilde_errors.hpp"

namespace fragid::grammar::wilde {
namespace {

template <class Rule>
bool matches_whole(std::string_view text) {
    return test::matches_whole<Rule, control>(text);
}

template <class Rule>
void check(std::initializer_list<std::string_view> ok, std::initializer_list<std::string_view> bad) {
    test::check_rule<Rule, control>(ok, bad);
}

const std::string huge(1000, '9');  // far beyond any integer type: count has no upper bound

TEST(WildeRules, AnalyzeFindsNoProblems) {
    // No rule can loop without consuming input (PEGTL's static analysis, with
    // StringWithBalancedParens declared to it as the star it stands for).
    EXPECT_EQ(pegtl::analyze<grammar>(0), 0u);
    EXPECT_EQ(pegtl::analyze<text_fragment>(0), 0u);
}

TEST(WildeRules, count) {
    check<count>({"0", "7", "007", "10", "123456789012345678901234567890", huge},
                 {"", "-1", "+1", " 1", "1 ", "1,", "1.0", "x", "\xD9\xA1" /* ARABIC-INDIC DIGIT ONE */});
}

TEST(WildeRules, range) {
    check<range>({"1,5", "5,", "0,0", "5,1" /* inverted is well-formed, s.4.1 ignores it */, "007,008",
                  std::string(huge + "," + huge)},
                 {"", ",", ",5", "5", "1,,5", "1,5,", "1;5", "1, 5", " 1,5", "1-5"});
}

TEST(WildeRules, selector) {
    check<selector>({"1", "1,5", "5,", "010,"}, {"", ",", ",5", ",,", "a", "1,2,3", "1,a"});
}

TEST(WildeRules, char_scheme) {
    check<char_scheme>({"char(0)", "char(100)", "char(1,5)", "char(5,)", "char(007)"},
                       {"char()", "char(,5)", "char(-1)", "char(a)", "char(1,2,3)", "char(1", "char(1 )", "char( 1)",
                        "char (1)", "CHAR(1)", "Char(1)", "char=1", "char[1]", "char(1))", "line(1)"});
}

TEST(WildeRules, line_scheme) {
    check<line_scheme>({"line(0)", "line(10,20)", "line(3,)"},
                       {"line()", "line(,1)", "LINE(1)", "Line(1)", "lines(1)", "line=1", "char(1)"});
}

TEST(WildeRules, escape) {
    check<escape>({"^(", "^)", "^^"}, {"", "^", "^a", "^ ", "^%", "^^^", "(", "a"});
}

// `plain` is a run of octets (wilde.hpp says why), never one of the three
// that start an escape or a nesting.
TEST(WildeRules, plain) {
    check<plain>({"a", " ", "\\", "%", ".", "*", "[", "\xFF", "ab", "a.*b [x]"},
                 {"", "(", ")", "^", "a(", "a)", "a^(", "(a"});
}

TEST(WildeRules, StringWithBalancedParens) {
    check<StringWithBalancedParens>(
        {"", "abc", "searchterm", "a b", "(a(b)c)", "()()", "a^)b^^c", "hello^(", "^^abc", "\\(ab\\)\\1", "[^^a]",
         "a^^(b)" /* ^^ first, then a balanced pair (interpretations-wilde.md) */, "()", "(a)", "((a))", "(^))",
         "(^()", "(^^)", "(())"},
        {"(", ")", "a)", "(a", "())", "((a)", "(^)" /* the ')' is escaped, so none closes */, "(a^b)", "^", "^a",
         "a^", "^^^", "a^(b)" /* ^( is escaped, so the ')' is lone */, "^abc" /* the BRE anchor must be written ^^ */});
}

// The parentheses are counted, not recursed into: nesting as deep as a
// fragment can be long takes no stack (a million "(" overflowed it when the
// rule recursed).
TEST(WildeRules, StringWithBalancedParensNestsAsDeepAsTheFragmentIsLong) {
    const std::size_t depth = 1'000'000;
    const std::string balanced = std::string(depth, '(') + "x" + std::string(depth, ')');
    EXPECT_TRUE(matches_whole<StringWithBalancedParens>(balanced));
    EXPECT_FALSE(matches_whole<StringWithBalancedParens>(balanced.substr(1)));
    EXPECT_FALSE(matches_whole<StringWithBalancedParens>(balanced.substr(0, balanced.size() - 1)));
}

TEST(WildeRules, regex) {
    check<regex>({"", "x", "(a)", "a^)"}, {")", "(", "^"});
}

TEST(WildeRules, match_scheme) {
    check<match_scheme>({"match()", "match(searchterm)", "match(a^)b^^c)", "match((a(b)c))", "match(\\(ab\\)\\1)",
                         "match(hello^()", "match(a b)", "match(%23)" /* the grammar sees decoded text */},
                        {"match(", "match(a", "match(a(b)", "match(()", "match(a^b)", "match(a^)" /* ^) is escaped */,
                         "match(x))", "Match(x)", "MATCH(x)", "match (x)", "regex(x)", "match=x"});
}

TEST(WildeRules, text_scheme) {
    check<text_scheme>({"char(1)", "line(1,2)", "match(x)"},
                       {"", "regex(x)" /* the ABNF's regex-scheme is match-scheme */, "char=1", "char(1)line(2)"});
}

TEST(WildeRules, text_fragment) {
    check<text_fragment>({"char(1)", "char(100)line(10,20)line(007,)", "line(1)match(x)", "match()match()",
                          "match(a)char(1)match(b)"},
                         {"", "char(1) line(2)", "char(1);line(2)", "char(1),line(2)", "char(1)x", "#char(1)",
                          " char(1)"});
}

TEST(WildeRules, grammar) {
    check<grammar>({"char(1)", "line(1)match(x)"}, {"", "char(1)x", "char(1"});
}

using test::ErrorCase;
using test::Raised;
Raised raised(std::string_view input) { return test::raised_by<grammar, control>(input); }

// One or more inputs per commit point. Every committed rule fails at its first
// character (a count, ")", the character after "^", or the end), so each offset
// is both where the parse stopped and where the expected production starts.
TEST(WildeRules, ErrorsAtEachCommitPoint) {
    const char* const scheme = "'char(', 'line(' or 'match(' (lower case)";
    const char* const count = "a count (1*DIGIT)";
    const char* const nested = "')' closing a '(' of the regex (write ^( for a lone parenthesis)";
    const char* const escaped = "'(', ')' or '^' after '^' (the only escapes, s.4)";
    const char* const end = "'char(', 'line(', 'match(' or the end of the fragment";
    const ErrorCase cases[] = {
        // text_fragment: no scheme name at all.
        {"", {0, scheme}},
        {"CHAR(1)", {0, scheme}},
        {"regex(x)", {0, scheme}},
        {"char=1", {0, scheme}},
        // selector after "char(" / "line(".
        {"char()", {5, count}},
        {"line(-1)", {5, count}},
        {"char(,5)", {5, count}},
        // close after a selector, and after a regex.
        {"char(1,2,3)", {8, "')'"}},
        {"char(1", {6, "')'"}},
        {"line(1 )", {6, "')'"}},
        {"match(a", {7, "')'"}},
        {"match(a(b)", {10, "')'"}},
        {"match(a^)", {9, "')'"}},
        // nested_close after a "(" inside the regex.
        {"match((a", {8, nested}},
        {"match(a(^)", {10, nested}},
        // escaped after a "^".
        {"match(a^b)", {8, escaped}},
        {"match(a^", {8, escaped}},
        {"match(^abc)", {7, escaped}},
        {"match((^x))", {8, escaped}},
        // eof after a complete text-fragment.
        {"char(1)x", {7, end}},
        {"char(1) line(2)", {7, end}},
        {"match(x))", {8, end}},
        {"line(1)match(x);", {15, end}},
    };
    for (const auto& c : cases) EXPECT_EQ(raised(c.input), c.expected) << "input: \"" << c.input << "\"";
}

// The count stands in for the recursion's stack, so an unclosed "(" deep
// down is still reported at the end, where its ")" was expected.
TEST(WildeRules, AnUnclosedParenthesisDeepDownIsReportedAtTheEnd) {
    const std::string deep = "match(" + std::string(1'000'000, '(') + "x";
    EXPECT_EQ(raised(deep), (Raised{deep.size(), "')' closing a '(' of the regex (write ^( for a lone parenthesis)"}));
    EXPECT_EQ(raised(deep + "^x"), (Raised{deep.size() + 1, "'(', ')' or '^' after '^' (the only escapes, s.4)"}));
}

TEST(WildeRules, ErrorTableNamesEveryCommittedRule) {
    // These are what a user can see; the compiler already checks that none is missing.
    EXPECT_STREQ(error_message<text_fragment>, "'char(', 'line(' or 'match(' (lower case)");
    EXPECT_STREQ(error_message<selector>, "a count (1*DIGIT)");
    EXPECT_STREQ(error_message<close>, "')'");
    EXPECT_STREQ(error_message<nested_close>, "')' closing a '(' of the regex (write ^( for a lone parenthesis)");
    EXPECT_STREQ(error_message<escaped>, "'(', ')' or '^' after '^' (the only escapes, s.4)");
    EXPECT_STREQ(error_message<pegtl::eof>, "'char(', 'line(', 'match(' or the end of the fragment");
    // Never committed to: range may fail (selector then tries count), and the
    // regex cannot fail.
    EXPECT_EQ(error_message<range>, nullptr);
    EXPECT_EQ(error_message<count>, nullptr);
    EXPECT_EQ(error_message<regex>, nullptr);
}

}  // namespace
}  // namespace fragid::grammar::wilde
