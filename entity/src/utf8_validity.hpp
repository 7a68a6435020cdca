// UTF-8 validity at byte level, in bulk: which sequences RFC 3629 s.4 allows,
// without decoding them. The record reader needs no code point of UTF-8 text,
// since ',' '"' CR and LF never occur inside a multi-byte sequence (RFC 3629
// s.3: every byte of one is 0x80 or above), only whether the text is valid.
#pragma once

#include <cstdint>
#include <cstring>

#include "utf8_validate.hpp"

namespace fragid::csv_detail {

struct Utf8Validity {
    // Bytes the scanner must look at: every byte of a multi-byte sequence.
    static constexpr bool needs_check(unsigned char b) { return b >= 0x80; }

    // The length of the valid sequence at `p` (RFC 3629 s.4, UTF8-char), or 0
    // if none starts there.
    static unsigned length_at(const unsigned char* p, const unsigned char* end) {
        if (*p < 0x80) return 1;
        return static_cast<unsigned>(detail::utf8_sequence_length(p, static_cast<std::size_t>(end - p)));
    }

    // Whether [p, p + size) is whole, valid characters, in bulk (simdjson's
    // validator where the build has it: utf8_validate.hpp).
    static constexpr bool checks_in_bulk = true;
    static bool all_valid(const unsigned char* p, std::size_t size) {
        return detail::is_valid_utf8(reinterpret_cast<const char*>(p), size);
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
