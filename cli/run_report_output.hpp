// Where `check` writes its report as the run goes: standard output, or the
// --output file, written piece by piece (report.hpp, ReportStream) and flushed
// after each, so that a reader sees each case as it finishes and a run killed
// outright leaves what it had written.
#pragma once

#include <cstdio>
#include <optional>
#include <string>

namespace fragid::cli {

class RunReportOutput {
public:
    // Standard output if `path` is empty.
    explicit RunReportOutput(std::optional<std::string> path);
    ~RunReportOutput();
    RunReportOutput(const RunReportOutput&) = delete;
    RunReportOutput& operator=(const RunReportOutput&) = delete;

    // Writes `text` and flushes it; the file is created at the first text.
    // Throws UsageError if it cannot be created. False once a write has failed
    // (a full disk, a reader gone): nothing more would be kept, so the caller
    // stops the run.
    bool write(const std::string& text);
    // Closes the file; throws UsageError ("write error: PATH: ...") if a write
    // or the close failed. Errors on standard output are main()'s to report,
    // as for every command.
    void close();

private:
    std::optional<std::string> path_;
    std::FILE* file_ = nullptr;
    int error_ = 0;  // the errno of the first failed write to the file
};

}  // namespace fragid::cli
