// Validating UTF-8 32 bytes at a time, after the method of Keiser and Lemire
// ("Validating UTF-8 in less than one instruction per byte", 2021): every
// ill-formed sequence shows in some pair of adjacent bytes, or in a byte that
// should continue a three- or four-byte sequence and does not. Three table
// look-ups (by the high and low nibble of the first byte of the pair and the
// high nibble of the second) flag the pairs; the tables below are worked out
// from RFC 3629 s.4's grammar, one flag per way of going wrong.
#include "utf8_counts.hpp"

#include <algorithm>
#include <cstring>

#include "byte_counts.hpp"
#include "utf8_validate.hpp"

#if defined(__x86_64__)
#include <immintrin.h>
#endif

namespace fragid::detail {

Utf8Counts count_utf8_in_two_passes(const unsigned char* data, std::size_t size) {
    Utf8Counts counts;
    counts.valid = is_valid_utf8(reinterpret_cast<const char*>(data), size);
    if (!counts.valid) return counts;
    const ByteCounts c = count_bytes(data, size, {0x0A, 0x0D, 0xC2});
    counts.leads = c.leads;
    counts.lf = c.first;
    counts.cr = c.second;
    counts.c2 = c.third;
    return counts;
}

#if defined(__x86_64__)
namespace {

// Flags for a pair of bytes (previous, current), each set when the pair is
// one way of being ill-formed. RFC 3629 s.4: UTF8-2 = %xC2-DF tail;
// UTF8-3 = %xE0 %xA0-BF tail / %xE1-EC 2tail / %xED %x80-9F tail / %xEE-EF 2tail;
// UTF8-4 = %xF0 %x90-BF 2tail / %xF1-F3 3tail / %xF4 %x80-8F 2tail; tail = %x80-BF.
enum : unsigned char {
    lead_without_tail = 0x01,  // a lead byte (C0-FF) not followed by a continuation byte
    tail_without_lead = 0x02,  // a continuation byte after an ASCII byte
    overlong_3 = 0x04,         // E0 80-9F
    above_10ffff = 0x08,       // F4 90-BF, and F5-FF followed by 90-BF
    surrogate = 0x10,          // ED A0-BF
    overlong_2 = 0x20,         // C0 or C1 followed by a continuation byte
    overlong_4_or_f5 = 0x40,   // F0 80-8F, and F5-FF followed by 80-8F
    two_tails = 0x80,          // a continuation byte after one: right only as a third or fourth byte
};

struct PairTables {
    unsigned char first_high[16];   // by the first byte's high nibble
    unsigned char first_low[16];    // by its low nibble
    unsigned char second_high[16];  // by the second byte's high nibble
};

// A flag is set in all three tables exactly where its pairs are: the AND of
// the three look-ups is the set of ways the pair goes wrong.
constexpr PairTables pair_tables() {
    PairTables t{};
    for (int n = 0; n < 16; ++n) {
        const bool ascii = n < 0x8, tail = n >= 0x8 && n <= 0xB, lead = n >= 0xC;
        auto& fh = t.first_high[n];
        auto& fl = t.first_low[n];
        auto& sh = t.second_high[n];
        if (lead) fh |= lead_without_tail;
        fl |= lead_without_tail;
        if (!tail) sh |= lead_without_tail;
        if (ascii) fh |= tail_without_lead;
        fl |= tail_without_lead;
        if (tail) sh |= tail_without_lead;
        if (n == 0xE) fh |= overlong_3;
        if (n == 0x0) fl |= overlong_3;
        if (n == 0x8 || n == 0x9) sh |= overlong_3;
        if (n == 0xF) fh |= above_10ffff;
        if (n >= 0x4) fl |= above_10ffff;
        if (n >= 0x9 && n <= 0xB) sh |= above_10ffff;
        if (n == 0xE) fh |= surrogate;
        if (n == 0xD) fl |= surrogate;
        if (n == 0xA || n == 0xB) sh |= surrogate;
        if (n == 0xC) fh |= overlong_2;
        if (n <= 0x1) fl |= overlong_2;
        if (tail) sh |= overlong_2;
        if (n == 0xF) fh |= overlong_4_or_f5;
        if (n == 0x0 || n >= 0x5) fl |= overlong_4_or_f5;
        if (n == 0x8) sh |= overlong_4_or_f5;
        if (tail) fh |= two_tails;
        fl |= two_tails;
        if (tail) sh |= two_tails;
    }
    return t;
}
constexpr PairTables tables = pair_tables();

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
    // Where a continuation byte must be (the third byte after E0-EF, the third
    // or fourth after F0-FF), the pair is two continuation bytes, and nowhere
    // else: bit 7 of (byte - 0x60) saturated is set for E0-FF, of
    // (byte - 0x70) for F0-FF. Any other flag is an error outright.
    const __m256i must_continue = _mm256_and_si256(
        _mm256_or_si256(_mm256_subs_epu8(before2, _mm256_set1_epi8(0x60)), _mm256_subs_epu8(before3, _mm256_set1_epi8(0x70))),
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

// How far ahead the bytes are asked for: a hardware prefetcher stops at the
// end of each 4 KiB page, and a mapped file's pages lie anywhere in memory;
// without this the pass measured a third slower on a file in the page cache.
constexpr std::size_t prefetch_distance = 2048;
constexpr std::size_t rounds_before_overflow = 255;  // an 8-bit tally holds 255 increments

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

}  // namespace

Utf8Counts count_utf8(const unsigned char* data, std::size_t size) {
    static const bool avx2 = __builtin_cpu_supports("avx2");
    if (!avx2) return count_utf8_in_two_passes(data, size);
    Utf8Counts counts = count_utf8_avx2(data, size);
    if (!counts.valid) counts = Utf8Counts{};  // the counts of an invalid run mean nothing
    return counts;
}

#else

Utf8Counts count_utf8(const unsigned char* data, std::size_t size) { return count_utf8_in_two_passes(data, size); }

#endif

}  // namespace fragid::detail
