#include "report_command.hpp"

#include <CLI/CLI.hpp>
#include <iostream>
#include <nlohmann/json.hpp>

#include "guarded.hpp"
#include "interpretations_directory.hpp"
#include "option_checks.hpp"
#include "output.hpp"
#include "output_directory.hpp"
#include "playground_module.hpp"
#include "site_sources.hpp"
#include "suite_command_options.hpp"
#include "suite_support.hpp"
#include "run_report_reading.hpp"
#include "fragid/conformance/requirements.hpp"
#include "fragid/publish/recorded_run.hpp"
#include "fragid/publish/site.hpp"

namespace fragid::cli {
namespace {

using namespace fragid::conformance;
using namespace fragid::publish;

// The run as its report has it (run_report_reading.hpp).
RecordedRun read_run(const std::string& path, const std::string& suite) {
    const auto report = read_report(path, suite, "");
    RecordedRun run;
    for (const auto& [where, record] : report.records) {
        const auto kind = record.value("record", "");
        if (kind == "case") run.records.push_back(record);
        else if (kind == "footer") run.footer = record;
        else if (kind == "header") run.header = record;
    }
    if (!report.has_footer)
        std::cerr << "fragid: warning: " << path << " has no footer: its run was cut short, and the page says so\n";
    return run;
}

}  // namespace

CLI::App* add_report_command(CLI::App& app, ReportOptions& options) {
    auto* command = app.add_subcommand(
        "report", "Make an implementation's own run (fragid check --format jsonl or json) into the page fragid matrix "
                  "gives each implementation: its counts per spec and level and its root causes, each with the spec's "
                  "sentence, its smallest case drawn and every case; with the Markdown report (README.md), a "
                  "shields.io badge (badge.json), implementation.json, its baseline (expected-failures.txt), the pages "
                  "of its cases and the edge-case pages it links to; exit 0 "
                  "when written, 2 for a usage or I/O error");
    command->add_option("RUN", options.run, "The run's report: JSON Lines (--format jsonl) or JSON (--format json)")
        ->required()->check(checks::non_empty());
    command->add_option("--output-dir", options.output_dir,
                        "Where to write the page and the files beside it: a new or empty directory, or one an earlier "
                        "report wrote, whose .fragid-manifest lists its files: only those are replaced or removed")
        ->capture_default_str()->check(checks::non_empty());
    command->add_option("--name", options.name, "The implementation's name on the page (default: the one in the run's header)")
        ->check(checks::non_empty());
    command->add_option("--suite", options.suite, suite_help)->check(checks::non_empty());
    command->add_option("--interpretations", options.interpretations, interpretations_help)->check(checks::non_empty());
    command->add_option("--playground", options.playground, playground_help)->check(checks::non_empty());
    command->add_option("--triage", options.triage,
                        "A triage file (conformance/schema/triage.schema.json): what happened upstream to each cause, "
                        "by its group's anchor, shown beside the groups; its section of the implementation's name, or "
                        "its only one")
        ->check(checks::non_empty());
    command->add_option("--site-url", options.site_url, site_url_help)->check(checks::non_empty());
    return command;
}

int run_report(const ReportOptions& o) {
    return guarded_suite([&] {
        // Checked before anything is read: a directory of someone else's files is refused at once.
        OutputDirectory out(o.output_dir, "report: --output-dir");
        const auto cases = load_cases(o.suite, true);
        const auto run = read_run(o.run, o.suite);
        SiteInputs inputs;
        for (const auto& c : cases) inputs.cases.push_back(&c);
        std::vector<Problem> problems;
        inputs.catalogues = load_catalogues(o.suite, problems);
        for (const auto& p : problems) std::cerr << "fragid: " << p.text() << '\n';
        inputs.interpretations = load_interpretations(interpretations_for_pages(o.interpretations, o.suite));
        const auto from_header = run.header.value("implementation", nlohmann::json::object()).value("name", "");
        std::vector<std::string> warnings;
        auto column = column_of_run(o.name.value_or(from_header.empty() ? "implementation" : from_header), false, run,
                                    cases_by_id(inputs.cases), warnings);
        for (const auto& w : warnings) std::cerr << "fragid: warning: " << o.run << ": " << w << '\n';
        if (column.summary.records.empty()) throw UsageError(o.run + ": no record of a case of the suite (" + o.suite + ")");
        for (const auto& r : column.summary.records) inputs.matrix.cases.push_back(r.c);
        const auto suite = run.header.value("suite", nlohmann::json::object());
        inputs.matrix.suite = {suite.value("name", ""), suite.value("version", "")};
        inputs.matrix.columns.push_back(std::move(column));
        inputs.playground_script = playground_script(o.playground, true);
        const auto& name = inputs.matrix.columns.front().name;
        if (o.triage) inputs.triage[name] = triage_of_file(*o.triage, name, o.suite);
        inputs.site_url = o.site_url;
        for (const auto& f : report_site(inputs)) out.write(f.path, f.text);
        out.finish();
        std::cerr << "fragid: wrote " << (out.path() / "index.html").string() << " (" << name << ", "
                  << inputs.matrix.cases.size() << " cases), README.md, badge.json, implementation.json, "
                     "expected-failures.txt, cases/, edge-cases/"
                  << playground_note(inputs.playground_script) << "\n";
        return 0;
    });
}

}  // namespace fragid::cli
