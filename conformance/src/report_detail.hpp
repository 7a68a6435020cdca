// What the report formats share (report.cpp defines them): text that is safe
// in any report, and the sentences every format words alike. Private to the
// library; report_stream.cpp writes TAP and JUnit with them.
#pragma once

#include <string>
#include <string_view>

#include <nlohmann/json.hpp>

namespace fragid::conformance::report_detail {

// What an adapter said as text every report can carry: invalid UTF-8 as
// U+FFFD, control characters spelled \xNN or \u{NNNN}; line feeds kept only
// with `keep_lines`.
std::string printable(std::string_view s, bool keep_lines);
// j[key] as a string, or "" if it is absent or not a string.
std::string str(const nlohmann::json& j, const char* key);
// A case record whose verdict is neither passed nor skipped.
bool is_problem(const nlohmann::json& record);
// "name version (adapter)" from the header.
std::string implementation_line(const nlohmann::json& header);
// "650 passed, 2 failed, 0 errored, 4 skipped" (crashed, timed out when there were some).
std::string closing_line(const nlohmann::json& footer);

}  // namespace fragid::conformance::report_detail
