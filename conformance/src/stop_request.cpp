#include "fragid/conformance/stop_request.hpp"

#include <string.h>

namespace fragid::conformance {

std::string StopRequest::reason() const {
    const int signal = why();
    if (signal == 0) return {};
    if (signal == output_closed) return "the output was closed";
    if (signal == failure_limit) return "--max-fail reached";
    // sigabbrev_np (glibc 2.32) gives "INT" for SIGINT, as kill -l does.
    const char* name = ::sigabbrev_np(signal);
    return name ? "SIG" + std::string(name) : "signal " + std::to_string(signal);
}

}  // namespace fragid::conformance
