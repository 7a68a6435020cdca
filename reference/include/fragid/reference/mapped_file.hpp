// The bytes of a file (memory-mapped) or of standard input (read once), as a view.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

namespace fragid {

// Maps a regular file read-only so a resolver reads a multi-gigabyte entity in
// place; an empty file gives an empty view (mmap of length 0 is an error, so
// it is not attempted). "-" reads standard input into memory, since a pipe
// cannot be mapped, and so does any other file that is not regular or says
// it has size 0 (procfs files do, with contents). Throws std::runtime_error
// with the path and strerror on failure (missing file, directory, permission)
// or past `stream_limit` bytes read into memory.
class MappedFile {
public:
    // What is read into memory (standard input, a pipe, a device, a file whose
    // size the system does not know, as in /proc) stops with an error past
    // this many bytes, so that /dev/zero is an error and not all of memory.
    static constexpr std::uint64_t default_stream_limit = std::uint64_t{4} << 30;

    explicit MappedFile(const std::string& path, std::uint64_t stream_limit = default_stream_limit);
    ~MappedFile();
    MappedFile(const MappedFile&) = delete;
    MappedFile& operator=(const MappedFile&) = delete;

    std::string_view bytes() const noexcept { return {data_, size_}; }

private:
    const char* data_ = nullptr;
    std::size_t size_ = 0;
    bool mapped_ = false;
    std::string buffer_;  // standard input
};

// Hands the pages of a mapped file that lie before `offset` in `bytes` back
// to the system, for readers that go front to back once: resident memory
// then stays bounded whatever the file's size. Reading them again stays
// correct (the system reads them back from its page cache), only slower.
// Does nothing unless `bytes` lies within a live MappedFile's mapping:
// standard input and other memory are never touched.
void release_bytes_before(std::string_view bytes, std::uint64_t offset) noexcept;

// A file truncated while it is mapped (log rotation by copytruncate does
// this) raises SIGBUS when its lost pages are read: no resolver can see it
// coming. Once this is called, such a SIGBUS ends the process with
// "fragid: PATH: the file shrank while being read" on standard error and exit
// status `exit_status`, instead of a death by signal; a SIGBUS anywhere else
// keeps its default action. For programs (the CLI), not libraries: it
// replaces the process's SIGBUS handler.
void report_truncated_files(int exit_status);

}  // namespace fragid
