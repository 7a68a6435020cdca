// Checks of the suite itself, run in ctest: what makes a vector file wrong
// beyond its JSON Schema (conformance/README.md).
#pragma once

#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include "fragid/conformance/vectors.hpp"

namespace fragid::conformance {

struct LintReport {
    std::vector<Problem> problems;
    std::size_t files = 0;
    std::size_t cases = 0;
    bool quotes_checked = false;  // the specifications' texts were found
    std::size_t quotes_from_elsewhere = 0;  // quote_source: another document, not looked up
};

// The schema; ids unique across files, with their spec's prefix, and not
// retired (retired.txt); sections and requirement ids that exist in the
// spec's catalogue; descriptions without "should"; no `expect_any` at level
// must; levels and answers (an impl-defined case lists every defensible
// answer or says why there is one; expect_any marks fragid's reading in
// reference_choice, and the reference gives that answer); and, when `specs_dir` holds the specifications' texts, every quote
// (of a case or a requirement) found in its specification, whitespace aside.
LintReport lint_suite(const std::filesystem::path& suite_dir, const std::optional<std::filesystem::path>& specs_dir);

// ../shared/specs beside the source tree, or FRAGID_SPECS; nothing if neither exists.
std::optional<std::filesystem::path> default_specs_dir();

}  // namespace fragid::conformance
