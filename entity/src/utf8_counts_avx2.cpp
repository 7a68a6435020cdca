// The one-pass UTF-8 kernel for x86-64 with AVX2: 32 bytes a step, the pair
// tables of utf8_kernels.hpp looked up with VPSHUFB, the counts kept in
// 8-bit lanes. Compiled for AVX2 whatever the build's target; count_utf8
// (utf8_counts.cpp) calls it only where the processor has AVX2.
#include "utf8_counts.hpp"

#if defined(__x86_64__)

#include <immintrin.h>

#include <algorithm>
#include <cstring>

#include "utf8_kernels.hpp"

namespace fragid::detail {
namespace {

using namespace utf8_kernels;

#define FRAGID_AVX2 __attribute__((target("avx2"), always_inline)) inline

FRAGID_AVX2 __m256i both_lanes(const unsigned char (&table)[16]) {
    __m128i lane;
    std::memcpy(&lane, table, sizeof lane);
    return _mm256_broadcastsi128_si256(lane);
}

struct Tallies {
    __m256i leads, lf, cr, c2;  // 8-bit counts per lane, emptied before they can wrap
};

struct Scan {
    __m256i first_high, first_low, second_high;
    __m256i previous;  // the 32 bytes before
    __m256i errors;
};

// The 32 bytes at `v`, whose predecessors are in s.previous.
FRAGID_AVX2 void step(Scan& s, __m256i v, Tallies& t) {
    const __m256i nibble = _mm256_set1_epi8(0x0F);
    // The bytes 1, 2 and 3 before each: `v` shifted right across the lanes.
    const __m256i straddle = _mm256_permute2x128_si256(s.previous, v, 0x21);
    const __m256i before1 = _mm256_alignr_epi8(v, straddle, 15);
    const __m256i before2 = _mm256_alignr_epi8(v, straddle, 14);
    const __m256i before3 = _mm256_alignr_epi8(v, straddle, 13);
    const __m256i flags = _mm256_and_si256(
        _mm256_and_si256(_mm256_shuffle_epi8(s.first_high, _mm256_and_si256(_mm256_srli_epi16(before1, 4), nibble)),
                         _mm256_shuffle_epi8(s.first_low, _mm256_and_si256(before1, nibble))),
        _mm256_shuffle_epi8(s.second_high, _mm256_and_si256(_mm256_srli_epi16(v, 4), nibble)));
    // Where a continuation byte must be, two_tails is right (utf8_kernels.hpp):
    // any other flag is an error outright.
    const __m256i must_continue = _mm256_and_si256(
        _mm256_or_si256(_mm256_subs_epu8(before2, _mm256_set1_epi8(third_byte_bias)),
                        _mm256_subs_epu8(before3, _mm256_set1_epi8(fourth_byte_bias))),
        _mm256_set1_epi8(static_cast<char>(0x80)));
    s.errors = _mm256_or_si256(s.errors, _mm256_xor_si256(flags, must_continue));
    // As signed bytes, continuation bytes (0x80-0xBF) are those at most -65.
    t.leads = _mm256_sub_epi8(t.leads, _mm256_cmpgt_epi8(v, _mm256_set1_epi8(static_cast<char>(0xBF))));
    t.lf = _mm256_sub_epi8(t.lf, _mm256_cmpeq_epi8(v, _mm256_set1_epi8(0x0A)));
    t.cr = _mm256_sub_epi8(t.cr, _mm256_cmpeq_epi8(v, _mm256_set1_epi8(0x0D)));
    t.c2 = _mm256_sub_epi8(t.c2, _mm256_cmpeq_epi8(v, _mm256_set1_epi8(static_cast<char>(0xC2))));
    s.previous = v;
}

FRAGID_AVX2 std::uint64_t total(__m256i tally) {
    const __m256i sums = _mm256_sad_epu8(tally, _mm256_setzero_si256());  // four 64-bit sums of eight bytes
    std::uint64_t part[4];
    std::memcpy(part, &sums, sizeof part);
    return part[0] + part[1] + part[2] + part[3];
}

FRAGID_AVX2 void empty_into(Utf8Counts& counts, const Tallies& t) {
    counts.leads += total(t.leads);
    counts.lf += total(t.lf);
    counts.cr += total(t.cr);
    counts.c2 += total(t.c2);
}

constexpr std::size_t rounds_before_overflow = 255;  // an 8-bit tally holds 255 increments

}  // namespace

__attribute__((target("avx2"))) Utf8Counts count_utf8_avx2(const unsigned char* data, std::size_t size) {
    const __m256i zero = _mm256_setzero_si256();
    Scan s{both_lanes(tables.first_high), both_lanes(tables.first_low), both_lanes(tables.second_high), zero, zero};
    Utf8Counts counts;
    std::size_t at = 0;
    while (size - at >= 32) {
        const std::size_t rounds = std::min((size - at) / 32, rounds_before_overflow);
        Tallies t{zero, zero, zero, zero};
        for (std::size_t r = 0; r < rounds; ++r, at += 32) {
            if (r % 2 == 0) _mm_prefetch(reinterpret_cast<const char*>(data + at + prefetch_distance), _MM_HINT_T0);
            __m256i v;
            std::memcpy(&v, data + at, sizeof v);
            step(s, v, t);
        }
        empty_into(counts, t);
    }
    // The rest, padded with spaces: a sequence cut short by the end shows as
    // a lead byte or a missing third or fourth byte before an ASCII byte.
    unsigned char last[32];
    std::memset(last, ' ', sizeof last);
    std::memcpy(last, data + at, size - at);
    __m256i v;
    std::memcpy(&v, last, sizeof v);
    Tallies t{zero, zero, zero, zero};
    step(s, v, t);
    empty_into(counts, t);
    counts.leads -= sizeof last - (size - at);  // the spaces
    counts.valid = _mm256_testz_si256(s.errors, s.errors) != 0;
    return counts;
}

#undef FRAGID_AVX2

}  // namespace fragid::detail

#endif
