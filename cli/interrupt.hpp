// Ctrl-C and SIGTERM during a run: instead of dying with the adapter's
// process group left running and no report, the run stops before its next
// case, the adapter is killed, the partial report is written (marked
// stopped), and fragid exits 128 + the signal's number, as a shell would.
#pragma once

#include "fragid/conformance/stop_request.hpp"

namespace fragid::cli {

// While one lives, SIGINT and SIGTERM request a stop of `request` instead of
// ending the process; the previous handlers come back when it is destroyed.
class StopOnSignals {
public:
    explicit StopOnSignals(conformance::StopRequest& request);
    ~StopOnSignals();
    StopOnSignals(const StopOnSignals&) = delete;
    StopOnSignals& operator=(const StopOnSignals&) = delete;
};

// The exit status of a run that `request` stopped: 128 + the signal; 0 if
// no signal stopped it (a closed output is a write error, reported as such).
int exit_status_of_stop(const conformance::StopRequest& request) noexcept;

}  // namespace fragid::cli
