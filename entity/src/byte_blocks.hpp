// Block summaries for charsets whose line-ending characters are spelled in
// bytes that never occur inside another character: UTF-8 and every charset
// in which each byte is one character.
#pragma once

#include <array>

#include "text_blocks.hpp"

namespace fragid::detail {

// How the charset spells what the summaries look for.
struct ByteSpelling {
    static constexpr int none = -1;
    bool utf8 = false;        // characters are counted by lead bytes, and validated as UTF-8
    int lf = none;            // the byte of U+000A
    int cr = none;            // the byte of U+000D
    int nel = none;           // the (first) byte of U+0085 NEXT LINE
    int nel_second = none;    // UTF-8: 0x85 after 0xC2; none in single-byte charsets
    std::array<bool, 256> invalid{};  // single-byte charsets: bytes that decode to nothing
    bool has_invalid = false;
    bool invalid_only_above_0x7F = true;
};

// The spelling of UTF-8 (RFC 3629).
ByteSpelling utf8_spelling();
// The spelling of a single-byte charset from its byte map (Decoder::byte_map),
// or nothing when a line-ending code point has more than one byte.
std::optional<ByteSpelling> single_byte_spelling(const std::array<char32_t, 256>& byte_map);

std::unique_ptr<BlockScanner> make_byte_blocks(std::string_view bytes, ByteSpelling spelling,
                                               LineEndingSet line_endings);

}  // namespace fragid::detail
