// Keeps the resident memory of reading a large memory-mapped entity small:
// the pages a reader has gone past are handed back to the kernel, so reading
// a file of any size holds only a few megabytes of it at a time.
#pragma once

#include <cstdint>
#include <string_view>

namespace fragid::csv_detail {

// Batches the CSV reader's releases: one release_bytes_before()
// (mapped_file.hpp) per 8 MiB read. That call touches only a live
// MappedFile's mapping, so standard input read into memory keeps its bytes.
class PageRelease {
public:
    explicit PageRelease(std::string_view bytes) : bytes_(bytes) {}

    // The reader no longer needs the bytes before `offset`.
    void release_before(std::uint64_t offset) {
        if (offset >= released_ + batch) release(offset);
    }
    // The reader went back to `offset`: what it reads again is resident again.
    void rewound_to(std::uint64_t offset) {
        if (offset < released_) released_ = offset;
    }

private:
    static constexpr std::uint64_t batch = 8u << 20;
    void release(std::uint64_t offset);

    std::string_view bytes_;
    std::uint64_t released_ = 0;  // bytes before it were handed back
};

}  // namespace fragid::csv_detail
