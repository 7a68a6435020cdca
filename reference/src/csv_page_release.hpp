// Keeps the resident memory of reading a large memory-mapped entity small:
// the pages a reader has gone past are handed back to the kernel, so reading
// a file of any size holds only a few megabytes of it at a time.
#pragma once

#include <cstdint>
#include <string_view>

namespace fragid::csv_detail {

// Only a read-only file mapping is released (MADV_DONTNEED: its pages come
// back from the file if read again); anything else, such as standard input
// read into memory, would lose its contents, and is left alone. Whether the
// bytes are such a mapping is looked up once, in /proc/self/maps, and only
// for entities large enough to matter (MappedFile, which made the mapping,
// does not say; see the report of issue 13 for the hook that would).
class PageRelease {
public:
    explicit PageRelease(std::string_view bytes);

    // The reader no longer needs the bytes before `offset`.
    void release_before(std::uint64_t offset) {
        if (enabled_ && offset >= released_ + batch) release(offset);
    }
    // The reader went back to `offset`: what it reads again is resident again.
    void rewound_to(std::uint64_t offset) {
        if (offset < released_) released_ = offset;
    }

private:
    static constexpr std::uint64_t batch = 8u << 20;  // one madvise per 8 MiB read
    void release(std::uint64_t offset);

    std::string_view bytes_;
    bool enabled_ = false;
    std::uint64_t released_ = 0;  // bytes before it were handed back
};

}  // namespace fragid::csv_detail
