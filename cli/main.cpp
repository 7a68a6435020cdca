// fragid: resolve and explain fragment identifiers of text/plain and text/csv.
#include <CLI/CLI.hpp>
#include <filesystem>
#include <iostream>
#include <limits>

#include "command_line.hpp"
#include "commands.hpp"
#include "output.hpp"
#include "conformance_commands.hpp"
#include "export_command.hpp"
#include "option_checks.hpp"
#include "guarded.hpp"
#include "make_command.hpp"
#include "report_commands.hpp"
#include "suite_support.hpp"
#include "typed_fragment.hpp"
#include "fragid/conformance/locate.hpp"
#include "fragid/conformance/runner.hpp"
#include "fragid/conformance/vectors.hpp"
#include "fragid/reference/mapped_file.hpp"

namespace {

// The largest count a std::size_t option (--random, --max-findings) can hold.
constexpr std::uint64_t any_count = std::numeric_limits<std::size_t>::max();
// An adapter restarted a thousand times is not recovering.
constexpr std::uint64_t restart_limit = 1000;

// --charset and --line-endings: how the entity's characters and lines are counted.
void add_charset_options(CLI::App& command, fragid::cli::EntityOptions& options) {
    command.add_option("--charset", options.charset,
                       "Charset of the entity; default US-ASCII for text/plain (RFC 5147 s.1.1), UTF-8 for "
                       "text/csv (RFC 7111 s.5.1)")
        ->check(fragid::cli::checks::non_empty());
    command.add_option("--line-endings", options.line_endings,
                       "Line-ending conventions in force, comma-separated from CRLF,LF,CR,NEL,CR+NEL, or all/none "
                       "(RFC 5147 s.4.1)")
        ->capture_default_str()
        ->check(fragid::cli::checks::line_endings());
}

void add_entity_options(CLI::App& command, fragid::cli::EntityOptions& options) {
    command.add_option("--type", options.type,
                       "Media type: text (text/plain, RFC 5147), csv (text/csv, RFC 7111) or wilde (text/plain in "
                       "the 2002 syntax of draft-wilde-text-fragment-01: char(), line(), match()); default from the "
                       "file extension, then from the fragment's scheme")
        ->check(fragid::cli::checks::non_empty());
    add_charset_options(command, options);
}

// "fragid 0.1.0 (suite fragid-conformance 0.1.0, /usr/local/share/fragid)": this build's version
// (CMake's PROJECT_VERSION) and the suite's own (its suite.json), where the commands find it.
std::string version_line() {
    using namespace fragid::conformance;
    const std::string tool = "fragid " + std::string(tool_version());
    try {
        const auto suite = find_suite(std::nullopt, running_executable());
        const auto info = read_suite_info(suite.dir);
        return tool + " (suite " + info.name + " " + info.version + ", " + suite.dir.string() + ")";
    } catch (const std::exception& e) {
        return tool + " (suite: " + e.what() + ")";
    }
}

// Parses the command line and runs the command; returns its exit code.
int run(int argc, char** argv) {
    using namespace fragid::cli;
    CLI::App app{"fragid: reference resolver and conformance suite for text/plain (RFC 5147) and text/csv "
                 "(RFC 7111) fragment identifiers.\nExit codes: 0 identified, 1 syntax error/ignored/integrity "
                 "mismatch/entity error, 2 usage or I/O error."};
    app.set_version_flag("--version", version_line, "Print fragid's version and the suite's, and where the suite is");
    app.require_subcommand(1);
    app.failure_message(failure_message);

    ResolveOptions resolve;
    auto* resolve_command = app.add_subcommand(
        "resolve", "Print what FRAGMENT identifies in FILE (a position prints nothing and says where on stderr)");
    add_entity_options(*resolve_command, resolve.entity);
    resolve_command->add_flag("--json", resolve.json, "Print the whole result as JSON");
    resolve_command
        ->add_option("--regex-seconds", resolve.regex_seconds,
                     "The draft's match(): seconds all of a fragment's regular expressions may take together (s.6); "
                     "beyond it the result is resource-limit")
        ->capture_default_str()
        ->check(checks::seconds());
    resolve_command
        ->add_option("--regex-megabytes", resolve.regex_megabytes,
                     "The draft's match(): memory each regular expression may use, in MiB (s.6)")
        ->capture_default_str()
        ->check(checks::whole_number(16, 1 << 20));
    resolve_command->add_option("FRAGMENT", resolve.fragment, "A fragment, #fragment or URI reference")->required();
    resolve_command->add_option("FILE", resolve.file, fragid::cli::file_help)->required();

    ExplainOptions explain;
    auto* explain_command = app.add_subcommand("explain", "Say in plain words what FRAGMENT means, and with FILE "
                                                          "where that is");
    add_entity_options(*explain_command, explain.entity);
    explain_command->add_option("FRAGMENT", explain.fragment, "A fragment, #fragment or URI reference")->required();
    explain_command->add_option("FILE", explain.file, fragid::cli::file_help);

    std::string migrate_fragment;
    auto* migrate_command = app.add_subcommand(
        "migrate", "Print the RFC 5147 fragment that identifies the same text as a draft-wilde-text-fragment-01 "
                   "one (line(10,20) -> line=9,20), or say why none exists; exit 1 then");
    migrate_command->add_option("FRAGMENT", migrate_fragment, "A fragment in the 2002 syntax: char(), line(), match()")
        ->required();

    MakeOptions make;
    auto* make_command = app.add_subcommand(
        "make", "Print the canonical fragment for a selection of FILE named as people name it (--lines 10-20 -> "
                "line=9,20), checked against FILE first; exit 1 if FILE lacks what is asked for");
    add_make_options(*make_command, make);
    add_charset_options(*make_command, make.entity);

    // Every command that reads the suite takes --suite; without it, FRAGID_SUITE, else share/fragid
    // beside this program (fragid/conformance/locate.hpp). Found after parsing, so that --help
    // works without a suite.
    const std::string suite_help =
        "The conformance directory (vectors/, schema/, requirements/); default $FRAGID_SUITE, else share/fragid "
        "beside the program (<bin>/../share/fragid)";
    CheckOptions check;
    auto* check_command = app.add_subcommand(
        "check", "Run the conformance vectors against an implementation (the reference in-process by default) and "
                 "report; exit 0 only if every must case that ran passed");
    check_command->add_option("--impl", check.impl,
                              "Command that starts the implementation's protocol adapter (docs/adapter-protocol.md), "
                              "run with /bin/sh -c; e.g. 'fragid adapter' or 'python3 adapter.py'")->check(checks::non_empty());
    check_command->add_option("--suite", check.suite, suite_help)->check(checks::non_empty());
    check_command->add_option("--spec", check.specs, "Only cases of this spec: rfc5147, rfc7111, draft-wilde-text-fragment-01 (repeatable)")->check(checks::one_of(checks::spec_names()));
    check_command->add_option("--level", check.levels, "Only cases of this level: must, should, may, impl-defined, erratum (repeatable)")->check(checks::one_of(checks::level_names()));
    check_command->add_option("--tag", check.tags, "Only cases with this tag (repeatable)")->check(checks::non_empty());
    check_command->add_option("--id", check.ids, "Only cases whose id matches this shell glob (repeatable)")->check(checks::non_empty());
    check_command->add_option("--skip", check.skips, "Leave out cases whose id matches this shell glob (repeatable)")->check(checks::non_empty());
    check_command->add_option("--timeout", check.timeout_seconds, "Seconds to wait for each answer")->capture_default_str()->check(checks::seconds());
    check_command->add_option("--max-restarts", check.max_restarts, "Restarts of a crashed or hung adapter before giving up")->capture_default_str()->check(checks::whole_number(0, restart_limit));
    auto* format_option = check_command->add_option("--format", check.format, "Report format: text, json, jsonl, junit, tap, markdown")->capture_default_str()->check(checks::one_of(checks::report_format_names()));
    auto* random_option = check_command->add_option("--random", check.random,
                              "Instead of the vectors: N generated cases, each compared with the reference; each "
                              "disagreement is shrunk and printed as a YAML vector, then a summary (exit 1 if any, or "
                              "if nothing was compared)")->check(checks::whole_number(1, any_count));
    auto* max_findings_option = check_command->add_option("--max-findings", check.max_findings,
                              "With --random: stop after this many findings (one per kind, spec and section)")
        ->capture_default_str()->check(checks::whole_number(1, any_count));
    auto* seed_option = check_command->add_option("--seed", check.seed, "The seed for --random (default: from the clock; printed)")->check(checks::whole_number(0, std::numeric_limits<std::uint64_t>::max()));
    // Options of one mode given to the other would be silently unused: a usage error instead.
    seed_option->needs(random_option);
    max_findings_option->needs(random_option);
    format_option->excludes(random_option);
    check_command->add_option("--output", check.output, "Write the report to this file (the text summary then goes to stderr)")->check(checks::non_empty());

    auto* adapter_command = app.add_subcommand(
        "adapter", "Serve the reference resolver over the adapter protocol on stdin/stdout (docs/adapter-protocol.md)");

    LintOptions lint;
    auto* lint_command = app.add_subcommand("lint", "Check the conformance vectors: schema, unique ids, sections, "
                                                    "requirements, descriptions, quotes against the specifications");
    lint_command->add_option("--suite", lint.suite, suite_help)->check(checks::non_empty());
    lint_command->add_option("--specs", lint.specs,
                             "Directory with the specifications' texts, to check quotes against; default "
                             "$FRAGID_SPECS, else share/fragid/specs beside the program; without them quotes are not "
                             "checked (and lint says so)")->check(checks::non_empty());

    CoverageOptions coverage;
    auto* coverage_command = app.add_subcommand(
        "coverage", "Write the requirement coverage table (docs/coverage.md): every RFC 2119 sentence and its cases");
    coverage_command->add_option("--suite", coverage.suite, suite_help)->check(checks::non_empty());
    auto* coverage_output = coverage_command->add_option("--output", coverage.output, "The file to write (stdout otherwise)")->check(checks::non_empty());
    coverage_command->add_flag("--check", coverage.check, "Write nothing; exit 1 if --output is out of date or a must requirement has no case")
        ->needs(coverage_output);

    MatrixOptions matrix;
    auto* matrix_command = app.add_subcommand(
        "matrix", "Run the reference and every --impl over the vectors and write the comparison matrix "
                  "(matrix.md, matrix-pruned.md, matrix.html), results.json and deviations/NAME.md; exit 0 when "
                  "written, 1 if the reference itself failed a must case");
    matrix_command->add_option("--impl", matrix.impls,
                               "NAME=CMD: an implementation's name in the matrix and the command that starts its "
                               "protocol adapter (run with /bin/sh -c); repeatable")->required()->check(checks::non_empty());
    matrix_command->add_option("--suite", matrix.suite, suite_help)->check(checks::non_empty());
    matrix_command->add_option("--spec", matrix.specs, "Only cases of this spec (repeatable)")->check(checks::one_of(checks::spec_names()));
    matrix_command->add_option("--level", matrix.levels, "Only cases of this level (repeatable)")->check(checks::one_of(checks::level_names()));
    matrix_command->add_option("--tag", matrix.tags, "Only cases with this tag (repeatable)")->check(checks::non_empty());
    matrix_command->add_option("--id", matrix.ids, "Only cases whose id matches this shell glob (repeatable)")->check(checks::non_empty());
    matrix_command->add_option("--skip", matrix.skips, "Leave out cases whose id matches this shell glob (repeatable)")->check(checks::non_empty());
    matrix_command->add_option("--timeout", matrix.timeout_seconds, "Seconds to wait for each answer")->capture_default_str()->check(checks::seconds());
    matrix_command->add_option("--max-restarts", matrix.max_restarts, "Restarts of a crashed or hung adapter before giving up")->capture_default_str()->check(checks::whole_number(0, restart_limit));
    matrix_command->add_option("--output-dir", matrix.output_dir, "Where to write the matrix and deviations/")->capture_default_str()->check(checks::non_empty());

    DocsOptions docs;
    docs.interpretations = "docs";  // like --output: run from the source tree
    auto* docs_command = app.add_subcommand(
        "docs", "Write docs/edge-cases.md and .html: every tricky vector with the spec's words, the entity drawn "
                "with visible line endings, what is identified and why, and which implementations deviate");
    docs_command->add_option("--suite", docs.suite, suite_help)->check(checks::non_empty());
    docs_command->add_option("--results", docs.results,
                             "results.json of fragid matrix, for the deviations (default docs/matrix/results.json "
                             "when it exists)")->check(checks::non_empty());
    docs_command->add_option("--output", docs.output, "The Markdown page to write")->capture_default_str()->check(checks::non_empty());
    docs_command->add_option("--html", docs.html, "The HTML page to write")->capture_default_str()->check(checks::non_empty());
    docs_command->add_option("--interpretations", docs.interpretations,
                             "The directory of interpretations*.md, for links from impl-defined and erratum cases")
        ->capture_default_str()->check(checks::non_empty());
    docs_command->add_flag("--check", docs.check, "Write nothing; exit 1 if --output or --html is out of date");

    ExportOptions export_options;
    auto* export_command = add_export_command(app, export_options, suite_help);

    if (const auto token = misplaced_token(app, argc, argv)) {
        std::cerr << "fragid: " << *token << '\n';
        return exit_usage;
    }
    try {
        app.parse(argc, argv);
    } catch (const CLI::ParseError& e) {
        return app.exit(e) == 0 ? exit_identified : exit_usage;
    }
    const int typed = guarded([&] {
        resolve.fragment = fragment_of_typed(resolve.fragment);
        explain.fragment = fragment_of_typed(explain.fragment);
        migrate_fragment = fragment_of_typed(migrate_fragment);
        return exit_identified;
    });
    if (typed != exit_identified) return typed;
    if (*resolve_command) return run_resolve(resolve);
    if (*migrate_command) return run_migrate(migrate_fragment);
    if (*make_command) return run_make(make);
    const auto with_suite = [](std::string& suite, auto run) {
        return guarded_suite([&] {
            using namespace fragid::conformance;
            suite = find_suite(suite.empty() ? std::nullopt : std::optional<std::filesystem::path>(suite),
                               running_executable())
                        .dir.string();
            return run();
        });
    };
    if (*check_command) return with_suite(check.suite, [&] { return run_check(check); });
    if (*adapter_command) return run_adapter();
    if (*lint_command) return with_suite(lint.suite, [&] { return run_lint(lint); });
    if (*coverage_command) return with_suite(coverage.suite, [&] { return run_coverage(coverage); });
    if (*matrix_command) return with_suite(matrix.suite, [&] { return run_matrix(matrix); });
    if (*docs_command) return with_suite(docs.suite, [&] { return run_docs(docs); });
    if (*export_command) return with_suite(export_options.suite, [&] { return run_export(export_options); });
    return run_explain(explain);
}

}  // namespace

// Every command's output is checked here, once, after it has run: a result
// that could not be written is an I/O error, whatever the command decided.
int main(int argc, char** argv) {
    fragid::cli::check_stdout_writes();
    fragid::report_truncated_files(fragid::cli::exit_usage);  // an I/O error, not a death by SIGBUS
    const int code = run(argc, argv);
    if (const auto error = fragid::cli::stdout_write_error(); !error.empty()) {
        std::cerr << "fragid: " << error << '\n';
        return fragid::cli::exit_usage;
    }
    return code;
}
