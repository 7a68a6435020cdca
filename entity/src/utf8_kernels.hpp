// What the one-pass UTF-8 kernels (utf8_counts_avx2.cpp, utf8_counts_avx512.cpp)
// share: the pair tables, after the method of Keiser and Lemire ("Validating
// UTF-8 in less than one instruction per byte", 2021): every ill-formed
// sequence shows in some pair of adjacent bytes, or in a byte that should
// continue a three- or four-byte sequence and does not. Three table look-ups
// (by the high and low nibble of the first byte of the pair and the high
// nibble of the second) flag the pairs; the tables are worked out from RFC
// 3629 s.4's grammar, one flag per way of going wrong. And the pass itself,
// written once over a kernel's vector steps (count_in_steps, below).
//
// Included only by a kernel's file, which defines FRAGID_KERNEL_INLINE first:
// `always_inline` with the kernel's target, the attributes of its steps, so
// that they inline into the pass (a function without the target could not
// take them).
#pragma once

#ifndef FRAGID_KERNEL_INLINE
#error "utf8_kernels.hpp: define FRAGID_KERNEL_INLINE (the kernel's target, always_inline) before including it"
#endif

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <cstring>

#include "utf8_counts.hpp"

namespace fragid::detail::utf8_kernels {

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

// What the kernels add to the look-ups: where a continuation byte must be
// (the third byte after E0-EF, the third or fourth after F0-FF), the pair is
// two continuation bytes (two_tails), and nowhere else. Bit 7 of
// (byte - 0x60) saturated is set for E0-FF, of (byte - 0x70) for F0-FF.
constexpr unsigned char third_byte_bias = 0x60;
constexpr unsigned char fourth_byte_bias = 0x70;

// How far ahead the bytes are asked for: a hardware prefetcher stops at the
// end of each 4 KiB page, and a mapped file's pages lie anywhere in memory;
// without this the pass measured a third slower on a file in the page cache.
constexpr std::size_t prefetch_distance = 2048;
constexpr std::size_t cache_line = 64;
constexpr std::size_t steps_before_overflow = 255;  // an 8-bit tally holds 255 increments

// Unnamed: each kernel's file has its own copy, compiled for its instructions.
namespace {

// Where a pass stands: the tables in every lane, the bytes of the step
// before, the flags of every error so far.
// (Templates over the kernel, not its vector type: GCC drops the vector
// types' may_alias attribute from a template argument, and says so.)
template <class Kernel>
struct Scan {
    typename Kernel::Vector first_high, first_low, second_high;
    typename Kernel::Vector previous;
    typename Kernel::Vector errors;
};

// Counts per lane, 8 bits each, emptied before they can wrap.
template <class Kernel>
struct Tallies {
    typename Kernel::Vector leads, lf, cr, c2;
};

template <class Kernel>
FRAGID_KERNEL_INLINE void empty_into(Utf8Counts& counts, const Tallies<Kernel>& t) {
    counts.leads += Kernel::total(t.leads);
    counts.lf += Kernel::total(t.lf);
    counts.cr += Kernel::total(t.cr);
    counts.c2 += Kernel::total(t.c2);
}

// The pass over [data, data + size) in steps of a vector, `Kernel` giving the
// steps: `Vector`, `lanes` (a table in every 16-byte lane), `zero`, `load`,
// `step` (one vector's pairs checked and bytes counted), `total` (a tally's
// sum) and `none` (no bit set).
template <class Kernel>
FRAGID_KERNEL_INLINE Utf8Counts count_in_steps(const unsigned char* data, std::size_t size) {
    using Vector = typename Kernel::Vector;
    constexpr std::size_t width = sizeof(Vector);
    const Vector zero = Kernel::zero();
    Scan<Kernel> scan{Kernel::lanes(tables.first_high), Kernel::lanes(tables.first_low),
                      Kernel::lanes(tables.second_high), zero, zero};
    Utf8Counts counts;
    std::size_t at = 0;
    while (size - at >= width) {
        const std::size_t steps = std::min((size - at) / width, steps_before_overflow);
        Tallies<Kernel> t{zero, zero, zero, zero};
        for (std::size_t i = 0; i < steps; ++i, at += width) {
            if (i % (cache_line / width) == 0) __builtin_prefetch(data + at + prefetch_distance);
            Kernel::step(scan, Kernel::load(data + at), t);
        }
        empty_into<Kernel>(counts, t);
    }
    // The rest, padded with spaces: a sequence cut short by the end shows as
    // a lead byte or a missing third or fourth byte before an ASCII byte.
    unsigned char last[width];
    std::memset(last, ' ', sizeof last);
    std::memcpy(last, data + at, size - at);
    Tallies<Kernel> t{zero, zero, zero, zero};
    Kernel::step(scan, Kernel::load(last), t);
    empty_into<Kernel>(counts, t);
    counts.leads -= sizeof last - (size - at);  // the spaces
    counts.valid = Kernel::none(scan.errors);
    return counts;
}

}  // namespace

}  // namespace fragid::detail::utf8_kernels
