#include "interrupt.hpp"

#include <signal.h>

namespace fragid::cli {
namespace {

// One run at a time: the handler has no other way to find its request.
conformance::StopRequest* active_request = nullptr;
struct sigaction previous_int, previous_term;

extern "C" void request_stop(int signal) {
    if (active_request) active_request->request(signal);
}

}  // namespace

StopOnSignals::StopOnSignals(conformance::StopRequest& request) {
    active_request = &request;
    struct sigaction action {};
    action.sa_handler = request_stop;
    sigemptyset(&action.sa_mask);
    // No SA_RESTART: the adapter's poll() must wake with EINTR to see the request.
    action.sa_flags = 0;
    ::sigaction(SIGINT, &action, &previous_int);
    ::sigaction(SIGTERM, &action, &previous_term);
}

StopOnSignals::~StopOnSignals() {
    ::sigaction(SIGINT, &previous_int, nullptr);
    ::sigaction(SIGTERM, &previous_term, nullptr);
    active_request = nullptr;
}

int exit_status_of_stop(const conformance::StopRequest& request) noexcept {
    const int why = request.why();
    return why > 0 ? 128 + why : 0;
}

}  // namespace fragid::cli
