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
    bool quotes_checked = false;  // a specs_dir was given: every text missing from it is a problem
    std::vector<std::filesystem::path> texts;  // the specifications' texts read from it
    std::size_t quotes_looked_up = 0;       // quotes of cases and requirements looked up in them
    std::size_t quotes_from_elsewhere = 0;  // quote_source: another document, not looked up
};

// Of the vectors and the producer cases (producer/) alike: the schema; ids unique across files, with their spec's prefix, and not
// retired (retired.txt); sections and requirement ids that exist in the
// spec's catalogue; descriptions without "should"; no `expect_any` at level
// must; levels and answers (an impl-defined case lists every defensible
// answer or says why there is one; expect_any marks fragid's reading in
// reference_choice, and the reference gives that answer); and, when `specs_dir` is given, every quote
// (of a case or a requirement) found in its specification's text there, whitespace aside; a text
// that cannot be read from it is a problem. (Where programs find the texts: locate.hpp.)
LintReport lint_suite(const std::filesystem::path& suite_dir, const std::optional<std::filesystem::path>& specs_dir);

// The same checks of files already loaded (load_vectors(), load_producer_cases()
// of `suite_dir`): what a command that runs the cases checks first, since it
// refuses a suite lint finds a problem in (conformance/README.md, "Lint").
LintReport lint_files(const std::filesystem::path& suite_dir, const std::vector<VectorFile>& files,
                      const std::optional<std::filesystem::path>& specs_dir);

}  // namespace fragid::conformance
