// Counting bytes 32 at a time with the compiler's vector extensions: each lane
// keeps an 8-bit tally, emptied into 64-bit totals before it can overflow.
// On x86-64 the function is compiled twice (AVX2 and the baseline) and the
// loader picks the one the processor runs.
#include "byte_counts.hpp"

#include <algorithm>
#include <cstring>

namespace fragid::detail {
namespace {

using Lanes = signed char __attribute__((vector_size(32)));
constexpr std::size_t lane_count = sizeof(Lanes);
constexpr std::size_t rounds_before_overflow = 255;  // an 8-bit tally holds 255 increments

std::uint64_t sum_lanes(Lanes tally) {
    std::uint64_t sum = 0;
    for (std::size_t i = 0; i < lane_count; ++i) sum += static_cast<unsigned char>(tally[i]);
    return sum;
}

// An absent needle is compared like 0x00 and its tally thrown away.
struct NeedleLanes {
    Lanes value;
    bool used;
};

NeedleLanes needle_lanes(int needle) {
    Lanes v{};
    const auto byte = static_cast<signed char>(static_cast<unsigned char>(needle < 0 ? 0 : needle));
    for (std::size_t i = 0; i < lane_count; ++i) v[i] = byte;
    return {v, needle >= 0};
}

}  // namespace

#if defined(__x86_64__)
__attribute__((target_clones("avx2", "default")))
#endif
ByteCounts count_bytes(const unsigned char* data, std::size_t size, Needles needles) {
    const NeedleLanes a = needle_lanes(needles.first), b = needle_lanes(needles.second), c = needle_lanes(needles.third);
    Lanes continuation_limit{};
    for (std::size_t i = 0; i < lane_count; ++i) continuation_limit[i] = -65;  // 0xBF as a signed byte
    ByteCounts counts;
    std::size_t at = 0;
    while (size - at >= lane_count) {
        const std::size_t rounds = std::min((size - at) / lane_count, rounds_before_overflow);
        Lanes leads{}, first{}, second{}, third{};
        for (std::size_t r = 0; r < rounds; ++r, at += lane_count) {
            Lanes v;
            std::memcpy(&v, data + at, lane_count);
            // A comparison gives -1 in each lane where it holds: subtracting counts it.
            leads -= v > continuation_limit;
            first -= v == a.value;
            second -= v == b.value;
            third -= v == c.value;
        }
        counts.leads += sum_lanes(leads);
        counts.first += a.used ? sum_lanes(first) : 0;
        counts.second += b.used ? sum_lanes(second) : 0;
        counts.third += c.used ? sum_lanes(third) : 0;
    }
    for (; at < size; ++at) {
        const int byte = data[at];
        counts.leads += (byte & 0xC0) != 0x80;
        counts.first += byte == needles.first;
        counts.second += byte == needles.second;
        counts.third += byte == needles.third;
    }
    return counts;
}

bool all_ascii(const unsigned char* data, std::size_t size) {
    unsigned char any = 0;
    for (std::size_t i = 0; i < size; ++i) any |= data[i];  // vectorises: an OR of every byte
    return any < 0x80;
}

}  // namespace fragid::detail
