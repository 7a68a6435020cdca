// What the report formats share (report.cpp), for the text report's own file
// (report_text.cpp) and the formats written as the run goes (report_stream.cpp).
// Private to the conformance library.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include <nlohmann/json.hpp>

#include "fragid/conformance/report.hpp"

namespace fragid::conformance::detail {

// What an adapter said as text every report can carry: invalid UTF-8 as
// U+FFFD, control characters spelled \xNN or \u{NNNN}; tabs stay, and
// newlines where the format has room for lines (Lines::keep).
enum class Lines { keep, spell };
std::string printable(std::string_view s, Lines lines);

// A string field of a record, or "" if it has none; shown(): printable().
std::string str(const nlohmann::json& j, const char* key);
std::string shown(const nlohmann::json& j, const char* key, Lines lines = Lines::spell);
// Continuation lines indented under the first.
std::string indented(std::string s, const std::string& indent);
// Neither passed nor skipped: failed, errored, crashed, timed out.
bool is_problem(const nlohmann::json& record);

// "rfc5147 must: 120 passed, 2 failed", per spec and level.
std::vector<std::string> count_lines(const nlohmann::json& footer);
std::string implementation_line(const nlohmann::json& header);
std::string conformance_sentence(const nlohmann::json& footer);
// "120 passed, 2 failed, 0 errored, 3 skipped": the line CI tools read last.
std::string closing_line(const nlohmann::json& footer);

// The failures at levels --fail-on does not count, if any, in one line:
// reported with the rest and said apart, since they do not fail the run.
std::optional<std::string> not_counted_line(const Report& report);

// The text report (report_text.cpp).
std::string text_report(const Report& report);

}  // namespace fragid::conformance::detail
