// The table of report formats (report.hpp) is what the formats do: each name
// reads back as its format, and a format the table marks as written as the run
// goes is the one whose stream writes from its first record on.
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include "fragid/conformance/report.hpp"

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
        EXPECT_EQ(!stream.begin(header).empty(), row.written_as_it_goes) << row.name;
        EXPECT_NE(report_format_list().find(row.name), std::string::npos) << row.name;
    }
    EXPECT_EQ(report_format_list(true), "jsonl, junit and tap");
    EXPECT_FALSE(report_format_named("xml"));
}

}  // namespace
}  // namespace fragid::conformance
