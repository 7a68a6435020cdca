// `check --fail-on must|should|any`: which levels' failures fail the run.
// The default, must, is the suite's own verdict (conformance/README.md,
// "Levels": only must cases decide conformance); should and any let a
// project hold itself to more.
#pragma once

#include <string>
#include <utility>
#include <vector>

#include "fragid/conformance/case.hpp"
#include "fragid/conformance/run_case.hpp"

namespace fragid::cli {

class FailPolicy {
public:
    // "must", "should" or "any" (CLI11 checks the name before this).
    static FailPolicy named(const std::string& name);
    static std::vector<std::string> names() { return {"must", "should", "any"}; }

    // The record counts: its case's level is one of the policy's.
    bool counts(const conformance::CaseRecord& record) const;
    // The record fails the run: it counts, and it was not passed or skipped.
    bool fails(const conformance::CaseRecord& record) const;
    // The records that count and were run (not skipped), and those of them that failed.
    std::pair<std::size_t, std::size_t> tally(const std::vector<conformance::CaseRecord>& records) const;

    const std::string& name() const { return name_; }
    bool must_only() const { return levels_.size() == 1; }
    // "must ", "must or should ", "" (any level): to go before "case".
    std::string levels_text() const;
    std::vector<std::string> level_names() const;

private:
    std::string name_;
    std::vector<conformance::Level> levels_;
};

}  // namespace fragid::cli
