// Making fragments (fragid/reference/make.hpp): the canonical spelling of each
// selection kind, and the errors for what an entity does not have.
#include <gtest/gtest.h>

#include "fragid/grammar/fragment.hpp"
#include "fragid/entity/charset.hpp"
#include "fragid/reference/make.hpp"

namespace fragid {
namespace {

const Charset utf8 = *lookup_charset("UTF-8");
const Charset ascii = *lookup_charset("US-ASCII");

// Twelve lines, "line 1\n" to "line 12\n".
std::string twelve_lines() {
    std::string text;
    for (int i = 1; i <= 12; ++i) text += "line " + std::to_string(i) + "\n";
    return text;
}

OrdinalSpan span(std::string_view text) { return *parse_ordinal_span(text); }

TextSelection lines(std::string_view text) { return TextSpanSelection{TextScheme::line, span(text)}; }
TextSelection chars(std::string_view text) { return TextSpanSelection{TextScheme::character, span(text)}; }

// The fragment made, or "error: the entity has ...; asks for ...".
std::string made(const std::string& bytes, const TextSelection& s, IntegrityRequest integrity = {},
                 LineEndingSet endings = LineEndingSet::all(), const Charset& charset = ascii) {
    const Entity entity{bytes, charset.name, endings};
    const auto result = make_text(entity, charset, s, integrity);
    if (const auto* e = std::get_if<MakeError>(&result)) return "error: has " + e->has + "; asks for " + e->asked;
    return to_string(std::get<MadeText>(result).fragment);
}

TEST(ParseSelection, NumbersStarsAndTheirOrder) {
    EXPECT_EQ(span("10-20"), (OrdinalSpan{{false, Number(10)}, {false, Number(20)}}));
    EXPECT_EQ(span("007"), (OrdinalSpan{{false, Number(7)}, {false, Number(7)}}));
    EXPECT_EQ(span("5-*"), (OrdinalSpan{{false, Number(5)}, {true, Number{}}}));
    EXPECT_TRUE(span("*-3").first.is_last);  // in order or not is known only against an entity
    for (const char* bad : {"", "0", "0-3", "20-10", "5-", "-5", "a", "1-2-3", "+1", "1,2"})
        EXPECT_FALSE(parse_ordinal_span(bad)) << bad;
    EXPECT_TRUE(parse_cell_span("2,1-3,4"));
    EXPECT_TRUE(parse_cell_span("*,*"));
    for (const char* bad : {"2", "2,1-3", "3,1-2,4", "2,4-3,1", "0,1", "2,1-"}) EXPECT_FALSE(parse_cell_span(bad)) << bad;
}

TEST(MakeLines, OneBasedInclusiveLinesAreTheRangeBetweenLinePositions) {
    const auto text = twelve_lines();
    EXPECT_EQ(made(text, lines("10-20")), "error: has 12 lines; asks for line 20");
    EXPECT_EQ(made(text, lines("10-12")), "line=9,12");
    EXPECT_EQ(made(text, lines("5")), "line=4,5");
    EXPECT_EQ(made(text, lines("0010-0011")), "line=9,11");  // no leading zeros
    EXPECT_EQ(made(text, lines("13")), "error: has 12 lines; asks for line 13");
    EXPECT_EQ(made(text, lines("99999999999999999999999")), "error: has 12 lines; asks for line 99999999999999999999999");
}

// Line position 0 is the start of the entity; an absent start says so in one
// character less (RFC 5147 s.4.2) and for every entity.
TEST(MakeLines, TheFirstLineLeavesTheStartOut) {
    EXPECT_EQ(made(twelve_lines(), lines("1-3")), "line=,3");
    EXPECT_EQ(made(twelve_lines(), lines("1")), "line=,1");
}

// "*" as the last is what the person said: to the end, however long the entity
// grows; a number stays a number even when it is the last line.
TEST(MakeLines, AStarEndIsAnOpenRange) {
    EXPECT_EQ(made(twelve_lines(), lines("10-*")), "line=9,");
    EXPECT_EQ(made(twelve_lines(), lines("1-*")), "line=0,");  // "line=," is not in the grammar
    EXPECT_EQ(made(twelve_lines(), lines("*")), "line=11,12");
    EXPECT_EQ(made("", lines("*")), "line=,1");  // an empty entity is one empty line
}

TEST(MakeLines, CountedWithTheLineEndingsInForce) {
    const std::string crlf = "a\r\nb\r\nc";
    EXPECT_EQ(made(crlf, lines("3")), "line=2,3");
    const auto lf_only = LineEndingSet().with(LineEnding::lf);
    EXPECT_EQ(made("a\rb\rc", lines("2"), {}, lf_only), "error: has 1 line; asks for line 2");
    EXPECT_EQ(made("a\rb\rc", lines("2")), "line=1,2");
    // A final line ending starts no further line.
    EXPECT_EQ(made("a\nb\n", lines("3")), "error: has 2 lines; asks for line 3");
    EXPECT_EQ(made("a\nb", lines("2")), "line=1,2");
}

TEST(MakeChars, OneBasedInclusiveCharacters) {
    EXPECT_EQ(made("hello world", chars("7-11")), "char=6,11");
    EXPECT_EQ(made("hello world", chars("1-5")), "char=,5");
    EXPECT_EQ(made("hello world", chars("7-12")), "error: has 11 characters; asks for character 12");
    // A CRLF is one character (s.2.1.2), a BOM none.
    EXPECT_EQ(made("\xEF\xBB\xBF" "a\r\nb", chars("3"), {}, LineEndingSet::all(), utf8), "char=2,3");
    EXPECT_EQ(made("\xEF\xBB\xBF" "a\r\nb", chars("4"), {}, LineEndingSet::all(), utf8),
              "error: has 3 characters; asks for character 4");
}

TEST(MakePositions, ThePointBeforeALineOrCharacterIsAPosition) {
    EXPECT_EQ(made(twelve_lines(), TextPointSelection{TextScheme::line, {false, Number(10)}}), "line=9");
    EXPECT_EQ(made(twelve_lines(), TextPointSelection{TextScheme::line, {false, Number(13)}}), "line=12");  // the end
    EXPECT_EQ(made(twelve_lines(), TextPointSelection{TextScheme::line, {false, Number(14)}}),
              "error: has 12 lines; asks for line 14");
    EXPECT_EQ(made("abc", TextPointSelection{TextScheme::character, {false, Number(1)}}), "char=0");
    EXPECT_EQ(made("abc", TextPointSelection{TextScheme::character, {false, Number(4)}}), "char=3");
}

TEST(MakeIntegrity, ChecksCarryTheCharset) {
    const auto text = twelve_lines();
    EXPECT_EQ(made(text, lines("10-12"), {true, false}), "line=9,12;length=" + std::to_string(text.size()) + ",US-ASCII");
    // md5 of the entity's octets (s.3.1): `printf 'abc' | md5sum`.
    EXPECT_EQ(made("abc", chars("1"), {false, true}), "char=,1;md5=900150983cd24fb0d6963f7d28e17f72,US-ASCII");
    EXPECT_EQ(made("abc", chars("1"), {true, true}),
              "char=,1;length=3,US-ASCII;md5=900150983cd24fb0d6963f7d28e17f72,US-ASCII");
    // The charset is the one looked up: its IANA preferred name.
    EXPECT_EQ(made("\xC3\xA9", chars("1"), {true, false}, LineEndingSet::all(), *lookup_charset("utf-8")),
              "char=,1;length=1,UTF-8");
}

TEST(MakeText, BytesThatDoNotDecodeAreAnError) {
    const auto r = made("ab\xFF\ncd\n", lines("2"));
    EXPECT_EQ(r.rfind("error: has bytes that are not US-ASCII at byte 2", 0), 0u) << r;
    EXPECT_EQ(made("ab\xFF\ncd\n", chars("1-2")), "char=,2");  // read only as far as needed, as the resolver does
}

TEST(MakeText, TheLineFragmentOfLineN) {
    EXPECT_EQ(to_string(line_fragment(1)), "line=,1");
    EXPECT_EQ(to_string(line_fragment(10)), "line=9,10");
}

std::string matches(const std::string& bytes, std::string_view pattern, bool all,
                    LineEndingSet endings = LineEndingSet::all()) {
    const Entity entity{bytes, "UTF-8", endings};
    const auto result = make_matches(entity, utf8, pattern, all);
    if (const auto* e = std::get_if<MakeError>(&result)) return "error: has " + e->has + "; asks for " + e->asked;
    std::string out;
    for (const auto& m : std::get<std::vector<MadeText>>(result)) out += (out.empty() ? "" : " ") + to_string(m.fragment);
    return out;
}

TEST(MakeMatch, EachMatchIsItsCharacters) {
    const std::string log = "ok\r\nERROR 12 disk\r\nok\r\nERROR 7\r\n";
    EXPECT_EQ(matches(log, "ERROR [0-9]+", false), "char=3,11");  // the CRLF before is one character
    EXPECT_EQ(matches(log, "ERROR [0-9]+", true), "char=3,11 char=20,27");
    EXPECT_EQ(matches(log, "^ok$", true), "char=,2 char=17,19");  // a line ending is one LF to the pattern
    EXPECT_EQ(matches("\xC3\xA9t\xC3\xA9", "t.", false), "char=1,3");  // characters, not bytes
}

TEST(MakeMatch, NoMatchAnEmptyMatchAndABadPatternAreRefused) {
    EXPECT_EQ(matches("abc", "x", false), "error: has no match of 'x' in its 3 characters; asks for a match");
    EXPECT_EQ(matches("abc", "x*", false),
              "error: has an empty match of 'x*' at character position 0; asks for text, and an empty match "
              "identifies none");
    EXPECT_EQ(matches("xab", "a*", true),
              "error: has an empty match of 'a*' at character position 0; asks for text, and an empty match "
              "identifies none");
    EXPECT_THROW(matches("abc", "a(", false), PatternError);
}

// The match limit (RegexLimits::matches) bounds what --all collects; the
// first match alone needs only one, however many follow it.
TEST(MakeMatch, TheMatchLimitBoundsAllButNotTheFirst) {
    RegexLimits three;
    three.matches = 3;
    const Entity entity{"a a a a", "UTF-8", LineEndingSet::all()};
    const auto first = make_matches(entity, utf8, "a", false, {}, three);
    ASSERT_TRUE(std::holds_alternative<std::vector<MadeText>>(first));
    EXPECT_EQ(to_string(std::get<std::vector<MadeText>>(first).at(0).fragment), "char=,1");
    EXPECT_EQ(std::get<std::vector<MadeText>>(make_matches(entity, utf8, "a", true, {}, RegexLimits{.matches = 4})).size(), 4u);
    try {
        make_matches(entity, utf8, "a", true, {}, three);
        ADD_FAILURE() << "four matches, at most three";
    } catch (const PatternError& e) {
        EXPECT_STREQ(e.what(), "'a': more than 3 matches");
    }
}

std::string made_csv(const std::string& bytes, CsvScheme scheme, std::vector<std::string> selections) {
    CsvSelection s;
    s.scheme = scheme;
    for (const auto& text : selections) {
        if (scheme == CsvScheme::cell) s.cells.push_back(*parse_cell_span(text));
        else s.spans.push_back(span(text));
    }
    const Entity entity{bytes, std::nullopt, LineEndingSet::all()};
    const auto result = make_csv(entity, utf8, s);
    if (const auto* e = std::get_if<MakeError>(&result)) return "error: has " + e->has + "; asks for " + e->asked;
    return to_string(std::get<MadeCsv>(result).fragment);
}

const std::string table = "id,name,n\r\n1,a,2\r\n2,b\r\n3,c,4\r\n4,d,5\r\n5,e,6\r\n6,f,7\r\n";  // 7 records

TEST(MakeCsv, RowsColumnsAndCellsInTheirShortestSpelling) {
    EXPECT_EQ(made_csv(table, CsvScheme::row, {"5-7"}), "row=5-7");
    EXPECT_EQ(made_csv(table, CsvScheme::row, {"5-5"}), "row=5");
    EXPECT_EQ(made_csv(table, CsvScheme::row, {"05"}), "row=5");
    EXPECT_EQ(made_csv(table, CsvScheme::row, {"5-*"}), "row=5-*");
    EXPECT_EQ(made_csv(table, CsvScheme::row, {"*-*"}), "row=*");
    EXPECT_EQ(made_csv(table, CsvScheme::row, {"7"}), "row=7");  // a number stays one, even for the last
    EXPECT_EQ(made_csv(table, CsvScheme::row, {"1-2", "6"}), "row=1-2;6");
    EXPECT_EQ(made_csv(table, CsvScheme::col, {"2"}), "col=2");
    EXPECT_EQ(made_csv(table, CsvScheme::cell, {"2,1-3,3"}), "cell=2,1-3,3");
    EXPECT_EQ(made_csv(table, CsvScheme::cell, {"2,1-2,1"}), "cell=2,1");
}

TEST(MakeCsv, WhatTheCsvLacksIsAnError) {
    EXPECT_EQ(made_csv(table, CsvScheme::row, {"5-8"}), "error: has 7 rows; asks for row 8");
    EXPECT_EQ(made_csv(table, CsvScheme::col, {"4"}),
              "error: has 3 columns (the fields of its widest record); asks for column 4");
    EXPECT_EQ(made_csv(table, CsvScheme::cell, {"3,3"}), "error: has 2 fields in row 3; asks for cell 3,3");
    EXPECT_EQ(made_csv(table, CsvScheme::row, {"*-3"}), "error: has 7 rows; asks for rows 7 to 3, in the wrong order");
    EXPECT_EQ(made_csv("", CsvScheme::row, {"*"}), "error: has 0 rows; asks for the last row");
    const auto broken = made_csv("a\r\n\"b\r\n", CsvScheme::row, {"2"});
    EXPECT_EQ(broken.rfind("error: has content that is not CSV at byte", 0), 0u) << broken;
}

TEST(MakeCsv, TheRowFragmentOfRecordN) { EXPECT_EQ(to_string(row_fragment(5)), "row=5"); }

}  // namespace
}  // namespace fragid
