// Bulk counts over a run of bytes, for the text view's fast paths: how many
// bytes start a UTF-8 sequence, and how many equal each of three chosen values.
#pragma once

#include <cstddef>
#include <cstdint>

namespace fragid::detail {

// Up to three byte values to count; an unused one is given as `absent`.
struct Needles {
    static constexpr int absent = -1;
    int first = absent;
    int second = absent;
    int third = absent;
};

struct ByteCounts {
    std::uint64_t leads = 0;  // bytes that are not UTF-8 continuation bytes (10xxxxxx)
    std::uint64_t first = 0;
    std::uint64_t second = 0;
    std::uint64_t third = 0;
};

// One pass over [data, data + size), vectorised where the processor allows.
ByteCounts count_bytes(const unsigned char* data, std::size_t size, Needles needles);

// Whether every byte of [data, data + size) is below 0x80.
bool all_ascii(const unsigned char* data, std::size_t size);

}  // namespace fragid::detail
