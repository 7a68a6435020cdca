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

namespace {

// RFC 3629 s.4, the narrowed second byte included (overlongs, surrogates,
// above U+10FFFF), exactly as Decoder::next_utf8 checks it.
std::size_t valid_sequence_length(const unsigned char* p, std::size_t left) {
    const unsigned char lead = p[0];
    std::size_t length = 0;
    unsigned char low = 0x80, high = 0xBF;
    if (lead < 0xC2) return 0;
    if (lead < 0xE0) {
        length = 2;
    } else if (lead < 0xF0) {
        length = 3;
        if (lead == 0xE0) low = 0xA0;
        if (lead == 0xED) high = 0x9F;
    } else if (lead < 0xF5) {
        length = 4;
        if (lead == 0xF0) low = 0x90;
        if (lead == 0xF4) high = 0x8F;
    } else {
        return 0;
    }
    if (left < length || p[1] < low || p[1] > high) return 0;
    for (std::size_t i = 2; i < length; ++i)
        if ((p[i] & 0xC0) != 0x80) return 0;
    return length;
}

}  // namespace

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
        const std::size_t length = valid_sequence_length(p + at, size - at);
        if (length == 0) return false;
        at += length;
    }
    return true;
}

#endif

}  // namespace fragid::detail
