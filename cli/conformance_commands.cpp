#include "conformance_commands.hpp"

#include <chrono>
#include <fstream>
#include <iostream>
#include <memory>
#include <sstream>

#include "commands.hpp"
#include "guarded.hpp"
#include "interrupt.hpp"
#include "output.hpp"
#include "plural.hpp"
#include "suite_support.hpp"
#include "fragid/conformance/lint.hpp"
#include "fragid/conformance/locate.hpp"
#include "fragid/conformance/process_adapter.hpp"
#include "fragid/conformance/protocol.hpp"
#include "fragid/conformance/reference_adapter.hpp"
#include "fragid/conformance/report.hpp"
#include "fragid/conformance/requirements.hpp"
#include "fragid/conformance/runner.hpp"
#include "fragid/conformance/vectors.hpp"
#include "fragid/random_check/differential.hpp"

namespace fragid::cli {
namespace {

using namespace fragid::conformance;

using Usage = UsageError;

// `fragid check --random N`: generated cases (random_check/case_generators.hpp),
// the reference's answer as fragid's reading. Each disagreement is shrunk and
// printed as a vector, up to --max-findings of them, then a summary of what
// happened. Exit 0 only if cases were compared and none disagreed.
void write_output(const std::optional<std::string>& path, const std::string& text);

int run_random_check(const CheckOptions& o, const Filters& filters, Adapter& implementation) {
    if (filters.levels.size() || filters.tags.size() || filters.ids.size() || filters.skips.size())
        throw Usage("--random takes --spec, not --level, --tag, --id or --skip");
    const auto seed = o.seed.value_or(static_cast<std::uint64_t>(std::chrono::system_clock::now().time_since_epoch().count()));
    const auto handshake = implementation.start();
    ReferenceAdapter reference;
    random_check::RandomOptions options;
    options.count = *o.random;
    options.seed = seed;
    options.specs = filters.specs;
    options.max_findings = o.max_findings;
    std::cerr << "fragid: " << options.count << " random cases, --seed " << seed << '\n';
    const auto report = random_check::run_random(reference, implementation, handshake, options);
    implementation.stop();
    const auto summary = random_check::summary_line(report) + ", seed " + std::to_string(seed);
    if (report.findings.empty()) {
        write_output(o.output, (report.compared ? "no disagreement: " : "nothing was compared: ") + summary + "\n");
        if (report.compared) return exit_identified;
        std::cerr << "fragid: nothing was compared: the implementation took none of the cases\n";
        return exit_not_identified;
    }
    const auto impl_name = handshake.implementation.name + " " + handshake.implementation.version;
    write_output(o.output, random_check::findings_yaml(report, {"Found by: fragid check --impl '" + o.impl.value_or("") +
                                                               "' --random " + std::to_string(options.count) + " --seed " +
                                                               std::to_string(seed),
                                                           "Implementation: " + impl_name}));
    std::cerr << "fragid: the implementation disagrees with the reference: " << summary << '\n';
    return exit_not_identified;
}

void write_output(const std::optional<std::string>& path, const std::string& text) {
    if (!path) {
        std::cout << text << std::flush;
        return;
    }
    write_file_checked(*path, text);
}

}  // namespace

int run_check(const CheckOptions& o) {
    return guarded_suite([&] {
        const auto format = report_format_named(o.format);
        if (!format) throw Usage("--format: '" + o.format + "' is none of text, json, jsonl, junit, tap, markdown");
        Filters filters{parse_all<Spec>(o.specs, spec_from_string, "--spec"),
                        parse_all<Level>(o.levels, level_from_string, "--level"), o.tags, o.ids, o.skips};
        // Producer cases run too; an adapter that declares no supports.produce has them skipped.
        const auto cases = load_cases(o.suite, true);
        std::vector<const Case*> selected;
        for (const auto& c : cases)
            if (filters.selects(c)) selected.push_back(&c);

        StopRequest stop;
        const StopOnSignals stop_on_signals(stop);
        std::unique_ptr<Adapter> adapter;
        if (o.impl) {
            ProcessOptions p;
            p.stop = &stop;
            p.command = *o.impl;
            p.timeout = std::chrono::milliseconds(static_cast<long long>(o.timeout_seconds * 1000));
            p.schema_dir = std::filesystem::path(o.suite) / "schema" / "protocol";
            adapter = std::make_unique<ProcessAdapter>(p);
        } else {
            adapter = std::make_unique<ReferenceAdapter>();
        }
        if (o.random) return run_random_check(o, filters, *adapter);
        // An adapter that cannot start checks nothing: said once, exit 2, no
        // report of cases that were never sent (docs/adapter-protocol.md s.4).
        Handshake handshake;
        RunOptions run_options{o.max_restarts, std::nullopt, &stop};
        try {
            handshake = adapter->start();
        } catch (const std::exception& e) {
            if (const int status = exit_status_of_stop(stop)) {
                std::cerr << "fragid: the run was stopped (" << stop.reason() << ") before the adapter started\n";
                return status;
            }
            throw Usage("the adapter did not start: " + std::string(e.what()));
        }
        Report report;
        report.header =
            header_json({handshake, o.impl.value_or("in-process reference"), selected.size(), read_suite_info(o.suite)});
        // JSON Lines to standard output is written as the run goes, so that nothing is lost if it is cut short.
        const bool stream = *format == ReportFormat::jsonl && !o.output;
        if (stream) std::cout << jsonl_record(report.header) << '\n' << std::flush;
        const auto summary = run_suite(*adapter, handshake, selected, run_options, [&](const CaseRecord& r) {
            report.cases.push_back(record_json(r));
            if (!stream) return;
            std::cout << jsonl_record(report.cases.back()) << '\n' << std::flush;
            // A reader that went away (`| head -1`) wants no more: stop the run and the adapter.
            if (!stdout_write_error().empty()) stop.request(StopRequest::output_closed);
        });
        report.footer = footer_json(summary);
        if (stream)
            std::cout << jsonl_record(report.footer) << '\n' << std::flush;
        else
            write_output(o.output, render(report, *format));
        if (o.output) std::cerr << text_summary(report);  // as --help says: the report is in the file
        // A run in which no must case ran shows nothing: never a success.
        if (!summary.stopped.empty())
            std::cerr << "fragid: the run was stopped (" << summary.stopped << ") after "
                      << counted(summary.records.size(), "case") << " of " << selected.size() << "\n";
        else if (summary.nothing_checked())
            std::cerr << "fragid: nothing was checked: no must case ran\n";
        if (const int status = exit_status_of_stop(stop)) return status;
        return summary.conformant() ? exit_identified : exit_not_identified;
    });
}

int run_adapter() {
    ReferenceAdapter reference;
    return serve_protocol(reference, std::cin, std::cout);
}

int run_lint(const LintOptions& o) {
    return guarded_suite([&] {
        const auto executable = running_executable();
        const auto specs = find_specs(o.specs ? std::optional<std::filesystem::path>(*o.specs) : std::nullopt, executable);
        const auto report = lint_suite(o.suite, specs ? std::optional(specs->dir) : std::nullopt);
        for (const auto& p : report.problems) std::cout << p.text() << '\n';
        std::cout << counted(report.files, "file") << ", " << counted(report.cases, "case") << ", "
                  << counted(report.problems.size(), "problem") << '\n';
        if (!specs) {
            std::cout << "quotes NOT checked: no specifications' texts";
            if (!executable.empty()) std::cout << " in " << (share_dir_beside(executable) / "specs").string();
            std::cout << " (pass --specs DIR or set FRAGID_SPECS)\n";
        } else if (report.texts.empty()) {
            std::cout << "quotes NOT checked: no specification's text could be read from " << specs->dir.string()
                      << " (" << specs->how << "; see the problems above)\n";
        } else {
            std::cout << "quotes checked: " << report.quotes_looked_up << " looked up in the texts in "
                      << specs->dir.string() << " (" << specs->how << "):";
            for (const auto& text : report.texts) std::cout << ' ' << text.filename().string();
            std::cout << "; " << report.quotes_from_elsewhere << " quoting other documents (quote_source), not looked up\n";
        }
        return report.problems.empty() ? 0 : exit_not_identified;
    });
}

int run_coverage(const CoverageOptions& o) {
    return guarded_suite([&] {
        std::vector<Problem> problems;
        const auto catalogues = load_catalogues(o.suite, problems);
        for (const auto& p : problems) std::cerr << "fragid: " << p.text() << '\n';
        const auto cases = load_cases(o.suite);
        std::vector<const Case*> all;
        for (const auto& c : cases) all.push_back(&c);
        std::vector<std::string> uncovered;
        const auto markdown = coverage_markdown(catalogues, all, uncovered);
        for (const auto& id : uncovered) std::cerr << "fragid: must requirement without a case: " << id << '\n';
        if (o.check) {
            std::ifstream in(o.output.value_or(""), std::ios::binary);
            std::stringstream current;
            current << in.rdbuf();
            if (current.str() != markdown)
                std::cerr << "fragid: " << o.output.value_or("(no --output)") << " is out of date: run fragid coverage --output it\n";
            return current.str() == markdown && uncovered.empty() && problems.empty() ? 0 : exit_not_identified;
        }
        write_output(o.output, markdown);
        return uncovered.empty() && problems.empty() ? 0 : exit_not_identified;
    });
}

}  // namespace fragid::cli
