#include "suite_command_options.hpp"

#include <CLI/CLI.hpp>

#include "interpretations_directory.hpp"
#include "option_checks.hpp"
#include "playground_module.hpp"
#include "site_sources.hpp"

namespace fragid::cli {

// Every command that reads the suite takes --suite; without it, FRAGID_SUITE, else share/fragid
// beside this program (fragid/conformance/locate.hpp). Found after parsing, so that --help
// works without a suite.
const std::string suite_help =
    "The conformance directory (vectors/, schema/, requirements/); default $FRAGID_SUITE, else share/fragid "
    "beside the program (<bin>/../share/fragid)";

CLI::App* add_lint_command(CLI::App& app, LintOptions& options) {
    auto* command = app.add_subcommand("lint", "Check the conformance vectors: schema, unique ids, sections, "
                                               "requirements, descriptions, quotes against the specifications");
    command->add_option("--suite", options.suite, suite_help)->check(checks::non_empty());
    command->add_option("--specs", options.specs,
                        "Directory with the specifications' texts, to check quotes against; default $FRAGID_SPECS, "
                        "else share/fragid/specs beside the program; without them quotes are not checked (and lint "
                        "says so)")
        ->check(checks::non_empty());
    return command;
}

CLI::App* add_coverage_command(CLI::App& app, CoverageOptions& options) {
    auto* command = app.add_subcommand(
        "coverage", "Write the requirement coverage table (docs/coverage.md): every RFC 2119 sentence and its cases");
    command->add_option("--suite", options.suite, suite_help)->check(checks::non_empty());
    command->add_option("--output", options.output, "The file to write (standard output otherwise, or -)")
        ->check(checks::non_empty());
    command->add_flag("--check", options.check,
                      std::string("Write nothing; exit 1 if --output (default ") + default_coverage_path +
                          ") is out of date or a must requirement has no case");
    return command;
}

CLI::App* add_docs_command(CLI::App& app, DocsOptions& options) {
    auto* command = app.add_subcommand(
        "docs", "Write docs/edge-cases.md (every tricky vector with the spec's words, the entity drawn with visible "
                "line endings, what is identified and why, and which implementations deviate) and regenerate the site "
                "of fragid matrix from its results.json, without running anything: the index, the matrix, a page per "
                "implementation with its root causes and their triage, the pages of the cases, an edge-case page per "
                "spec, the Markdown reports, implementations.json and the badges; and the README's results table");
    command->add_option("--suite", options.suite, suite_help)->check(checks::non_empty());
    command->add_option("--site", options.site, "The site's directory, as fragid matrix --output-dir wrote it")
        ->capture_default_str()->check(checks::non_empty());
    command->add_option("--results", options.results,
                        "results.json of fragid matrix, for the implementations (default SITE/results.json when it "
                        "exists; without it the site has the edge-case pages and no implementation)")
        ->check(checks::non_empty());
    command->add_option("--output", options.output, "The Markdown edge-case page to write (- for standard output)")->capture_default_str()->check(checks::non_empty());
    command->add_option("--interpretations", options.interpretations, interpretations_help)->check(checks::non_empty());
    command->add_option("--playground", options.playground, site_playground_help)->check(checks::non_empty());
    command->add_option("--adapters", options.adapters, adapters_help)->check(checks::non_empty());
    command->add_option("--site-url", options.site_url, site_url_help)->check(checks::non_empty());
    command->add_option("--readme", options.readme,
                        "The README whose results table (between fragid docs' two marks) is written from the results "
                        "(default: README.md when it exists and has the mark, and --site is the default docs/matrix; none: no README)")
        ->check(checks::non_empty());
    command->add_flag("--check", options.check,
                      "Write nothing; exit 1 if --output, a file of the site or the README's results table is out of "
                      "date, or a file of its generated folders is no longer generated");
    return command;
}

}  // namespace fragid::cli
