// The choices RFC 7111 s.4.2 leaves open, as docs/interpretations-rfc7111.md
// records them: one test per decision.
#include <gtest/gtest.h>

#include <array>
#include <string>
#include <vector>

#include "rfc7111_example_table.hpp"

namespace fragid {
namespace {

using test::csv_entity;
using test::example_table;
using test::select;

// Row 0 / column 0: "counted from one", so 0 names nothing; the selection is
// ignored, single or range, and never moved to 1.
TEST(CsvInterpretations, position_zero_is_ignored) {
    EXPECT_EQ(select("row=0", example_table),
              "ignored: every selection is ignored: 0: row 0 does not exist: rows are counted from 1 (s.4.2)");
    EXPECT_EQ(select("row=0-2", example_table),
              "ignored: every selection is ignored: 0-2: row 0 does not exist: rows are counted from 1 (s.4.2)");
    EXPECT_EQ(select("col=0", example_table),
              "ignored: every selection is ignored: 0: column 0 does not exist: columns are counted from 1 (s.4.2)");
    EXPECT_EQ(select("cell=1,0", example_table),
              "ignored: every selection is ignored: 1,0: column 0 does not exist: columns are counted from 1 (s.4.2)");
    EXPECT_EQ(select("row=000;2", example_table), "2011-01-01,1,Galway\n");  // the other selection still counts
}

// '*' is resolved to the last row or column first; the range is then judged
// like any other.
TEST(CsvInterpretations, star_is_resolved_before_comparing) {
    EXPECT_EQ(select("row=*", example_table), "2011-01-03,5,Berkeley\n");
    EXPECT_EQ(select("row=*-*", example_table), "2011-01-03,5,Berkeley\n");
    EXPECT_EQ(select("row=7-*", example_table), "2011-01-03,5,Berkeley\n");
    EXPECT_EQ(select("row=*-7", example_table), "2011-01-03,5,Berkeley\n");
    EXPECT_EQ(select("row=*-9", example_table), "2011-01-03,5,Berkeley\n");  // 7-9, cut to 7-7
    EXPECT_EQ(select("row=*-3", example_table),
              "ignored: every selection is ignored: *-3: selects inversely once '*' is the last row (7): row 7 comes "
              "after row 3 (s.4.2)");
    // 10-* starts beyond the CSV; that is the reason given, not inversion.
    EXPECT_EQ(select("row=10-*", example_table),
              "ignored: every selection is ignored: 10-*: starts beyond the CSV: row 10, but the CSV has 7 rows (s.4.2)");
    EXPECT_EQ(select("cell=*,*", example_table), "Berkeley\n");
    EXPECT_EQ(select("cell=*,2-*,*", example_table), "5,Berkeley\n");
}

// The number of columns is the most fields any record has; col= and cell=
// count against it; a short row simply has no field there.
TEST(CsvInterpretations, ragged_rows_and_the_last_column) {
    const std::string ragged = "a,b\nc,d,e,f\ng\n";
    const Entity entity = csv_entity(ragged);
    EXPECT_EQ(select("col=*", ragged), "\nf\n\n");
    EXPECT_EQ(select("col=2-3", ragged), "b\nd,e\n\n");
    EXPECT_EQ(select("col=5", ragged),
              "ignored: every selection is ignored: 5: column 5 does not exist: the CSV has 4 columns (s.4.2)");

    const CsvResult col4 = resolve_as<Spec::rfc7111>("col=4", entity);
    ASSERT_EQ(col4.status, Status::ok);
    const CsvPart& part = col4.parts.at(0);
    EXPECT_EQ((std::array{part.first_row, part.last_row, part.first_col, part.last_col}),
              (std::array<std::uint64_t, 4>{1, 3, 4, 4}));
    EXPECT_EQ(part.fields, (std::vector<CsvField>{{2, 4, 10, 11}}));  // only row 2 has a 4th field

    // A single cell inside the size but past the end of its short row: the
    // part exists (s.4.2 "non-existing" means "beyond the size") and is empty.
    const CsvResult missing = resolve_as<Spec::rfc7111>("cell=3,2", entity);
    ASSERT_EQ(missing.status, Status::ok);
    EXPECT_TRUE(missing.parts.at(0).fields.empty());
    EXPECT_EQ(render_csv(missing, entity), "\n");
}

// A row selection selects whole records, as they are: its columns run to the
// widest of its own rows.
TEST(CsvInterpretations, row_selection_keeps_ragged_records_whole) {
    const std::string ragged = "a,b\nc,d,e,f\ng\n";
    EXPECT_EQ(select("row=1-*", ragged), ragged);
    const CsvResult r = resolve_as<Spec::rfc7111>("row=3", csv_entity(ragged));
    ASSERT_EQ(r.status, Status::ok);
    EXPECT_EQ(r.parts.at(0).last_col, 1u);
    const CsvResult both = resolve_as<Spec::rfc7111>("row=1-2", csv_entity(ragged));
    EXPECT_EQ(both.parts.at(0).last_col, 4u);
}

// A cell range whose second cell is left of or above the first in only one
// dimension is not the "upper-lefthand ... lower-righthand" range of s.2.3:
// it is inverse and ignored, like "cell=10,10-5,5".
TEST(CsvInterpretations, cell_range_inverted_in_one_dimension_is_ignored) {
    EXPECT_EQ(select("cell=2,3-4,1", example_table),
              "ignored: every selection is ignored: 2,3-4,1: selects inversely: column 3 comes after column 1 (s.4.2)");
    EXPECT_EQ(select("cell=4,1-2,3", example_table),
              "ignored: every selection is ignored: 4,1-2,3: selects inversely: row 4 comes after row 2 (s.4.2)");
    EXPECT_EQ(select("cell=2,1-2,1", example_table), "2011-01-01\n");  // equal corners: one cell
}

// An empty line is a record with one empty field (RFC 4180 s.2's grammar), so
// it is a row and is counted.
TEST(CsvInterpretations, empty_lines_are_rows) {
    const std::string text = "h\n\nx\n";
    EXPECT_EQ(select("row=3", text), "x\n");
    EXPECT_EQ(select("row=2", text), "\n");
    const CsvResult r = resolve_as<Spec::rfc7111>("cell=2,1", csv_entity(text));
    ASSERT_EQ(r.status, Status::ok);
    EXPECT_EQ(r.parts.at(0).fields, (std::vector<CsvField>{{2, 1, 2, 2}}));  // zero bytes, at byte 2
}

// RFC 4180 s.2 item 4: spaces are part of a field; output keeps them.
TEST(CsvInterpretations, spaces_around_fields_are_kept) {
    EXPECT_EQ(select("col=2", "a, b ,c\n"), " b \n");
    EXPECT_EQ(select("cell=1,1", "  x  \n"), "  x  \n");
}

// An empty entity has no rows and no columns: everything is beyond its size,
// and '*' names nothing.
TEST(CsvInterpretations, empty_entity_selects_nothing) {
    EXPECT_EQ(select("row=1", ""),
              "ignored: every selection is ignored: 1: row 1 does not exist: the CSV has 0 rows (s.4.2)");
    EXPECT_EQ(select("row=1-5", ""),
              "ignored: every selection is ignored: 1-5: starts beyond the CSV: row 1, but the CSV has 0 rows (s.4.2)");
    EXPECT_EQ(select("row=*", ""),
              "ignored: every selection is ignored: *: the CSV has no rows, so '*' names no row (s.4.2, interp.)");
    EXPECT_EQ(select("col=*", "\xEF\xBB\xBF"),
              "ignored: every selection is ignored: *: the CSV has no columns, so '*' names no column (s.4.2, interp.)");
    EXPECT_EQ(select("cell=1,1", ""),
              "ignored: every selection is ignored: 1,1: row 1 does not exist: the CSV has 0 rows (s.4.2)");
}

// A 30-digit number is far beyond any CSV; it is never wrapped to a small one.
TEST(CsvInterpretations, huge_numbers_are_beyond_the_size) {
    // 50000000000 * 2^64 + 4: a resolver that wrapped it to 64 bits would select row 4.
    const std::string thirty = "922337203685477580800000000004";
    ASSERT_EQ(thirty.size(), 30u);
    EXPECT_EQ(select("row=" + thirty, example_table),
              "ignored: every selection is ignored: " + thirty + ": row " + thirty +
                  " does not exist: the CSV has 7 rows (s.4.2)");
    EXPECT_EQ(select("row=18446744073709551617", example_table).substr(0, 8), "ignored:");  // 2^64 + 1
    EXPECT_EQ(select("row=6-" + thirty, example_table), "2011-01-02,8,Berkeley\n2011-01-03,5,Berkeley\n");
    EXPECT_EQ(select("col=" + thirty + "-1", example_table),
              "ignored: every selection is ignored: " + thirty + "-1: selects inversely: column " + thirty +
                  " comes after column 1 (s.4.2)");
    EXPECT_EQ(select("cell=1,2-" + thirty + "," + thirty, example_table).substr(0, 17), "temperature,place");
}

// Each selection is independent and the ok reason counts the parts.
TEST(CsvInterpretations, reason_lists_every_ignored_selection) {
    const CsvResult r = resolve_as<Spec::rfc7111>("col=9;0;2;3-1", csv_entity(example_table));
    ASSERT_EQ(r.status, Status::ok);
    EXPECT_EQ(r.parts.size(), 1u);
    EXPECT_EQ(r.parts[0].selection, 2u);
    EXPECT_EQ(r.reason,
              "1 of 4 selections identify parts; ignored: 9: column 9 does not exist: the CSV has 3 columns (s.4.2); "
              "0: column 0 does not exist: columns are counted from 1 (s.4.2); 3-1: selects inversely: column 3 "
              "comes after column 1 (s.4.2)");
}

}  // namespace
}  // namespace fragid
