// Reports of a conformance run, each rendered from the JSON Lines records
// (header, one record per case, footer: runner.hpp) so every format says the same.
#pragma once

#include <optional>
#include <set>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include <nlohmann/json.hpp>

namespace fragid::conformance {

enum class ReportFormat { text, json, jsonl, junit, tap, markdown };

// The report formats, one row each: `check --format` takes these names, its
// help and its messages list them, and what a format is written as reads its
// row. Adding a format: its row here (src/report.cpp), its renderer.
struct ReportFormatRow {
    ReportFormat format;
    std::string_view name;
    bool written_as_it_goes;  // case by case as the run goes (ReportStream), else whole at the end
};
std::span<const ReportFormatRow> report_formats() noexcept;
std::optional<ReportFormat> report_format_named(std::string_view name);
// The names, joined: "text, json, jsonl, junit, tap, markdown"; with
// `as_it_goes` only those written as the run goes, joined by "and" at the end.
std::string report_format_list(bool as_it_goes = false);

// Which failures fail the run (`check --fail-on`): its name and the levels it
// counts. One rule in every format (README.md, "--fail-on"): a failure at a
// level it does not count is reported and marked, never counted: JSON's
// `"counted": false`, TAP's `# TODO`, JUnit's <skipped> with the verdict in its
// message, a line of its own in the text and Markdown reports.
struct FailOn {
    std::string name = "must";
    std::vector<std::string> levels{"must"};
    bool counts(std::string_view level) const;
};

// The cases `check --expect-failures FILE` lists (baseline.hpp), known before the run. Where a
// case is a test that passes, fails or is skipped (JUnit, TAP), a listed case that fails is an
// expected failure (JUnit's <skipped>, TAP's # TODO) and one that passes an unexpected pass (a
// failure), so that such a report agrees with the exit status; its record says
// "expected_failure": true.
struct ExpectedFailureList {
    std::string file;
    std::set<std::string> ids;
};

struct Report {
    nlohmann::json header;
    std::vector<nlohmann::json> cases;
    nlohmann::json footer;
    FailOn fail_on;
    std::optional<ExpectedFailureList> expected_failures;
};

// The whole report at once: what a ReportStream writes, concatenated.
std::string render(const Report& report, ReportFormat format);

// Whether a format is written case by case as the run goes: jsonl, tap.
bool written_as_it_goes(ReportFormat format);

// A report written as the run goes. begin() takes the header before the first
// case, add() each case record as it finishes, finish() the footer once the run
// has ended; each returns the text to write at that moment and marks its record
// with what --fail-on counts (header "fail_on", case "counted", footer
// "counted": {ran, failed}) and, with --expect-failures, whether it is listed
// ("expected_failure"). JSON Lines and TAP come piece by piece, so
// that a reader sees progress and a run killed outright leaves a prefix that is
// true as far as it goes and that no reader takes for a pass (TAP's plan comes
// first and is unmet). JUnit's opening comes first and its testsuites at the end,
// one per spec with their counts, which are known only then: a run killed
// outright leaves an unclosed document. The other formats need the
// whole run and come whole from finish(). A run stopped before its last case,
// or one that checked nothing at the --fail-on levels, fails in every format:
// TAP ends in "Bail out!", JUnit with an errored testcase "the run".
class ReportStream {
public:
    ReportStream(ReportFormat format, FailOn fail_on, std::optional<ExpectedFailureList> expected_failures = {});
    std::string begin(nlohmann::json header);
    std::string add(nlohmann::json record);
    std::string finish(nlohmann::json footer);
    const Report& report() const { return report_; }

private:
    ReportFormat format_;
    Report report_;
    std::optional<std::string> open_suite_;  // JUnit: the <testsuite> (a spec) still open
};

// The text report without its cases: the implementation, the counts per spec
// and level, whether it conforms, and the closing line. What `check --output`
// prints on stderr while the report goes to the file.
std::string text_summary(const Report& report);

// One JSON Lines record, without its newline. What an adapter sent may be
// invalid UTF-8: it is written as U+FFFD, never thrown over.
std::string jsonl_record(const nlohmann::json& record);

}  // namespace fragid::conformance
