#include "fragid/conformance/process_adapter.hpp"

#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <nlohmann/json.hpp>
#include <stdexcept>
#include <thread>

#include "fragid/conformance/json_depth.hpp"
#include "fragid/conformance/json_text.hpp"
#include "fragid/conformance/protocol.hpp"

namespace fragid::conformance {
namespace {

// A line longer than this without a newline is a protocol violation, not a
// reason to grow without bound.
constexpr std::size_t max_line = 64u << 20;

// What is said of such a line, naming the limit (issue 38 item 8: it read "not JSON").
std::string too_long(const std::string& line) {
    return "a line longer than " + std::to_string(max_line >> 20) + " MiB, the most fragid reads (" +
           std::to_string(line.size()) + " bytes without a line end)";
}

std::string shorten(const std::string& s, std::size_t keep = 300) {
    return s.size() <= keep ? s : s.substr(0, keep) + "... (" + std::to_string(s.size()) + " bytes)";
}

// The script /bin/sh runs: the command in a subshell of its own, holding the
// pipes, while the shell itself lets go of them and only waits. A shell that
// ran the command in the foreground would keep its own copy of the command's
// standard output (dash does not exec the last command), and an adapter that
// closed its stdout would then never be seen to (adapter-protocol.md: that is
// `crashed`). A background job's stdin is /dev/null unless redirected, hence
// fd 4. The command's own status is passed on, a death by signal included.
std::string shell_script(const std::string& command) {
    return "exec 4<&0\n(\n" + command +
           "\n) <&4 4<&- &\nexec 4<&- <&- >&- 2>&-\nwait $!\nstatus=$?\n"
           "if [ $status -gt 128 ]; then kill -s $(kill -l $status) $$; fi\nexit $status\n";
}

void close_fd(int& fd) {
    if (fd >= 0) ::close(fd);
    fd = -1;
}

}  // namespace

ProcessAdapter::ProcessAdapter(ProcessOptions options)
    : options_(std::move(options)),
      handshake_schema_(JsonSchema::from_file(options_.schema_dir / "handshake.schema.json")),
      answer_schema_(JsonSchema::from_file(options_.schema_dir / "answer.schema.json")) {
    // A child that dies while we write to it must give EPIPE, not kill the runner.
    ::signal(SIGPIPE, SIG_IGN);
}

ProcessAdapter::~ProcessAdapter() { kill_child(); }

void ProcessAdapter::spawn() {
    int in[2], out[2], err[2];
    if (::pipe2(in, O_CLOEXEC) != 0 || ::pipe2(out, O_CLOEXEC) != 0 || ::pipe2(err, O_CLOEXEC) != 0)
        throw std::runtime_error(std::string("cannot create pipes: ") + std::strerror(errno));
    pid_ = ::fork();
    if (pid_ < 0) throw std::runtime_error(std::string("cannot fork: ") + std::strerror(errno));
    if (pid_ == 0) {
        // The child leads its own process group, so that a kill reaches
        // whatever the command started (node, python, a shell pipeline).
        ::setpgid(0, 0);
        ::dup2(in[0], 0);
        ::dup2(out[1], 1);
        ::dup2(err[1], 2);
        ::signal(SIGPIPE, SIG_DFL);
        const auto script = shell_script(options_.command);
        ::execl("/bin/sh", "sh", "-c", script.c_str(), static_cast<char*>(nullptr));
        ::_exit(127);
    }
    ::setpgid(pid_, pid_);
    ::close(in[0]);
    ::close(out[1]);
    ::close(err[1]);
    to_child_ = in[1];
    from_child_ = out[0];
    child_stderr_ = err[0];
    for (int fd : {to_child_, from_child_, child_stderr_}) ::fcntl(fd, F_SETFL, ::fcntl(fd, F_GETFL) | O_NONBLOCK);
    stdout_buffer_.clear();
    stdout_searched_ = 0;
}

void ProcessAdapter::kill_child() {
    if (pid_ > 0) {
        ::kill(-pid_, SIGKILL);
        ::waitpid(pid_, nullptr, 0);
        pid_ = -1;
    }
    close_fd(to_child_);
    close_fd(from_child_);
    close_fd(child_stderr_);
}

std::string ProcessAdapter::exit_description() {
    // The child closed its output; give it a moment to finish exiting.
    int status = 0;
    pid_t reaped = 0;
    for (int i = 0; i < 100 && (reaped = ::waitpid(pid_, &status, WNOHANG)) == 0; ++i)
        std::this_thread::sleep_for(std::chrono::milliseconds(10));
    std::string what = "the adapter closed its output but is still running";
    if (reaped == pid_ && WIFEXITED(status))
        what = "the adapter exited with status " + std::to_string(WEXITSTATUS(status));
    else if (reaped == pid_ && WIFSIGNALED(status))
        what = "the adapter was killed by signal " + std::to_string(WTERMSIG(status)) + " (" +
               ::strsignal(WTERMSIG(status)) + ")";
    if (reaped == pid_) {  // reaped: end what it left behind in its group, then only close the pipes
        ::kill(-pid_, SIGKILL);
        pid_ = -1;
    }
    kill_child();
    return what;
}

// Writes `to_send`, then (if line_out) reads one line, draining the child's
// stderr all along so that a chatty child never blocks on a full pipe.
ProcessAdapter::Io ProcessAdapter::pump(const std::string& to_send, std::string* line_out,
                                        std::chrono::steady_clock::time_point deadline) {
    std::size_t sent = 0;
    char buffer[65536];
    while (true) {
        if (line_out && sent == to_send.size()) {
            // Only what arrived since the last look is searched: searching the
            // whole buffer after each read took time quadratic in a long line's
            // length (seconds before a 64 MiB line reached the limit).
            if (const auto newline = stdout_buffer_.find('\n', stdout_searched_); newline != std::string::npos) {
                *line_out = stdout_buffer_.substr(0, newline);
                stdout_buffer_.erase(0, newline + 1);
                stdout_searched_ = 0;
                return Io::done;
            }
            stdout_searched_ = stdout_buffer_.size();
            if (stdout_buffer_.size() > max_line) {
                *line_out = std::move(stdout_buffer_);
                stdout_buffer_.clear();
                stdout_searched_ = 0;
                return Io::too_long;
            }
        }
        if (!line_out && sent == to_send.size()) return Io::done;
        // poll() below wakes at least once a second, and at once on a signal (EINTR).
        if (options_.stop && options_.stop->interrupts()) return Io::stopped;
        const auto now = std::chrono::steady_clock::now();
        if (now >= deadline) return Io::timed_out;
        pollfd fds[3] = {{from_child_, POLLIN, 0}, {child_stderr_, POLLIN, 0},
                         {sent < to_send.size() ? to_child_ : -1, POLLOUT, 0}};
        const auto wait = std::chrono::duration_cast<std::chrono::milliseconds>(deadline - now).count();
        if (::poll(fds, 3, static_cast<int>(std::min<long long>(wait + 1, 1000))) < 0 && errno != EINTR)
            return Io::closed;
        if (fds[1].revents & (POLLIN | POLLHUP)) {
            const auto n = ::read(child_stderr_, buffer, sizeof buffer);
            if (n > 0) {
                stderr_tail_.append(buffer, static_cast<std::size_t>(n));
                if (stderr_tail_.size() > options_.stderr_keep) {
                    stderr_cut_ += stderr_tail_.size() - options_.stderr_keep;
                    stderr_tail_.erase(0, stderr_tail_.size() - options_.stderr_keep);
                }
            } else if (n == 0) {
                close_fd(child_stderr_);
            }
        }
        if (fds[2].revents & (POLLOUT | POLLERR | POLLHUP)) {
            const auto n = ::write(to_child_, to_send.data() + sent, to_send.size() - sent);
            if (n < 0 && errno != EAGAIN && errno != EINTR) return Io::closed;
            if (n > 0) sent += static_cast<std::size_t>(n);
        }
        if (fds[0].revents & (POLLIN | POLLHUP)) {
            const auto n = ::read(from_child_, buffer, sizeof buffer);
            if (n == 0) return Io::closed;
            if (n > 0) stdout_buffer_.append(buffer, static_cast<std::size_t>(n));
        }
    }
}

std::string ProcessAdapter::take_stderr() {
    std::string tail;
    if (stderr_cut_) tail.append("[").append(std::to_string(stderr_cut_)).append(" earlier bytes cut]\n");
    tail += stderr_tail_;
    stderr_tail_.clear();
    stderr_cut_ = 0;
    return tail;
}

Handshake ProcessAdapter::handshake() {
    spawn();
    std::string line;
    const auto deadline = std::chrono::steady_clock::now() + options_.start_timeout;
    const auto io = pump(json_text(start_message()) + "\n", &line, deadline);
    const auto fail = [&](const std::string& why) -> Handshake {
        const auto tail = take_stderr();
        kill_child();
        throw std::runtime_error("handshake failed: " + why + (tail.empty() ? "" : "; its stderr ends: " + tail));
    };
    if (io == Io::timed_out)
        return fail("no answer to \"start\" within " + std::to_string(options_.start_timeout.count()) + " ms (--start-timeout)");
    if (io == Io::closed) return fail(exit_description());
    if (io == Io::stopped) return fail("the run was stopped (" + options_.stop->reason() + ")");
    if (io == Io::too_long) return fail("protocol violation: the answer to \"start\" is " + too_long(line));
    nlohmann::json message;
    try {
        message = parse_json_bounded(line);
    } catch (const JsonTooDeep& e) {
        return fail("protocol violation: the answer to \"start\" is " + std::string(e.what()) + ": " + shorten(line));
    } catch (const nlohmann::json::exception&) {
        return fail("protocol violation: the answer to \"start\" is not JSON: " + shorten(line));
    }
    if (const auto errors = handshake_schema_.validate(message); !errors.empty())
        return fail("protocol violation: " + errors.front() + " in " + shorten(line));
    auto h = handshake_from_json(message);
    if (auto* error = std::get_if<std::string>(&h)) return fail(*error);
    take_stderr();
    return std::get<Handshake>(h);
}

Handshake ProcessAdapter::start() {
    first_handshake_ = handshake();
    return *first_handshake_;
}

std::optional<Handshake> ProcessAdapter::restart() {
    kill_child();
    auto h = handshake();  // throws, saying why, if it fails
    if (first_handshake_ && h != *first_handshake_)
        throw std::runtime_error("the adapter's handshake after a restart differs from its first");
    return h;
}

Answer ProcessAdapter::run(const Request& request) {
    const auto seq = next_seq_;
    return exchange(run_message(seq, request), seq, false);
}

Answer ProcessAdapter::produce(const ProduceRequest& request) {
    const auto seq = next_seq_;
    return exchange(produce_message(seq, request), seq, true);
}

// Sends one request and reads its one answer. Answers are attributed by seq:
// one to an earlier seq (an answer sent twice, say) is noted and discarded, and
// reading goes on until the seq asked arrives or the time runs out, so that a
// stale answer is never taken for, or blamed on, the case being asked.
Answer ProcessAdapter::exchange(const nlohmann::json& request, std::uint64_t seq, bool produce) {
    // The adapter cannot be trusted with the next case: the runner restarts it.
    const auto unusable = [&](Failure::How how, std::string message) {
        Answer answer{Failure{how, std::move(message)}};
        answer.adapter_unusable = true;
        answer.stderr_tail = take_stderr();
        return answer;
    };
    if (pid_ < 0) return unusable(Failure::How::crashed, "the adapter is not running");
    ++next_seq_;
    const auto deadline = std::chrono::steady_clock::now() + options_.timeout;
    std::vector<std::string> notes;
    auto to_send = json_text(request) + "\n";
    while (true) {
        std::string line;
        const auto io = pump(to_send, &line, deadline);
        to_send.clear();  // sent once; a stale answer only means reading on
        if (io == Io::stopped) {
            kill_child();
            return unusable(Failure::How::errored, "the run was stopped (" + options_.stop->reason() + ")");
        }
        if (io == Io::timed_out) {
            auto answer = unusable(Failure::How::timed_out,
                                   "no answer within " + std::to_string(options_.timeout.count()) + " ms; the adapter was killed");
            answer.notes = std::move(notes);
            kill_child();
            return answer;
        }
        if (io == Io::too_long) {
            auto answer = unusable(Failure::How::errored, "protocol violation: the answer is " + too_long(line));
            answer.raw = shorten(line, 4096);
            answer.notes = std::move(notes);
            return answer;
        }
        if (io == Io::closed) {
            auto stderr_tail = take_stderr();  // before the child is reaped
            auto answer = unusable(Failure::How::crashed, exit_description());
            answer.stderr_tail = std::move(stderr_tail);
            answer.notes = std::move(notes);
            return answer;
        }
        auto answer = answer_of(line, seq, produce);
        if (answer) {
            answer->notes.insert(answer->notes.begin(), notes.begin(), notes.end());
            return std::move(*answer);
        }
        notes.push_back("discarded an answer to seq " + std::to_string(stale_seq_) + ", which was asked before seq " +
                        std::to_string(seq) + ": " + shorten(line));
    }
}

// The answer one line gives to seq `seq`, or nothing for an answer to an
// earlier seq (its seq in stale_seq_).
std::optional<Answer> ProcessAdapter::answer_of(const std::string& line, std::uint64_t seq, bool produce) {
    const auto violation = [&](const std::string& what) {
        Answer answer{Failure{Failure::How::errored, "protocol violation: " + what}};
        answer.adapter_unusable = true;
        answer.stderr_tail = take_stderr();
        answer.raw = shorten(line, 4096);
        return answer;
    };
    nlohmann::json message;
    try {
        message = parse_json_bounded(line);
    } catch (const JsonTooDeep& e) {
        return violation("the answer is " + std::string(e.what()) + ": " + shorten(line));
    } catch (const nlohmann::json::exception&) {
        return violation("the answer is not JSON: " + shorten(line));
    }
    if (const auto errors = answer_schema_.validate(message); !errors.empty())
        return violation(errors.front() + " in " + shorten(line));
    const auto answered = message.at("seq").get<std::uint64_t>();
    if (answered < seq) {
        stale_seq_ = answered;
        return std::nullopt;
    }
    if (answered != seq)
        return violation("answered seq " + json_text(message.at("seq")) + " while seq " + std::to_string(seq) + " was asked");
    auto reply = reply_from_json(message, produce);
    if (auto* what = std::get_if<std::string>(&reply)) return violation(*what + " in " + shorten(line));
    Answer answer{std::move(std::get<Reply>(reply))};
    answer.raw = shorten(line, 4096);
    answer.stderr_tail = take_stderr();
    // s.5: a later version may add fields; what this runner does not know it
    // ignores, and says so once per field, not in every case's record.
    for (const auto& [key, value] : message.items()) {
        if (key == "seq" || key == "result" || key == "produced" || key == "skipped" || key == "errored") continue;
        const auto field = (nlohmann::json::json_pointer() / key).to_string();
        if (noted_answer_fields_.insert(field).second)
            answer.notes.push_back("the answer's field " + field + " is not defined by protocol " +
                                   std::to_string(protocol_version) +
                                   " and was ignored, here and in any later answer (docs/adapter-protocol.md s.5)");
    }
    if (answer.outcome()) answer.result = std::move(message.at("result"));
    return answer;
}

void ProcessAdapter::stop() {
    if (pid_ < 0) return;
    pump(json_text(stop_message()) + "\n", nullptr, std::chrono::steady_clock::now() + std::chrono::milliseconds(500));
    close_fd(to_child_);
    for (int i = 0; i < 50 && ::waitpid(pid_, nullptr, WNOHANG) == 0; ++i)
        std::this_thread::sleep_for(std::chrono::milliseconds(10));
    kill_child();
}

}  // namespace fragid::conformance
