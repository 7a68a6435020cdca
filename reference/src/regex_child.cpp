#include "regex_child.hpp"

#include <fcntl.h>
#include <regex.h>
#include <signal.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <sys/socket.h>
#include <sys/time.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <clocale>
#include <cmath>
#include <cstring>
#include <new>
#include <string>
#include <string_view>

#include "fragid/reference/bre_required.hpp"

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

namespace fragid::detail {

bool write_all(int fd, const void* data, std::size_t size) {
    const char* p = static_cast<const char*>(data);
    while (size > 0) {
        // MSG_NOSIGNAL: a peer that is gone is an error to handle, not SIGPIPE.
        const auto n = ::send(fd, p, size, MSG_NOSIGNAL);
        if (n < 0 && errno == EINTR) continue;
        if (n <= 0) return false;
        p += n;
        size -= static_cast<std::size_t>(n);
    }
    return true;
}

bool read_all(int fd, void* data, std::size_t size) {
    char* p = static_cast<char*>(data);
    while (size > 0) {
        const auto n = ::read(fd, p, size);
        if (n < 0 && errno == EINTR) continue;
        if (n <= 0) return false;
        p += n;
        size -= static_cast<std::size_t>(n);
    }
    return true;
}

namespace {

constexpr int sandbox_socket = 3;

// The sandbox outlives the search that started it, so it must hold nothing of
// its parent's: an inherited pipe end (an adapter's stdout, a child's stdin)
// would keep whoever reads the other end from ever seeing end-of-file.
void isolate(int socket, pid_t parent) {
    ::prctl(PR_SET_PDEATHSIG, SIGKILL);  // a parent that dies without closing the socket
    if (::getppid() != parent) ::_exit(0);
    if (socket != sandbox_socket && ::dup2(socket, sandbox_socket) < 0) ::_exit(1);
    const int null = ::open("/dev/null", O_RDWR);
    for (int fd = 0; fd <= 2; ++fd)
        if (null >= 0 && null != fd) ::dup2(null, fd);
    ::close_range(sandbox_socket + 1, ~0U, 0);
    // Whatever the parent did with these, here they must end the process.
    ::signal(SIGXCPU, SIG_DFL);
    ::signal(SIGPROF, SIG_DFL);
    ::signal(SIGPIPE, SIG_IGN);
}

void set_soft_limit(int resource, rlim_t soft) {
    rlimit now{};
    ::getrlimit(resource, &now);
    now.rlim_cur = std::min(soft, now.rlim_max);
    ::setrlimit(resource, &now);
}

// The search's CPU time is measured by ITIMER_PROF, to the millisecond, from
// now: SIGPROF ends the process when it is spent. RLIMIT_CPU, whole seconds
// of the process's whole life, stays behind it at least `cpu_milliseconds`
// past what this process has used so far (SIGXCPU).
void apply_limits(const RegexRequest& request) {
    const auto milliseconds = std::max<std::uint64_t>(request.cpu_milliseconds, 1);  // 0 would disarm the timer
    itimerval budget{};
    budget.it_value.tv_sec = static_cast<time_t>(milliseconds / 1000);
    budget.it_value.tv_usec = static_cast<suseconds_t>(milliseconds % 1000 * 1000);
    ::setitimer(ITIMER_PROF, &budget, nullptr);
    rusage used{};
    ::getrusage(RUSAGE_SELF, &used);
    const double seconds = static_cast<double>(used.ru_utime.tv_sec + used.ru_stime.tv_sec) +
                           static_cast<double>(used.ru_utime.tv_usec + used.ru_stime.tv_usec) / 1e6 +
                           static_cast<double>(request.cpu_milliseconds) / 1000.0;
    set_soft_limit(RLIMIT_CPU, static_cast<rlim_t>(std::ceil(seconds)));
#if !FRAGID_UNDER_ASAN
    set_soft_limit(RLIMIT_AS, static_cast<rlim_t>(request.megabytes << 20));
#endif
}

// Between searches: the next request's text must be received whatever the
// last search's limits were.
void lift_limits() {
    const itimerval disarmed{};
    ::setitimer(ITIMER_PROF, &disarmed, nullptr);
    set_soft_limit(RLIMIT_CPU, RLIM_INFINITY);
#if !FRAGID_UNDER_ASAN
    set_soft_limit(RLIMIT_AS, RLIM_INFINITY);
#endif
}

std::size_t next_character(std::string_view text, std::size_t at) {
    ++at;  // past the lead byte, then past UTF-8 continuation bytes
    while (at < text.size() && (static_cast<unsigned char>(text[at]) & 0xC0) == 0x80) ++at;
    return at;
}

void add_pair(std::string& answer, std::uint64_t so, std::uint64_t eo) {
    const std::uint64_t pair[2] = {so, eo};
    answer.append(reinterpret_cast<const char*>(pair), sizeof pair);
}

// A BRE whose every match needs a character the text lacks has no match:
// known without regexec, whose back-tracking may take seconds (bre_required.hpp).
bool cannot_match(std::string_view pattern, std::string_view text, const RegexRequest& request) {
    if (request.extended) return false;
    for (const char c : bre_required_characters(pattern))
        if (text.find(c) == std::string_view::npos) return true;
    return false;
}

// Whether a regcomp or regexec call may have been cut short by the memory
// limit, whatever it answered. glibc's regexec cannot say so itself: it
// returns `err != REG_NOERROR`, so its REG_ESPACE reaches the caller as 1,
// which is REG_NOMATCH (posix/regexec.c, glibc 2.36); and some of its paths
// lose the failure on the way up (check_matching stops as if the text had run
// out when find_recover_state fails, and returns check_subexp_matching_top's
// REG_ESPACE as if it were where a match ends). Every one of them starts
// with malloc, calloc or realloc returning null, which sets errno to ENOMEM
// (POSIX); the kernel's refusal of brk or mmap under RLIMIT_AS sets it too.
// So errno is cleared before the call and ENOMEM after it is the limit
// reached: at worst an allocation that malloc retried another way and
// completed, which still touched the limit.
void clear_errno() { errno = 0; }
bool an_allocation_failed() { return errno == ENOMEM; }

// Every match, leftmost-longest and on after each; the pairs of the 'M' answer.
std::string all_matches(const regex_t& re, std::string_view text, bool keep_empty) {
    std::string pairs;
    std::size_t start = 0;
    while (start <= text.size()) {
        // REG_STARTEND searches text[start, size) while still seeing what
        // precedes `start`, so '^' and '$' keep their line context.
        regmatch_t m[1];
        m[0].rm_so = static_cast<regoff_t>(start);
        m[0].rm_eo = static_cast<regoff_t>(text.size());
        clear_errno();
        const int rc = ::regexec(&re, text.data(), 1, m, REG_STARTEND);
        // Any other code is REG_ESPACE from a C library that returns it.
        if (an_allocation_failed() || (rc != 0 && rc != REG_NOMATCH)) ::_exit(regex_out_of_memory_status);
        if (rc == REG_NOMATCH) break;
        const auto so = static_cast<std::uint64_t>(m[0].rm_so), eo = static_cast<std::uint64_t>(m[0].rm_eo);
        if (eo > so) {
            add_pair(pairs, so, eo);
            start = static_cast<std::size_t>(eo);
            continue;
        }
        if (keep_empty) add_pair(pairs, so, eo);
        if (so >= text.size()) break;
        start = next_character(text, static_cast<std::size_t>(so));  // an empty match identifies nothing
    }
    return pairs;
}

std::string answer(char tag, const std::string& body, std::uint64_t count) {
    std::string out(1, tag);
    out.append(reinterpret_cast<const char*>(&count), sizeof count);
    return out + body;
}

// One search under the request's limits: the answer to send back.
std::string search(const std::string& pattern, std::string_view text, const RegexRequest& request) {
    regex_t re;
    clear_errno();
    const int compiled = ::regcomp(&re, pattern.c_str(), REG_NEWLINE | (request.extended ? REG_EXTENDED : 0));
    // Out of memory while compiling (nested bounded repetitions expand fast)
    // is the memory limit reached, not a pattern that is not a regex (s.6).
    if (compiled == REG_ESPACE || an_allocation_failed()) ::_exit(regex_out_of_memory_status);
    if (compiled != 0) {
        char message[256];
        ::regerror(compiled, &re, message, sizeof message);
        return answer('E', message, std::strlen(message));
    }
    std::string pairs = cannot_match(pattern, text, request) ? std::string{} : all_matches(re, text, request.keep_empty != 0);
    ::regfree(&re);
    const std::uint64_t count = pairs.size() / 16;
    return answer('M', pairs, count);
}

// One search under its limits, and its answer on the socket.
void answer(const std::string& pattern, std::string_view text, const RegexRequest& request) {
    std::string reply;
    apply_limits(request);
    try {
        reply = search(pattern, text, request);
    } catch (const std::bad_alloc&) {  // the answer itself did not fit under the limit
        ::_exit(regex_out_of_memory_status);
    }
    lift_limits();
    if (!write_all(sandbox_socket, reply.data(), reply.size())) ::_exit(0);
}

}  // namespace

[[noreturn]] void answer_one_regex_search(int socket, pid_t parent, const RegexRequest& request, std::string_view pattern,
                                          std::string_view text) {
    isolate(socket, parent);
    std::setlocale(LC_ALL, "C.UTF-8");
    answer(std::string(pattern), text, request);
    ::_exit(0);
}

[[noreturn]] void serve_regex_searches(int socket, pid_t parent) {
    isolate(socket, parent);
    std::setlocale(LC_ALL, "C.UTF-8");  // only in the sandbox: '.' and [...] then match characters
    while (true) {
        RegexRequest request;
        if (!read_all(sandbox_socket, &request, sizeof request)) ::_exit(0);  // the caller is done
        std::string pattern(request.pattern_size, '\0'), text(request.text_size, '\0');
        if (!read_all(sandbox_socket, pattern.data(), pattern.size()) || !read_all(sandbox_socket, text.data(), text.size()))
            ::_exit(0);
        answer(pattern, text, request);
    }
}

}  // namespace fragid::detail
