#include "fragid/reference/regex_search.hpp"

#include <poll.h>
#include <regex.h>
#include <signal.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cerrno>
#include <clocale>
#include <cstring>
#include <stdexcept>
#include <string>

// AddressSanitizer reserves terabytes of shadow address space: an address-
// space limit would stop it, so under ASan only the CPU limit applies.
#if defined(__SANITIZE_ADDRESS__)
#define FRAGID_UNDER_ASAN 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define FRAGID_UNDER_ASAN 1
#endif
#endif
#ifndef FRAGID_UNDER_ASAN
#define FRAGID_UNDER_ASAN 0
#endif

namespace fragid {
namespace {

// What the child sends back: one tag byte, then either a message ('E'
// invalid pattern, 'R' out of memory in regexec) or the matches ('M') as
// pairs of 64-bit offsets.
bool write_all(int fd, const void* data, std::size_t size) {
    const char* p = static_cast<const char*>(data);
    while (size > 0) {
        const auto n = ::write(fd, p, size);
        if (n < 0 && errno == EINTR) continue;
        if (n <= 0) return false;
        p += n;
        size -= static_cast<std::size_t>(n);
    }
    return true;
}

std::size_t next_character(std::string_view text, std::size_t at) {
    ++at;  // past the lead byte, then past UTF-8 continuation bytes
    while (at < text.size() && (static_cast<unsigned char>(text[at]) & 0xC0) == 0x80) ++at;
    return at;
}

[[noreturn]] void run_child(int out, std::string_view pattern, std::string_view text, const RegexLimits& limits,
                            RegexSyntax syntax) {
    const rlim_t seconds = static_cast<rlim_t>((limits.cpu.count() + 999) / 1000);
    rlimit cpu{seconds, seconds + 1};
    ::setrlimit(RLIMIT_CPU, &cpu);
#if !FRAGID_UNDER_ASAN
    rlimit memory{limits.megabytes << 20, limits.megabytes << 20};
    ::setrlimit(RLIMIT_AS, &memory);
#endif
    std::setlocale(LC_ALL, "C.UTF-8");  // only in the child: '.' and [...] then match characters
    const std::string nul_terminated(pattern);
    regex_t re;
    const int compiled = ::regcomp(&re, nul_terminated.c_str(), REG_NEWLINE | (syntax.extended ? REG_EXTENDED : 0));
    // Out of memory while compiling (nested bounded repetitions expand fast)
    // is the memory limit reached, not a pattern that is not a regex (s.6).
    if (compiled == REG_ESPACE) ::_exit(3);
    if (const int rc = compiled; rc != 0) {
        char message[256];
        ::regerror(rc, &re, message, sizeof message);
        write_all(out, "E", 1);
        write_all(out, message, std::strlen(message));
        ::_exit(0);
    }
    write_all(out, "M", 1);
    std::size_t start = 0;
    while (start <= text.size()) {
        // REG_STARTEND searches text[start, size) while still seeing what
        // precedes `start`, so '^' and '$' keep their line context.
        regmatch_t m[1];
        m[0].rm_so = static_cast<regoff_t>(start);
        m[0].rm_eo = static_cast<regoff_t>(text.size());
        const int rc = ::regexec(&re, text.data(), 1, m, REG_STARTEND);
        if (rc == REG_NOMATCH) break;
        if (rc != 0) ::_exit(3);  // REG_ESPACE: out of memory
        const auto so = static_cast<std::uint64_t>(m[0].rm_so), eo = static_cast<std::uint64_t>(m[0].rm_eo);
        if (eo > so) {
            const std::uint64_t pair[2] = {so, eo};
            if (!write_all(out, pair, sizeof pair)) ::_exit(4);
            start = static_cast<std::size_t>(eo);
        } else {
            if (syntax.keep_empty) {
                const std::uint64_t pair[2] = {so, eo};
                if (!write_all(out, pair, sizeof pair)) ::_exit(4);
            }
            if (so >= text.size()) break;
            start = next_character(text, static_cast<std::size_t>(so));  // an empty match identifies nothing
        }
    }
    ::_exit(0);
}

}  // namespace

RegexSearch search_bre(std::string_view pattern, std::string_view text, const RegexLimits& limits) {
    return search_regex(pattern, text, limits, RegexSyntax{});
}

RegexSearch search_regex(std::string_view pattern, std::string_view text, const RegexLimits& limits,
                         RegexSyntax syntax) {
    RegexSearch result;
    if (pattern.find('\0') != std::string_view::npos) {
        result.outcome = RegexSearch::Outcome::invalid_pattern;
        result.message = "the pattern contains a NUL character, which a POSIX regular expression cannot";
        return result;
    }
    int fds[2];
    if (::pipe(fds) != 0) throw std::runtime_error(std::string("pipe: ") + std::strerror(errno));
    const pid_t pid = ::fork();
    if (pid < 0) throw std::runtime_error(std::string("fork: ") + std::strerror(errno));
    if (pid == 0) {
        ::close(fds[0]);
        run_child(fds[1], pattern, text, limits, syntax);
    }
    ::close(fds[1]);

    // Read everything the child says, but no longer than its CPU limit plus a
    // margin of wall-clock time (a child may also sleep, or be starved).
    const auto deadline = std::chrono::steady_clock::now() + 2 * limits.cpu + std::chrono::seconds(1);
    std::string received;
    bool timed_out = false;
    char buffer[65536];
    while (true) {
        const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(deadline - std::chrono::steady_clock::now());
        if (left.count() <= 0) {
            timed_out = true;
            break;
        }
        pollfd p{fds[0], POLLIN, 0};
        if (::poll(&p, 1, static_cast<int>(left.count())) < 0 && errno != EINTR) break;
        if (!(p.revents & (POLLIN | POLLHUP))) continue;
        const auto n = ::read(fds[0], buffer, sizeof buffer);
        if (n < 0 && errno == EINTR) continue;
        if (n <= 0) break;
        received.append(buffer, static_cast<std::size_t>(n));
    }
    ::close(fds[0]);
    if (timed_out) ::kill(pid, SIGKILL);
    int status = 0;
    while (::waitpid(pid, &status, 0) < 0 && errno == EINTR) {
    }

    const bool clean = !timed_out && WIFEXITED(status) && WEXITSTATUS(status) == 0 && !received.empty();
    if (clean && received[0] == 'E') {
        result.outcome = RegexSearch::Outcome::invalid_pattern;
        result.message = received.substr(1);
        return result;
    }
    if (!clean || (received.size() - 1) % 16 != 0) {
        result.outcome = RegexSearch::Outcome::resource_limit;
        if (timed_out || (WIFSIGNALED(status) && (WTERMSIG(status) == SIGXCPU || WTERMSIG(status) == SIGKILL)))
            result.message = "matching took more than the limit of " + std::to_string(limits.cpu.count()) + " ms";
        else
            result.message = "matching ran out of memory (limit " + std::to_string(limits.megabytes) + " MiB)";
        return result;
    }
    for (std::size_t at = 1; at + 16 <= received.size(); at += 16) {
        std::uint64_t pair[2];
        std::memcpy(pair, received.data() + at, sizeof pair);
        result.matches.emplace_back(pair[0], pair[1]);
    }
    return result;
}

}  // namespace fragid
