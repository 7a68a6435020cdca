// The draft-wilde-text-fragment-01 s.4 grammar: what parses, what it parses
// to, where errors are, and canonical printing that parses back, through the
// front door. Each rule on its own: wilde_rules_test.cpp.
#include <gtest/gtest.h>

#include <string>
#include <variant>

#include "fragid/grammar/fragment.hpp"

namespace fragid {
namespace {

WildeFragment parsed(std::string_view text) {
    auto r = parse_fragment_as<WildeFragment>(text);
    if (auto* e = std::get_if<SyntaxError>(&r)) ADD_FAILURE() << text << ": " << e->message();
    return std::holds_alternative<WildeFragment>(r) ? std::get<WildeFragment>(r) : WildeFragment{};
}

std::string error_of(std::string_view text) {
    auto r = parse_fragment_as<WildeFragment>(text);
    return std::holds_alternative<SyntaxError>(r) ? std::get<SyntaxError>(r).message() : "(parsed)";
}

TEST(WildeGrammar, CountsAndRanges) {
    const auto f = parsed("char(100)line(10,20)line(007,)");
    ASSERT_EQ(f.parts.size(), 3u);
    EXPECT_EQ(f.parts[0].scheme, WildeScheme::character);
    EXPECT_EQ(f.parts[0].counts, (WildeCounts{Number(100), false, std::nullopt}));
    EXPECT_EQ(f.parts[1].counts, (WildeCounts{Number(10), true, Number(20)}));
    EXPECT_EQ(f.parts[2].scheme, WildeScheme::line);
    EXPECT_EQ(f.parts[2].counts, (WildeCounts{Number(7), true, std::nullopt}));
    EXPECT_EQ(parsed("char(123456789012345678901234567890)").parts[0].counts.first.digits(),
              "123456789012345678901234567890");
}

TEST(WildeGrammar, RegexEscapesAndBalancedParentheses) {
    EXPECT_EQ(parsed("match(searchterm)").parts[0].regex, "searchterm");
    // s.5: "match(hello%5E()" is percent-decoded to hello^( and ^( is an escaped '('.
    EXPECT_EQ(parsed("match(hello%5E()").parts[0].regex, "hello(");
    EXPECT_EQ(parsed("match(a^)b^^c)").parts[0].regex, "a)b^c");
    EXPECT_EQ(parsed("match(\\(ab\\)\\1)").parts[0].regex, "\\(ab\\)\\1");
    EXPECT_EQ(parsed("match((a(b)c))").parts[0].regex, "(a(b)c)");
    EXPECT_EQ(parsed("match()").parts[0].regex, "");
    EXPECT_EQ(parsed("line(1)match(x)").parts.size(), 2u);
}

// A regex of a million nested parentheses parses (as a recursive rule it
// overflowed the stack), and prints back as it was written.
TEST(WildeGrammar, DeeplyNestedParenthesesParseAndPrintBack) {
    const std::string regex = std::string(1'000'000, '(') + "x" + std::string(1'000'000, ')');
    const auto f = parsed("match(" + regex + ")");
    ASSERT_EQ(f.parts.size(), 1u);
    EXPECT_TRUE(f.parts[0].regex == regex);  // not EXPECT_EQ: a failure would print two megabytes
    EXPECT_TRUE(to_string(f) == "match(" + regex + ")");
}

TEST(WildeGrammar, ErrorsSayWhatWasExpectedWhere) {
    EXPECT_EQ(error_of(""), "offset 0: expected 'char(', 'line(' or 'match(' (lower case)");
    EXPECT_EQ(error_of("CHAR(1)"), "offset 0: expected 'char(', 'line(' or 'match(' (lower case)");
    EXPECT_EQ(error_of("char()"), "offset 5: expected a count (1*DIGIT)");
    EXPECT_EQ(error_of("char(1,2,3)"), "offset 8: expected ')'");
    EXPECT_EQ(error_of("line(-1)"), "offset 5: expected a count (1*DIGIT)");
    EXPECT_EQ(error_of("char(1)x"), "offset 7: expected 'char(', 'line(', 'match(' or the end of the fragment");
    EXPECT_EQ(error_of("match(a(b)"), "offset 10: expected ')'");
    EXPECT_EQ(error_of("match(a^b)"), "offset 8: expected '(', ')' or '^' after '^' (the only escapes, s.4)");
    EXPECT_EQ(error_of("match(a^"), "offset 8: expected '(', ')' or '^' after '^' (the only escapes, s.4)");
    EXPECT_EQ(error_of("char(1) line(2)"), "offset 7: expected 'char(', 'line(', 'match(' or the end of the fragment");
}

TEST(WildeGrammar, CanonicalPrintingParsesBack) {
    for (const char* text : {"char(1)", "line(10,20)", "char(3,)", "match(hello%5E()", "match(a^)b)", "match(^^)",
                             "match((x))", "match(a%20b)", "line(1)match(%23)char(2,)", "match(()"}) {
        auto r = parse_fragment_as<WildeFragment>(text);
        if (!std::holds_alternative<WildeFragment>(r)) continue;  // "match(()" is not a fragment
        const auto& f = std::get<WildeFragment>(r);
        EXPECT_EQ(parsed(to_string(f)), f) << text << " printed as " << to_string(f);
    }
    EXPECT_EQ(to_string(parsed("line(010,20)")), "line(10,20)");
    EXPECT_EQ(to_string(parsed("match(a^)b)")), "match(a%5E)b)") << "unbalanced: the ')' stays escaped";
    EXPECT_EQ(to_string(parsed("match((x))")), "match((x))");
}

// text/plain fragments are in RFC 5147's syntax or the draft's; the grammars
// tell which (grammar/fragment.hpp, recognise_fragment()).
TEST(WildeGrammar, TellsTheOldSyntaxFromTheNew) {
    const std::vector<Spec> text_plain{Spec::rfc5147, Spec::wilde};
    for (const char* old_syntax : {"char(1)", "match(x)", "line%281%29", "char(x"})
        EXPECT_EQ(recognise_fragment(old_syntax, text_plain).spec, Spec::wilde) << old_syntax;
    for (const char* new_syntax : {"char=1", "row=1", "char=x", ""})
        EXPECT_EQ(recognise_fragment(new_syntax, text_plain).spec, Spec::rfc5147) << new_syntax;
}

}  // namespace
}  // namespace fragid
