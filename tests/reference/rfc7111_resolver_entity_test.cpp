// resolve_csv on entities that are not the example table: multi-line quoted
// records, line-break conventions, BOMs, charsets, and malformed CSV.
#include <gtest/gtest.h>

#include <algorithm>
#include <sstream>
#include <string>
#include <vector>

#include "rfc7111_example_table.hpp"
#include "fragid/grammar/fragment.hpp"
#include "fragid/entity/charset.hpp"
#include "fragid/reference/print.hpp"

namespace fragid {
namespace {

using test::csv_entity;
using test::select;

// A quoted field with line breaks in it is one field of one record, so the
// record after it is the next row (issue 3: "multi-line quoted records are
// counted as one row").
TEST(CsvResolverEntity, multi_line_quoted_record_is_one_row) {
    const std::string bytes = "id,note\r\n1,\"first\r\nsecond\nthird\rfourth\"\r\n2,plain\r\n";
    EXPECT_EQ(select("row=3", bytes), "2,plain\n");
    EXPECT_EQ(select("row=2", bytes), "1,\"first\r\nsecond\nthird\rfourth\"\n");
    EXPECT_EQ(select("row=*", bytes), "2,plain\n");

    const CsvResult cell = resolve_as<Spec::rfc7111>("cell=2,2", csv_entity(bytes));
    ASSERT_EQ(cell.status, Status::ok);
    // "id,note\r\n" is bytes 0-8, "1," 9-10; the quoted field is 28 bytes from 11.
    EXPECT_EQ(cell.parts.at(0).fields, (std::vector<CsvField>{{2, 2, 11, 39}}));
    EXPECT_EQ(bytes.substr(11, 28), "\"first\r\nsecond\nthird\rfourth\"");
}

// The output is in the entity's encoding (issue 14, item 7): the ',' and
// line breaks render_csv adds are UTF-16 too, and a UTF-16 entity's byte
// order mark comes first, so that a reader of "UTF-16" reads it as written.
TEST(CsvResolverEntity, utf16_output_is_utf16_throughout) {
    const std::string le("a\0,\0b\0\r\0\n\0c\0,\0d\0\r\0\n\0", 20);
    const Entity little{le, std::string("UTF-16LE"), LineEndingSet{}};
    EXPECT_EQ(render_csv(resolve_as<Spec::rfc7111>("col=2", little), little), std::string("b\0\n\0d\0\n\0", 8));
    EXPECT_EQ(render_csv(resolve_as<Spec::rfc7111>("row=2", little), little), std::string("c\0,\0d\0\n\0", 8));
    const std::string bom_le = "\xFF\xFE" + le;  // Entity views its bytes: they must outlive it
    const Entity with_bom{bom_le, std::string("UTF-16"), LineEndingSet{}};
    EXPECT_EQ(render_csv(resolve_as<Spec::rfc7111>("row=1", with_bom), with_bom), std::string("\xFF\xFE" "a\0,\0b\0\n\0", 10));
    const std::string be("\0a\0,\0b\0\n", 8);
    const Entity big{be, std::string("UTF-16BE"), LineEndingSet{}};
    EXPECT_EQ(render_csv(resolve_as<Spec::rfc7111>("row=1", big), big), std::string("\0a\0,\0b\0\n", 8));
}

TEST(CsvResolverEntity, lf_only_and_cr_only_files) {
    EXPECT_EQ(select("row=2", "a,b\nc,d\ne,f\n"), "c,d\n");
    EXPECT_EQ(select("row=2", "a,b\rc,d\re,f\r"), "c,d\n");
    EXPECT_EQ(select("row=*", "a,b\rc,d\re,f"), "e,f\n");
    EXPECT_EQ(select("col=2", "a,b\rc,d\re,f\r"), "b\nd\nf\n");
}

TEST(CsvResolverEntity, final_line_break_adds_no_row) {
    EXPECT_EQ(select("row=*", "a\nb\n"), "b\n");
    EXPECT_EQ(select("row=3", "a\nb\n"), "ignored: every selection is ignored: 3: row 3 does not exist: the CSV has 2 rows (s.4.2)");
}

TEST(CsvResolverEntity, bom_is_not_part_of_the_first_field) {
    const std::string bytes = "\xEF\xBB\xBF" "date,place\n2011-01-01,Galway\n";
    EXPECT_EQ(select("cell=1,1", bytes), "date\n");
    const CsvResult r = resolve_as<Spec::rfc7111>("cell=1,1", csv_entity(bytes));
    EXPECT_EQ(r.parts.at(0).fields, (std::vector<CsvField>{{1, 1, 3, 7}}));
}

TEST(CsvResolverEntity, declared_charset_is_used) {
    // UTF-16BE "a,b\nc,d": selected fields are byte ranges of the UTF-16 bytes.
    const std::string bytes("\0a\0,\0b\0\n\0c\0,\0d", 14);
    const Entity entity{bytes, std::string("UTF-16BE"), LineEndingSet::all()};
    const CsvResult r = resolve_as<Spec::rfc7111>("cell=2,2", entity);
    ASSERT_EQ(r.status, Status::ok) << r.reason;
    EXPECT_EQ(r.parts.at(0).fields, (std::vector<CsvField>{{2, 2, 12, 14}}));
}

TEST(CsvResolverEntity, unclosed_quote_is_an_entity_error_with_its_offset) {
    const CsvResult r = resolve_as<Spec::rfc7111>("col=1", csv_entity("a\n\"b,c\nd\n"));
    EXPECT_EQ(r.status, Status::entity_error);
    EXPECT_EQ(r.error_offset, 2u);
    EXPECT_EQ(r.reason, "the entity cannot be read as CSV: the quoted field opened at byte 2 never closes (RFC 4180 s.2: escaped = DQUOTE ... DQUOTE)");
    EXPECT_TRUE(r.parts.empty());
    EXPECT_EQ(render_csv(r, csv_entity("a\n\"b,c\nd\n")), "");
}

TEST(CsvResolverEntity, invalid_utf8_is_an_entity_error_with_its_offset) {
    const CsvResult r = resolve_as<Spec::rfc7111>("row=*", csv_entity("a,b\nc,\xC0\xAF\n"));
    EXPECT_EQ(r.status, Status::entity_error);
    EXPECT_EQ(r.error_offset, 6u);
}

// The resolver reads only as far as it needs: a row selection stops after
// its last row, and a cell selection too once a record as wide as its last
// column has been read, so damage further on is not seen; anything that needs
// the whole CSV (a column, '*', a range past the end, a column no record read
// so far has) reports it.
TEST(CsvResolverEntity, reads_only_as_far_as_needed) {
    const std::string damaged = "a\nb\n\"c\n";
    EXPECT_EQ(select("row=1-2", damaged), "a\nb\n");
    EXPECT_EQ(resolve_as<Spec::rfc7111>("row=3", csv_entity(damaged)).status, Status::entity_error);
    EXPECT_EQ(resolve_as<Spec::rfc7111>("row=1-5", csv_entity(damaged)).status, Status::entity_error);
    EXPECT_EQ(resolve_as<Spec::rfc7111>("row=*", csv_entity(damaged)).status, Status::entity_error);
    EXPECT_EQ(select("cell=2,1", damaged), "b\n");
    EXPECT_EQ(resolve_as<Spec::rfc7111>("cell=1,2", csv_entity(damaged)).status, Status::entity_error);
    EXPECT_EQ(resolve_as<Spec::rfc7111>("cell=3,1", csv_entity(damaged)).status, Status::entity_error);
    EXPECT_EQ(resolve_as<Spec::rfc7111>("col=1", csv_entity(damaged)).status, Status::entity_error);
    // Nothing to read when every selection is ignored as written.
    EXPECT_EQ(resolve_as<Spec::rfc7111>("row=0;5-4", csv_entity(damaged)).status, Status::ignored);
}

TEST(CsvResolverEntity, overlapping_cell_parts_keep_their_own_fields) {
    const CsvResult r = resolve_as<Spec::rfc7111>("cell=1,1-2,2;2,2", csv_entity("a,b\nc,d\n"));
    ASSERT_EQ(r.status, Status::ok);
    ASSERT_EQ(r.parts.size(), 2u);
    EXPECT_EQ(r.parts[0].fields, (std::vector<CsvField>{{1, 1, 0, 1}, {1, 2, 2, 3}, {2, 1, 4, 5}, {2, 2, 6, 7}}));
    EXPECT_EQ(r.parts[1].fields, (std::vector<CsvField>{{2, 2, 6, 7}}));
    EXPECT_EQ(render_csv(r, csv_entity("a,b\nc,d\n")), "a,b\nc,d\nd\n");
}

// Printing reads a part's rectangle through the resolver's own view
// (resolve_and_print) and never lists its fields: the output is the same as
// the listed result's, for parts of more than 65,536 fields, ragged rows and
// quoted fields too.
TEST(CsvResolverEntity, printing_a_large_part_renders_as_its_listed_fields) {
    std::string csv;
    for (int row = 1; row <= 70000; ++row)
        csv += row % 7 == 0 ? "x\n" : row % 5 == 0 ? "\"q,\"\"\",y" + std::to_string(row) + "\n" : "a,b" + std::to_string(row) + ",c\n";
    const Entity entity = csv_entity(csv);
    for (const char* written : {"col=2", "col=2-*", "cell=1,2-70000,3", "row=3-*"}) {
        SCOPED_TRACE(written);
        const auto fragment = std::get<CsvFragment>(parse_fragment_as<CsvFragment>(written));
        const auto charset = *lookup_charset("UTF-8");
        const CsvResult listed = resolve_csv(fragment, entity, charset);
        ASSERT_EQ(listed.status, Status::ok);
        std::ostringstream printed, notes;
        EXPECT_EQ(resolve_and_print(fragment, entity, charset, {}, printed, notes), Status::ok);
        // Compared without EXPECT_EQ, whose diff of two megabyte strings would not end.
        const std::string from_view = std::move(printed).str(), from_list = render_csv(listed, entity);
        const auto differ = std::mismatch(from_view.begin(), from_view.end(), from_list.begin(), from_list.end());
        EXPECT_TRUE(from_view == from_list) << "first difference at byte " << (differ.first - from_view.begin());
    }
}

// A field longer than render_csv's output block is written from the entity
// in pieces (span_writer.hpp) rather than through the block: the same bytes,
// in the same place among the separators, listed or read again.
TEST(CsvResolverEntity, long_fields_render_whole) {
    const std::string long_field(5u << 20, 'w'), quoted = "\"" + std::string(70000, 'q') + "\"\"\r\n\"";
    const std::string csv = "a,b\r\n" + long_field + "," + quoted + "\r\nc,d\r\n";
    EXPECT_TRUE(select("row=2", csv) == long_field + "," + quoted + "\n");
    EXPECT_TRUE(select("col=2", csv) == "b\n" + quoted + "\nd\n");
    EXPECT_TRUE(select("cell=1,1-3,1", csv) == "a\n" + long_field + "\nc\n");
}

}  // namespace
}  // namespace fragid
