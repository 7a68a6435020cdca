// Each rule of the RFC 7111 s.3 grammar on its own: tables of inputs it must
// match in full, and inputs it must not; then the error raised at each commit
// point, with its offset.
#include <gtest/gtest.h>

#include <cstddef>
#include <initializer_list>
#include <ostream>
#include <string>
#include <string_view>
#include <tao/pegtl.hpp>
#include <tao/pegtl/contrib/analyze.hpp>

#include "rule_tables.hpp"

#include "fragid/grammar/rfc7111.hpp"
#include "fragid/grammar/rfc7111_errors.hpp"

namespace fragid::grammar::rfc7111 {
namespace {

template <class Rule>
bool matches_whole(std::string_view text) {
    return test::matches_whole<Rule, control>(text);
}

template <class Rule>
void check(std::initializer_list<std::string_view> ok, std::initializer_list<std::string_view> bad) {
    test::check_rule<Rule, control>(ok, bad);
}

using row_singlespec = singlespec<row_position>;
using col_singlespec = singlespec<col_position>;

const std::string huge(1000, '9');  // far beyond any integer type: number has no upper bound

TEST(Rfc7111Rules, AnalyzeFindsNoProblems) {
    // No rule can loop without consuming input (PEGTL's static analysis).
    EXPECT_EQ(pegtl::analyze<grammar>(0), 0u);
    EXPECT_EQ(pegtl::analyze<csv_fragment>(0), 0u);
}

TEST(Rfc7111Rules, number) {
    check<number>({"0", "7", "007", "0000", "10", "123456789012345678901234567890", huge},
                  {"", "*", "-1", "+1", " 1", "1 ", "1.0", "1e3", "1,2", "x", "\xD9\xA1" /* ARABIC-INDIC DIGIT ONE */});
}

TEST(Rfc7111Rules, position) {
    check<position>({"0", "100", "0100", "*", huge}, {"", "**", "*1", "1*", "-", "-1", "+1", "1-2", "1,2", "x", "%2A"});
    // A row's and a column's position are the same language (only their messages differ).
    check<row_position>({"1", "007", "*"}, {"", "**", "-1"});
    check<col_position>({"1", "007", "*"}, {"", "**", "-1"});
}

TEST(Rfc7111Rules, singlespec) {
    // rowsel and colsel each have their own instance; both must be the ABNF's singlespec.
    for (auto matches : {&matches_whole<row_singlespec>, &matches_whole<col_singlespec>}) {
        for (const std::string_view ok : {"1", "*", "0", "007", "1-2", "5-*", "*-1", "*-*", "00-00",
                                          "10-5" /* inverted is well-formed, s.4.2 ignores it */})
            EXPECT_TRUE(matches(ok)) << "should match: \"" << ok << "\"";
        EXPECT_TRUE(matches(huge + "-" + huge));
        for (const std::string_view bad : {"", "-", "1-", "-1", "1--2", "1-2-3", "*-*-*", "1,2", "1;2", " 1", "1 -2",
                                           "1- 2", "**", "1*", "1-2;"})
            EXPECT_FALSE(matches(bad)) << "should not match: \"" << bad << "\"";
    }
}

TEST(Rfc7111Rules, cellrow_and_cellcol) {
    check<cellrow>({"1", "*", "04"}, {"", "1,2", "-1", "**"});
    check<cellcol>({"1", "*", "04"}, {"", "1,2", "-1", "**"});
}

TEST(Rfc7111Rules, cellspec) {
    check<cellspec>({"4,1", "*,*", "0,0", "04,01", "4,1-6,2", "10,10-5,5" /* inverted, s.4.2 */, "*,1-1,*",
                     "*,*-*,*", std::string(huge + "," + huge)},
                    {"", "4", "4,", ",1", "4,,1", "4,1,2", "4-6", "4,1-", "4,1-6", "4,1-6,", "4,1-,2",
                     "4,1-6,2-7,3", "4,1--6,2", "4;1", "4,1;", " 4,1", "4 ,1", "4, 1"});
}

TEST(Rfc7111Rules, rowsel) {
    check<rowsel>({"row=1", "row=*", "row=5-*", "row=007", "row=1-2;5-4;13-16", "row=1;1;1", "row=*-1;*"},
                  {"", "row=", "row", "row=-1", "row=1-", "row=1;", "row=1;;2", "row=;1", "Row=1", "ROW=1",
                   "rows=1", "row =1", "row= 1", "row:1", "row=1,2", "row=4,1", "row=1;col=2", "col=1",
                   "row=row=1"});
}

TEST(Rfc7111Rules, colsel) {
    check<colsel>({"col=2", "col=*;1-2", "col=2;4", "col=01-*"},
                  {"col=", "Col=1", "COL=1", "cols=1", "col=1-", "col=1;", "col=1;row=2", "row=1", "col=1-2-3"});
}

TEST(Rfc7111Rules, cellsel) {
    check<cellsel>({"cell=4,1", "cell=*,*", "cell=4,1-6,2;*,*;10,10-5,5", "cell=1,1;1,1"},
                   {"cell=", "cell", "cell=4", "cell=4,", "cell=4,1-", "cell=4,1;", "cell=4,1;5", "cell=4,1;row=1",
                    "Cell=4,1", "CELL=4,1", "cells=4,1", "cell=1,2,3", "cell=row=1,1"});
}

TEST(Rfc7111Rules, csv_fragment) {
    check<csv_fragment>({"row=1", "col=*", "cell=*,*", "row=1-2;3", "col=2;4", "cell=4,1-6,2"},
                        {"", "=1", "ROW=1", "Row=1", "line=1", "char=1", "#row=1", "row=1 ", " row=1", "row=1;col=2",
                         "col=2;col=4", "row=%31" /* the grammar sees decoded text */});
}

TEST(Rfc7111Rules, grammar) {
    check<grammar>({"row=5-7;10-*", "cell=4,1-6,*"}, {"", "row=5-7;", "cell=4,1-6"});
}

using test::ErrorCase;
using test::Raised;
Raised raised(std::string_view input) { return test::raised_by<grammar, control>(input); }

// One or more inputs per commit point. Every committed rule fails at its first
// character (a position, "," or the end), so each offset is both where the
// parse stopped and where the expected production starts.
TEST(Rfc7111Rules, ErrorsAtEachCommitPoint) {
    const char* const row = "a row number or '*'";
    const char* const col = "a column number or '*'";
    const char* const comma = "',' between the row and the column of a cell";
    const ErrorCase cases[] = {
        // csv_fragment: no scheme name (case-sensitive, s.3 NOTE).
        {"", {0, "'row=', 'col=' or 'cell=' (lower case)"}},
        {"Row=1", {0, "'row=', 'col=' or 'cell=' (lower case)"}},
        // singlespec after "row=" / "col=", after ";", and its position after "-".
        {"row=", {4, row}},
        {"col=x", {4, col}},
        {"row=1;", {6, row}},
        {"col=1;;2", {6, col}},
        {"row=1-", {6, row}},
        {"col=1--2", {6, col}},
        {"row=1;2-", {8, row}},
        // cellspec after "cell=" and ";", its "," and cellcol, the cellrow after "-".
        {"cell=", {5, row}},
        {"cell=1,1;", {9, row}},
        {"cell=4", {6, comma}},
        {"cell=4;1", {6, comma}},
        {"cell=4,", {7, col}},
        {"cell=4,1-", {9, row}},
        {"cell=4,1-6", {10, comma}},
        {"cell=4,1-6,", {11, col}},
        // eof, after a complete csv-fragment: the message lists what else could
        // have continued its last selection.
        {"row=1x", {5, "a digit, '-', ';' or the end of the fragment"}},
        {"row=*x", {5, "'-', ';' or the end of the fragment"}},
        {"row=1-2x", {7, "a digit, ';' or the end of the fragment"}},
        {"row=1-*,", {7, "';' or the end of the fragment"}},
        {"row=1-2;3x", {9, "a digit, '-', ';' or the end of the fragment"}},  // only the last selection counts
        {"col=1;2-*x", {9, "';' or the end of the fragment"}},
        {"cell=4,1x", {8, "a digit, '-', ';' or the end of the fragment"}},
        {"cell=4,*x", {8, "'-', ';' or the end of the fragment"}},
        {"cell=4,1-6,2-", {12, "a digit, ';' or the end of the fragment"}},
        {"cell=1,1-2,2;3,*x", {16, "'-', ';' or the end of the fragment"}},
    };
    for (const auto& c : cases) EXPECT_EQ(raised(c.input), c.expected) << "input: \"" << c.input << "\"";
}

TEST(Rfc7111Rules, ErrorTableNamesEveryCommittedRule) {
    // These are what a user can see; the compiler already checks that none is missing.
    EXPECT_STREQ(error_message<csv_fragment>, "'row=', 'col=' or 'cell=' (lower case)");
    EXPECT_STREQ(error_message<row_singlespec>, "a row number or '*'");
    EXPECT_STREQ(error_message<col_singlespec>, "a column number or '*'");
    EXPECT_STREQ(error_message<cellspec>, "a row number or '*'");
    EXPECT_STREQ(error_message<cellcol>, "a column number or '*'");
    EXPECT_STREQ(error_message<row_col_comma>, "',' between the row and the column of a cell");
    EXPECT_STREQ(error_message<pegtl::eof>, "';' or the end of the fragment");
    // Never committed to: they are tried where another alternative may follow.
    EXPECT_EQ(error_message<position>, nullptr);
    EXPECT_EQ(error_message<number>, nullptr);
}

}  // namespace
}  // namespace fragid::grammar::rfc7111
