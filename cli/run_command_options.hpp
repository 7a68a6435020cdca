// The options of the commands that run the suite, `check` and `matrix`:
// plain CLI11 options with their help, so that --help, the man page and the
// completions (all generated from the CLI11 app) list them as they are.
#pragma once

#include <string>

#include "conformance_commands.hpp"
#include "report_commands.hpp"

namespace CLI {
class App;
}

namespace fragid::cli {

// Registers the subcommand and its options on `app`; `suite_help` is the
// --suite help every suite command shares.
CLI::App* add_check_command(CLI::App& app, CheckOptions& options, const std::string& suite_help);
CLI::App* add_matrix_command(CLI::App& app, MatrixOptions& options, const std::string& suite_help);

}  // namespace fragid::cli
