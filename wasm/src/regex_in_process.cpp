// search_regex (regex_search.hpp) without a child process: the WebAssembly
// module's replacement for entity/src/regex_sandbox.cpp and regex_child.cpp,
// which need fork, socketpair, setrlimit and glibc's REG_STARTEND. Here the
// C library is musl's (emscripten), run in the caller's thread:
//  - the CPU-time bound cannot be kept from inside (regexec cannot be
//    interrupted): a search that ends over its budget is resource-limit, and
//    one that would not end is stopped by the JavaScript side (regex_budget.hpp);
//  - the memory bound is kept by counting what the search allocates
//    (regex_memory.hpp): at most `megabytes` (and the search's copy of the
//    text), as the native child may take that much beyond what it holds as
//    it starts; an allocation past it fails in regcomp or regexec
//    (REG_ESPACE) or in this file (bad_alloc), which is the memory limit
//    reached, in the native sandbox's words;
//  - the count limits (matches, text length) apply as they do natively.
// musl has no REG_STARTEND: a search from `start` passes the text from there,
// with REG_NOTBOL unless a line starts there (REG_NEWLINE: '^' also matches
// after a newline), so '^' keeps its line context. regexec reads a C string,
// so a text with NUL bytes is searched piece by piece between them, each
// piece with REG_NOTEOL unless it ends the text: a match that would span a NUL
// is not found here (glibc, told the length, finds it). README.md's
// "JavaScript" section says what differs from the native build.
#include <regex.h>

#include <cerrno>
#include <chrono>
#include <clocale>
#include <cstdint>
#include <limits>
#include <new>
#include <string>

#include "fragid/entity/bre_required.hpp"
#include "fragid/entity/regex_search.hpp"
#include "regex_budget.hpp"
#include "regex_memory.hpp"

namespace fragid::wasm {
namespace {
bool regex_time_spent = false;
}
void set_regex_time_spent(bool spent) { regex_time_spent = spent; }
}  // namespace fragid::wasm

