// Shell completions for bash, zsh and fish, written from the command line's
// own definition (cli_description.hpp): `fragid completions SHELL`, run by
// the build, which installs what it prints.
#pragma once

#include <string>
#include <vector>

#include "cli_description.hpp"

namespace fragid::cli {

// The shells completions are written for: bash, zsh, fish.
const std::vector<std::string>& completion_shells();

// The completion script for `shell` (one of completion_shells()).
std::string completion_script(const CliDescription& cli, const std::string& shell);

// Shared by the writers of each shell (completions.cpp, completions_zsh_fish.cpp).
namespace completion {

std::string bash_script(const CliDescription& cli);
std::string zsh_script(const CliDescription& cli);
std::string fish_script(const CliDescription& cli);

// The first line of each script says what made it: "generated ... by `fragid completions SHELL`".
std::string generated_by(const std::string& shell);
std::string joined(const std::vector<std::string>& words, const std::string& separator);
std::vector<std::string> command_names(const CliDescription& cli);
std::vector<std::string> option_names(const CommandDescription& command);
// `text` in single quotes for an sh-like shell (bash, zsh): ' as '\''.
std::string sh_single_quoted(const std::string& text);

}  // namespace completion
}  // namespace fragid::cli
