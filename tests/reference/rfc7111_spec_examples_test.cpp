// Every example of RFC 7111 s.2 and s.4.2, with the exact output the RFC shows
// (s.2 prints selected records one per line; render_csv ends each in "\n").
#include <gtest/gtest.h>

#include <array>
#include <string>

#include "rfc7111_example_table.hpp"

namespace fragid {
namespace {

using test::example_table;
using test::select;

// s.2.1: "#row=4" identifies the fourth row.
TEST(CsvSpecExamples, s2_1_row_4) { EXPECT_EQ(select("row=4", example_table), "2011-01-03,0,Galway\n"); }

// s.2.1: "#row=5-7" identifies three consecutive rows.
TEST(CsvSpecExamples, s2_1_row_5_to_7) {
    EXPECT_EQ(select("row=5-7", example_table),
              "2011-01-01,6,Berkeley\n"
              "2011-01-02,8,Berkeley\n"
              "2011-01-03,5,Berkeley\n");
}

// s.2.1: "the previous URI is equivalent to: ...#row=5-*".
TEST(CsvSpecExamples, s2_1_row_5_to_last_equals_5_to_7) {
    const Entity entity = test::csv_entity(example_table);
    const CsvResult star = resolve_as<Spec::rfc7111>("row=5-*", entity);
    const CsvResult seven = resolve_as<Spec::rfc7111>("row=5-7", entity);
    ASSERT_EQ(star.status, Status::ok);
    EXPECT_EQ(star.parts, seven.parts);
    EXPECT_EQ(render_csv(star, entity), render_csv(seven, entity));
}

// s.2.2: "#col=2" addresses the second column.
TEST(CsvSpecExamples, s2_2_col_2) {
    EXPECT_EQ(select("col=2", example_table),
              "temperature\n"
              "1\n"
              "-1\n"
              "0\n"
              "6\n"
              "8\n"
              "5\n");
}

// s.2.2: "#col=1-2" addresses the first and second column.
TEST(CsvSpecExamples, s2_2_col_1_to_2) {
    EXPECT_EQ(select("col=1-2", example_table),
              "date,temperature\n"
              "2011-01-01,1\n"
              "2011-01-02,-1\n"
              "2011-01-03,0\n"
              "2011-01-01,6\n"
              "2011-01-02,8\n"
              "2011-01-03,5\n");
}

// s.2.2: "As for rows, the value "*" can be used to indicate the last column."
TEST(CsvSpecExamples, s2_2_col_last) {
    EXPECT_EQ(select("col=*", example_table), "place\nGalway\nGalway\nGalway\nBerkeley\nBerkeley\nBerkeley\n");
    EXPECT_EQ(select("col=2-*", example_table), select("col=2-3", example_table));
}

// s.2.3: "#cell=4,1" addresses the field in the first column within the fourth row.
TEST(CsvSpecExamples, s2_3_cell_4_1) { EXPECT_EQ(select("cell=4,1", example_table), "2011-01-03\n"); }

// s.2.3: "#cell=4,1-6,2" from the fourth row and first column to the sixth row and second column.
TEST(CsvSpecExamples, s2_3_cell_4_1_to_6_2) {
    EXPECT_EQ(select("cell=4,1-6,2", example_table),
              "2011-01-03,0\n"
              "2011-01-01,6\n"
              "2011-01-02,8\n");
}

// s.2.4: "#row=3;6" "would select the third and the sixth row" (a disjoint fragment).
TEST(CsvSpecExamples, s2_4_row_3_and_6) {
    const Entity entity = test::csv_entity(example_table);
    const CsvResult result = resolve_as<Spec::rfc7111>("row=3;6", entity);
    ASSERT_EQ(result.status, Status::ok);
    ASSERT_EQ(result.parts.size(), 2u);
    EXPECT_EQ(result.parts[0].first_row, 3u);
    EXPECT_EQ(result.parts[1].first_row, 6u);
    EXPECT_EQ(render_csv(result, entity), "2011-01-02,-1,Galway\n2011-01-02,8,Berkeley\n");
}

// s.4.2: "#row=1-2;5-4;13-16" "does identify the first two rows": 5-4 is
// inverse, 13-16 is beyond the size; each is ignored on its own.
TEST(CsvSpecExamples, s4_2_row_1_2_then_inverse_then_beyond) {
    const Entity entity = test::csv_entity(example_table);
    const CsvResult result = resolve_as<Spec::rfc7111>("row=1-2;5-4;13-16", entity);
    ASSERT_EQ(result.status, Status::ok);
    ASSERT_EQ(result.parts.size(), 1u);
    EXPECT_EQ(result.parts[0].selection, 0u);
    EXPECT_EQ(result.parts[0].first_row, 1u);
    EXPECT_EQ(result.parts[0].last_row, 2u);
    ASSERT_EQ(result.ignored.size(), 2u);
    EXPECT_EQ(result.ignored[0], (CsvIgnored{1, "5-4: selects inversely: row 5 comes after row 4 (s.4.2)"}));
    EXPECT_EQ(result.ignored[1], (CsvIgnored{2, "13-16: starts beyond the CSV: row 13, but the CSV has 7 rows (s.4.2)"}));
    EXPECT_EQ(render_csv(result, entity), "date,temperature,place\n2011-01-01,1,Galway\n");
}

// s.4.2: "#row=10-5" and "#cell=10,10-5,5" select inversely and MUST be ignored.
TEST(CsvSpecExamples, s4_2_inverse_selections_are_ignored) {
    const Entity entity = test::csv_entity(example_table);
    const CsvResult rows = resolve_as<Spec::rfc7111>("row=10-5", entity);
    EXPECT_EQ(rows.status, Status::ignored);
    EXPECT_TRUE(rows.parts.empty());
    EXPECT_EQ(rows.reason, "every selection is ignored: 10-5: selects inversely: row 10 comes after row 5 (s.4.2)");

    const CsvResult cells = resolve_as<Spec::rfc7111>("cell=10,10-5,5", entity);
    EXPECT_EQ(cells.status, Status::ignored);
    EXPECT_TRUE(cells.parts.empty());
    ASSERT_EQ(cells.ignored.size(), 1u);
    EXPECT_EQ(cells.ignored[0].reason, "10,10-5,5: selects inversely: row 10 comes after row 5 (s.4.2)");
    EXPECT_EQ(render_csv(cells, entity), "");
}

// s.4.2: "If single selections refer to non-existing rows or columns (i.e.,
// beyond the size of the CSV), they MUST be ignored."
TEST(CsvSpecExamples, s4_2_single_selections_beyond_the_size_are_ignored) {
    EXPECT_EQ(select("row=8", example_table), "ignored: every selection is ignored: 8: row 8 does not exist: the CSV has 7 rows (s.4.2)");
    EXPECT_EQ(select("col=4", example_table),
              "ignored: every selection is ignored: 4: column 4 does not exist: the CSV has 3 columns (s.4.2)");
    EXPECT_EQ(select("cell=8,1", example_table),
              "ignored: every selection is ignored: 8,1: row 8 does not exist: the CSV has 7 rows (s.4.2)");
    EXPECT_EQ(select("cell=1,4", example_table),
              "ignored: every selection is ignored: 1,4: column 4 does not exist: the CSV has 3 columns (s.4.2)");
}

// s.4.2: ranges extending beyond the size "MUST be interpreted to only extend
// to the actual size of the CSV".
TEST(CsvSpecExamples, s4_2_ranges_are_cut_to_the_size) {
    const Entity entity = test::csv_entity(example_table);
    const CsvResult rows = resolve_as<Spec::rfc7111>("row=6-100", entity);
    ASSERT_EQ(rows.status, Status::ok);
    EXPECT_EQ(rows.parts.at(0).last_row, 7u);
    EXPECT_EQ(render_csv(rows, entity), "2011-01-02,8,Berkeley\n2011-01-03,5,Berkeley\n");

    const CsvResult cols = resolve_as<Spec::rfc7111>("col=3-9", entity);
    ASSERT_EQ(cols.status, Status::ok);
    EXPECT_EQ(cols.parts.at(0).first_col, 3u);
    EXPECT_EQ(cols.parts.at(0).last_col, 3u);

    const CsvResult cells = resolve_as<Spec::rfc7111>("cell=6,2-99,99", entity);
    ASSERT_EQ(cells.status, Status::ok);
    const CsvPart& part = cells.parts.at(0);
    EXPECT_EQ((std::array{part.first_row, part.last_row, part.first_col, part.last_col}),
              (std::array<std::uint64_t, 4>{6, 7, 2, 3}));
    EXPECT_EQ(render_csv(cells, entity), "8,Berkeley\n5,Berkeley\n");
}

// s.4.2: "#row=3-6;4-5" has a second part inside the first; fragid keeps both
// parts, in fragment order (the RFC lets user agents merge them or not).
TEST(CsvSpecExamples, s4_2_overlapping_parts_are_kept_apart) {
    const Entity entity = test::csv_entity(example_table);
    const CsvResult result = resolve_as<Spec::rfc7111>("row=3-6;4-5", entity);
    ASSERT_EQ(result.status, Status::ok);
    ASSERT_EQ(result.parts.size(), 2u);
    EXPECT_EQ(result.parts[0].first_row, 3u);
    EXPECT_EQ(result.parts[0].last_row, 6u);
    EXPECT_EQ(result.parts[1].first_row, 4u);
    EXPECT_EQ(result.parts[1].last_row, 5u);
    EXPECT_EQ(result.reason, "2 of 2 selections identify parts");
    EXPECT_EQ(render_csv(result, entity),
              "2011-01-02,-1,Galway\n2011-01-03,0,Galway\n2011-01-01,6,Berkeley\n2011-01-02,8,Berkeley\n"
              "2011-01-03,0,Galway\n2011-01-01,6,Berkeley\n");
}

// s.4.2: "Rows and columns in CSV are counted from one"; the header row is row 1.
TEST(CsvSpecExamples, s4_2_header_is_row_1) { EXPECT_EQ(select("row=1", example_table), "date,temperature,place\n"); }

// s.4.1: a fragment that does not conform to s.3 MUST be ignored; fragid
// reports where and what.
TEST(CsvSpecExamples, s4_1_syntax_errors) {
    const CsvResult result = resolve_as<Spec::rfc7111>("row=5-", test::csv_entity(example_table));
    EXPECT_EQ(result.status, Status::syntax_error);
    EXPECT_EQ(result.reason, "offset 6: expected a row number or '*'");
    EXPECT_EQ(result.error_offset, 6u);
    EXPECT_TRUE(result.parts.empty());
    EXPECT_EQ(select("ROW=4", example_table), "syntax-error: offset 0: expected 'row=', 'col=' or 'cell=' (lower case)");
}

// The same table with LF-only and CR-only line breaks gives the same output.
TEST(CsvSpecExamples, line_break_conventions_do_not_change_the_result) {
    std::string lf = example_table, cr = example_table;
    for (std::size_t i; (i = lf.find("\r\n")) != std::string::npos;) lf.erase(i, 1);
    for (std::size_t i; (i = cr.find("\r\n")) != std::string::npos;) cr.erase(i + 1, 1);
    for (const char* fragment : {"row=4", "row=5-*", "col=2", "col=1-2", "cell=4,1", "cell=4,1-6,2", "row=3;6"}) {
        EXPECT_EQ(select(fragment, lf), select(fragment, example_table)) << fragment;
        EXPECT_EQ(select(fragment, cr), select(fragment, example_table)) << fragment;
    }
}

}  // namespace
}  // namespace fragid
