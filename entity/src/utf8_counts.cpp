// Which one-pass kernel counts a run of UTF-8, and the two passes they
// replace (utf8_counts.hpp).
#include "utf8_counts.hpp"

#include "byte_counts.hpp"
#include "utf8_validate.hpp"

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

std::vector<Utf8Kernel> utf8_kernels_here() {
    std::vector<Utf8Kernel> kernels;
#if defined(__x86_64__)
    // The processor's instructions and the system's support for their
    // registers (libgcc checks both).
    if (__builtin_cpu_supports("avx512bw")) kernels.push_back({"AVX-512BW", count_utf8_avx512});
    if (__builtin_cpu_supports("avx2")) kernels.push_back({"AVX2", count_utf8_avx2});
#endif
    return kernels;
}

Utf8Counts count_utf8(const unsigned char* data, std::size_t size) {
    static const auto kernels = utf8_kernels_here();
    if (kernels.empty()) return count_utf8_in_two_passes(data, size);
    Utf8Counts counts = kernels.front().count(data, size);
    if (!counts.valid) counts = Utf8Counts{};  // the counts of an invalid run mean nothing
    return counts;
}

}  // namespace fragid::detail
