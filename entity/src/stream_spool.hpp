// Where the bytes a stream must keep go beyond a few megabytes: an unnamed
// temporary file, written at the bytes' own offsets and mapped back at their
// own addresses (entity_stream.cpp), so that keeping a stream of any length
// costs disk and page cache, not the process's memory.
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <string_view>

namespace fragid::stream_detail {

class SpoolFile {
public:
    // A new empty file in $TMPDIR (else /tmp), unlinked from the start so
    // that nothing is left behind however the process ends; nullptr when no
    // such file can be made there (the caller then keeps the bytes in memory).
    static std::unique_ptr<SpoolFile> create();
    ~SpoolFile();
    SpoolFile(const SpoolFile&) = delete;
    SpoolFile& operator=(const SpoolFile&) = delete;

    // Writes `bytes` at `offset`; throws StreamError, naming the stream
    // (`name`) and the directory, when they cannot be written (a full disk).
    void write_at(std::string_view bytes, std::uint64_t offset, const std::string& name);
    int descriptor() const noexcept { return fd_; }

private:
    SpoolFile(int fd, std::string directory) : fd_(fd), directory_(std::move(directory)) {}

    int fd_;
    std::string directory_;
};

}  // namespace fragid::stream_detail
