// UTF-8 validity at byte level, in bulk: which sequences RFC 3629 s.4 allows,
// without decoding them. The record reader needs no code point of UTF-8 text,
// since ',' '"' CR and LF never occur inside a multi-byte sequence (RFC 3629
// s.3: every byte of one is 0x80 or above), only whether the text is valid.
#pragma once

#include <cstdint>
#include <cstring>

namespace fragid::csv_detail {

struct Utf8Validity {
    // Bytes the scanner must look at: every byte of a multi-byte sequence.
    static constexpr bool needs_check(unsigned char b) { return b >= 0x80; }

    // The length of the valid sequence at `p` (RFC 3629 s.4, UTF8-char), or 0
    // if none starts there. The narrowed second-byte ranges exclude overlong
    // forms, surrogates and code points above U+10FFFF, as the Decoder does.
    static unsigned length_at(const unsigned char* p, const unsigned char* end) {
        const unsigned char lead = *p;
        if (lead < 0x80) return 1;
        unsigned length = 0;
        unsigned char second_min = 0x80, second_max = 0xBF;
        if (lead < 0xC2) return 0;
        if (lead < 0xE0) {
            length = 2;
        } else if (lead < 0xF0) {
            length = 3;
            if (lead == 0xE0) second_min = 0xA0;
            if (lead == 0xED) second_max = 0x9F;
        } else if (lead < 0xF5) {
            length = 4;
            if (lead == 0xF0) second_min = 0x90;
            if (lead == 0xF4) second_max = 0x8F;
        } else {
            return 0;
        }
        if (end - p < static_cast<std::ptrdiff_t>(length)) return 0;
        if (p[1] < second_min || p[1] > second_max) return 0;
        for (unsigned i = 2; i < length; ++i)
            if ((p[i] & 0xC0u) != 0x80u) return 0;
        return length;
    }

    // The first byte in [p, end) where no valid sequence starts, or `end`.
    // Eight ASCII bytes at a time, since most CSV text is ASCII.
    static const unsigned char* first_invalid(const unsigned char* p, const unsigned char* end) {
        constexpr std::uint64_t high_bits = 0x8080808080808080u;
        while (p < end) {
            std::uint64_t word = 0;
            while (end - p >= 8 && (std::memcpy(&word, p, 8), (word & high_bits) == 0)) p += 8;
            if (p == end) break;
            const unsigned length = *p < 0x80 ? 1 : length_at(p, end);
            if (length == 0) return p;
            p += length;
        }
        return end;
    }
};

}  // namespace fragid::csv_detail
