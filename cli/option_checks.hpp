// CLI11 validators for fragid's options: every value is checked while the
// command line is parsed, and a bad one is a usage error (exit 2) that says
// what is allowed. A value CLI11 would convert silently (`--random -5` into
// 2^64-5, `--timeout nan`) never reaches a command.
#pragma once

#include <CLI/CLI.hpp>
#include <cstdint>
#include <string>
#include <vector>

namespace fragid::cli::checks {

// Any string but "" (a path, a command, a glob, a name).
CLI::Validator non_empty();
// Decimal digits only (no sign), from `min` to `max`.
CLI::Validator whole_number(std::uint64_t min, std::uint64_t max);
// A finite number of seconds, at least a millisecond (timeouts are counted
// in milliseconds) and at most a day.
CLI::Validator seconds();
// CRLF,LF,CR,NEL,CR+NEL (any subset), all or none.
CLI::Validator line_endings();
// One of `names`, in any ASCII case (`--spec RFC5147`, `--format JSON`, as
// --line-endings and --type always took them); the value becomes the name as
// listed. The message lists them. Give it with Option::transform(), which lets
// it rewrite the value.
CLI::Validator one_of(std::vector<std::string> names);
// The values `option`'s one_of() check allows, in its order; none without one.
std::vector<std::string> allowed_values(CLI::Option& option);

// Values to offer for an option that takes others too (--type, --charset):
// what the completions and the man page list, without restricting the value.
void suggest(CLI::Option& option, std::vector<std::string> values);
// The values suggest() gave `option`; none without.
std::vector<std::string> suggested_values(const CLI::Option& option);

// The names the filters and reports accept.
std::vector<std::string> spec_names();
std::vector<std::string> level_names();
std::vector<std::string> report_format_names();

}  // namespace fragid::cli::checks
