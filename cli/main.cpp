// fragid: resolve and explain fragment identifiers of text/plain and text/csv.
#include <CLI/CLI.hpp>
#include <filesystem>
#include <iostream>
#include <limits>

#include "build_commit.hpp"
#include "command_line.hpp"
#include "commands.hpp"
#include "output.hpp"
#include "conformance_commands.hpp"
#include "export_command.hpp"
#include "generated_docs_command.hpp"
#include "option_checks.hpp"
#include "guarded.hpp"
#include "make_command.hpp"
#include "report_commands.hpp"
#include "run_command_options.hpp"
#include "suite_support.hpp"
#include "typed_fragment.hpp"
#include "fragid/conformance/locate.hpp"
#include "fragid/conformance/runner.hpp"
#include "fragid/conformance/vectors.hpp"
#include "fragid/reference/mapped_file.hpp"

namespace {

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

// "fragid 0.1.0, commit 1a2b3c4 (suite fragid-conformance 0.1.0, /usr/local/share/fragid)": this
// build's version (CMake's PROJECT_VERSION), the commit it was built from (or "unknown"), and the
// suite's own version (its suite.json), where the commands find it.
std::string version_line() {
    using namespace fragid::conformance;
    const std::string tool =
        "fragid " + std::string(tool_version()) + ", commit " + std::string(fragid::cli::build_commit());
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
    app.set_version_flag("--version", version_line, "Print fragid's version and commit, the suite's version, and where the suite is");
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
    resolve_command
        ->add_option("--fragments", resolve.fragments,
                     "Resolve every line of this file (- for standard input) in the one ENTITY given as the only "
                     "argument, each answered as one JSON line: what --json prints, with the fragment and its line")
        ->check(checks::non_empty());
    resolve_command->add_option("FRAGMENT", resolve.fragment,
                                "A fragment, #fragment or URI reference (with --fragments: the ENTITY)")->required();
    resolve_command->add_option("FILE", resolve.file,
                                "The entity, or - for standard input; without it, the file a file: URI names");

    ExplainOptions explain;
    auto* explain_command = app.add_subcommand("explain", "Say in plain words what FRAGMENT means, and with FILE "
                                                          "where that is");
    add_entity_options(*explain_command, explain.entity);
    explain_command->add_option("FRAGMENT", explain.fragment, "A fragment, #fragment or URI reference")->required();
    explain_command->add_option("FILE", explain.file, "The entity, or - for standard input");

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
    auto* check_command = add_check_command(app, check, suite_help);

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
    auto* matrix_command = add_matrix_command(app, matrix, suite_help);

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

    GeneratedDocsOptions generated_docs;  // last: the completions and man page describe every command above
    add_generated_docs_commands(app, generated_docs);

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
        explain.fragment = fragment_of_typed(explain.fragment);
        migrate_fragment = fragment_of_typed(migrate_fragment);
        return exit_identified;
    });
    if (typed != exit_identified) return typed;
    if (const auto generated = run_generated_docs(app, generated_docs)) return *generated;
    if (*resolve_command) return run_resolve_command(resolve);
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
