// What CLI11 does not say well on its own: which token on the command line
// is wrong, and that a message comes from fragid.
#pragma once

#include <CLI/CLI.hpp>
#include <optional>
#include <string>

namespace fragid::cli {

// The first token CLI11 would misreport, named ("'bogus' is not a command"),
// or nothing. CLI11 checks required arguments before unknown ones, so that
// `resolve --version` would otherwise say "FRAGMENT is required".
std::optional<std::string> misplaced_token(CLI::App& app, int argc, const char* const* argv);

// CLI11's message for a parse error, prefixed "fragid: " (and the command).
std::string failure_message(const CLI::App* app, const CLI::Error& error);

}  // namespace fragid::cli
