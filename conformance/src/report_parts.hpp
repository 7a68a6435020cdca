// What the report formats share (report_parts.cpp), and each format's renderer
// (report_<format>.cpp), which the table of formats names (report.cpp).
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

// How a case is shown where each case is a test that passes, fails, errors or is
// skipped (JUnit, TAP), so that such a report agrees with the exit status: a
// failure at a level --fail-on does not count, and one --expect-failures lists,
// is shown and not counted (JUnit's <skipped>, TAP's # TODO); a listed case that
// passed is a failure (an unexpected pass).
enum class Shown { passed, skipped, not_counted, expected_failure, failed, errored, unexpected_pass };
Shown shown_as(const Report& report, const nlohmann::json& record);
// The cases of a report (of one spec, if given) counted as such a report counts
// them, the run's own failure (run_failure) apart.
struct TestCounts {
    std::size_t tests = 0, failures = 0, errors = 0, skipped = 0;
};
TestCounts test_counts(const Report& report, const std::string* spec = nullptr);
// The specs of the cases, in the order they first ran: JUnit's testsuites.
std::vector<std::string> specs_run(const Report& report);
// Where those counts differ from the verdicts' (closing_line), the line that
// gives them and says why; nothing where they agree.
std::optional<std::string> test_counts_line(const Report& report);

// Why the run as a whole failed where its cases' records cannot say it: it was
// stopped before its last case, or no case at the --fail-on levels ran; empty
// if neither. The exit status is then not 0, so no report may read as a pass.
std::string run_failure(const Report& report);
// The header's count of the cases selected, and its notes.
std::size_t planned_cases(const nlohmann::json& header);
std::vector<std::string> header_notes(const nlohmann::json& header);

// A format's renderer: the whole report at once, or (written as the run goes)
// its pieces: begin() after the header, add() after each case (the report's
// last), finish() after the footer; `open_suite` is the group a piece left open
// (no format uses it now; JUnit writes its testsuites whole, at the end).
struct Pieces {
    std::string (*begin)(const Report&) = nullptr;
    std::string (*add)(const Report&, std::optional<std::string>& open_suite) = nullptr;
    std::string (*finish)(const Report&, std::optional<std::string>& open_suite) = nullptr;
};
struct Renderers {
    std::string (*whole)(const Report&) = nullptr;
    Pieces pieces;
};
// A format's row and renderers in the table of formats (report.cpp).
const ReportFormatRow& row_of(ReportFormat format);
const Renderers& renderers_of(ReportFormat format);

// One file each.
std::string text_report(const Report& report);    // report_text.cpp
std::string json_document(const Report& report);  // report_json.cpp
std::string markdown(const Report& report);       // report_markdown.cpp
std::string jsonl_begin(const Report& report);    // report_jsonl.cpp
std::string jsonl_case(const Report& report, std::optional<std::string>& open_suite);
std::string jsonl_end(const Report& report, std::optional<std::string>& open_suite);
std::string tap_begin(const Report& report);  // report_tap.cpp
std::string tap_case(const Report& report, std::optional<std::string>& open_suite);
std::string tap_end(const Report& report, std::optional<std::string>& open_suite);
std::string junit_begin(const Report& report);  // report_junit.cpp
std::string junit_end(const Report& report, std::optional<std::string>& open_suite);
std::string junit_document(const Report& report);

}  // namespace fragid::conformance::detail
