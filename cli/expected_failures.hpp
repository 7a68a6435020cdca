// `check --expect-failures FILE` and `--write-baseline FILE`: a baseline of
// expected failures, so that CI fails on change only (conformance/baseline.hpp
// has the file's format and the rule).
#pragma once

#include <optional>
#include <string>
#include <vector>

#include <nlohmann/json_fwd.hpp>

#include "conformance_commands.hpp"
#include "fail_policy.hpp"
#include "fragid/conformance/adapter.hpp"
#include "fragid/conformance/baseline.hpp"
#include "fragid/conformance/report.hpp"
#include "fragid/conformance/runner.hpp"

namespace fragid::cli {

class ExpectedFailures {
public:
    // Reads --expect-failures, if given, before anything runs: a file that
    // cannot be read or is malformed is a usage error (exit 2); a duplicate id
    // and an id the suite does not have are warned about on stderr.
    ExpectedFailures(const CheckOptions& options, const std::vector<conformance::Case>& suite);

    bool expecting() const { return baseline_.has_value(); }

    // The listed ids, for the report (JUnit and TAP show a listed failure as expected
    // and a listed pass as a failure); nothing without --expect-failures.
    std::optional<conformance::ExpectedFailureList> list() const;

    // Holds the run against the baseline and adds "baseline" to the footer;
    // nothing without --expect-failures.
    void judge(nlohmann::json& footer, const conformance::RunSummary& summary, const FailPolicy& policy);

    // With --expect-failures: the exit status the baseline gives a run that
    // ran to its end and checked something (1 for a new failure or an
    // unexpected pass, else 0), said on stderr.
    int exit_status() const;

    // Writes --write-baseline, if given: the ids of the cases whose failure
    // fails the run under `policy`, with the comments the --expect-failures
    // file had for them. A stopped run writes none (its list would be short).
    void write(const conformance::RunSummary& summary, const FailPolicy& policy, const conformance::Handshake& handshake) const;

private:
    const CheckOptions& options_;
    std::set<std::string> suite_ids_;
    std::optional<conformance::Baseline> baseline_;
    std::optional<conformance::BaselineVerdict> verdict_;
};

}  // namespace fragid::cli
