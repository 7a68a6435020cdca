// The conformance subcommands of `fragid`: check (check_command.cpp),
// adapter, lint, coverage. Exit codes: 0 success (check: every case that ran
// at the --fail-on levels passed), 1 the suite or the implementation is at
// fault, 2 usage or I/O error (check: also a selection with no case), 128 +
// the signal for a check stopped by SIGINT or SIGTERM.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "case_selection.hpp"

namespace fragid::cli {

struct CheckOptions {
    std::optional<std::string> impl;  // absent: the reference, in-process
    std::string suite;                // the conformance directory
    FilterOptions filters;
    double timeout_seconds = 10;
    double start_timeout_seconds = 30;  // the handshake, the process's start included
    int max_restarts = 5;
    // Which of --timeout, --start-timeout, --max-restarts were given: they act
    // on an adapter's process, and without --impl check warns that they do nothing.
    std::vector<std::string> adapter_options;
    std::string format = "text";
    std::optional<std::string> output;  // a file for the report; stdout otherwise
    // --random N: N generated cases compared with the reference instead of the vectors.
    std::optional<std::size_t> random;
    // --max-findings N: with --random, stop after N distinct findings.
    std::size_t max_findings = 3;
    std::optional<std::uint64_t> seed;  // absent: from the clock, and printed
    // --fail-on: which levels' failures make the exit status 1: must (the
    // default: conformance is decided by must cases alone), should (must and
    // should), any (every level).
    std::string fail_on = "must";
    // --max-fail N: stop after N failures at the --fail-on levels; the report
    // is written, marked stopped, as for an interrupted run.
    std::optional<std::size_t> max_fail;
    bool list = false;         // --list: print the cases that would run; run none
    // --rerun-failed REPORT: only the cases REPORT records as not passed (rerun.hpp).
    std::optional<std::string> rerun_failed;
    // --expect-failures FILE, --write-baseline FILE (expected_failures.hpp).
    std::optional<std::string> expect_failures;
    std::optional<std::string> write_baseline;
    bool no_progress = false;  // --no-progress: no progress line even on a terminal
};

struct LintOptions {
    std::string suite;
    std::optional<std::string> specs;  // the specifications' texts, for quotes
};

// What `coverage --check` compares when --output is not given.
inline constexpr const char* default_coverage_path = "docs/coverage.md";

struct CoverageOptions {
    std::string suite;
    std::optional<std::string> output;  // docs/coverage.md; stdout otherwise (or -)
    bool check = false;  // exit 1 if the file (default docs/coverage.md) differs from what would be written, or a must is uncovered
};

int run_check(const CheckOptions& options);
int run_adapter();
int run_lint(const LintOptions& options);
int run_coverage(const CoverageOptions& options);

}  // namespace fragid::cli
