// Memory that is a file's pages, for release_bytes_before (mapped_file.hpp):
// a MappedFile's mapping is noted by MappedFile itself; a stream's kept bytes
// that went to a temporary file (entity_stream.cpp) are noted here, so that
// readers hand their pages back as they would a mapped file's.
#pragma once

#include <string_view>

namespace fragid {

// `range` is a file's pages from now on (MADV_DONTNEED drops them, to be read
// again from the file): an earlier range with the same start is replaced.
void note_file_backed(std::string_view range);
// The range that starts at `begin` is no longer a file's.
void forget_file_backed(const char* begin) noexcept;

}  // namespace fragid
