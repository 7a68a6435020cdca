#include "utf8_validate.hpp"

#include <cstdint>
#include <cstring>

#if FRAGID_HAVE_SIMDJSON
#include <simdjson.h>
#endif

namespace fragid::detail {

#if FRAGID_HAVE_SIMDJSON

bool is_valid_utf8(const char* data, std::size_t size) { return simdjson::validate_utf8(data, size); }

#else

bool is_valid_utf8(const char* data, std::size_t size) {
    const auto* p = reinterpret_cast<const unsigned char*>(data);
    std::size_t at = 0;
    while (at < size) {
        std::uint64_t word;
        if (size - at >= sizeof word) {
            std::memcpy(&word, p + at, sizeof word);
            if ((word & 0x8080808080808080u) == 0) {  // eight ASCII bytes at once
                at += sizeof word;
                continue;
            }
        }
        if (p[at] < 0x80) {
            ++at;
            continue;
        }
        const std::size_t length = utf8_sequence_length(p + at, size - at);
        if (length == 0) return false;
        at += length;
    }
    return true;
}

#endif

}  // namespace fragid::detail
