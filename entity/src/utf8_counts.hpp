// One pass over a run of UTF-8 that both validates it and counts what the
// text view's summaries need (byte_blocks.cpp).
#pragma once

#include <cstddef>
#include <cstdint>
#include <vector>

namespace fragid::detail {

struct Utf8Counts {
    bool valid = false;       // whole, well-formed characters (RFC 3629 s.4), as is_valid_utf8 says
    std::uint64_t leads = 0;  // bytes that are not continuation bytes: the code points
    std::uint64_t lf = 0;     // 0x0A
    std::uint64_t cr = 0;     // 0x0D
    std::uint64_t c2 = 0;     // 0xC2, the first byte of U+0085 NEXT LINE among others
};

// Why one pass: on a text of short lines in several scripts, validating a
// block (simdjson) and then counting it (count_bytes) read every byte twice,
// the first time from memory; the issue 29 benchmark found `line=` then
// slower than `wc -l` reading the whole file. Fused and with the bytes ahead
// asked for early, the pass runs at about the speed of memory.
// On x86-64 with AVX-512BW or AVX2 (chosen at run time); elsewhere the two
// passes.
Utf8Counts count_utf8(const unsigned char* data, std::size_t size);

// The two passes, for a test to hold the one pass against.
Utf8Counts count_utf8_in_two_passes(const unsigned char* data, std::size_t size);

// The one-pass kernels, each for a processor that has its instructions;
// their counts mean nothing where `valid` is false.
#if defined(__x86_64__)
Utf8Counts count_utf8_avx2(const unsigned char* data, std::size_t size);
Utf8Counts count_utf8_avx512(const unsigned char* data, std::size_t size);
#endif
struct Utf8Kernel {
    const char* name;
    Utf8Counts (*count)(const unsigned char* data, std::size_t size);
};
// The kernels this processor runs, the fastest first: count_utf8 uses the
// first, and a test holds each against the two passes.
std::vector<Utf8Kernel> utf8_kernels_here();

}  // namespace fragid::detail
