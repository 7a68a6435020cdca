// The runner's side of the adapter protocol: an implementation in any
// language, running as a child process that speaks NDJSON on its standard
// input and output (docs/adapter-protocol.md).
#pragma once

#include <sys/types.h>

#include <chrono>
#include <filesystem>
#include <optional>
#include <set>
#include <string>

#include <nlohmann/json_fwd.hpp>

#include "fragid/conformance/adapter.hpp"
#include "fragid/conformance/json_schema.hpp"
#include "fragid/conformance/stop_request.hpp"

namespace fragid::conformance {

struct ProcessOptions {
    std::string command;  // run by /bin/sh -c, so quoting and `cd dir && ...` work
    std::chrono::milliseconds timeout{10'000};  // per request
    // For the handshake, which includes starting the process (an interpreter
    // loading its modules): a start is not an answer, and a short per-case
    // timeout must not keep an adapter from starting. `--start-timeout`.
    std::chrono::milliseconds start_timeout{30'000};
    std::filesystem::path schema_dir;           // conformance/schema/protocol
    std::size_t stderr_keep = 2048;             // bytes of stderr kept per case
    // When requested, a wait for an answer ends at once: the answer is an
    // error ("the run was stopped") and the adapter is unusable.
    const StopRequest* stop = nullptr;
};

// Every failure of the child is an Answer, never an exception, once started:
// timed_out (killed), crashed (exit status or signal), errored ("protocol
// violation: ..." for a line that is not JSON, is nested too deep
// (json_depth.hpp), is longer than 64 MiB, fails its schema or answers a
// later seq). An answer to an earlier seq is discarded and noted. Each of those marks the adapter unusable until restart().
class ProcessAdapter final : public Adapter {
public:
    explicit ProcessAdapter(ProcessOptions options);
    ~ProcessAdapter() override;
    ProcessAdapter(const ProcessAdapter&) = delete;
    ProcessAdapter& operator=(const ProcessAdapter&) = delete;

    // Starts the child and performs the handshake; throws std::runtime_error
    // saying what went wrong (with the end of the child's stderr).
    Handshake start() override;
    Answer run(const Request& request) override;
    Answer produce(const ProduceRequest& request) override;
    // Sends "stop", gives the child a moment to exit, then kills it.
    void stop() override;
    // Kills the child, starts it again and replays the handshake; throws
    // std::runtime_error if that fails or the handshake differs from the first.
    std::optional<Handshake> restart() override;

private:
    enum class Io { done, timed_out, closed, stopped, too_long };  // too_long: a line over the limit, in line_out
    void spawn();
    void kill_child();
    std::string exit_description();  // reaps the child: "exited with status 3", "killed by signal 9"
    Io pump(const std::string& to_send, std::string* line_out, std::chrono::steady_clock::time_point deadline);
    Handshake handshake();
    Answer exchange(const nlohmann::json& request, std::uint64_t seq, bool produce);
    std::optional<Answer> answer_of(const std::string& line, std::uint64_t seq, bool produce);
    std::string take_stderr();

    ProcessOptions options_;
    JsonSchema handshake_schema_;
    JsonSchema answer_schema_;
    pid_t pid_ = -1;
    int to_child_ = -1, from_child_ = -1, child_stderr_ = -1;
    std::string stdout_buffer_;
    std::size_t stdout_searched_ = 0;  // stdout_buffer_ has no line end before this offset
    std::string stderr_tail_;
    std::size_t stderr_cut_ = 0;
    std::uint64_t next_seq_ = 1;
    std::uint64_t stale_seq_ = 0;  // the seq of the last stale answer answer_of() discarded
    std::optional<Handshake> first_handshake_;
    // The fields of answers that protocol 1 does not define, each noted in
    // the record of the first answer that carried it, not in every one after.
    std::set<std::string> noted_answer_fields_;
};

}  // namespace fragid::conformance
