// The RFC 7111 s.3 grammar: what it accepts (and the model it builds), what it
// rejects (with the offset and expectation), and canonical printing, through
// the front door. Each rule on its own: tests/grammar/rfc7111_rules_test.cpp.
#include <gtest/gtest.h>

#include <string>
#include <variant>

#include "fragid/grammar/fragment.hpp"

namespace fragid {
namespace {

CsvPosition num(std::uint64_t n) { return CsvPosition{false, Number(n)}; }
CsvPosition star() { return CsvPosition{true, Number{}}; }

CsvFragment parse_ok(std::string_view input) {
    auto result = parse_fragment_as<CsvFragment>(input);
    if (auto* e = std::get_if<SyntaxError>(&result)) {
        ADD_FAILURE() << "'" << input << "' gave " << e->message();
        return {};
    }
    return std::get<CsvFragment>(result);
}

std::string parse_bad(std::string_view input) {
    auto result = parse_fragment_as<CsvFragment>(input);
    if (std::holds_alternative<CsvFragment>(result)) {
        ADD_FAILURE() << "'" << input << "' parsed but must be a syntax error";
        return {};
    }
    return std::get<SyntaxError>(result).message();
}

TEST(CsvGrammar, single_row) {
    const CsvFragment f = parse_ok("row=4");
    EXPECT_EQ(f.scheme, CsvScheme::row);
    ASSERT_EQ(f.spans.size(), 1u);
    EXPECT_EQ(f.spans[0], (CsvSpan{num(4), std::nullopt}));
    EXPECT_TRUE(f.cells.empty());
}

TEST(CsvGrammar, row_range_with_star) {
    const CsvFragment f = parse_ok("row=5-*");
    ASSERT_EQ(f.spans.size(), 1u);
    EXPECT_EQ(f.spans[0], (CsvSpan{num(5), star()}));
}

TEST(CsvGrammar, multi_selection_keeps_fragment_order) {
    const CsvFragment f = parse_ok("row=1-2;5-4;13-16");
    ASSERT_EQ(f.spans.size(), 3u);
    EXPECT_EQ(f.spans[0], (CsvSpan{num(1), num(2)}));
    EXPECT_EQ(f.spans[1], (CsvSpan{num(5), num(4)}));  // inverted is still well-formed (s.4.2 ignores it)
    EXPECT_EQ(f.spans[2], (CsvSpan{num(13), num(16)}));
}

TEST(CsvGrammar, columns) {
    const CsvFragment f = parse_ok("col=*;1-2");
    EXPECT_EQ(f.scheme, CsvScheme::col);
    ASSERT_EQ(f.spans.size(), 2u);
    EXPECT_EQ(f.spans[0], (CsvSpan{star(), std::nullopt}));
    EXPECT_EQ(f.spans[1], (CsvSpan{num(1), num(2)}));
}

TEST(CsvGrammar, cells) {
    const CsvFragment f = parse_ok("cell=4,1-6,2;*,*;10,10-5,5");
    EXPECT_EQ(f.scheme, CsvScheme::cell);
    EXPECT_TRUE(f.spans.empty());
    ASSERT_EQ(f.cells.size(), 3u);
    EXPECT_EQ(f.cells[0], (CsvCellSpec{CsvCell{num(4), num(1)}, CsvCell{num(6), num(2)}}));
    EXPECT_EQ(f.cells[1], (CsvCellSpec{CsvCell{star(), star()}, std::nullopt}));
    EXPECT_EQ(f.cells[2], (CsvCellSpec{CsvCell{num(10), num(10)}, CsvCell{num(5), num(5)}}));
}

TEST(CsvGrammar, numbers_of_any_length_are_kept_exactly) {
    const std::string thirty = "123456789012345678901234567890";
    const CsvFragment f = parse_ok("row=" + thirty + "-00" + thirty);
    ASSERT_EQ(f.spans.size(), 1u);
    EXPECT_EQ(f.spans[0].first.number.digits(), thirty);
    EXPECT_FALSE(f.spans[0].first.number.fits_u64());
    EXPECT_EQ(f.spans[0].last->number.digits(), thirty);  // leading zeros dropped
}

TEST(CsvGrammar, zero_is_well_formed) {
    // number = 1*( DIGIT ) admits 0; s.4.2 decides what it means (nothing).
    const CsvFragment f = parse_ok("row=0");
    EXPECT_EQ(f.spans.at(0).first, num(0));
}

TEST(CsvGrammar, same_percent_decoding_as_text_plain) {
    EXPECT_EQ(parse_ok("cell=4%2C1"), parse_ok("cell=4,1"));
    EXPECT_EQ(parse_ok("row=%2A"), parse_ok("row=*"));
}

struct BadCase {
    const char* input;
    const char* message;
};

TEST(CsvGrammar, syntax_errors_say_where_and_what) {
    const BadCase cases[] = {
        {"", "offset 0: expected 'row=', 'col=' or 'cell=' (lower case)"},
        {"ROW=1", "offset 0: expected 'row=', 'col=' or 'cell=' (lower case)"},
        {"Row=1", "offset 0: expected 'row=', 'col=' or 'cell=' (lower case)"},
        {"rows=1", "offset 0: expected 'row=', 'col=' or 'cell=' (lower case)"},
        {"line=1", "offset 0: expected 'row=', 'col=' or 'cell=' (lower case)"},
        {" row=1", "offset 0: expected 'row=', 'col=' or 'cell=' (lower case)"},
        {"row=", "offset 4: expected a row number or '*'"},
        {"col=", "offset 4: expected a column number or '*'"},
        {"row=-1", "offset 4: expected a row number or '*'"},
        {"row=+1", "offset 4: expected a row number or '*'"},
        {"row=1-", "offset 6: expected a row number or '*'"},
        {"col=1-x", "offset 6: expected a column number or '*'"},
        {"row=1;", "offset 6: expected a row number or '*'"},
        {"row=1;;2", "offset 6: expected a row number or '*'"},
        {"row=1x", "offset 5: expected a digit, '-', ';' or the end of the fragment"},
        {"row=1 ", "offset 5: expected a digit, '-', ';' or the end of the fragment"},
        {"row=*x", "offset 5: expected '-', ';' or the end of the fragment"},
        {"row=1-2-3", "offset 7: expected a digit, ';' or the end of the fragment"},
        {"row=1-*-3", "offset 7: expected ';' or the end of the fragment"},
        {"row=1,2", "offset 5: expected a digit, '-', ';' or the end of the fragment"},
        {"col=1;2x", "offset 7: expected a digit, '-', ';' or the end of the fragment"},
        {"cell=", "offset 5: expected a row number or '*'"},
        {"cell=4", "offset 6: expected ',' between the row and the column of a cell"},
        {"cell=4;1", "offset 6: expected ',' between the row and the column of a cell"},
        {"cell=4,", "offset 7: expected a column number or '*'"},
        {"cell=4,1-", "offset 9: expected a row number or '*'"},
        {"cell=4,1-6", "offset 10: expected ',' between the row and the column of a cell"},
        {"cell=4,1-6,", "offset 11: expected a column number or '*'"},
        {"cell=4,1x", "offset 8: expected a digit, '-', ';' or the end of the fragment"},
        {"cell=4,*x", "offset 8: expected '-', ';' or the end of the fragment"},
        {"cell=4,1-6,2-", "offset 12: expected a digit, ';' or the end of the fragment"},
        {"cell=1,1;", "offset 9: expected a row number or '*'"},
        {"row=1%", "offset 5: expected two hex digits after '%' (RFC 3986 percent-encoding)"},
        // A fragment holds no '#' (RFC 3986 s.3.5); only the CLI takes a URI apart.
        {"#row=1", "offset 0: expected 'row=', 'col=' or 'cell=' (lower case)"},
        {"row=1#row=2", "offset 5: expected a digit, '-', ';' or the end of the fragment"},
        // Offsets count the fragment as written, escapes and all.
        {"row=%31x", "offset 7: expected a digit, '-', ';' or the end of the fragment"},  // as written: "%31" is the 1
    };
    for (const BadCase& c : cases) EXPECT_EQ(parse_bad(c.input), c.message) << "input: '" << c.input << "'";
}

TEST(CsvGrammar, syntax_error_offset_is_a_number) {
    const auto result = parse_fragment_as<CsvFragment>("cell=1,2-3");
    ASSERT_TRUE(std::holds_alternative<SyntaxError>(result));
    EXPECT_EQ(std::get<SyntaxError>(result).offset, 10u);
    EXPECT_EQ(std::get<SyntaxError>(result).expected, "',' between the row and the column of a cell");
}

TEST(CsvGrammar, canonical_printing) {
    const std::pair<const char*, const char*> cases[] = {
        {"row=4", "row=4"},
        {"row=005-*", "row=5-*"},
        {"col=1-2;*", "col=1-2;*"},
        {"cell=04,01-6,2;*,*-*,1", "cell=4,1-6,2;*,*-*,1"},
        {"row=0", "row=0"},
        {"row=00000000000000000000000000000099999999999999999999999999999",
         "row=99999999999999999999999999999"},
    };
    for (const auto& [input, canonical] : cases) EXPECT_EQ(to_string(parse_ok(input)), canonical) << input;
}

}  // namespace
}  // namespace fragid
