// The sandbox process of regex_search.cpp: what it is asked, what it answers,
// and its loop. One such process serves many searches, so that match() costs
// a round trip over a socket rather than a fork of the whole caller.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string_view>

#include <sys/types.h>

namespace fragid::detail {

// One search, as sent to the sandbox, followed by the pattern's bytes and the text's.
struct RegexRequest {
    std::uint64_t cpu_microseconds = 0;  // CPU time this search may take
    std::uint64_t megabytes = 0;         // address space beyond what the sandbox holds as it starts (not under ASan)
    std::uint64_t max_matches = 0;       // matches it may report; one more is answered 'C'
    std::uint64_t pattern_size = 0;
    std::uint64_t text_size = 0;
    std::uint32_t extended = 0;    // RegexSyntax::extended
    std::uint32_t keep_empty = 0;  // RegexSyntax::keep_empty
};

// The answer: one tag byte, a 64-bit count, the 64-bit CPU time the search
// took in microseconds, then the count's bytes: 'E' regcomp's message (the
// pattern is not a regex), 'M' that many [start, end) pairs of 64-bit byte
// offsets, or 'C' the first `max_matches` pairs of more. A search that
// runs out of memory ends the process with exit status 3 instead, one that
// runs out of CPU time is ended by SIGPROF or SIGXCPU (or by the caller's
// SIGKILL): no answer at all.
inline constexpr std::size_t regex_answer_head = 1 + 2 * sizeof(std::uint64_t);
inline constexpr int regex_out_of_memory_status = 3;

// The longest text regexec can search: its offsets are regoff_t, an int in glibc.
std::uint64_t longest_regex_text();

bool write_all(int fd, const void* data, std::size_t size);
bool read_all(int fd, void* data, std::size_t size);

// The sandbox's life after fork() from `parent`: answers requests on `socket`
// until it is closed (or the parent dies), each under its own limits, and exits.
[[noreturn]] void serve_regex_searches(int socket, pid_t parent);

// A child's life for one search of a text it already holds (inherited from
// `parent` by fork()): answers it on `socket`, and exits.
[[noreturn]] void answer_one_regex_search(int socket, pid_t parent, const RegexRequest& request, std::string_view pattern,
                                          std::string_view text);

}  // namespace fragid::detail
