// The one-pass UTF-8 kernel for x86-64 with AVX2: 32 bytes a step, the pair
// tables of utf8_kernels.hpp looked up with VPSHUFB, the counts kept in
// 8-bit lanes. Compiled for AVX2 whatever the build's target; count_utf8
// (utf8_counts.cpp) calls it only where the processor has AVX2.
#include "utf8_counts.hpp"

#if defined(__x86_64__)

#include <immintrin.h>

#include <cstring>

#define FRAGID_KERNEL_INLINE __attribute__((target("avx2"), always_inline)) inline
#include "utf8_kernels.hpp"

namespace fragid::detail {
namespace {

using namespace utf8_kernels;

struct Avx2 {
    using Vector = __m256i;

    FRAGID_KERNEL_INLINE static Vector lanes(const unsigned char (&table)[16]) {
        __m128i lane;
        std::memcpy(&lane, table, sizeof lane);
        return _mm256_broadcastsi128_si256(lane);
    }
    FRAGID_KERNEL_INLINE static Vector zero() { return _mm256_setzero_si256(); }
    FRAGID_KERNEL_INLINE static Vector load(const unsigned char* p) {
        Vector v;
        std::memcpy(&v, p, sizeof v);
        return v;
    }

    // The 32 bytes `v`, whose predecessors are in s.previous.
    FRAGID_KERNEL_INLINE static void step(Scan<Avx2>& s, Vector v, Tallies<Avx2>& t) {
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

    FRAGID_KERNEL_INLINE static std::uint64_t total(Vector tally) {
        const __m256i sums = _mm256_sad_epu8(tally, _mm256_setzero_si256());  // four 64-bit sums of eight bytes
        std::uint64_t part[4];
        std::memcpy(part, &sums, sizeof part);
        return part[0] + part[1] + part[2] + part[3];
    }
    FRAGID_KERNEL_INLINE static bool none(Vector v) { return _mm256_testz_si256(v, v) != 0; }
};

}  // namespace

__attribute__((target("avx2"))) Utf8Counts count_utf8_avx2(const unsigned char* data, std::size_t size) {
    return count_in_steps<Avx2>(data, size);
}

}  // namespace fragid::detail

#undef FRAGID_KERNEL_INLINE

#endif
