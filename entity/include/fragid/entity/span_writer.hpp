// Writing a long run of an entity's bytes without holding all of it in memory.
#pragma once

#include <cstdint>
#include <ostream>
#include <string_view>

namespace fragid {

// Writes bytes[from, to) to `out`. A run longer than a piece (4 MiB) is
// written a piece at a time, and the pages of each piece are handed back
// once it is written (release_bytes_before, mapped_file.hpp): printing a
// span of most of a multi-gigabyte mapped file then keeps a few megabytes of
// it resident, where one write would fault every page of the span in. The
// pages before `from` are handed back too, so a caller that reads there
// again reads from the page cache.
void write_span(std::ostream& out, std::string_view bytes, std::uint64_t from, std::uint64_t to);

}  // namespace fragid
