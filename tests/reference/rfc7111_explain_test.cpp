// explain_csv: what a fragment selects, in plain words.
#include <gtest/gtest.h>

#include <string>
#include <variant>

#include "fragid/grammar/fragment.hpp"
#include "fragid/reference/rfc7111/resolver.hpp"

namespace fragid {
namespace {

std::string explain(std::string_view fragment) {
    const auto parsed = parse_fragment_as<CsvFragment>(fragment);
    if (!std::holds_alternative<CsvFragment>(parsed)) return "syntax error";
    return explain_csv(std::get<CsvFragment>(parsed));
}

TEST(CsvExplain, rows) {
    EXPECT_EQ(explain("row=4"), "row 4");
    EXPECT_EQ(explain("row=5-7"), "rows 5 to 7");
    EXPECT_EQ(explain("row=5-*"), "rows 5 to the last row");
    EXPECT_EQ(explain("row=*"), "the last row");
    EXPECT_EQ(explain("row=*-3"), "the last row to row 3");
    EXPECT_EQ(explain("row=3;6"), "row 3; row 6");
    EXPECT_EQ(explain("row=007"), "row 7");
}

TEST(CsvExplain, columns) {
    EXPECT_EQ(explain("col=2"), "column 2");
    EXPECT_EQ(explain("col=1-2"), "columns 1 to 2");
    EXPECT_EQ(explain("col=2-*;*"), "columns 2 to the last column; the last column");
}

TEST(CsvExplain, cells) {
    EXPECT_EQ(explain("cell=4,1"), "the cell in row 4, column 1");
    EXPECT_EQ(explain("cell=4,1-6,2"), "the cells from row 4, column 1 to row 6, column 2");
    EXPECT_EQ(explain("cell=*,*"), "the cell in the last row, the last column");
    EXPECT_EQ(explain("cell=1,2-*,*"), "the cells from row 1, column 2 to the last row, the last column");
}

}  // namespace
}  // namespace fragid
