// Reports of a conformance run, each rendered from the JSON Lines records
// (header, one record per case, footer: runner.hpp) so every format says the same.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include <nlohmann/json.hpp>

namespace fragid::conformance {

enum class ReportFormat { text, json, jsonl, junit, tap, markdown };
std::optional<ReportFormat> report_format_named(std::string_view name);

struct Report {
    nlohmann::json header;
    std::vector<nlohmann::json> cases;
    nlohmann::json footer;
    // The levels whose failures fail the run (`check --fail-on`): TAP marks a
    // failure at any other level `# TODO <level>`, so that a TAP consumer does
    // not count it as a failure while it is still shown.
    std::vector<std::string> failing_levels{"must"};
};

// jsonl is written record by record as the run goes (see the CLI); render()
// gives it whole too, for completeness.
std::string render(const Report& report, ReportFormat format);

// The text report without its cases: the implementation, the counts per spec
// and level, whether it conforms, and the closing line. What `check --output`
// prints on stderr while the report goes to the file.
std::string text_summary(const Report& report);

// One JSON Lines record, without its newline. What an adapter sent may be
// invalid UTF-8: it is written as U+FFFD, never thrown over.
std::string jsonl_record(const nlohmann::json& record);

}  // namespace fragid::conformance
