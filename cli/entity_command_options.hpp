// The options of the commands that read one entity: `resolve`, `explain`,
// `migrate` and `make`: plain CLI11 options with their help, so that --help,
// the man page and the completions (all generated from the CLI11 app) list
// them as they are.
#pragma once

#include <string>

#include "commands.hpp"
#include "make_command.hpp"

namespace CLI {
class App;
}

namespace fragid::cli {

CLI::App* add_resolve_command(CLI::App& app, ResolveCommandOptions& options);
CLI::App* add_explain_command(CLI::App& app, ExplainOptions& options);
CLI::App* add_migrate_command(CLI::App& app, std::string& fragment);
CLI::App* add_make_command(CLI::App& app, MakeOptions& options);

}  // namespace fragid::cli
