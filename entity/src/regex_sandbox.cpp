// search_regex (regex_search.hpp) in a sandbox: the system's regcomp and
// regexec run in a child process (regex_child.cpp) under CPU-time and
// address-space limits, reached through a socket pair. This file and
// regex_child.cpp are the whole sandbox, the only ones that fork: a build
// without processes (WebAssembly) leaves both out and defines search_regex
// and regex_sandbox_process its own way.
#include "fragid/entity/regex_search.hpp"

#include <poll.h>
#include <signal.h>
#include <sys/socket.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <stdexcept>
#include <mutex>
#include <string>

#include "regex_child.hpp"

namespace fragid {
namespace {

// What the sandbox said in answer to one request, as far as it got.
struct Received {
    std::string bytes;
    bool complete = false;   // a whole answer (regex_child.hpp)
    bool timed_out = false;  // no whole answer before the deadline
    bool ended = false;      // the stream ended: the sandbox has exited or is exiting
};

// The answer's count and CPU time (regex_child.hpp).
std::uint64_t head_field(const std::string& bytes, std::size_t field) {
    std::uint64_t value = 0;
    std::memcpy(&value, bytes.data() + 1 + field * sizeof value, sizeof value);
    return value;
}

bool is_complete(const std::string& bytes) {
    if (bytes.size() < detail::regex_answer_head) return false;
    const std::uint64_t count = head_field(bytes, 0);
    const std::uint64_t body = bytes[0] == 'E' ? count : count * 16;
    return bytes.size() - detail::regex_answer_head == body;
}

// The one sandbox process of this process: started at the first search,
// reused by the next ones, and replaced when a search ends it (a limit
// reached) or it is found gone. Forking a whole caller per match() cost
// more than most searches (issue 13).
class Sandbox {
public:
    Sandbox() = default;
    Sandbox(const Sandbox&) = delete;
    Sandbox& operator=(const Sandbox&) = delete;
    ~Sandbox() { end(); }

    // Sends one request to a live sandbox, starting one if need be.
    void send(const detail::RegexRequest& request, std::string_view pattern, std::string_view text) {
        for (int attempt = 0; attempt < 2; ++attempt) {
            if (!alive()) start(detail::serve_regex_searches);
            if (detail::write_all(socket_, &request, sizeof request) && detail::write_all(socket_, pattern.data(), pattern.size()) &&
                detail::write_all(socket_, text.data(), text.size()))
                return;
            end();  // it died between searches: a new one gets the request
        }
        throw std::runtime_error("the regex sandbox process does not take requests");
    }

    Received receive(std::chrono::steady_clock::time_point deadline) const;

    // Ends the sandbox (killed first, it may be running) and says how it ended.
    int end() {
        int status = 0;
        if (pid_ > 0) {
            ::kill(pid_, SIGKILL);
            while (::waitpid(pid_, &status, 0) < 0 && errno == EINTR) {
            }
        }
        if (socket_ >= 0) ::close(socket_);
        pid_ = -1;
        socket_ = -1;
        return status;
    }

    // After the stream ended: how the sandbox ended, once it has. Not killed:
    // its exit status tells the memory limit from the CPU limit.
    int reap() {
        int status = 0;
        while (::waitpid(pid_, &status, 0) < 0 && errno == EINTR) {
        }
        pid_ = -1;
        end();
        return status;
    }

    pid_t pid() const { return pid_; }

    // A child of its own for one search of a text it inherits rather than
    // receives (see search_regex).
    void start_for(const detail::RegexRequest& request, std::string_view pattern, std::string_view text) {
        start([&](int socket, pid_t parent) { detail::answer_one_regex_search(socket, parent, request, pattern, text); });
    }

private:
    bool alive() {
        int status = 0;
        if (pid_ > 0 && ::waitpid(pid_, &status, WNOHANG) == 0) return true;
        if (pid_ > 0) pid_ = -1;  // reaped just now
        end();
        return false;
    }

    template <class ChildLife>
    void start(ChildLife life) {
        int fds[2];
        if (::socketpair(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0, fds) != 0)
            throw std::runtime_error(std::string("socketpair: ") + std::strerror(errno));
        const pid_t parent = ::getpid();
        pid_ = ::fork();
        if (pid_ < 0) throw std::runtime_error(std::string("fork: ") + std::strerror(errno));
        if (pid_ == 0) {
            ::close(fds[0]);
            life(fds[1], parent);
        }
        ::close(fds[1]);
        socket_ = fds[0];
    }

