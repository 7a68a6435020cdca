// The one-pass UTF-8 kernel for x86-64 with AVX-512BW: the AVX2 kernel's
// method (utf8_counts_avx2.cpp) 64 bytes a step. Why a second kernel: the
// AVX2 one runs at the limit of the three vector ports, about 9 cycles for
// 32 bytes, below the speed of memory on a Xeon of 2019 (issue 38: 7.5 GB/s
// over a mapped file against 11 GB/s read); here each instruction does twice
// the bytes, three logic operations are one VPTERNLOG each and the counts
// are masked additions, and the same pass ran at 9.3 GB/s. Compiled for
// AVX-512BW whatever the build's target; count_utf8 (utf8_counts.cpp) calls
// it only where the processor has it.
#include "utf8_counts.hpp"

#if defined(__x86_64__)

#include <immintrin.h>

#include <algorithm>
#include <cstring>

#include "utf8_kernels.hpp"

namespace fragid::detail {
namespace {

using namespace utf8_kernels;

#define FRAGID_AVX512 __attribute__((target("avx512f,avx512bw"), always_inline)) inline

// GCC 12 warns that the unmasked forms of some intrinsics read an
// uninitialised register (their "undefined" source, which the full mask never
// takes): the table is loaded, and the shift and the sum avoid those forms.
FRAGID_AVX512 __m512i all_lanes(const unsigned char (&table)[16]) {
    unsigned char lanes[64];
    for (std::size_t at = 0; at < sizeof lanes; at += sizeof table) std::memcpy(lanes + at, table, sizeof table);
    return _mm512_loadu_si512(lanes);
}

// VPTERNLOG's truth tables, as functions of its operands (a, b, c).
constexpr int a_and_b_and_c = 0x80;
constexpr int a_or_b_and_c = 0xA8;       // (a | b) & c
constexpr int a_or_b_xor_c = 0xF6;       // a | (b ^ c)

struct Tallies {
    __m512i leads, lf, cr, c2;  // 8-bit counts per lane, emptied before they can wrap
};

struct Scan {
    __m512i first_high, first_low, second_high;
    __m512i previous;  // the 64 bytes before
    __m512i errors;
};

// The 64 bytes at `v`, whose predecessors are in s.previous.
FRAGID_AVX512 void step(Scan& s, __m512i v, Tallies& t) {
    const __m512i nibble = _mm512_set1_epi8(0x0F);
    const __m512i one = _mm512_set1_epi8(1);
    // The bytes 1, 2 and 3 before each. VPALIGNR shifts within 16-byte lanes,
    // so each lane is paired with the lane before it: the last of `previous`
    // and the first three of `v`.
    const __m512i straddle = _mm512_mask_alignr_epi64(v, 0xFF, v, s.previous, 6);
    const __m512i before1 = _mm512_alignr_epi8(v, straddle, 15);
    const __m512i before2 = _mm512_alignr_epi8(v, straddle, 14);
    const __m512i before3 = _mm512_alignr_epi8(v, straddle, 13);
    const __m512i flags = _mm512_ternarylogic_epi32(
        _mm512_shuffle_epi8(s.first_high, _mm512_and_si512(_mm512_srli_epi16(before1, 4), nibble)),
        _mm512_shuffle_epi8(s.first_low, _mm512_and_si512(before1, nibble)),
        _mm512_shuffle_epi8(s.second_high, _mm512_and_si512(_mm512_srli_epi16(v, 4), nibble)), a_and_b_and_c);
    // Where a continuation byte must be, two_tails is right (utf8_kernels.hpp):
    // any other flag is an error outright.
    const __m512i must_continue = _mm512_ternarylogic_epi32(
        _mm512_subs_epu8(before2, _mm512_set1_epi8(third_byte_bias)),
        _mm512_subs_epu8(before3, _mm512_set1_epi8(fourth_byte_bias)), _mm512_set1_epi8(static_cast<char>(0x80)),
        a_or_b_and_c);
    s.errors = _mm512_ternarylogic_epi32(s.errors, flags, must_continue, a_or_b_xor_c);
    // As signed bytes, continuation bytes (0x80-0xBF) are those at most -65.
    t.leads = _mm512_mask_add_epi8(t.leads, _mm512_cmpgt_epi8_mask(v, _mm512_set1_epi8(static_cast<char>(0xBF))), t.leads, one);
    t.lf = _mm512_mask_add_epi8(t.lf, _mm512_cmpeq_epi8_mask(v, _mm512_set1_epi8(0x0A)), t.lf, one);
    t.cr = _mm512_mask_add_epi8(t.cr, _mm512_cmpeq_epi8_mask(v, _mm512_set1_epi8(0x0D)), t.cr, one);
    t.c2 = _mm512_mask_add_epi8(t.c2, _mm512_cmpeq_epi8_mask(v, _mm512_set1_epi8(static_cast<char>(0xC2))), t.c2, one);
    s.previous = v;
}

FRAGID_AVX512 std::uint64_t total(__m512i tally) {
    const __m512i sums = _mm512_sad_epu8(tally, _mm512_setzero_si512());  // eight 64-bit sums of eight bytes
    std::uint64_t part[8];
    std::memcpy(part, &sums, sizeof part);
    std::uint64_t sum = 0;
    for (const auto p : part) sum += p;
    return sum;
}

FRAGID_AVX512 void empty_into(Utf8Counts& counts, const Tallies& t) {
    counts.leads += total(t.leads);
    counts.lf += total(t.lf);
    counts.cr += total(t.cr);
    counts.c2 += total(t.c2);
}

constexpr std::size_t rounds_before_overflow = 255;  // an 8-bit tally holds 255 increments

}  // namespace

__attribute__((target("avx512f,avx512bw"))) Utf8Counts count_utf8_avx512(const unsigned char* data, std::size_t size) {
    const __m512i zero = _mm512_setzero_si512();
    Scan s{all_lanes(tables.first_high), all_lanes(tables.first_low), all_lanes(tables.second_high), zero, zero};
    Utf8Counts counts;
    std::size_t at = 0;
    while (size - at >= 64) {
        const std::size_t rounds = std::min((size - at) / 64, rounds_before_overflow);
        Tallies t{zero, zero, zero, zero};
        for (std::size_t r = 0; r < rounds; ++r, at += 64) {
            _mm_prefetch(reinterpret_cast<const char*>(data + at + prefetch_distance), _MM_HINT_T0);
            step(s, _mm512_loadu_si512(data + at), t);
        }
        empty_into(counts, t);
    }
    // The rest, padded with spaces: a sequence cut short by the end shows as
    // a lead byte or a missing third or fourth byte before an ASCII byte.
    unsigned char last[64];
    std::memset(last, ' ', sizeof last);
    std::memcpy(last, data + at, size - at);
    Tallies t{zero, zero, zero, zero};
    step(s, _mm512_loadu_si512(last), t);
    empty_into(counts, t);
    counts.leads -= sizeof last - (size - at);  // the spaces
    counts.valid = _mm512_test_epi8_mask(s.errors, s.errors) == 0;
    return counts;
}

#undef FRAGID_AVX512

}  // namespace fragid::detail

#endif
