#include "csv_page_release.hpp"

#include "fragid/entity/mapped_file.hpp"

namespace fragid::csv_detail {

void PageRelease::release(std::uint64_t offset) {
    if (stream_)
        stream_->release_before(offset);
    else
        release_bytes_before(bytes_, offset);
    released_ = offset;
}

}  // namespace fragid::csv_detail
