// `fragid report RUN`: an implementation's own run (check --format jsonl, or
// --format json) made into the page the matrix gives each implementation (its
// counts, its root causes with their cases) and the Markdown report beside it,
// so that a project can publish its results the way docs/matrix/ does
// (publish/site.hpp, report_site()). Exit codes: 0 written, 2 usage or I/O
// error (RUN unreadable or not a report, nothing of the suite in it).
#pragma once

#include <optional>
#include <string>

namespace CLI {
class App;
}

namespace fragid::cli {

struct ReportOptions {
    std::string run;                  // the report file
    std::string output_dir = "fragid-report";
    std::optional<std::string> name;  // default: the implementation's name in the run's header
    std::string suite;
    std::optional<std::string> interpretations;  // default: docs/ beside the suite
    std::string playground;                      // --playground (playground_module.hpp)
    std::optional<std::string> triage;           // --triage FILE (conformance/triage.hpp)
    std::string site_url;                        // --site-url: where the report is served, for the badge snippet
};

CLI::App* add_report_command(CLI::App& app, ReportOptions& options);

// Runs it; `options.suite` is the suite directory, already found.
int run_report(const ReportOptions& options);

}  // namespace fragid::cli
