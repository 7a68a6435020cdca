// `fragid make`: the canonical fragment for a selection named the way people
// name it (lines 10 to 20, rows 5 to 7), checked against the entity first
// (fragid/reference/make.hpp does the work; this only reads options and prints).
#pragma once

#include <CLI/CLI.hpp>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "commands.hpp"

namespace fragid::cli {

struct MakeOptions {
    EntityOptions entity;  // --charset, --line-endings (--type is told by the selection)
    std::string file;
    // The selection: exactly one kind; --rows, --cols, --cells repeatable (RFC 7111 s.3).
    std::optional<std::string> lines, chars, before_line, before_char, match;
    std::vector<std::string> rows, cols, cells;
    bool all = false;                      // --match: every match, one fragment a line
    double regex_seconds = 2;              // --regex-seconds: --match's CPU time (RegexLimits)
    std::uint64_t regex_megabytes = 512;   // --regex-megabytes
    std::optional<std::string> integrity;  // length, md5, both
    std::optional<std::string> url;        // print the whole URI
    bool json = false;
};

void add_make_options(CLI::App& command, MakeOptions& options);
int run_make(const MakeOptions& options);

}  // namespace fragid::cli
