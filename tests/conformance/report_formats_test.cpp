// The table of report formats (report.hpp) is what the formats do: each name
// reads back as its format, and a format the table marks as written as the run
// goes is the one whose stream writes from its first record on.
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include "fragid/conformance/report.hpp"
#include "fragid/conformance/runner.hpp"
#include "support.hpp"

namespace fragid::conformance {
namespace {

TEST(ReportFormats, EveryRowIsNamedAndStreamedAsItSays) {
    ASSERT_FALSE(report_formats().empty());
    const nlohmann::json header = {{"record", "header"}, {"implementation", {{"name", "x"}, {"version", "1"}}},
                                   {"suite", {{"name", "s"}, {"version", "1"}, {"cases", 0}}}};
    for (const auto& row : report_formats()) {
        EXPECT_EQ(report_format_named(row.name), row.format) << row.name;
        EXPECT_EQ(written_as_it_goes(row.format), row.written_as_it_goes) << row.name;
        ReportStream stream(row.format, FailOn{});
        // JUnit, written whole at the end, writes its opening at once all the same (report.cpp).
        EXPECT_EQ(!stream.begin(header).empty(), row.written_as_it_goes || row.format == ReportFormat::junit) << row.name;
        EXPECT_NE(report_format_list().find(row.name), std::string::npos) << row.name;
    }
    EXPECT_EQ(report_format_list(true), "jsonl and tap");
    EXPECT_FALSE(report_format_named("xml"));
}

// Every format has the renderers its row needs: a real run of two cases (one
// passes, one fails), rendered, names the failure in every format, and both
// cases in a format written record by record as the run goes (the text and
// Markdown reports list failures only).
TEST(ReportFormats, EveryFormatRendersARealRun) {
    const auto passes = test::text_case("rfc5147-passes", "char=1,2", "abcd", 1, 2);
    const auto fails = test::text_case("rfc5147-fails", "char=1,2", "abcd", 0, 2);
    test::FixedAnswer adapter(Answer{Outcome{TextSpan{false, 1, 2, 1, 2}}});
    const auto handshake = adapter.start();
    const auto summary = run_suite(adapter, handshake, {&passes, &fails}, {}, [](const CaseRecord&) {});
    ASSERT_EQ(summary.records.size(), 2u);
    Report report;
    report.header = header_json(RunHeader{handshake, "in-process test", 2, {}});
    for (const auto& record : summary.records) report.cases.push_back(record_json(record));
    report.footer = footer_json(summary);
    for (const auto& row : report_formats()) {
        const auto out = render(report, row.format);
        EXPECT_NE(out.find("rfc5147-fails"), std::string::npos) << row.name << ":\n" << out;
        if (row.written_as_it_goes) {
            EXPECT_NE(out.find("rfc5147-passes"), std::string::npos) << row.name << ":\n" << out;
        }
    }
}

}  // namespace
}  // namespace fragid::conformance
