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
// Tallies are unsigned, so that wrapping is defined: a comparison's -1 (0xFF)
// subtracted modulo 256 adds one.
using Tally = unsigned char __attribute__((vector_size(32)));
constexpr std::size_t lane_count = sizeof(Lanes);
constexpr std::size_t rounds_before_overflow = 255;  // an 8-bit tally holds 255 increments

// Vectors go by reference: passed by value they would change the calling
// convention between the AVX2 clone and the baseline (GCC's -Wpsabi). The
// lanes are summed from a copy in bytes: indexing the vector lane by lane is
// a store and a load of the whole vector for each lane where the target's
// vectors are narrower than 32 bytes (WebAssembly's 16: issue 40).
std::uint64_t sum_lanes(const Tally& tally) {
    unsigned char bytes[lane_count];
    std::memcpy(bytes, &tally, lane_count);
    std::uint64_t sum = 0;
    for (const unsigned char b : bytes) sum += b;
    return sum;
}

// Every lane set to `byte`; an absent needle is compared like 0x00 and its
// tally thrown away. memset is the one spelling both compilers make a splat
// of: set lane by lane, clang's WebAssembly took the vector through memory
// for each lane (2 us a call, issue 40); GCC builds `Lanes{} + value` byte by
// byte.
void fill(Lanes& lanes, int byte) {
    std::memset(&lanes, byte < 0 ? 0 : byte, sizeof lanes);
}

}  // namespace

#if defined(__x86_64__)
__attribute__((target_clones("avx2", "default")))
#endif
ByteCounts count_bytes(const unsigned char* data, std::size_t size, Needles needles) {
    Lanes a, b, c, continuation_limit;
    fill(a, needles.first);
    fill(b, needles.second);
    fill(c, needles.third);
    fill(continuation_limit, 0xBF);  // -65: bytes above it as signed chars are ASCII or lead bytes
    ByteCounts counts;
    std::size_t at = 0;
    while (size - at >= lane_count) {
        const std::size_t rounds = std::min((size - at) / lane_count, rounds_before_overflow);
        Tally leads{}, first{}, second{}, third{};
        for (std::size_t r = 0; r < rounds; ++r, at += lane_count) {
            Lanes v;
            std::memcpy(&v, data + at, lane_count);
            // A comparison gives -1 in each lane where it holds: subtracting counts it.
            leads -= (Tally)(v > continuation_limit);
            first -= (Tally)(v == a);
            second -= (Tally)(v == b);
            third -= (Tally)(v == c);
        }
        counts.leads += sum_lanes(leads);
        counts.first += needles.first != Needles::absent ? sum_lanes(first) : 0;
        counts.second += needles.second != Needles::absent ? sum_lanes(second) : 0;
        counts.third += needles.third != Needles::absent ? sum_lanes(third) : 0;
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
