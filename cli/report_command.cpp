#include "report_command.hpp"

#include <CLI/CLI.hpp>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <nlohmann/json.hpp>
#include <sstream>

#include "guarded.hpp"
#include "option_checks.hpp"
#include "output.hpp"
#include "playground_module.hpp"
#include "site_sources.hpp"
#include "suite_command_options.hpp"
#include "suite_support.hpp"
#include "fragid/conformance/json_schema.hpp"
#include "fragid/conformance/requirements.hpp"
#include "fragid/publish/recorded_run.hpp"
#include "fragid/publish/site.hpp"

namespace fragid::cli {
namespace {

using namespace fragid::conformance;
using namespace fragid::publish;
namespace fs = std::filesystem;

std::string file_text(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    if (!in) throw UsageError("cannot read " + path);
    std::ostringstream text;
    text << in.rdbuf();
    if (in.bad()) throw UsageError("cannot read " + path);
    return text.str();
}

// The run as its report has it: JSON Lines (one record a line) or the JSON
// document of --format json; every record checked against the report schema.
RecordedRun read_run(const std::string& path, const std::string& suite) {
    const auto schema = JsonSchema::from_file(fs::path(suite) / "schema" / "report.schema.json");
    const auto text = file_text(path);
    std::vector<std::pair<std::string, nlohmann::json>> records;  // where, record
    const auto whole = nlohmann::json::parse(text, nullptr, false);
    if (whole.is_object() && whole.contains("header") && whole.contains("cases") && whole["cases"].is_array()) {
        records.emplace_back(path + ": /header", whole["header"]);
        for (std::size_t i = 0; i < whole["cases"].size(); ++i)
            records.emplace_back(path + ": /cases/" + std::to_string(i), whole["cases"][i]);
        if (whole.contains("footer")) records.emplace_back(path + ": /footer", whole["footer"]);
    } else {
        std::istringstream lines(text);
        std::size_t number = 0;
        for (std::string line; std::getline(lines, line);) {
            ++number;
            if (line.empty()) continue;
            auto record = nlohmann::json::parse(line, nullptr, false);
            if (record.is_discarded()) throw UsageError(path + ":" + std::to_string(number) + ": not JSON");
            records.emplace_back(path + ":" + std::to_string(number), std::move(record));
        }
    }
    if (records.empty()) throw UsageError(path + ": empty, not a report of fragid check");
    RecordedRun run;
    for (const auto& [where, record] : records) {
        if (const auto problems = schema.validate(record); !problems.empty())
            throw UsageError(where + ": not a record of a fragid report (" + problems.front() + ")");
        const auto kind = record.value("record", "");
        if (&record == &records.front().second && kind != "header")
            throw UsageError(where + ": a report starts with its header record, not a " + kind);
        if (kind == "case") run.records.push_back(record);
        else if (kind == "footer") run.footer = record;
        else if (kind == "header") run.header = record;
    }
    if (run.footer.is_null())
        std::cerr << "fragid: warning: " << path << " has no footer: its run was cut short, and the page says so\n";
    return run;
}

// Where interpretations*.md are: the option, else beside the suite as installed
// (share/fragid/docs), else as in the source tree (conformance/../docs).
fs::path interpretations_dir(const ReportOptions& o) {
    if (o.interpretations) return *o.interpretations;
    for (const auto& dir : {fs::path(o.suite) / "docs", fs::path(o.suite) / ".." / "docs"})
        if (fs::exists(dir / "interpretations.md")) return dir.lexically_normal();
    return fs::path(o.suite) / "docs";  // not there: the pages link no interpretation
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
    command->add_option("--output-dir", options.output_dir, "Where to write the page and the files beside it")
        ->capture_default_str()->check(checks::non_empty());
    command->add_option("--name", options.name, "The implementation's name on the page (default: the one in the run's header)")
        ->check(checks::non_empty());
    command->add_option("--suite", options.suite, suite_help)->check(checks::non_empty());
    command->add_option("--interpretations", options.interpretations,
                        "The directory of interpretations*.md (default: docs/ beside the suite)")
        ->check(checks::non_empty());
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
        const auto cases = load_cases(o.suite, true);
        const auto run = read_run(o.run, o.suite);
        SiteInputs inputs;
        for (const auto& c : cases) inputs.cases.push_back(&c);
        std::vector<Problem> problems;
        inputs.catalogues = load_catalogues(o.suite, problems);
        for (const auto& p : problems) std::cerr << "fragid: " << p.text() << '\n';
        inputs.interpretations = load_interpretations(interpretations_dir(o));
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
        const fs::path dir = o.output_dir;
        for (const auto& f : report_site(inputs)) {
            const auto path = dir / f.path;
            std::error_code ec;
            fs::create_directories(path.parent_path(), ec);
            if (ec) throw UsageError("cannot create " + path.parent_path().string() + ": " + ec.message());
            write_file_checked(path, f.text);
        }
        std::cerr << "fragid: wrote " << (dir / "index.html").string() << " (" << inputs.matrix.columns.front().name
                  << ", " << inputs.matrix.cases.size() << " cases), README.md, badge.json, implementation.json, "
                     "expected-failures.txt, cases/, edge-cases/"
                  << playground_note(inputs.playground_script) << "\n";
        return 0;
    });
}

}  // namespace fragid::cli
