// The one-pass UTF-8 kernel for x86-64 with AVX-512BW: the AVX2 kernel's
// method (utf8_counts_avx2.cpp) 64 bytes a step. Why a second kernel: the
// AVX2 one runs at the limit of the three vector ports, about 9 cycles for
// 32 bytes, below the speed of memory on a Xeon of 2019 (issue 38: 7.5 GB/s
// over a mapped file against 11 GB/s read); here each instruction does twice
// the bytes, three logic operations are one VPTERNLOG each and the counts
// are masked additions: over the same mapped file it ran at 8.7 GB/s. Compiled for
// AVX-512BW whatever the build's target; count_utf8 (utf8_counts.cpp) calls
// it only where the processor has it.
#include "utf8_counts.hpp"

#if defined(__x86_64__)

#include <immintrin.h>

#include <cstring>

#define FRAGID_KERNEL_INLINE __attribute__((target("avx512f,avx512bw"), always_inline)) inline
#include "utf8_kernels.hpp"

namespace fragid::detail {
namespace {

using namespace utf8_kernels;

// VPTERNLOG's truth tables, as functions of its operands (a, b, c).
constexpr int a_and_b_and_c = 0x80;
constexpr int a_or_b_and_c = 0xA8;  // (a | b) & c
constexpr int a_or_b_xor_c = 0xF6;  // a | (b ^ c)

// GCC 12 warns that the unmasked forms of some intrinsics read an
// uninitialised register (their "undefined" source, which the full mask never
// takes): the tables are loaded, and the shift and the sum avoid those forms.
struct Avx512 {
    using Vector = __m512i;

    FRAGID_KERNEL_INLINE static Vector lanes(const unsigned char (&table)[16]) {
        unsigned char all[64];
        for (std::size_t at = 0; at < sizeof all; at += sizeof table) std::memcpy(all + at, table, sizeof table);
        return _mm512_loadu_si512(all);
    }
    FRAGID_KERNEL_INLINE static Vector zero() { return _mm512_setzero_si512(); }
    FRAGID_KERNEL_INLINE static Vector load(const unsigned char* p) { return _mm512_loadu_si512(p); }

    // The 64 bytes `v`, whose predecessors are in s.previous.
    FRAGID_KERNEL_INLINE static void step(Scan<Avx512>& s, Vector v, Tallies<Avx512>& t) {
        const __m512i nibble = _mm512_set1_epi8(0x0F);
        // The bytes 1, 2 and 3 before each. VPALIGNR shifts within 16-byte
        // lanes, so each lane is paired with the lane before it: the last of
        // `previous` and the first three of `v`.
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
        add_one(t.leads, _mm512_cmpgt_epi8_mask(v, _mm512_set1_epi8(static_cast<char>(0xBF))));
        add_one(t.lf, _mm512_cmpeq_epi8_mask(v, _mm512_set1_epi8(0x0A)));
        add_one(t.cr, _mm512_cmpeq_epi8_mask(v, _mm512_set1_epi8(0x0D)));
        add_one(t.c2, _mm512_cmpeq_epi8_mask(v, _mm512_set1_epi8(static_cast<char>(0xC2))));
        s.previous = v;
    }
    FRAGID_KERNEL_INLINE static void add_one(Vector& tally, __mmask64 where) {
        tally = _mm512_mask_add_epi8(tally, where, tally, _mm512_set1_epi8(1));
    }

    FRAGID_KERNEL_INLINE static std::uint64_t total(Vector tally) {
        const __m512i sums = _mm512_sad_epu8(tally, _mm512_setzero_si512());  // eight 64-bit sums of eight bytes
        std::uint64_t part[8];
        std::memcpy(part, &sums, sizeof part);
        std::uint64_t sum = 0;
        for (const auto p : part) sum += p;
        return sum;
    }
    FRAGID_KERNEL_INLINE static bool none(Vector v) { return _mm512_test_epi8_mask(v, v) == 0; }
};

}  // namespace

__attribute__((target("avx512f,avx512bw"))) Utf8Counts count_utf8_avx512(const unsigned char* data, std::size_t size) {
    return count_in_steps<Avx512>(data, size);
}

}  // namespace fragid::detail

#undef FRAGID_KERNEL_INLINE

#endif
