// The one-line progress indicator of long runs (`check`, `check --random`,
// `matrix`): "fragid: 120/651 cases, 2 failed", redrawn in place with a
// carriage return on standard error, and erased when the run ends. Only on a
// terminal: a log file or a CI capture gets no carriage-return litter, and the
// report on standard output never sees it.
#pragma once

#include <chrono>
#include <cstddef>
#include <ostream>
#include <string>

namespace fragid::cli {

class Progress {
public:
    // Draws on `out` only if `enabled` (see progress_wanted()).
    Progress(std::ostream& out, bool enabled) : out_(out), enabled_(enabled) {}
    ~Progress() { clear(); }
    Progress(const Progress&) = delete;
    Progress& operator=(const Progress&) = delete;

    // `label` (an implementation's name, or empty), `done` of `total` cases,
    // `failed` so far, `failures` the word for them ("failed", "disagreed").
    void update(const std::string& label, std::size_t done, std::size_t total, std::size_t failed,
                const char* failures = "failed");
    // Erases the line; call before anything else is written to the terminal.
    void clear();

private:
    std::ostream& out_;
    bool enabled_;
    std::size_t shown_ = 0;  // characters on the line now; 0: nothing drawn
    std::chrono::steady_clock::time_point last_{};
};

// Standard error is a terminal and --no-progress was not given.
bool progress_wanted(bool no_progress);

}  // namespace fragid::cli
