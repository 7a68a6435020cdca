#include "regex_child.hpp"

#include <fcntl.h>
#include <malloc.h>
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
#include <ctime>
#include <limits>
#include <new>
#include <optional>
#include <string>
#include <string_view>

#include "fragid/entity/bre_required.hpp"

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

std::uint64_t longest_regex_text() { return static_cast<std::uint64_t>(std::numeric_limits<regoff_t>::max()); }

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

// /proc/self/statm, opened once by settle_in(): opening it costs more than
// the rest of a small search's limits together (7 us here, 0.9 to read it again).
int statm = -1;

// The address space this process holds now, in bytes: statm's first field,
// in pages (0 if it cannot be read). Read without stdio, whose buffer would
// be one more allocation. (Unused under AddressSanitizer.)
[[maybe_unused]] std::uint64_t address_space() {
    char text[128] = {};
    const auto n = ::pread(statm, text, sizeof text - 1, 0);
    if (n <= 0) return 0;
    return std::strtoull(text, nullptr, 10) * static_cast<std::uint64_t>(::sysconf(_SC_PAGESIZE));
}

// The CPU time this process has used, in microseconds (user and system, as
// ITIMER_PROF counts it). The sandbox has one thread, whose clock is read:
// while ITIMER_PROF is armed the process's clock moves only when the kernel
// accounts the time, at a tick (1000 regcomp calls read 0 us on it, 1.6 ms on
// the thread's).
std::uint64_t cpu_microseconds() {
    timespec now{};
    ::clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now);
    return static_cast<std::uint64_t>(now.tv_sec) * 1000000 + static_cast<std::uint64_t>(now.tv_nsec) / 1000;
}

// The search's CPU time is measured by ITIMER_PROF from now (the kernel looks
// at it on each timer tick): SIGPROF ends the process when it is spent.
// RLIMIT_CPU, whole seconds of the process's whole life, stays behind it at
// least `cpu_microseconds` past what this process has used so far (SIGXCPU).
// The memory limit is address space on top of what the process holds as the
// search starts: what it inherited from its caller by fork() (libraries, a
// mapped entity, a large text) and the request it has just received are not
// the search's, and must not count against it (s.6: the limit is the
// regex's). If /proc cannot be read, it is the whole address space.
// Returns the CPU time read as the timer was armed.
std::uint64_t apply_limits(const RegexRequest& request) {
#if !FRAGID_UNDER_ASAN
    const std::uint64_t held = address_space();
    constexpr std::uint64_t unlimited = RLIM_INFINITY;
    const std::uint64_t room = request.megabytes > (unlimited >> 20) ? unlimited : request.megabytes << 20;
    set_soft_limit(RLIMIT_AS, static_cast<rlim_t>(room > unlimited - held ? unlimited : held + room));
#endif
    const auto microseconds = std::max<std::uint64_t>(request.cpu_microseconds, 1);  // 0 would disarm the timer
    const auto now = cpu_microseconds();
    set_soft_limit(RLIMIT_CPU, static_cast<rlim_t>(std::ceil(static_cast<double>(now + microseconds) / 1e6)));
    itimerval budget{};
    budget.it_value.tv_sec = static_cast<time_t>(microseconds / 1000000);
    budget.it_value.tv_usec = static_cast<suseconds_t>(microseconds % 1000000);
    ::setitimer(ITIMER_PROF, &budget, nullptr);
    return now;
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

// Every match, leftmost-longest and on after each, as the pairs of an answer
// after room for its head; no more than `most` of them, and whether there
// are more.
struct Pairs {
    std::string bytes = std::string(regex_answer_head, '\0');
    bool more = false;
};

Pairs all_matches(const regex_t& re, std::string_view text, bool keep_empty, std::uint64_t most) {
    Pairs pairs;
    std::uint64_t count = 0;
    const auto add = [&](std::uint64_t so, std::uint64_t eo) {
        if (count == most) {
            pairs.more = true;
            return false;
        }
        ++count;
        const std::uint64_t pair[2] = {so, eo};
        pairs.bytes.append(reinterpret_cast<const char*>(pair), sizeof pair);
        return true;
    };
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
            if (!add(so, eo)) break;
            start = static_cast<std::size_t>(eo);
            continue;
        }
        if (keep_empty && !add(so, eo)) break;
        if (so >= text.size()) break;
        start = next_character(text, static_cast<std::size_t>(so));  // an empty match identifies nothing
    }
    return pairs;
}

