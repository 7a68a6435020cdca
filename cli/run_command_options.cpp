#include "run_command_options.hpp"

#include <CLI/CLI.hpp>
#include <limits>

#include "fail_policy.hpp"
#include "fragid/model/spec.hpp"
#include "interpretations_directory.hpp"
#include "fragid/conformance/report.hpp"
#include "option_checks.hpp"
#include "playground_module.hpp"
#include "site_sources.hpp"
#include "suite_command_options.hpp"

namespace fragid::cli {
namespace {

// The largest count a std::size_t option (--random, --max-findings, --max-fail) can hold.
constexpr std::uint64_t any_count = std::numeric_limits<std::size_t>::max();
// An adapter restarted a thousand times is not recovering.
constexpr std::uint64_t restart_limit = 1000;

// A value that matches no case of the suite is warned about, and a
// selection of no case is a usage error (case_selection.hpp); the command's
// help says so once.
void add_filter_options(CLI::App& command, FilterOptions& f) {
    command.add_option("--spec", f.specs, "Only cases of this spec: " + listed(&SpecDescriptor::name) + " (repeatable)")
        ->transform(checks::one_of(checks::spec_names()));
    command.add_option("--level", f.levels, "Only cases of this level: must, should, may, impl-defined, erratum (repeatable)")
        ->transform(checks::one_of(checks::level_names()));
    command.add_option("--tag", f.tags, "Only cases with this tag (repeatable)")->check(checks::non_empty());
    command.add_option("--id", f.ids, "Only cases whose id matches this shell glob (repeatable)")->check(checks::non_empty());
    command.add_option("--skip", f.skips, "Leave out cases whose id matches this shell glob (repeatable)")->check(checks::non_empty());
}

void add_adapter_options(CLI::App& command, double& timeout_seconds, double& start_timeout_seconds, int& max_restarts) {
    command.add_option("--timeout", timeout_seconds, "Seconds to wait for each answer")->capture_default_str()->check(checks::seconds());
    command.add_option("--start-timeout", start_timeout_seconds,
                       "Seconds to wait for the adapter's handshake, its process's start included (at each restart too)")
        ->capture_default_str()
        ->check(checks::seconds());
    command.add_option("--max-restarts", max_restarts, "Restarts of a crashed or hung adapter before giving up")
        ->capture_default_str()
        ->check(checks::whole_number(0, restart_limit));
}

void add_no_progress(CLI::App& command, bool& no_progress) {
    command.add_flag("--no-progress", no_progress,
                     "No progress line (cases done/total, failures so far) on standard error; it is drawn only when "
                     "standard error is a terminal, and never on standard output");
}

// --random and its options; a vectors-only option given with --random, or the
// reverse, would be silently unused: a usage error instead. (--level, --tag,
// --id and --skip with --random are refused when it runs, naming --spec.)
void add_random_options(CLI::App& command, CheckOptions& check) {
    auto* random = command.add_option("--random", check.random,
                              "Instead of the vectors: N generated cases, each compared with the reference; each "
                              "disagreement is shrunk and printed as a YAML vector, then a summary (exit 1 if any, or "
                              "if nothing was compared)")->check(checks::whole_number(1, any_count));
    command.add_option("--max-findings", check.max_findings,
                       "With --random: stop after this many findings (one per kind, spec and section)")
        ->capture_default_str()->check(checks::whole_number(1, any_count))->needs(random);
    command.add_option("--seed", check.seed, "The seed for --random (default: from the clock; printed)")
        ->check(checks::whole_number(0, std::numeric_limits<std::uint64_t>::max()))->needs(random);
    for (const char* vectors_only :
         {"--format", "--fail-on", "--max-fail", "--list", "--rerun-failed", "--expect-failures", "--write-baseline"})
        command.get_option(vectors_only)->excludes(random);
}

// --fail-on, --max-fail and --list: what makes a run fail, when it stops, and
// running nothing at all.
void add_outcome_options(CLI::App& command, CheckOptions& check) {
    command.add_option("--fail-on", check.fail_on,
                       "Which levels' failures (failed, errored, crashed, timed out) make the exit status 1: must "
                       "(conformance, the default), should (must and should), any (every level); failures at other "
                       "levels are reported marked not counted (TAP # TODO, JUnit skipped, JSON \"counted\": false)")
        ->capture_default_str()
        ->transform(checks::one_of(FailPolicy::names()));
    auto* max_fail = command.add_option("--max-fail", check.max_fail,
                                        "Stop after N failures at the --fail-on levels; the report of the cases run is "
                                        "written, marked stopped (\"--max-fail reached\"), and the exit status is 1")
                         ->check(checks::whole_number(1, any_count));
    auto* list = command.add_flag("--list", check.list,
                                  "Print the cases that would run (id, spec and section, level, and why one would be "
                                  "skipped, from the adapter's handshake), as text or --format json, and run none; exit 0");
    list->excludes(max_fail);
    list->excludes(command.get_option("--fail-on"));
}

// The implementer's loop (issue 29): running again what failed, and a
// baseline of expected failures so that CI fails on change only.
void add_loop_options(CLI::App& command, CheckOptions& check) {
    command.add_option("--rerun-failed", check.rerun_failed,
                       "Run only the cases REPORT records as failed, errored, crashed or timed out: the report of an "
                       "earlier check, written with --format jsonl (or json); the other filters narrow it further. "
                       "(Each failure in the text report shows the command that reruns it alone.)")
        ->type_name("REPORT")->check(checks::non_empty());
    auto* expect = command.add_option("--expect-failures", check.expect_failures,
                                      "A baseline of expected failures (one case id per line, '# comment' allowed; "
                                      "--write-baseline writes one): the exit status is 1 only for a new failure at "
                                      "the --fail-on levels or for a listed case that now passes (an unexpected pass: "
                                      "remove it from the list), and the report says which; an id the suite does not "
                                      "have is warned about and ignored")
                       ->type_name("FILE")->check(checks::non_empty());
    auto* write = command.add_option("--write-baseline", check.write_baseline,
                                     "Write the ids of the cases whose failure fails the run (at the --fail-on levels) "
                                     "to FILE, sorted, for --expect-failures; an id the --expect-failures file lists "
                                     "keeps its comment; nothing is written if the run is stopped")
                      ->type_name("FILE")->check(checks::non_empty());
    write->excludes(command.get_option("--max-fail"));
    for (auto* option : {expect, write}) option->excludes(command.get_option("--list"));
}

}  // namespace

CLI::App* add_check_command(CLI::App& app, CheckOptions& check) {
    auto* command = app.add_subcommand(
        "check", "Run the conformance vectors against an implementation (the reference in-process by default) and "
                 "report: each case that did not pass with its entity drawn and the command that reruns it alone "
                 "(fragid show ID shows a case in full), then the counts and the skipped cases by reason; exit 0 only if cases at the --fail-on levels ran and every one passed, 1 if not, 2 for a "
                 "usage error (a filter value that matches no case is warned about; a selection of no case is an "
                 "error), 128 + the signal if stopped by SIGINT or SIGTERM");
    command->add_option("--impl", check.impl,
                        "Command that starts the implementation's protocol adapter (docs/adapter-protocol.md), "
                        "run with /bin/sh -c; e.g. 'fragid adapter' or 'python3 adapter.py'")->check(checks::non_empty());
    command->add_option("--suite", check.suite, suite_help)->check(checks::non_empty());
    add_filter_options(*command, check.filters);
    add_adapter_options(*command, check.timeout_seconds, check.start_timeout_seconds, check.max_restarts);
    // Noted as given, for run_check() to say they do nothing without --impl.
    for (const char* adapter_only : {"--timeout", "--start-timeout", "--max-restarts"})
        command->get_option(adapter_only)->each([&check, adapter_only](const std::string&) {
            check.adapter_options.emplace_back(adapter_only);
        });
    command->add_option("--format", check.format,
                        "Report format: " + conformance::report_format_list() + " (--list: text or json); " +
                            conformance::report_format_list(true) + " are written case by case as the run goes")
        ->capture_default_str()->transform(checks::one_of(checks::report_format_names()));
    add_outcome_options(*command, check);
    add_loop_options(*command, check);
    add_random_options(*command, check);
    command->add_option("--output", check.output, "Write the report to this file (the text summary then goes to stderr); - is standard output")
        ->check(checks::non_empty());
    add_no_progress(*command, check.no_progress);
    return command;
}

CLI::App* add_matrix_command(CLI::App& app, MatrixOptions& matrix) {
    auto* command = app.add_subcommand(
        "matrix", "Run the reference and every --impl over the vectors and write the site: results.json, index.html, "
                  "matrix.html, a page per implementation with its root causes and their triage "
                  "(implementations/NAME.html) and its baseline of expected failures, the pages of the cases (cases/), an "
                  "edge-case page per spec (edge-cases/), implementations.json, a badge per implementation (badges/), "
                  "and in Markdown matrix.md, matrix-pruned.md and deviations/NAME.md; exit 0 when "
                  "written, 1 if the reference itself failed a must case, 2 for a usage error (a selection of no "
                  "case among them), 128 + the signal if stopped by SIGINT or SIGTERM (nothing is written)");
    command->add_option("--impl", matrix.impls,
                        "NAME=CMD: an implementation's name in the matrix and the command that starts its "
                        "protocol adapter (run with /bin/sh -c); repeatable")->required()->check(checks::non_empty());
    command->add_option("--suite", matrix.suite, suite_help)->check(checks::non_empty());
    add_filter_options(*command, matrix.filters);
    add_adapter_options(*command, matrix.timeout_seconds, matrix.start_timeout_seconds, matrix.max_restarts);
    command->add_option("--output-dir", matrix.output_dir,
                        "Where to write the site (results.json, the pages, the reports): a new or empty directory, or "
                        "one a previous run wrote, whose .fragid-manifest lists its files: only those are replaced or "
                        "removed")
        ->capture_default_str()->check(checks::non_empty());
    command->add_option("--interpretations", matrix.interpretations, interpretations_help)->check(checks::non_empty());
    command->add_option("--playground", matrix.playground, site_playground_help)->check(checks::non_empty());
    command->add_option("--adapters", matrix.adapters, adapters_help)->check(checks::non_empty());
    command->add_option("--site-url", matrix.site_url, site_url_help)->check(checks::non_empty());
    add_no_progress(*command, matrix.no_progress);
    return command;
}

}  // namespace fragid::cli
