// The RFC 7111 misreadings of real CSV code (mutants/src/csv_library_mutants.cpp
// and the end-of-entity one of csv_mutants.cpp), each run on the reference as
// the catalogue runs it: each must read exactly as its sentence says, or the
// diagnosis would name it for what no library does. JavaScript's Number() is
// checked on its own (js_number.hpp), as the CSV viewer's positions pass
// through it.
#include <gtest/gtest.h>

#include <cmath>
#include <set>
#include <utility>
#include <variant>

#include "../../mutants/src/js_number.hpp"
#include "fragid/conformance/reference_adapter.hpp"
#include "fragid/mutants/mutant.hpp"

namespace fragid::mutants {
namespace {

using namespace conformance;
using Cells = std::set<std::pair<std::uint64_t, std::uint64_t>>;

// What the misreading `name` answers to `fragment` in `csv` (text/csv's
// default charset), through the reference as the catalogue asks it.
Answer misread(std::string_view name, std::string_view fragment, std::string_view csv) {
    const auto* m = find_mutant(name);
    if (!m) throw std::runtime_error("no mutant " + std::string(name));
    const Resolve reference = [](std::string_view f, const Entity& e) {
        return ReferenceAdapter(ReferenceAdapter::Results::outcome_only).run(Request{"t", Spec::rfc7111, f, e});
    };
    return m->run(Request{"t", Spec::rfc7111, fragment, Entity{csv, std::nullopt}}, reference);
}

Cells cells(const Answer& answer) {
    const auto* outcome = answer.outcome();
    if (!outcome || !std::holds_alternative<CsvCells>(*outcome)) return {{0, 0}};  // no cells: never equal to a set asked for
    Cells out;
    for (const auto& c : std::get<CsvCells>(*outcome).cells) out.emplace(c.row, c.col);
    return out;
}

std::optional<Status> status(const Answer& answer) {
    const auto* outcome = answer.outcome();
    return outcome ? std::optional(status_of(*outcome)) : std::nullopt;
}

const std::string four_rows = "h,i\r\na,b\r\nc,d\r\ne,f\r\n";

TEST(CsvMisreadings, EverySelectionOfAMultiSelectionIsEdited) {
    // The scheme is written once (s.3): the second selection is a row too.
    EXPECT_EQ(cells(misread("rfc7111-header-not-counted", "row=1;2", four_rows)), (Cells{{2, 1}, {2, 2}, {3, 1}, {3, 2}}));
    EXPECT_EQ(cells(misread("rfc7111-range-end-ignored", "row=1-2;3-4", four_rows)), (Cells{{1, 1}, {1, 2}, {3, 1}, {3, 2}}));
}

TEST(CsvMisreadings, RowsFromZeroBelowTheHeaderAddTwo) {
    EXPECT_EQ(cells(misread("rfc7111-rows-from-zero-below-header", "row=1", four_rows)), (Cells{{3, 1}, {3, 2}}));
    EXPECT_EQ(cells(misread("rfc7111-rows-from-zero-below-header", "row=0", four_rows)), (Cells{{2, 1}, {2, 2}}));
    EXPECT_EQ(cells(misread("rfc7111-rows-from-zero-below-header", "cell=2,1", four_rows)), (Cells{{4, 1}}));
    EXPECT_EQ(status(misread("rfc7111-rows-from-zero-below-header", "row=3", four_rows)), Status::ignored);
}

TEST(CsvMisreadings, ColumnsFromZeroAndColumnFirstCells) {
    EXPECT_EQ(cells(misread("rfc7111-columns-from-zero", "col=1", "a,b,c\r\n")), (Cells{{1, 2}}));
    EXPECT_EQ(cells(misread("rfc7111-columns-from-zero", "cell=1,0", "a,b,c\r\n")), (Cells{{1, 1}}));
    EXPECT_EQ(cells(misread("rfc7111-cells-column-first", "cell=1,3", four_rows)), (Cells{{3, 1}}));
    EXPECT_EQ(cells(misread("rfc7111-cells-column-first", "cell=1,2-2,4", four_rows)), (Cells{{2, 1}, {2, 2}, {3, 1}, {3, 2}, {4, 1}, {4, 2}}));
}

TEST(CsvMisreadings, ExclusiveRangeEndsStopOneBefore) {
    EXPECT_EQ(cells(misread("rfc7111-range-end-exclusive", "row=2-4", four_rows)), (Cells{{2, 1}, {2, 2}, {3, 1}, {3, 2}}));
    EXPECT_EQ(status(misread("rfc7111-range-end-exclusive", "row=2-2", four_rows)), Status::ignored);  // 2..1: inverse
    EXPECT_EQ(cells(misread("rfc7111-range-end-exclusive", "cell=1,1-3,2", four_rows)), (Cells{{1, 1}, {2, 1}}));
    EXPECT_EQ(cells(misread("rfc7111-range-end-exclusive", "row=3-*", four_rows)), (Cells{{3, 1}, {3, 2}, {4, 1}, {4, 2}}));
}

TEST(CsvMisreadings, JavaSplitDropsEveryRecordsTrailingEmptyFields) {
    const std::string csv = "a,,\r\nb,c,d\r\n,,\r\n";
    EXPECT_EQ(cells(misread("rfc7111-trailing-empty-fields-dropped", "row=1", csv)), (Cells{{1, 1}}));
    EXPECT_EQ(cells(misread("rfc7111-trailing-empty-fields-dropped", "row=3", csv)), (Cells{{3, 1}}));  // one empty field is left
    // A quoted empty field is no empty string to split(): it stays.
    EXPECT_EQ(cells(misread("rfc7111-trailing-empty-fields-dropped", "row=1", "a,\"\"\r\n")), (Cells{{1, 1}, {1, 2}}));
}

TEST(CsvMisreadings, ASniffedDelimiterNeedsMoreOfItThanCommas) {
    EXPECT_EQ(cells(misread("rfc7111-delimiter-sniffed", "row=2", "a;b;c\r\nd;e,f;g\r\n")), (Cells{{2, 1}, {2, 2}, {2, 3}}));
    EXPECT_EQ(cells(misread("rfc7111-delimiter-sniffed", "row=1", "a\tb\r\n")), (Cells{{1, 1}, {1, 2}}));
    EXPECT_EQ(cells(misread("rfc7111-delimiter-sniffed", "row=1", "a;b,c,d\r\n")), (Cells{{1, 1}, {1, 2}, {1, 3}}));
    EXPECT_EQ(cells(misread("rfc7111-delimiter-sniffed", "row=1", "\"a;b;c\",d\r\n")), (Cells{{1, 1}, {1, 2}}));  // in quotes
}

TEST(CsvMisreadings, PercentEscapesReadAsWrittenOrDecodedTwice) {
    EXPECT_EQ(status(misread("rfc7111-percent-escapes-not-decoded", "row=%32", four_rows)), Status::syntax_error);
    EXPECT_EQ(cells(misread("rfc7111-percent-escapes-not-decoded", "row=2", four_rows)), (Cells{{2, 1}, {2, 2}}));
    EXPECT_EQ(cells(misread("rfc7111-percent-decoded-twice", "row=%2532", four_rows)), (Cells{{2, 1}, {2, 2}}));
    EXPECT_EQ(status(misread("rfc7111-percent-decoded-twice", "row=%G1", four_rows)), Status::syntax_error);
}

TEST(CsvMisreadings, StarSelectionsIdentifyNothing) {
    EXPECT_EQ(status(misread("rfc7111-star-unsupported", "row=*", four_rows)), Status::ignored);
    EXPECT_EQ(cells(misread("rfc7111-star-unsupported", "row=*-4;2", four_rows)), (Cells{{2, 1}, {2, 2}}));
    EXPECT_EQ(cells(misread("rfc7111-star-unsupported", "row=3-*", four_rows)), (Cells{{3, 1}, {3, 2}, {4, 1}, {4, 2}}));
    EXPECT_EQ(status(misread("rfc7111-star-unsupported", "row=**", four_rows)), Status::syntax_error);
}

TEST(CsvMisreadings, PositionsReadAsJavaScriptNumbers) {
    std::string twelve;
    for (int i = 0; i < 12; ++i) twelve += "r" + std::to_string(i) + "\r\n";
    EXPECT_EQ(cells(misread("rfc7111-positions-read-as-js-numbers", "row=1e1", twelve)), (Cells{{10, 1}}));
    EXPECT_EQ(cells(misread("rfc7111-positions-read-as-js-numbers", "row= 2 ;x", twelve)), (Cells{{2, 1}}));
    EXPECT_EQ(cells(misread("rfc7111-positions-read-as-js-numbers", "row=3=4", twelve)), (Cells{{3, 1}}));
    EXPECT_EQ(status(misread("rfc7111-positions-read-as-js-numbers", "row=", twelve)), Status::ignored);     // 0: no row
    EXPECT_EQ(status(misread("rfc7111-positions-read-as-js-numbers", "row=1.5", twelve)), Status::ignored);  // no whole number
    EXPECT_EQ(status(misread("rfc7111-positions-read-as-js-numbers", "ROW=1", twelve)), Status::syntax_error);
    EXPECT_EQ(cells(misread("rfc7111-positions-read-as-js-numbers", "row=2-3", twelve)), (Cells{{2, 1}, {3, 1}}));  // right where it is right
    const auto threw = misread("rfc7111-positions-read-as-js-numbers", "row", twelve);
    EXPECT_EQ(threw.outcome(), nullptr);  // an error, as split('=')[1].split throws
}

TEST(CsvMisreadings, RowsAsTheLinesCsvParseCounts) {
    // Record 2 ends on line 4: its quoted CR LF counts two lines (rdf-parser-csvw's #row=4).
    const std::string csv = "id,note\r\n1,\"first\r\nsecond\"\r\n2,plain\r\n";
    EXPECT_EQ(cells(misread("rfc7111-rows-as-line-numbers", "row=1", csv)), (Cells{{1, 1}, {1, 2}}));
    EXPECT_EQ(cells(misread("rfc7111-rows-as-line-numbers", "row=4", csv)), (Cells{{2, 1}, {2, 2}}));
    EXPECT_EQ(cells(misread("rfc7111-rows-as-line-numbers", "row=5", csv)), (Cells{{3, 1}, {3, 2}}));
    EXPECT_EQ(status(misread("rfc7111-rows-as-line-numbers", "row=2", csv)), Status::ignored);  // no record ends on line 2
    EXPECT_EQ(cells(misread("rfc7111-rows-as-line-numbers", "row=2-4", csv)), (Cells{{2, 1}, {2, 2}}));
    EXPECT_EQ(cells(misread("rfc7111-rows-as-line-numbers", "cell=5,2", csv)), (Cells{{3, 2}}));
    // With LF line breaks a line break in quotes counts one.
    EXPECT_EQ(cells(misread("rfc7111-rows-as-line-numbers", "row=3", "k,v\n1,\"a\nb\"\n2,c\n")), (Cells{{2, 1}, {2, 2}}));
}

TEST(CsvMisreadings, AQuotedEmptyLastRecordDropped) {
    EXPECT_EQ(status(misread("rfc7111-quoted-empty-last-record-dropped-at-end", "row=2", "a\r\n\"\"")), Status::ignored);
    EXPECT_EQ(cells(misread("rfc7111-quoted-empty-last-record-dropped-at-end", "row=2", "a\r\n\"\"\r\n")), (Cells{{2, 1}}));
}

TEST(CsvMisreadings, AKeptBomUnquotesAQuotedFirstField) {
    const std::string csv = "\xEF\xBB\xBF\"a,b\",c\r\nd,e\r\n";
    EXPECT_EQ(cells(misread("rfc7111-utf8-bom-kept", "row=1", csv)), (Cells{{1, 1}, {1, 2}, {1, 3}}));
    EXPECT_EQ(cells(misread("rfc7111-utf8-bom-kept", "row=1", "\"a,b\",c\r\n")), (Cells{{1, 1}, {1, 2}}));
}

TEST(JsNumber, AsNumberReadsAString) {
    EXPECT_EQ(js_number(""), 0);
    EXPECT_EQ(js_number(" \t\r\n"), 0);
    EXPECT_EQ(js_number(" 12 "), 12);
    EXPECT_EQ(js_number("\xC2\xA0" "7\xE2\x80\xA8"), 7);  // NBSP and LS are white space
    EXPECT_EQ(js_number("+5"), 5);
    EXPECT_EQ(js_number("-5"), -5);
    EXPECT_EQ(js_number("1.0"), 1);
    EXPECT_EQ(js_number("1."), 1);
    EXPECT_EQ(js_number(".5"), 0.5);
    EXPECT_EQ(js_number("1e1"), 10);
    EXPECT_EQ(js_number("1E+2"), 100);
    EXPECT_EQ(js_number("0x10"), 16);
    EXPECT_EQ(js_number("0o17"), 15);
    EXPECT_EQ(js_number("0b101"), 5);
    EXPECT_EQ(js_number("1e-400"), 0);
    EXPECT_TRUE(std::isinf(js_number("Infinity")));
    EXPECT_TRUE(std::isinf(js_number("1e400")));
    for (const auto* nan : {"*", "1*", "1,2", "abc", "0x", "-0x1", "1e", ".", "1_000", "infinity", "0b2", "%32", "1 2"})
        EXPECT_TRUE(std::isnan(js_number(nan))) << nan;
}

TEST(JsNumber, WholeNumbersOnly) {
    EXPECT_EQ(whole_number_digits(10), "10");
    EXPECT_EQ(whole_number_digits(-0.0), "0");
    EXPECT_EQ(whole_number_digits(1e21), "1000000000000000000000");
    EXPECT_EQ(whole_number_digits(1.5), std::nullopt);
    EXPECT_EQ(whole_number_digits(-1), std::nullopt);
    EXPECT_EQ(whole_number_digits(js_number("Infinity")), std::nullopt);
    EXPECT_EQ(whole_number_digits(js_number("x")), std::nullopt);
}

}  // namespace
}  // namespace fragid::mutants
