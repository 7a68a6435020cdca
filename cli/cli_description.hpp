// fragid's command line as data, read from the CLI11 definition itself, so
// that the shell completions and the man page made from it (completions.cpp,
// man_page.cpp) can never list a command or option the program lacks.
#pragma once

#include <CLI/CLI.hpp>
#include <string>
#include <vector>

namespace fragid::cli {

struct OptionDescription {
    std::vector<std::string> names;   // "-h", "--help"
    std::string value_name;           // "TEXT", "UINT"; empty for a flag
    std::string description;
    std::vector<std::string> values;  // the allowed values, where a check lists them, or suggested ones
    bool values_open = false;         // `values` are suggestions: others are accepted too (--charset)
    std::string default_value;        // where the help shows one
    bool repeatable = false;
};

struct PositionalDescription {
    std::string name;  // "FRAGMENT"
    std::string description;
    bool required = false;
};

struct CommandDescription {
    std::string name;  // "fragid" for the program itself
    std::string description;
    std::vector<OptionDescription> options;
    std::vector<PositionalDescription> positionals;
};

struct CliDescription {
    CommandDescription program;
    std::vector<CommandDescription> commands;  // the visible ones, in definition order
};

// Walks `app`: its options, and each subcommand not hidden (an empty group).
CliDescription describe_cli(CLI::App& app);

// The description's first line, cut at its first "; " and to about `width`
// characters at a space: what fits in a completion menu.
std::string summary(const std::string& description, std::size_t width = 90);

}  // namespace fragid::cli
