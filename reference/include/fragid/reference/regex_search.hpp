// Finding every occurrence of a POSIX Basic Regular Expression, safely
// (draft-wilde-text-fragment-01 s.3.1.5 and s.6).
#pragma once

#include <chrono>
#include <cstdint>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace fragid {

// Back-references make BRE matching exponential in the worst case, and s.6
// warns that regex code is "notoriously vulnerable": so the system's
// regcomp/regexec run in a child process with a CPU-time and address-space
// limit, and the parent waits at most a little longer than that. One child
// serves search after search, each under its own limits; a search that
// reaches a limit ends it, and the next search starts another. The draft's
// resolver gives a whole fragment `cpu` of elapsed time, shared by its
// match() parts (wilde_resolver.cpp).
struct RegexLimits {
    std::chrono::milliseconds cpu{2000};
    std::uint64_t megabytes = 512;  // not applied under AddressSanitizer, which needs its shadow memory
};

struct RegexSearch {
    enum class Outcome { found, invalid_pattern, resource_limit };
    Outcome outcome = Outcome::found;
    std::string message;  // regcomp's words, or which limit was reached
    // [start, end) byte offsets into the text, non-overlapping, in order;
    // non-empty unless RegexSyntax::keep_empty.
    std::vector<std::pair<std::uint64_t, std::uint64_t>> matches;
};

// Searches UTF-8 `text` for `pattern` (a BRE, compiled without REG_EXTENDED,
// with REG_NEWLINE, in the C.UTF-8 locale), leftmost-longest and on after each
// match; empty matches are skipped (docs/interpretations-wilde.md, "match()").
RegexSearch search_bre(std::string_view pattern, std::string_view text, const RegexLimits& limits);

// How search_regex reads a pattern and which matches it reports.
struct RegexSyntax {
    bool extended = false;    // REG_EXTENDED: a POSIX ERE rather than a BRE
    bool keep_empty = false;  // report empty matches (start == end) too, for a caller that must refuse them
};

// search_bre with the syntax chosen: the same child process, limits, locale
// and REG_NEWLINE. `make --match` takes EREs and refuses empty matches
// (docs/interpretations.md, "Making fragments").
RegexSearch search_regex(std::string_view pattern, std::string_view text, const RegexLimits& limits,
                         RegexSyntax syntax);

// The process id of the child that serves searches now, or -1 when there is
// none (before the first search, or after one that reached a limit). For
// tests and diagnostics: it shows the child reused, and replaced.
long regex_sandbox_process();

}  // namespace fragid
