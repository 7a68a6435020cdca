// fragid: resolve and explain fragment identifiers of text/plain and text/csv.
#include <CLI/CLI.hpp>
#include <filesystem>
#include <iostream>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "build_commit.hpp"
#include "command_line.hpp"
#include "commands.hpp"
#include "output.hpp"
#include "conformance_commands.hpp"
#include "entity_command_options.hpp"
#include "export_command.hpp"
#include "generated_docs_command.hpp"
#include "option_checks.hpp"
#include "guarded.hpp"
#include "make_command.hpp"
#include "mutants_command.hpp"
#include "report_command.hpp"
#include "matrix_docs_commands.hpp"
#include "run_command_options.hpp"
#include "show_command.hpp"
#include "suite_command_options.hpp"
#include "suite_support.hpp"
#include "typed_fragment.hpp"
#include "fragid/conformance/locate.hpp"
#include "fragid/conformance/runner.hpp"
#include "fragid/conformance/vectors.hpp"
#include "fragid/entity/mapped_file.hpp"

namespace {

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

// Runs a command that reads the suite, with its --suite made a directory: as
// given, else $FRAGID_SUITE, else share/fragid beside the program. Looked up
// after parsing, so that --help works without a suite.
template <typename Run>
int with_suite(std::string& suite, Run run) {
    using namespace fragid::conformance;
    return fragid::cli::guarded_suite([&] {
        suite = find_suite(suite.empty() ? std::nullopt : std::optional<std::filesystem::path>(suite), running_executable())
                    .dir.string();
        return run();
    });
}

// One subcommand and what runs it once it is the one parsed.
struct Command {
    CLI::App* parsed;
    std::function<int()> run;
};

// Parses the command line and runs the command; returns its exit code.
int run(int argc, char** argv) {
    using namespace fragid::cli;
    CLI::App app{"fragid: reference resolver and conformance suite for text/plain (RFC 5147) and text/csv "
                 "(RFC 7111) fragment identifiers.\nExit codes: 0 identified, 1 syntax error/ignored/integrity "
                 "mismatch/entity error, 2 usage or I/O error."};
    app.set_version_flag("--version", version_line, "Print fragid's version and commit, the suite's version, and where the suite is");
    app.require_subcommand(1);
    app.failure_message(failure_message);

    ResolveCommandOptions resolve;
    ExplainOptions explain;
    std::string migrate;
    MakeOptions make;
    CheckOptions check;
    ShowOptions show;
    LintOptions lint;
    CoverageOptions coverage;
    MatrixOptions matrix;
    DocsOptions docs;
    ReportOptions report;
    ExportOptions exported;
    GeneratedDocsOptions generated_docs;
    std::string adapter_mutant;
    MutantsOptions mutants;
    // In the order --help lists them.
    const std::vector<Command> commands{
        {add_resolve_command(app, resolve), [&] { return run_resolve_command(resolve); }},
        {add_explain_command(app, explain), [&] { return run_explain(explain); }},
        {add_migrate_command(app, migrate), [&] { return run_migrate(migrate); }},
        {add_make_command(app, make), [&] { return run_make(make); }},
        {add_check_command(app, check), [&] { return with_suite(check.suite, [&] { return run_check(check); }); }},
        {add_show_command(app, show), [&] { return with_suite(show.suite, [&] { return run_show(show); }); }},
        {add_adapter_command(app, adapter_mutant), [&] { return run_adapter_command(adapter_mutant); }},
        {add_lint_command(app, lint), [&] { return with_suite(lint.suite, [&] { return run_lint(lint); }); }},
        {add_coverage_command(app, coverage), [&] { return with_suite(coverage.suite, [&] { return run_coverage(coverage); }); }},
        {add_matrix_command(app, matrix), [&] { return with_suite(matrix.suite, [&] { return run_matrix(matrix); }); }},
        {add_docs_command(app, docs), [&] { return with_suite(docs.suite, [&] { return run_docs(docs); }); }},
        {add_report_command(app, report), [&] { return with_suite(report.suite, [&] { return run_report(report); }); }},
        {add_export_command(app, exported), [&] { return with_suite(exported.suite, [&] { return run_export(exported); }); }},
        {add_mutants_command(app, mutants), [&] { return with_suite(mutants.suite, [&] { return run_mutants(mutants); }); }},
    };
    add_generated_docs_commands(app, generated_docs);  // last: they describe every command above

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
        migrate = fragment_of_typed(migrate);
        return exit_identified;
    });
    if (typed != exit_identified) return typed;
    if (const auto generated = run_generated_docs(app, generated_docs)) return *generated;
    for (const auto& command : commands)
        if (*command.parsed) return command.run();
    return exit_usage;  // require_subcommand(1): not reached
}

}  // namespace

// Every command's output is checked here, once, after it has run: a result
// that could not be written is an I/O error, whatever the command decided.
int main(int argc, char** argv) {
    fragid::cli::reserve_standard_streams();  // before anything opens a descriptor
    fragid::cli::check_stdout_writes();
    fragid::report_truncated_files(fragid::cli::exit_usage);  // an I/O error, not a death by SIGBUS
    const int code = run(argc, argv);
    if (const auto error = fragid::cli::stdout_write_error(); !error.empty()) {
        std::cerr << "fragid: " << error << '\n';
        return fragid::cli::exit_usage;
    }
    return code;
}
