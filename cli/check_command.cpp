// `fragid check`: the vectors (or --random cases) against an implementation,
// the report in the chosen format, and an exit status CI can act on.
#include <chrono>
#include <iostream>
#include <memory>
#include <nlohmann/json.hpp>

#include "case_selection.hpp"
#include "conformance_commands.hpp"
#include "expected_failures.hpp"
#include "fail_policy.hpp"
#include "interrupt.hpp"
#include "output.hpp"
#include "fragid/model/counted.hpp"
#include "progress.hpp"
#include "run_report_output.hpp"
#include "rerun.hpp"
#include "suite_support.hpp"
#include "fragid/conformance/json_text.hpp"
#include "fragid/conformance/process_adapter.hpp"
#include "fragid/conformance/protocol.hpp"
#include "fragid/conformance/reference_adapter.hpp"
#include "fragid/conformance/report.hpp"
#include "fragid/conformance/runner.hpp"
#include "fragid/random_check/differential.hpp"

namespace fragid::cli {
namespace {

using namespace fragid::conformance;

// `fragid check --random N`: generated cases (random_check/case_generators.hpp),
// the reference's answer as fragid's reading. Each disagreement is shrunk and
// printed as a vector, up to --max-findings of them, then a summary of what
// happened. Exit 0 only if cases were compared and none disagreed.
int run_random_check(const CheckOptions& o, const Filters& filters, Adapter& implementation, const StopRequest& stop) {
    if (filters.levels.size() || filters.tags.size() || filters.ids.size() || filters.skips.size())
        throw UsageError("--random takes --spec, not --level, --tag, --id or --skip");
    const auto seed = o.seed.value_or(static_cast<std::uint64_t>(std::chrono::system_clock::now().time_since_epoch().count()));
    const auto handshake = implementation.start();
    ReferenceAdapter reference{ReferenceAdapter::Results::outcome_only};  // its outcomes are all that is compared
    random_check::RandomOptions options;
    options.count = *o.random;
    options.seed = seed;
    options.specs = filters.specs;
    options.max_findings = o.max_findings;
    options.stop = &stop;  // Ctrl-C: what was found so far is printed, then exit 128 + the signal
    std::cerr << "fragid: " << options.count << " random cases, --seed " << seed << '\n';
    Progress progress(std::cerr, progress_wanted(o.no_progress));
    const auto report = random_check::run_random(reference, implementation, handshake, options,
                                                 [&](std::size_t done, std::size_t disagreed) {
                                                     progress.update("", done, options.count, disagreed, "disagreed");
                                                 });
    progress.clear();
    implementation.stop();
    const auto summary = random_check::summary_line(report) + ", seed " + std::to_string(seed);
    if (report.findings.empty()) {
        write_output(o.output, (report.compared ? "no disagreement: " : "nothing was compared: ") + summary + "\n");
        if (const int status = exit_status_of_stop(stop)) return status;
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
    if (const int status = exit_status_of_stop(stop)) return status;
    return exit_not_identified;
}

std::unique_ptr<Adapter> make_adapter(const CheckOptions& o, StopRequest& stop) {
    if (!o.impl) return std::make_unique<ReferenceAdapter>();
    ProcessOptions p;
    p.stop = &stop;
    p.command = *o.impl;
    p.timeout = std::chrono::milliseconds(static_cast<long long>(o.timeout_seconds * 1000));
    p.start_timeout = std::chrono::milliseconds(static_cast<long long>(o.start_timeout_seconds * 1000));
    p.schema_dir = std::filesystem::path(o.suite) / "schema" / "protocol";
    return std::make_unique<ProcessAdapter>(p);
}

// Fields a later protocol version may add are ignored (docs/adapter-protocol.md
// s.5); a misspelt capability would be too, so they are named, escaped as JSON
// escapes them: the names are the adapter's bytes.
void warn_of_ignored_fields(const Handshake& handshake) {
    if (handshake.ignored_fields.empty()) return;
    std::string fields;
    for (const auto& f : handshake.ignored_fields) {
        const auto quoted = json_text(f, -1, true);
        fields += (fields.empty() ? "" : ", ") + quoted.substr(1, quoted.size() - 2);
    }
    std::cerr << "fragid: warning: the adapter's handshake has fields protocol " << protocol_version
              << " does not define, ignored: " << fields << "\n";
}

// An adapter that cannot start checks nothing: said once, exit 2, no report
// of cases that were never sent (docs/adapter-protocol.md s.4). Returns the
// exit status of a run stopped by a signal before the adapter started, or 0.
int start_adapter(Adapter& adapter, const StopRequest& stop, Handshake& handshake) {
    try {
        handshake = adapter.start();
        warn_of_ignored_fields(handshake);
        return 0;
    } catch (const std::exception& e) {
        if (const int status = exit_status_of_stop(stop)) {
            std::cerr << "fragid: the run was stopped (" << stop.reason() << ") before the adapter started\n";
            return status;
        }
        throw UsageError("the adapter did not start: " + std::string(e.what()));
    }
}

// Runs the selected cases and writes the report as the run goes: JSON Lines
// and TAP case by case, the other formats at its end (ReportStream).
// Each case that did not pass carries its entity drawn and its rerun command;
// the footer, what --expect-failures found.
RunSummary run_and_report(const CheckOptions& o, ReportFormat format, const std::vector<const Case*>& selected,
                          Adapter& adapter, const Handshake& handshake, StopRequest& stop, const FailPolicy& policy,
                          ExpectedFailures& expected) {
    ReportStream report(format, {policy.name(), policy.level_names()}, expected.list());
    RunReportOutput output(o.output);
    output.write(report.begin(
        header_json({handshake, o.impl.value_or("in-process reference"), selected.size(), read_suite_info(o.suite)})));
    Progress progress(std::cerr, progress_wanted(o.no_progress));
    std::size_t failures = 0;
    const RunOptions run_options{o.max_restarts, std::nullopt, &stop};
    const auto summary = run_suite(adapter, handshake, selected, run_options, [&](const CaseRecord& r) {
        auto record = record_json(r);
        if (r.verdict != Verdict::passed && r.verdict != Verdict::skipped)
            add_failure_context(record, *r.c, rerun_command(o, r.c->id));
        const auto text = report.add(std::move(record));
        failures += policy.fails(r);
        progress.update("", report.report().cases.size(), selected.size(), failures);
        // After this case, as an interrupted run stops: the report says why.
        if (o.max_fail && failures >= *o.max_fail && !stop.requested()) stop.request(StopRequest::failure_limit);
        // A reader that went away (`| head -1`), or a full disk: nothing more would be kept, so stop the run and the adapter.
        if (!output.write(text)) stop.request(StopRequest::output_closed);
    });
    progress.clear();
    auto footer = footer_json(summary);
    expected.judge(footer, summary, policy);
    output.write(report.finish(std::move(footer)));
    output.close();
    if (o.output) std::cerr << text_summary(report.report());  // as --help says: the report is in the file
    return summary;
}

// 128 + the signal for a run a signal stopped; 1 for any other stopped run,
// for nothing checked at the --fail-on levels, and for a failure at them
// (with --expect-failures: for a change from the baseline); else 0.
int exit_status(const RunSummary& summary, std::size_t selected, const StopRequest& stop, const FailPolicy& policy,
                const ExpectedFailures& expected) {
    if (!summary.stopped.empty())
        std::cerr << "fragid: the run was stopped (" << summary.stopped << ") after "
                  << counted(summary.records.size(), "case") << " of " << selected << "\n";
    if (const int status = exit_status_of_stop(stop)) return status;
    if (!summary.stopped.empty()) return exit_not_identified;
    const auto [ran, failed] = policy.tally(summary.records);
    // A run in which no case that counts ran shows nothing: never a success.
    if (ran == 0) {
        std::cerr << "fragid: nothing was checked: no " << policy.levels_text() << "case ran\n";
        return exit_not_identified;
    }
    if (expected.expecting()) return expected.exit_status();
    if (failed > 0 && !policy.must_only())
        std::cerr << "fragid: --fail-on " << policy.name() << ": " << counted(failed, policy.levels_text() + "case")
                  << " failed or errored\n";
    return failed == 0 ? exit_identified : exit_not_identified;
}

}  // namespace

int run_check(const CheckOptions& options) {
    // --output - is standard output: the run is as if no --output were given.
    CheckOptions o = options;
    if (o.output == "-") o.output.reset();
    return guarded_suite([&] {
        const auto format = report_format_named(o.format);
        if (!format) throw UsageError("--format: '" + o.format + "' is none of " + report_format_list());
        if (o.list && *format != ReportFormat::text && *format != ReportFormat::json)
            throw UsageError("--list: --format is text or json, not " + o.format);
        const auto filters = filters_of(o.filters);
        // Harmless without an adapter, so not refused (a command that ran before runs still), but said: a
        // limit that silently does nothing reads as one in force (issue 38 item 8).
        if (!o.impl)
            for (const auto& option : o.adapter_options)
                std::cerr << "fragid: warning: " << option << " does nothing without --impl: the reference runs in "
                          << "process, with no adapter to wait for or restart\n";
        StopRequest stop;
        const StopOnSignals stop_on_signals(stop);
        const auto adapter = make_adapter(o, stop);
        if (o.random) return run_random_check(o, filters, *adapter, stop);
        // Producer cases run too; an adapter that declares no supports.produce has them skipped.
        const auto cases = load_cases(o.suite, true);
        const auto rerun = o.rerun_failed ? std::optional(cases_to_rerun(*o.rerun_failed, o.suite, cases)) : std::nullopt;
        const auto selected = select_cases(cases, filters, rerun ? &*rerun : nullptr);
        ExpectedFailures expected(o, cases);  // a bad baseline is said before the adapter starts
        Handshake handshake;
        if (const int status = start_adapter(*adapter, stop, handshake)) return status;
        if (o.list) {
            adapter->stop();  // it was asked only what it supports
            write_output(o.output, case_list(selected, handshake.supports, *format == ReportFormat::json));
            return exit_identified;
        }
        const auto policy = FailPolicy::named(o.fail_on);
        const auto summary = run_and_report(o, *format, selected, *adapter, handshake, stop, policy, expected);
        expected.write(summary, policy, handshake);
        return exit_status(summary, selected.size(), stop, policy, expected);
    });
}

}  // namespace fragid::cli
