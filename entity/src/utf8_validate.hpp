// Whether a run of bytes is well-formed UTF-8 (RFC 3629 s.4), in bulk.
#pragma once

#include <cstddef>

namespace fragid::detail {

// True when [data, data + size) is a sequence of whole, well-formed UTF-8
// characters: the same bytes Decoder accepts, so that a run found valid here
// decodes without an error. simdjson's validator when the build found it
// (several GB/s), else a word-at-a-time loop.
bool is_valid_utf8(const char* data, std::size_t size);

// The length of the well-formed sequence (RFC 3629 s.4, UTF8-char) that
// starts with the byte 0x80 or above at `p`, of the `left` bytes there, or 0
// if none does. The narrowed second-byte ranges exclude overlong forms,
// surrogates and code points above U+10FFFF, exactly as Decoder::next_utf8
// does. The text view's fallback and the CSV reader both check with it.
inline std::size_t utf8_sequence_length(const unsigned char* p, std::size_t left) {
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

}  // namespace fragid::detail
