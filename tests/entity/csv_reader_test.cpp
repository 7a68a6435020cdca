// CsvReader: RFC 4180 s.2 records as byte ranges of the entity's own bytes.
#include <gtest/gtest.h>

#include <optional>
#include <ostream>
#include <string>
#include <vector>

#include "fragid/entity/csv_reader.hpp"

namespace fragid {

// Readable failure messages: "[9,10)".
inline void PrintTo(const FieldBytes& f, std::ostream* os) { *os << "[" << f.start << "," << f.end << ")"; }

namespace {

using Record = std::vector<std::string>;  // each field's bytes, as in the entity

struct ReadAll {
    std::vector<Record> records;
    std::vector<std::vector<FieldBytes>> ranges;
    std::optional<CsvEntityError> error;
};

ReadAll read_all(std::string_view bytes, std::optional<std::string> charset = std::nullopt) {
    const Entity entity{bytes, std::move(charset), LineEndingSet::all()};
    CsvReader reader(entity);
    ReadAll out;
    std::vector<FieldBytes> fields;
    for (;;) {
        const auto step = reader.next(fields);
        if (step == CsvReader::Step::end) return out;
        if (step == CsvReader::Step::error) {
            out.error = reader.error();
            EXPECT_EQ(reader.next(fields), CsvReader::Step::error) << "an error must stay an error";
            return out;
        }
        Record record;
        for (const FieldBytes& f : fields) record.emplace_back(bytes.substr(f.start, f.end - f.start));
        out.records.push_back(std::move(record));
        out.ranges.push_back(fields);
        EXPECT_EQ(reader.records_read(), out.records.size());
    }
}

std::vector<Record> records(std::string_view bytes) {
    ReadAll all = read_all(bytes);
    EXPECT_FALSE(all.error) << all.error->reason;
    return all.records;
}

TEST(CsvReader, records_end_with_crlf_lf_or_cr) {
    const std::vector<Record> expected{{"a", "b"}, {"c", "d"}, {"e", "f"}, {"g", "h"}};
    EXPECT_EQ(records("a,b\r\nc,d\r\ne,f\r\ng,h"), expected);
    EXPECT_EQ(records("a,b\nc,d\ne,f\ng,h"), expected);
    EXPECT_EQ(records("a,b\rc,d\re,f\rg,h"), expected);
    EXPECT_EQ(records("a,b\r\nc,d\ne,f\rg,h"), expected);  // mixed: each break ends one record
}

TEST(CsvReader, final_line_break_is_optional_and_adds_no_record) {
    EXPECT_EQ(records("a\r\nb\r\n"), (std::vector<Record>{{"a"}, {"b"}}));
    EXPECT_EQ(records("a\nb\n"), (std::vector<Record>{{"a"}, {"b"}}));
    EXPECT_EQ(records("a\rb\r"), (std::vector<Record>{{"a"}, {"b"}}));
    EXPECT_EQ(records("a\r\nb"), (std::vector<Record>{{"a"}, {"b"}}));
}

TEST(CsvReader, empty_entity_has_no_records) {
    EXPECT_TRUE(records("").empty());
    EXPECT_TRUE(records("\xEF\xBB\xBF").empty());  // only a BOM
}

TEST(CsvReader, empty_line_is_a_record_with_one_empty_field) {
    // RFC 4180 s.2: record = field *(COMMA field) and a field may be empty.
    EXPECT_EQ(records("a\n\nb\n"), (std::vector<Record>{{"a"}, {""}, {"b"}}));
    EXPECT_EQ(records("\n"), (std::vector<Record>{{""}}));
    EXPECT_EQ(records("\r\n\r\n"), (std::vector<Record>{{""}, {""}}));
    EXPECT_EQ(records("a\n\n"), (std::vector<Record>{{"a"}, {""}}));
}

TEST(CsvReader, empty_fields_and_trailing_comma) {
    EXPECT_EQ(records(",\n"), (std::vector<Record>{{"", ""}}));
    EXPECT_EQ(records("a,,b,\nc"), (std::vector<Record>{{"a", "", "b", ""}, {"c"}}));
    EXPECT_EQ(records("a,"), (std::vector<Record>{{"a", ""}}));
}

TEST(CsvReader, empty_field_ranges_point_between_separators) {
    const ReadAll all = read_all("a,,\n");
    ASSERT_EQ(all.ranges.size(), 1u);
    EXPECT_EQ(all.ranges[0], (std::vector<FieldBytes>{{0, 1}, {2, 2}, {3, 3}}));
    const ReadAll at_end = read_all("a,");
    EXPECT_EQ(at_end.ranges.at(0), (std::vector<FieldBytes>{{0, 1}, {2, 2}}));
}

TEST(CsvReader, spaces_are_part_of_a_field) {
    // RFC 4180 s.2 item 4: "Spaces are considered part of a field and should not be ignored."
    EXPECT_EQ(records(" a , b \n"), (std::vector<Record>{{" a ", " b "}}));
}

TEST(CsvReader, quoted_fields_keep_their_quotes_and_escapes) {
    EXPECT_EQ(records("\"a,b\",\"say \"\"hi\"\"\",\"\"\n"),
              (std::vector<Record>{{"\"a,b\"", "\"say \"\"hi\"\"\"", "\"\""}}));
}

TEST(CsvReader, quoted_line_breaks_stay_inside_one_record) {
    const std::string bytes = "id,text\r\n1,\"two\r\nlines\"\r\n2,\"lf\nand cr\ronly\"\r\n3,x\r\n";
    const ReadAll all = read_all(bytes);
    ASSERT_FALSE(all.error);
    ASSERT_EQ(all.records.size(), 4u);
    EXPECT_EQ(all.records[1], (Record{"1", "\"two\r\nlines\""}));
    EXPECT_EQ(all.records[2], (Record{"2", "\"lf\nand cr\ronly\""}));
    EXPECT_EQ(all.records[3], (Record{"3", "x"}));
    // "id,text\r\n" is bytes 0-8; "1" is byte 9; the quoted field runs from its
    // opening quote at 11 through "two\r\nlines" to its closing quote at 22.
    EXPECT_EQ(all.ranges[1], (std::vector<FieldBytes>{{9, 10}, {11, 23}}));
}

TEST(CsvReader, quote_inside_an_unquoted_field_is_text) {
    EXPECT_EQ(records("5'10\",a\"b\"c\n"), (std::vector<Record>{{"5'10\"", "a\"b\"c"}}));
    EXPECT_EQ(records(" \"a\",b\n"), (std::vector<Record>{{" \"a\"", "b"}}));  // the field starts with a space
}

TEST(CsvReader, ragged_rows_are_kept_as_they_are) {
    EXPECT_EQ(records("a,b,c\nd\ne,f,g,h\n"), (std::vector<Record>{{"a", "b", "c"}, {"d"}, {"e", "f", "g", "h"}}));
}

TEST(CsvReader, utf8_bom_is_skipped) {
    const ReadAll all = read_all("\xEF\xBB\xBFh1,h2\nx,y\n");
    ASSERT_FALSE(all.error);
    EXPECT_EQ(all.records, (std::vector<Record>{{"h1", "h2"}, {"x", "y"}}));
    EXPECT_EQ(all.ranges[0][0], (FieldBytes{3, 5}));
}

TEST(CsvReader, default_charset_is_utf8) {
    // s.5.1: without a charset parameter, UTF-8. "é" is two bytes.
    const ReadAll all = read_all("caf\xC3\xA9,x\n");
    ASSERT_FALSE(all.error);
    EXPECT_EQ(all.ranges.at(0), (std::vector<FieldBytes>{{0, 5}, {6, 7}}));
}

TEST(CsvReader, utf16_entities_are_read_by_code_point) {
    // "a,\"b\"\n" in UTF-16LE with a BOM: every character is two bytes.
    const std::string bytes("\xFF\xFE" "a\0,\0\"\0b\0\"\0\n\0c\0", 16);
    const ReadAll all = read_all(bytes, "UTF-16");
    ASSERT_FALSE(all.error) << all.error->reason;
    ASSERT_EQ(all.ranges.size(), 2u);
    EXPECT_EQ(all.ranges[0], (std::vector<FieldBytes>{{2, 4}, {6, 12}}));
    EXPECT_EQ(all.ranges[1], (std::vector<FieldBytes>{{14, 16}}));
}

TEST(CsvReader, latin1_entity_with_a_declared_charset) {
    const ReadAll all = read_all("caf\xE9,x\n", "ISO-8859-1");
    ASSERT_FALSE(all.error);
    EXPECT_EQ(all.ranges.at(0), (std::vector<FieldBytes>{{0, 4}, {5, 6}}));
}

TEST(CsvReader, quote_that_never_closes_is_an_error_at_the_quote) {
    const ReadAll all = read_all("a,b\nc,\"d\ne,f\n");
    ASSERT_TRUE(all.error);
    EXPECT_EQ(all.error->byte_offset, 6u);
    EXPECT_EQ(all.error->reason, "the quoted field opened at byte 6 never closes (RFC 4180 s.2: escaped = DQUOTE ... DQUOTE)");
    EXPECT_EQ(all.records.size(), 1u);  // the records before it were read
}

TEST(CsvReader, text_after_a_closing_quote_is_an_error_at_that_text) {
    const ReadAll all = read_all("x\n\"a\"b,c\n");
    ASSERT_TRUE(all.error);
    EXPECT_EQ(all.error->byte_offset, 5u);
    EXPECT_EQ(all.error->reason,
              "text follows the closing quote of the field that starts at byte 2; a quote inside a quoted field is "
              "written \"\" (RFC 4180 s.2 item 7)");
    const ReadAll space = read_all("\"a\" ,b\n");  // a space is text too (RFC 4180 s.2 item 4)
    ASSERT_TRUE(space.error);
    EXPECT_EQ(space.error->byte_offset, 3u);
}

TEST(CsvReader, invalid_utf8_is_an_error_at_its_byte) {
    const ReadAll all = read_all("ok\nab\xFF,c\n");
    ASSERT_TRUE(all.error);
    EXPECT_EQ(all.error->byte_offset, 5u);
    EXPECT_NE(all.error->reason.find("0xFF"), std::string::npos) << all.error->reason;
    const ReadAll quoted = read_all("\"a\xC3\"\n");  // a truncated sequence inside quotes
    ASSERT_TRUE(quoted.error);
    EXPECT_EQ(quoted.error->byte_offset, 2u);
}

TEST(CsvReader, unknown_charset_is_an_error_at_offset_0) {
    const ReadAll all = read_all("a\n", "no-such-charset-x");
    ASSERT_TRUE(all.error);
    EXPECT_EQ(all.error->byte_offset, 0u);
    EXPECT_NE(all.error->reason.find("no-such-charset-x"), std::string::npos);
}

TEST(CsvReader, measure_counts_records_and_widest_record) {
    auto entity = [](std::string_view bytes) { return Entity{bytes, std::nullopt, LineEndingSet::all()}; };
    CsvEntityError error;
    const Charset utf8 = *lookup_charset("UTF-8");
    EXPECT_EQ(measure_csv(entity("a,b\nc\n\"d\ne\",f,g\n"), utf8, error), (CsvSize{3, 3}));
    EXPECT_EQ(measure_csv(entity(""), utf8, error), (CsvSize{0, 0}));
    EXPECT_EQ(measure_csv(entity("\"open"), utf8, error), std::nullopt);
    EXPECT_EQ(error.byte_offset, 0u);
}

}  // namespace
}  // namespace fragid