    pid_t pid_ = -1;
    int socket_ = -1;
};

// Reads until a whole answer, the end of the stream, or the deadline (see
// patience(): a sandbox may be starved of CPU, and must not hang its caller).
Received Sandbox::receive(std::chrono::steady_clock::time_point deadline) const {
    Received received;
    char buffer[65536];
    while (!(received.complete = is_complete(received.bytes))) {
        const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(deadline - std::chrono::steady_clock::now());
        if (left.count() <= 0) {
            received.timed_out = true;
            break;
        }
        pollfd p{socket_, POLLIN, 0};
        if (::poll(&p, 1, static_cast<int>(left.count())) < 0 && errno != EINTR) break;
        if (!(p.revents & (POLLIN | POLLHUP | POLLERR))) continue;
        const auto n = ::read(socket_, buffer, sizeof buffer);
        if (n < 0 && errno == EINTR) continue;
        if (n <= 0) {
            received.ended = true;
            break;
        }
        received.bytes.append(buffer, static_cast<std::size_t>(n));
    }
    return received;
}

std::mutex sandbox_mutex;

Sandbox& the_sandbox() {
    static Sandbox sandbox;
    return sandbox;
}

RegexSearch answered(const std::string& bytes) {
    RegexSearch result;
    result.cpu = std::chrono::microseconds(head_field(bytes, 1));
    const std::string_view body = std::string_view(bytes).substr(detail::regex_answer_head);
    if (bytes[0] == 'E') {
        result.outcome = RegexSearch::Outcome::invalid_pattern;
        result.message = std::string(body);
        return result;
    }
    if (bytes[0] == 'C') {
        result.outcome = RegexSearch::Outcome::resource_limit;
        result.limit = RegexSearch::Limit::matches;
        result.message = "more than " + std::to_string(head_field(bytes, 0)) + " matches";
    }
    for (std::size_t at = 0; at + 16 <= body.size(); at += 16) {
        std::uint64_t pair[2];
        std::memcpy(pair, body.data() + at, sizeof pair);
        result.matches.emplace_back(pair[0], pair[1]);
    }
    return result;
}

// How long the parent waits for an answer: the CPU-time limit is the
// sandbox's own (ITIMER_PROF), and this only ends a sandbox that cannot get
// the CPU to spend it. Ten times over, and 5 s more, is more than a search
// gets even on a machine shared by ten busy processes per core.
std::chrono::steady_clock::duration patience(const RegexLimits& limits) {
    return 10 * limits.cpu + std::chrono::seconds(5);
}

RegexSearch limit_reached(bool timed_out, int status, const RegexLimits& limits) {
    RegexSearch result;
    result.outcome = RegexSearch::Outcome::resource_limit;
    const auto signal = WIFSIGNALED(status) ? WTERMSIG(status) : 0;
    if (timed_out) {
        result.limit = RegexSearch::Limit::elapsed;
        result.cpu = limits.cpu;
        result.message = "matching did not end within " +
                         std::to_string(std::chrono::duration_cast<std::chrono::seconds>(patience(limits)).count()) +
                         " s of elapsed time, for a limit of " + as_milliseconds(limits.cpu) +
                         " of CPU time: the machine is too busy to tell";
    } else if (signal == SIGPROF || signal == SIGXCPU) {
        result.limit = RegexSearch::Limit::time;
        result.cpu = limits.cpu;
        result.message = "matching took more than the limit of " + as_milliseconds(limits.cpu) + " of CPU time";
    } else if ((WIFEXITED(status) && WEXITSTATUS(status) == detail::regex_out_of_memory_status) || signal == SIGSEGV ||
               signal == SIGBUS) {  // a stack that may not grow is memory too
        result.limit = RegexSearch::Limit::memory;
        result.message = "matching ran out of memory (limit " + std::to_string(limits.megabytes) + " MiB)";
    } else {
        result.limit = RegexSearch::Limit::ended;
        result.message = "the regex sandbox ended before it answered (" +
                         (signal ? "signal " + std::to_string(signal) : "exit status " + std::to_string(WEXITSTATUS(status))) +
                         ")";
    }
    return result;
}

// The answer to the request just sent or started.
RegexSearch outcome(Sandbox& sandbox, const RegexLimits& limits) {
    const auto received = sandbox.receive(std::chrono::steady_clock::now() + patience(limits));
    if (received.complete) return answered(received.bytes);
    // No whole answer: the search ended the sandbox, or it is ended now.
    const int status = received.ended ? sandbox.reap() : sandbox.end();
    return limit_reached(received.timed_out, status, limits);
}

constexpr std::size_t large_text = std::size_t{1} << 20;

}  // namespace

RegexSearch search_regex(std::string_view pattern, std::string_view text, const RegexLimits& limits,
                         RegexSyntax syntax) {
    if (pattern.find('\0') != std::string_view::npos) {
        RegexSearch result;
        result.outcome = RegexSearch::Outcome::invalid_pattern;
        result.message = "the pattern contains a NUL character, which a POSIX regular expression cannot";
        return result;
    }
    if (text.size() > detail::longest_regex_text()) {
        RegexSearch result;
        result.outcome = RegexSearch::Outcome::resource_limit;
        result.limit = RegexSearch::Limit::text;
        result.message = "the text is " + std::to_string(text.size()) + " bytes in UTF-8, more than the " +
                         std::to_string(detail::longest_regex_text()) + " that regexec can search";
        return result;
    }
    const detail::RegexRequest request{static_cast<std::uint64_t>(std::max<std::int64_t>(limits.cpu.count(), 0)),
                                       limits.megabytes,
                                       limits.matches,
                                       pattern.size(),
                                       text.size(),
                                       syntax.extended,
                                       syntax.keep_empty};
    // A large text is not copied to the shared sandbox: a child of its own
    // inherits it. The copy would cost more than a fork, and its address
    // space would count against the memory limit beside the parent's.
    if (text.size() > large_text) {
        Sandbox own;
        own.start_for(request, pattern, text);
        return outcome(own, limits);
    }
    const std::lock_guard lock(sandbox_mutex);
    Sandbox& sandbox = the_sandbox();
    sandbox.send(request, pattern, text);
    return outcome(sandbox, limits);
}

long regex_sandbox_process() {
    const std::lock_guard lock(sandbox_mutex);
    return the_sandbox().pid();
}

}  // namespace fragid
