// Output that is never lost silently: a full disk, a closed pipe or a
// /dev/full on stdout is a write error (exit 2), not a success.
#pragma once

#include <filesystem>
#include <string>

namespace fragid::cli {

// Writes `text` to `path` whole, closes it, and throws UsageError
// ("write error: PATH: <strerror>") if any of that failed.
void write_file_checked(const std::filesystem::path& path, const std::string& text);

// Routes std::cout through a buffer that remembers the first failed write;
// called first thing in main().
void check_stdout_writes();

// Flushes std::cout and stdout; returns the error message if any write to
// standard output failed during the run, otherwise an empty string.
std::string stdout_write_error();

}  // namespace fragid::cli
