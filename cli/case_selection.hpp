// Which cases `check` and `matrix` run: the filter options both take, the
// warning for a filter that matches nothing, and `check --list`.
#pragma once

#include <set>
#include <string>
#include <vector>

#include "fragid/conformance/adapter.hpp"
#include "fragid/conformance/case.hpp"
#include "fragid/conformance/runner.hpp"

namespace fragid::cli {

// --spec, --level, --tag, --id, --skip as given (names checked by CLI11).
struct FilterOptions {
    std::vector<std::string> specs, levels, tags, ids, skips;
};

conformance::Filters filters_of(const FilterOptions& options);

// The cases `filters` select, in suite order. Each filter value that matches
// no case of the suite is warned about on stderr ("fragid: warning: --id 'x'
// matched no case"); a selection that is empty is a usage error (exit 2): a
// CI job that runs nothing must not look like one that ran and passed.
// With `only`, just the cases among those whose id it holds (--rerun-failed).
std::vector<const conformance::Case*> select_cases(const std::vector<conformance::Case>& cases,
                                                   const conformance::Filters& filters,
                                                   const std::set<std::string>* only = nullptr);

// What `check --list` prints: one line per case, "ID<TAB>SPEC s.SECTION<TAB>LEVEL",
// and "<TAB>skipped: REASON" when `supports` rules it out; with `json`, an
// array of {id, spec, section, level, skip (a reason or null)}.
std::string case_list(const std::vector<const conformance::Case*>& cases, const conformance::Support& supports,
                      bool json);

}  // namespace fragid::cli
