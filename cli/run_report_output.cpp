#include "run_report_output.hpp"

#include <cerrno>
#include <cstring>
#include <iostream>

#include "guarded.hpp"
#include "output.hpp"

namespace fragid::cli {

RunReportOutput::RunReportOutput(std::optional<std::string> path) : path_(std::move(path)) {}

RunReportOutput::~RunReportOutput() {
    if (file_) std::fclose(file_);
}

bool RunReportOutput::write(const std::string& text) {
    if (!path_) {
        std::cout << text << std::flush;
        return stdout_write_error().empty();
    }
    if (error_) return false;
    if (text.empty()) return true;
    if (!file_) {
        errno = 0;
        file_ = std::fopen(path_->c_str(), "wb");
        if (!file_) throw UsageError("cannot write " + *path_ + ": " + std::strerror(errno ? errno : EIO));
    }
    // Flushed at once: what a killed run leaves is what was written.
    errno = 0;
    if (std::fwrite(text.data(), 1, text.size(), file_) != text.size() || std::fflush(file_) != 0) error_ = errno ? errno : EIO;
    return error_ == 0;
}

void RunReportOutput::close() {
    if (!file_) return;
    errno = 0;
    const bool closed = std::fclose(file_) == 0;
    file_ = nullptr;
    if (!error_ && !closed) error_ = errno ? errno : EIO;
    if (error_) throw UsageError("write error: " + *path_ + ": " + std::strerror(error_));
}

}  // namespace fragid::cli
