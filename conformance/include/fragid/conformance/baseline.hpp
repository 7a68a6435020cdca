// Expected failures (`fragid check --expect-failures FILE`, written by
// `--write-baseline FILE`): what the web-platform-tests call expectation
// files, so that CI fails on change, not on known failures. The file lists
// case ids, one per line, sorted, each with an optional comment after '#':
//
//   # fragid check --expect-failures: the cases expected to fail, ...
//   rfc5147-eol-nel-is-a-line-ending   # we split at LF only (issue 12)
//   rfc7111-row-huge-number
//
// A run against it changes the verdict only in this: a failure at the
// --fail-on levels of a case not listed is a new failure, and a listed case
// that passed is an unexpected pass (the list should shrink); either makes
// the run fail, and nothing else does. Ids the suite does not have are
// warned about, not errors: a case retired or renamed by a suite update does
// not break anyone's CI, and its replacement, if it fails, is a new failure.
#pragma once

#include <cstddef>
#include <functional>
#include <set>
#include <string>
#include <string_view>
#include <vector>

#include <nlohmann/json_fwd.hpp>

#include "fragid/conformance/run_case.hpp"

namespace fragid::conformance {

struct BaselineEntry {
    std::string id;
    std::string comment;  // after '#', trimmed; empty if none
    std::size_t line = 0;
};

struct Baseline {
    std::vector<BaselineEntry> entries;  // in the file's order, each id once
    // "FILE:7: rfc5147-x is listed again (first on line 3)": said, not fatal.
    std::vector<std::string> warnings;
    const BaselineEntry* find(std::string_view id) const;
};

// Reads a baseline; `name` names it in messages. A UTF-8 byte order mark at
// its start is skipped. Throws std::runtime_error "NAME:LINE: ..." for a line
// that is not one case id and an optional comment (a glob, two words, a
// character an id cannot have: a byte that is not printable ASCII is shown
// as \xHH).
Baseline parse_baseline(std::string_view text, const std::string& name);

// A baseline's text: `header` as comment lines, then one line per entry,
// sorted by id, each id once ("ID" or "ID  # COMMENT").
std::string baseline_text(std::vector<BaselineEntry> entries, const std::vector<std::string>& header);

// A new entry's comment: "failed: expected …, got …", on one line and cut to
// about 100 bytes (never inside a UTF-8 sequence), so that the list stays readable.
std::string baseline_comment(const CaseRecord& record);

// A run's records held against a baseline.
struct BaselineVerdict {
    std::size_t listed = 0;
    std::size_t expected = 0;                // listed, and did not pass: failed as listed
    std::vector<std::string> new_failures;   // fail the run, and not listed
    std::vector<std::string> unexpected_passes;  // listed, and passed
    std::vector<std::string> skipped;        // listed, and skipped this time
    std::vector<std::string> not_run;        // listed, in the suite, but no record (not selected, or stopped)
    std::vector<std::string> unknown;        // listed, and not in the suite
    bool changed() const { return !new_failures.empty() || !unexpected_passes.empty(); }
};

// `fails` says whether a record fails the run (check's --fail-on); `suite_ids`
// are the ids of every case of the suite.
BaselineVerdict compare_with_baseline(const Baseline& baseline, const std::vector<CaseRecord>& records,
                                      const std::function<bool(const CaseRecord&)>& fails,
                                      const std::set<std::string>& suite_ids);

// The footer's "baseline" object (conformance/schema/report.schema.json).
nlohmann::json baseline_json(const BaselineVerdict& verdict, const std::string& file);

}  // namespace fragid::conformance
