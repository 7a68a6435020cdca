// The options of the commands that run the suite, `check` and `matrix`:
// plain CLI11 options with their help, so that --help, the man page and the
// completions (all generated from the CLI11 app) list them as they are.
#pragma once

#include <string>

#include "conformance_commands.hpp"
#include "matrix_docs_commands.hpp"

namespace CLI {
class App;
}

namespace fragid::cli {

// Registers the subcommand and its options on `app`.
CLI::App* add_check_command(CLI::App& app, CheckOptions& options);
CLI::App* add_matrix_command(CLI::App& app, MatrixOptions& options);

}  // namespace fragid::cli
