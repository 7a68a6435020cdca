// A request to end a run early: from a signal handler (Ctrl-C, SIGTERM), or
// from whoever consumes the records (its output was closed, or --max-fail
// failures were seen). The runner
// sends no further case, and an adapter waiting for an answer gives up within
// one poll interval, so that the partial report can still be written.
#pragma once

#include <atomic>
#include <csignal>
#include <string>

namespace fragid::conformance {

class StopRequest {
public:
    // What asked for the stop: a signal number, output_closed or failure_limit.
    static constexpr int output_closed = -1;
    static constexpr int failure_limit = -2;

    // Safe in a signal handler: a lock-free atomic store ([support.signal]).
    void request(int why) noexcept { why_.store(why, std::memory_order_relaxed); }
    bool requested() const noexcept { return why_.load(std::memory_order_relaxed) != 0; }
    int why() const noexcept { return why_.load(std::memory_order_relaxed); }
    // Whether an answer being awaited is abandoned: a signal or a closed
    // output cannot wait, while the failure limit is reached between cases,
    // so the adapter can still be stopped politely.
    bool interrupts() const noexcept { return requested() && why() != failure_limit; }
    // "SIGINT", "SIGTERM", "the output was closed", "--max-fail reached"; empty if no stop was asked.
    std::string reason() const;

private:
    static_assert(std::atomic<int>::is_always_lock_free);
    std::atomic<int> why_{0};
};

}  // namespace fragid::conformance