namespace fragid {
namespace {

// '.' and bracket expressions match characters, not bytes, as in the native sandbox.
void use_utf8_locale() {
    static const bool set = std::setlocale(LC_ALL, "C.UTF-8") != nullptr;
    (void)set;
}

std::size_t next_character(std::string_view text, std::size_t at) {
    ++at;  // past the lead byte, then past UTF-8 continuation bytes
    while (at < text.size() && (static_cast<unsigned char>(text[at]) & 0xC0) == 0x80) ++at;
    return at;
}

RegexSearch limit_reached(RegexSearch::Limit limit, std::string message) {
    RegexSearch search;
    search.outcome = RegexSearch::Outcome::resource_limit;
    search.limit = limit;
    search.message = std::move(message);
    return search;
}

// The native sandbox's words when a search reaches the CPU-time limit (regex_sandbox.cpp).
RegexSearch time_spent(const RegexLimits& limits) {
    auto search = limit_reached(RegexSearch::Limit::time,
                                "matching took more than the limit of " + as_milliseconds(limits.cpu) + " of CPU time");
    search.cpu = limits.cpu;
    return search;
}

std::string out_of_memory(const RegexLimits& limits) {
    return "matching ran out of memory (limit " + std::to_string(limits.megabytes) + " MiB)";
}

// A compiled pattern, freed once. Only after a regcomp that succeeded: musl's
// regcomp frees what it built when it fails and leaves the pointer to it in
// the regex_t, so a regfree then frees it again, which corrupted the heap
// when a search ran out of memory late in regcomp (issue 40).
struct Compiled {
    regex_t re{};
    bool built = false;
    ~Compiled() {
        if (built) ::regfree(&re);
    }
};

// Every match in `piece` (a NUL-free part of the text starting at `offset`),
// added to `search`; false once the match limit is passed or memory ran out.
bool search_piece(const regex_t& re, const std::string& piece, std::uint64_t offset, bool piece_at_line_start,
                  bool piece_ends_text, const RegexLimits& limits, bool keep_empty, RegexSearch& search) {
    std::size_t start = 0;
    while (start <= piece.size()) {
        const bool line_start = start == 0 ? piece_at_line_start : piece[start - 1] == '\n';
        const int flags = (line_start ? 0 : REG_NOTBOL) | (piece_ends_text ? 0 : REG_NOTEOL);
        regmatch_t m[1];
        const int rc = ::regexec(&re, piece.c_str() + start, 1, m, flags);
        if (rc == REG_ESPACE) {
            search = limit_reached(RegexSearch::Limit::memory, out_of_memory(limits));
            return false;
        }
        if (rc != 0) return true;
        const auto so = start + static_cast<std::size_t>(m[0].rm_so), eo = start + static_cast<std::size_t>(m[0].rm_eo);
        if (eo > so || keep_empty) {
            if (search.matches.size() == limits.matches) {
                search.outcome = RegexSearch::Outcome::resource_limit;
                search.limit = RegexSearch::Limit::matches;
                search.message = "more than " + std::to_string(limits.matches) + " matches";
                return false;
            }
            search.matches.emplace_back(offset + so, offset + eo);
        }
        if (eo > so) {
            start = eo;
            continue;
        }
        if (so >= piece.size()) break;
        start = next_character(piece, so);  // an empty match identifies nothing
    }
    return true;
}

RegexSearch search_in_process(std::string_view pattern, std::string_view text, const RegexLimits& limits,
                               RegexSyntax syntax);

}  // namespace

// The search, timed: its elapsed time stands for the sandbox's CPU time (the
// module has one thread, busy with nothing else meanwhile).
RegexSearch search_regex(std::string_view pattern, std::string_view text, const RegexLimits& limits,
                         RegexSyntax syntax) {
    if (wasm::regex_time_spent) return time_spent(limits);
    const auto started = std::chrono::steady_clock::now();
    auto search = search_in_process(pattern, text, limits, syntax);
    search.cpu = std::chrono::duration_cast<std::chrono::microseconds>(std::chrono::steady_clock::now() - started);
    if (search.cpu > limits.cpu && search.outcome != RegexSearch::Outcome::resource_limit) return time_spent(limits);
    return search;
}

namespace {

RegexSearch search_in_process(std::string_view pattern, std::string_view text, const RegexLimits& limits,
                              RegexSyntax syntax) {
    use_utf8_locale();
    // The native sandbox's checks and words (regex_sandbox.cpp), so that an answer reads the same.
    if (pattern.find('\0') != std::string_view::npos) {
        RegexSearch result;
        result.outcome = RegexSearch::Outcome::invalid_pattern;
        result.message = "the pattern contains a NUL character, which a POSIX regular expression cannot";
        return result;
    }
    const auto longest = static_cast<std::uint64_t>(std::numeric_limits<regoff_t>::max());
    if (text.size() > longest)
        return limit_reached(RegexSearch::Limit::text, "the text is " + std::to_string(text.size()) +
                                                           " bytes in UTF-8, more than the " + std::to_string(longest) +
                                                           " that regexec can search");
    try {
        // The search's own copies of the text (one piece at a time, NUL-terminated for regexec) are
        // the request, which the native child holds before its limit applies; the rest is the budget.
        const wasm::RegexMemoryBudget budget(limits.megabytes, text.size() + 64);
        Compiled compiled;
        const int rc = ::regcomp(&compiled.re, std::string(pattern).c_str(), REG_NEWLINE | (syntax.extended ? REG_EXTENDED : 0));
        compiled.built = rc == 0;
        if (rc == REG_ESPACE) return limit_reached(RegexSearch::Limit::memory, out_of_memory(limits));
        if (rc != 0) {
            char message[256];
            ::regerror(rc, &compiled.re, message, sizeof message);
            RegexSearch invalid;
            invalid.outcome = RegexSearch::Outcome::invalid_pattern;
            invalid.message = message;
            return invalid;
        }
        RegexSearch search;
        // A BRE whose every match needs a character the text lacks has no match (bre_required.hpp).
        if (!syntax.extended)
            for (const char c : bre_required_characters(pattern))
                if (text.find(c) == std::string_view::npos) return search;
        for (std::size_t at = 0; at <= text.size();) {
            const auto nul = std::min(text.find('\0', at), text.size());
            const bool line_start = at == 0 || text[at - 1] == '\n';
            if (!search_piece(compiled.re, std::string(text.substr(at, nul - at)), at, line_start, nul == text.size(),
                              limits, syntax.keep_empty, search))
                return search;
            at = nul + 1;
        }
        return search;
    } catch (const std::bad_alloc&) {
        return limit_reached(RegexSearch::Limit::memory, out_of_memory(limits));
    }
}

}  // namespace

// There is no child process here.
long regex_sandbox_process() { return -1; }
bool regex_memory_limit_enforced() { return true; }  // the module counts the search's allocations (regex_memory.hpp)

}  // namespace fragid