// What a search answers (regex_child.hpp): its tag and count, and its bytes
// after room for the head, which answer() writes once it knows the CPU time.
struct Reply {
    char tag = 'M';
    std::uint64_t count = 0;
    std::string bytes;
};

// One search under the request's limits.
Reply search(const std::string& pattern, std::string_view text, const RegexRequest& request) {
    regex_t re;
    clear_errno();
    const int compiled = ::regcomp(&re, pattern.c_str(), REG_NEWLINE | (request.extended ? REG_EXTENDED : 0));
    // Out of memory while compiling (nested bounded repetitions expand fast)
    // is the memory limit reached, not a pattern that is not a regex (s.6).
    if (compiled == REG_ESPACE || an_allocation_failed()) ::_exit(regex_out_of_memory_status);
    if (compiled != 0) {
        char message[256];
        ::regerror(compiled, &re, message, sizeof message);
        return Reply{'E', std::strlen(message), std::string(regex_answer_head, '\0') + message};
    }
    auto pairs = cannot_match(pattern, text, request) ? Pairs{}
                                                      : all_matches(re, text, request.keep_empty != 0, request.max_matches);
    ::regfree(&re);
    const std::uint64_t count = (pairs.bytes.size() - regex_answer_head) / 16;
    return Reply{pairs.more ? 'C' : 'M', count, std::move(pairs.bytes)};
}

// One search under its limits, and its answer on the socket.
void answer(const std::string& pattern, std::string_view text, const RegexRequest& request) {
    Reply reply;
    const auto started = apply_limits(request);
    try {
        reply = search(pattern, text, request);
    } catch (const std::bad_alloc&) {  // the answer itself did not fit under the limit
        ::_exit(regex_out_of_memory_status);
    }
    const std::uint64_t took = cpu_microseconds() - started;
    lift_limits();
    reply.bytes[0] = reply.tag;
    std::memcpy(reply.bytes.data() + 1, &reply.count, sizeof reply.count);
    std::memcpy(reply.bytes.data() + 1 + sizeof reply.count, &took, sizeof took);
    if (!write_all(sandbox_socket, reply.bytes.data(), reply.bytes.size())) ::_exit(0);
}

// What the heap holds free counts as held when a search's memory limit is
// set (apply_limits), and may serve the search on top of its limit: so the
// free top inherited from the caller goes back to the system, and from now
// on the heap keeps at most 128 KiB free at its top, and large blocks (a
// request's text, a long answer) are mapped and unmapped rather than kept
// once freed (glibc raises both thresholds as such blocks are freed unless
// they are set). Trimming before each search instead cost more than a
// small search itself: the heap's top was given back and faulted in again.
void settle_in() {
    std::setlocale(LC_ALL, "C.UTF-8");  // only in the sandbox: '.' and [...] then match characters
    ::mallopt(M_MMAP_THRESHOLD, 128 * 1024);
    ::mallopt(M_TRIM_THRESHOLD, 128 * 1024);
    ::malloc_trim(0);
    statm = ::open("/proc/self/statm", O_RDONLY | O_CLOEXEC);
}

}  // namespace

[[noreturn]] void answer_one_regex_search(int socket, pid_t parent, const RegexRequest& request, std::string_view pattern,
                                          std::string_view text) {
    isolate(socket, parent);
    settle_in();
    answer(std::string(pattern), text, request);
    ::_exit(0);
}

[[noreturn]] void serve_regex_searches(int socket, pid_t parent) {
    isolate(socket, parent);
    settle_in();
    while (true) {
        RegexRequest request;
        if (!read_all(sandbox_socket, &request, sizeof request)) ::_exit(0);  // the caller is done
        std::string pattern(static_cast<std::size_t>(request.pattern_size), '\0'), text(static_cast<std::size_t>(request.text_size), '\0');
        if (!read_all(sandbox_socket, pattern.data(), pattern.size()) || !read_all(sandbox_socket, text.data(), text.size()))
            ::_exit(0);
        answer(pattern, text, request);
    }
}

}  // namespace fragid::detail

namespace fragid {
bool regex_memory_limit_enforced() { return !FRAGID_UNDER_ASAN; }
}  // namespace fragid
