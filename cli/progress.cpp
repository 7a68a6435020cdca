#include "progress.hpp"

#include <unistd.h>

namespace fragid::cli {
namespace {

// Redrawing every case of a million-case --random run would cost more than
// the cases; ten redraws a second read as continuous.
constexpr auto redraw_interval = std::chrono::milliseconds(100);

}  // namespace

void Progress::update(const std::string& label, std::size_t done, std::size_t total, std::size_t failed,
                      const char* failures) {
    if (!enabled_) return;
    const auto now = std::chrono::steady_clock::now();
    // The first and the last state are always drawn, so the line never lies about the end.
    if (shown_ != 0 && done != total && now - last_ < redraw_interval) return;
    last_ = now;
    std::string line = "fragid: " + (label.empty() ? "" : label + ": ") + std::to_string(done) + "/" +
                       std::to_string(total) + " cases, " + std::to_string(failed) + " " + failures;
    const auto length = line.size();
    // Spaces cover what a longer line drew before (a label that got shorter).
    if (length < shown_) line.append(shown_ - length, ' ');
    out_ << '\r' << line << std::flush;
    shown_ = length;
}

void Progress::clear() {
    if (!enabled_ || shown_ == 0) return;
    out_ << '\r' << std::string(shown_, ' ') << '\r' << std::flush;
    shown_ = 0;
}

bool progress_wanted(bool no_progress) { return !no_progress && ::isatty(STDERR_FILENO) == 1; }

}  // namespace fragid::cli
