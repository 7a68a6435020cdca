// Finding the end of an unquoted CSV field in an ASCII-compatible charset a
// word of 8 bytes at a time: ',' CR and LF are single bytes there and never
// part of a longer character (RFC 3629 s.3 for UTF-8: every byte of a
// multi-byte sequence is 0x80 or above), so a byte search finds them.
#pragma once

#include <bit>
#include <cstdint>
#include <cstring>

namespace fragid::csv_detail {

// Where an unquoted field's text stops, and whether any byte before it is
// 0x80 or above (only then can the text hold bytes that need checking).
struct SeparatorStop {
    std::uint64_t at = 0;  // the first ',', CR or LF, or the end
    bool high_bytes = false;
};

namespace separator_search {

constexpr std::uint64_t ones = 0x0101010101010101u;
constexpr std::uint64_t highs = 0x8080808080808080u;

// The bytes of a word that are ',', CR or LF, as the high bit of each. Exact
// up to the first such byte: the borrow of (v - ones) only runs upwards from
// a zero byte, so the lowest set bit is the first separator (bits above it
// may be spurious, and are never used).
inline std::uint64_t separator_bits(std::uint64_t word) {
    auto zero_bytes = [](std::uint64_t v) { return (v - ones) & ~v & highs; };
    return zero_bytes(word ^ (ones * ',')) | zero_bytes(word ^ (ones * '\r')) | zero_bytes(word ^ (ones * '\n'));
}

inline bool is_separator(unsigned char b) { return b == ',' || b == '\r' || b == '\n'; }

}  // namespace separator_search

// The first ',', CR or LF in data[at, size). Fields are short (a few bytes),
// so the word search says where in the word it stopped rather than leaving
// the rest of the word to a loop over bytes.
inline SeparatorStop next_separator(const unsigned char* data, std::uint64_t size, std::uint64_t at) {
    using namespace separator_search;
    bool high = false;
    for (; size - at >= 8; at += 8) {
        std::uint64_t word = 0;
        std::memcpy(&word, data + at, 8);
        if constexpr (std::endian::native == std::endian::big) word = __builtin_bswap64(word);
        if (const std::uint64_t bits = separator_bits(word)) {
            const std::uint64_t before = (bits & (~bits + 1)) - 1;  // the bits below the first separator's
            return {at + static_cast<std::uint64_t>(std::countr_zero(bits)) / 8, high || (word & highs & before) != 0};
        }
        high = high || (word & highs) != 0;
    }
    for (; at < size && !is_separator(data[at]); ++at) high = high || data[at] >= 0x80;
    return {at, high};
}

}  // namespace fragid::csv_detail
