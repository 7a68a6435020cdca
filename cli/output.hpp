// Output that is never lost silently: a full disk, a closed pipe or a
// /dev/full on stdout is a write error (exit 2), not a success.
#pragma once

#include <filesystem>
#include <optional>
#include <string>

namespace fragid::cli {

// Writes `text` to `path` whole, closes it, and throws UsageError
// ("write error: PATH: <strerror>") if any of that failed. A `path` of "-" is
// standard output, for every option that names a file to write.
void write_file_checked(const std::filesystem::path& path, const std::string& text);

// A file's bytes, whole; nothing if it cannot be opened or a read fails (the caller names it).
std::optional<std::string> read_whole_file(const std::filesystem::path& path);

// The bytes of a file the user named for a command to read (a report, a list
// of case ids), or a UsageError "<lead><path>: a directory, not <what>" (a
// directory opens and reads as nothing: issue 38 item 6) or "<lead><path>:
// cannot read it".
std::string named_file_text(const std::string& path, const std::string& lead, const std::string& what);

// Called first thing in main(), before anything opens a file. A standard
// stream that was closed when fragid started (`fragid check >&-`) is opened on
// /dev/null, so that no descriptor fragid opens later (a socket to the regex
// child, a pipe to an adapter) takes its number and receives what was meant
// for it. Each is opened the way that fails: 1 and 2 read-only, 0 write-only,
// so that writing a closed output is still a write error (EBADF, exit 2) and
// reading a closed input still a read error. SIGPIPE is ignored: a reader that
// has gone (`| head -1`) makes the next write fail with EPIPE, a write error
// like any other, rather than killing fragid before it can say so.
void reserve_standard_streams();

// Creates the directories `path` is to be written in, for the commands whose
// default output lies in a directory (docs/, docs/matrix/) that need not exist
// where they run; throws UsageError if that fails. Nothing for "-".
void create_parent_directories(const std::filesystem::path& path);

// `--check` compares what a command would write with the file it names: "-"
// names none, and is a usage error (UsageError) rather than a comparison with
// a file called "-".
void refuse_check_of_standard_output(const std::filesystem::path& path);

// Routes std::cout through a buffer that remembers the first failed write;
// called first thing in main().
void check_stdout_writes();

// Flushes std::cout and stdout; returns the error message if any write to
// standard output failed during the run, otherwise an empty string.
std::string stdout_write_error();

}  // namespace fragid::cli
