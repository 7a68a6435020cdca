// The options of the commands that read the suite's files but run nothing:
// `lint`, `coverage` and `docs` (`check` and `matrix` are in
// run_command_options.hpp, `export` in export_command.hpp).
#pragma once

#include <string>

#include "conformance_commands.hpp"
#include "matrix_docs_commands.hpp"

namespace CLI {
class App;
}

namespace fragid::cli {

// The --suite help every suite command shares (check, matrix and export too).
extern const std::string suite_help;

CLI::App* add_lint_command(CLI::App& app, LintOptions& options);
CLI::App* add_coverage_command(CLI::App& app, CoverageOptions& options);
CLI::App* add_docs_command(CLI::App& app, DocsOptions& options);

}  // namespace fragid::cli
