// Whether a run of bytes is well-formed UTF-8 (RFC 3629 s.4), in bulk.
#pragma once

#include <cstddef>

namespace fragid::detail {

// True when [data, data + size) is a sequence of whole, well-formed UTF-8
// characters: the same bytes Decoder accepts, so that a run found valid here
// decodes without an error. simdjson's validator when the build found it
// (several GB/s), else a word-at-a-time loop.
bool is_valid_utf8(const char* data, std::size_t size);

}  // namespace fragid::detail
