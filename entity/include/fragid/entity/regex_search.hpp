// Finding every occurrence of a POSIX Basic Regular Expression, safely
// (draft-wilde-text-fragment-01 s.3.1.5 and s.6). This header is the
// interface; the sandbox below implements it in regex_sandbox.cpp and
// regex_child.cpp, which a build without processes replaces.
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
// limit, and the parent waits at most a generous while of elapsed time longer
// than that. One child serves search after search, each under its own
// limits; a search that reaches a limit ends it, and the next search starts
// another. The draft's resolver gives a whole fragment `cpu`, shared by its
// match() parts, and counts its spans against `matches` and its distinct
// patterns against `searches` (reference/src/wilde/resolver.cpp): counts, so that those
// limits are a function of the input, not of the machine's load.
struct RegexLimits {
    // CPU time of the sandbox, as the kernel counts it: what the search itself
    // takes, not the caller's work nor waiting for a busy machine.
    std::chrono::microseconds cpu{2'000'000};
    // Address space each search may take on top of what the sandbox holds as
    // it starts (inherited from the caller, or the request itself); not
    // applied under AddressSanitizer, which needs its shadow memory.
    std::uint64_t megabytes = 512;
    std::uint64_t matches = 1'000'000;  // reported by one search; the draft's spans of one fragment
    std::uint64_t searches = 10'000;    // distinct patterns of one draft fragment
};

struct RegexSearch {
    enum class Outcome { found, invalid_pattern, resource_limit };
    // Which limit a resource_limit outcome reached. `elapsed`: no answer in
    // many times the CPU-time limit of elapsed time (a sandbox starved of the
    // processor); `ended`: a sandbox that died of something else (a signal
    // from outside) before it answered.
    enum class Limit { none, time, elapsed, memory, matches, text, ended };
    Outcome outcome = Outcome::found;
    Limit limit = Limit::none;
    std::string message;  // regcomp's words, or which limit was reached
    // The sandbox's CPU time for this search; all of the limit when it reached it.
    std::chrono::microseconds cpu{0};
    // [start, end) byte offsets into the text, non-overlapping, in order;
    // non-empty unless RegexSyntax::keep_empty. With Limit::matches, the first
    // `limits.matches` of more; after any other limit, none.
    std::vector<std::pair<std::uint64_t, std::uint64_t>> matches;
};

// "300 ms", "0.5 ms": a CPU-time limit as the messages say it.
std::string as_milliseconds(std::chrono::microseconds time);

// Searches UTF-8 `text` for `pattern` (a BRE, compiled without REG_EXTENDED,
// with REG_NEWLINE, in the C.UTF-8 locale), leftmost-longest and on after each
// match; empty matches are skipped (docs/interpretations-wilde.md, "match()").
// Reaching a limit is the outcome resource_limit, never an answer with fewer
// matches: more than `limits.matches` (the first ones are kept, for a caller
// that wants only those), a text longer than regexec can address (2^31 - 1
// bytes in glibc), and running out of memory anywhere in regcomp or regexec
// (regex_child.cpp) included.
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

// Whether RegexLimits::megabytes is enforced. Not under AddressSanitizer, which reserves terabytes of
// shadow address space that the sandbox's address-space limit would deny it: there only the CPU limit
// applies (tests ask this rather than each guessing how a compiler says it sanitizes).
bool regex_memory_limit_enforced();

}  // namespace fragid
