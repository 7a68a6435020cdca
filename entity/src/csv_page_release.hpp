// Keeps the resident memory of reading a large memory-mapped entity small:
// the pages a reader has gone past are handed back to the kernel, so reading
// a file of any size holds only a few megabytes of it at a time.
#pragma once

#include <cstdint>
#include <string_view>

#include "fragid/entity/entity_stream.hpp"

namespace fragid::csv_detail {

// Batches the CSV reader's releases: one release_bytes_before()
// (mapped_file.hpp) per 8 MiB read. That call touches only a live
// MappedFile's mapping, so bytes held in memory keep their bytes. A stream's
// bytes are held in memory only, so they go sooner: one
// EntityStream::release_before() per MiB.
class PageRelease {
public:
    explicit PageRelease(std::string_view bytes, EntityStream* stream = nullptr)
        : bytes_(bytes), stream_(stream), batch_(stream ? 1u << 20 : 8u << 20) {}

    // The reader no longer needs the bytes before `offset`.
    void release_before(std::uint64_t offset) {
        if (offset >= released_ + batch_) release(offset);
    }
    // The reader went back to `offset`: what it reads again is resident again.
    void rewound_to(std::uint64_t offset) {
        if (offset < released_) released_ = offset;
    }

private:
    void release(std::uint64_t offset);

    std::string_view bytes_;
    EntityStream* stream_;
    std::uint64_t batch_;
    std::uint64_t released_ = 0;  // bytes before it were handed back
};

}  // namespace fragid::csv_detail
