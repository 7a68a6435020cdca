#include "fragid/entity/span_writer.hpp"

#include <algorithm>

#include "fragid/entity/mapped_file.hpp"

namespace fragid {

namespace {
// Large enough that a write and an madvise per piece cost nothing next to the
// copying, small enough to stay far below the 64 MiB that issue 13 allows.
constexpr std::uint64_t write_piece = 4u << 20;
}  // namespace

void write_span(std::ostream& out, std::string_view bytes, std::uint64_t from, std::uint64_t to) {
    to = std::min<std::uint64_t>(to, bytes.size());
    if (from >= to) return;
    if (to - from <= write_piece) {  // short: one write, no system call for pages
        out.write(bytes.data() + from, static_cast<std::streamsize>(to - from));
        return;
    }
    for (std::uint64_t at = from; at < to && out; at += write_piece) {
        const std::uint64_t end = std::min(to, at + write_piece);
        out.write(bytes.data() + at, static_cast<std::streamsize>(end - at));
        release_bytes_before(bytes, end);
    }
}

}  // namespace fragid
