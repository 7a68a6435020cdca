// The hidden commands the build runs to write what it installs beside the
// program: `fragid completions bash|zsh|fish` and `fragid man`, both made
// from the command line's own definition, so they cannot drift from it.
#pragma once

#include <CLI/CLI.hpp>
#include <optional>
#include <string>

namespace fragid::cli {

struct GeneratedDocsOptions {
    std::string shell;   // completions SHELL
    std::string output;  // --output FILE; empty: standard output
    CLI::App* completions = nullptr;
    CLI::App* man = nullptr;
};

// Adds both commands to `app`, hidden from --help and from the list of commands.
void add_generated_docs_commands(CLI::App& app, GeneratedDocsOptions& options);

// Runs whichever of them was parsed, from `app` as defined; nothing if neither was.
std::optional<int> run_generated_docs(CLI::App& app, const GeneratedDocsOptions& options);

}  // namespace fragid::cli
