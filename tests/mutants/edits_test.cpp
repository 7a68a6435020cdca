// The small edits the mutants are made of (mutants/src/edits.cpp): numbers as written moved by
// one without a width limit, every number of a fragment edited or none, a span edited only in
// an ok text answer, and CSV records and fields split as a quote-aware reader splits them
// (RFC 4180 s.2). A mutant built on a wrong edit misreads in a way nobody meant, and its
// verdict then says nothing about the suite.
#include <gtest/gtest.h>

#include "fragid/mutants/edits.hpp"

namespace fragid::mutants {
namespace {

using namespace conformance;

TEST(Edits, PlusOneCarriesBeyondAnyWidth) {
    EXPECT_EQ(plus_one("0"), "1");
    EXPECT_EQ(plus_one("41"), "42");
    EXPECT_EQ(plus_one("199"), "200");
    EXPECT_EQ(plus_one("18446744073709551615"), "18446744073709551616");  // past 64 bits, no wrap
    EXPECT_EQ(plus_one("007"), "008");                                    // the width as written
}

TEST(Edits, MinusOneStopsAtZero) {
    EXPECT_EQ(minus_one("1"), "0");
    EXPECT_EQ(minus_one("200"), "199");
    EXPECT_EQ(minus_one("18446744073709551616"), "18446744073709551615");
    EXPECT_EQ(minus_one("0"), std::nullopt);
    EXPECT_EQ(minus_one("000"), std::nullopt);
}

TEST(Edits, EditNumbersEditsEveryRunOfDigitsOrNone) {
    const auto up = [](std::string_view n) { return std::optional(plus_one(n)); };
    EXPECT_EQ(edit_numbers("char=9,10;length=99", up), "char=10,11;length=100");
    EXPECT_EQ(edit_numbers("row=*", up), "row=*");
    EXPECT_EQ(edit_numbers("", up), "");
    const auto down = [](std::string_view n) { return minus_one(n); };
    EXPECT_EQ(edit_numbers("line=3,5", down), "line=2,4");
    EXPECT_EQ(edit_numbers("line=0,5", down), std::nullopt);  // one number cannot: the whole cannot
}

TEST(Edits, EditSpanTouchesOnlyAnOkTextAnswer) {
    TextSpan span;
    span.start_character = 1;
    span.end_character = 2;
    Answer ok{Outcome{span}};
    ok.result = nlohmann::json{{"status", "ok"}};
    const auto edited = edit_span(ok, [](TextSpan& s) { ++s.end_character; });
    const auto* outcome = edited.outcome();
    ASSERT_NE(outcome, nullptr);
    EXPECT_EQ(std::get<TextSpan>(*outcome).end_character, 3u);
    EXPECT_TRUE(edited.result.is_null());  // the old JSON no longer says what the answer is

    const auto ignored = edit_span(status_answer(Status::ignored), [](TextSpan& s) { ++s.end_character; });
    ASSERT_NE(ignored.outcome(), nullptr);
    EXPECT_EQ(status_of(*ignored.outcome()), Status::ignored);
}

TEST(Edits, CsvRecordsEndAtLineBreaksOutsideQuotes) {
    EXPECT_EQ(csv_records("a,b\r\nc,d\r\n"), (std::vector<std::string>{"a,b\r\n", "c,d\r\n"}));
    EXPECT_EQ(csv_records("a\nb\rc"), (std::vector<std::string>{"a\n", "b\r", "c"}));
    EXPECT_EQ(csv_records("\"x\r\ny\",z\r\nw"), (std::vector<std::string>{"\"x\r\ny\",z\r\n", "w"}));
    EXPECT_EQ(csv_records("\"a\"\"\r\nb\"\r\n"), (std::vector<std::string>{"\"a\"\"\r\nb\"\r\n"}));  // "" stays inside
    EXPECT_EQ(csv_records("\r\n\r\n"), (std::vector<std::string>{"\r\n", "\r\n"}));
    EXPECT_TRUE(csv_records("").empty());
}

TEST(Edits, CsvFieldCountIgnoresCommasInQuotesAndTheLineBreak) {
    EXPECT_EQ(csv_field_count("a,b,c\r\n"), 3u);
    EXPECT_EQ(csv_field_count("\"a,b\",c"), 2u);
    EXPECT_EQ(csv_field_count("\r\n"), 1u);  // an empty line is one empty field
    EXPECT_EQ(csv_field_count(","), 2u);
    EXPECT_EQ(without_line_break("a,b\r\n"), "a,b");
    EXPECT_EQ(without_line_break("a\r"), "a");
    EXPECT_EQ(without_line_break("a"), "a");
}

}  // namespace
}  // namespace fragid::mutants
