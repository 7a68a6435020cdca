// The one-pass UTF-8 validator and counter (entity/src/utf8_counts.hpp), in
// each kernel the processor runs (AVX-512BW, AVX2), says what the two passes
// it replaces say (simdjson's validator or the byte loop, then count_bytes):
// on UTF-8 of every length around the 32- and 64-byte steps and the 8-bit
// tallies' emptying, with bytes changed, cut short,
// overlong, surrogate and above U+10FFFF. A detail of the reference, tested
// here through its header in entity/src.
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include <string>

#include "../../entity/src/utf8_counts.hpp"

namespace fragid::detail {
namespace {

std::string show(const Utf8Counts& c) {
    return (c.valid ? "valid" : "invalid") + std::string(", leads ") + std::to_string(c.leads) + ", lf " +
           std::to_string(c.lf) + ", cr " + std::to_string(c.cr) + ", c2 " + std::to_string(c.c2);
}

std::string hex(const std::string& bytes) {
    std::string out;
    for (const unsigned char b : bytes.substr(0, 64)) out += "0123456789ABCDEF"[b >> 4], out += "0123456789ABCDEF"[b & 15], out += ' ';
    return out + (bytes.size() > 64 ? "…" : "");
}

bool same(const Utf8Counts& a, const Utf8Counts& b) {
    if (a.valid != b.valid) return false;
    return !a.valid || (a.leads == b.leads && a.lf == b.lf && a.cr == b.cr && a.c2 == b.c2);
}

// Well-formed pieces and the ill-formed sequences of RFC 3629 s.4's kinds.
rc::Gen<std::string> gen_piece() {
    return rc::gen::oneOf(
        rc::gen::element<std::string>("a", "\n", "\r", "\r\n", "\xC2\x85", "\xC3\xA9", "\xCE\xBB\xCF\x8C", "\xE6\x96\x87",
                                      "\xF0\x9F\x98\x80", "\xEF\xBB\xBF", "\xED\x9F\xBF", "\xF4\x8F\xBF\xBF",
                                      "\xE0\xA0\x80", "\xF0\x90\x80\x80", std::string(40, 'x'), std::string(300, 'y')),
        rc::gen::element<std::string>("\x80", "\xBF", "\xC0\x80", "\xC1\xBF", "\xE0\x80\x80", "\xE0\x9F\xBF",
                                      "\xED\xA0\x80", "\xED\xBF\xBF", "\xF0\x80\x80\x80", "\xF0\x8F\xBF\xBF",
                                      "\xF4\x90\x80\x80", "\xF5\x80\x80\x80", "\xFF", "\xFE", "\xC2", "\xE6\x96",
                                      "\xF0\x9F\x98", "\xC2\x80\x80", "\xE6\x96\x87\x87"),
        rc::gen::container<std::string>(rc::gen::arbitrary<char>()));
}

RC_GTEST_PROP(Utf8Counts, OnePassSaysWhatTheTwoPassesSay, ()) {
    const auto pieces = *rc::gen::container<std::vector<std::string>>(
        rc::gen::weightedOneOf<std::string>({{8, rc::gen::element<std::string>("a", "\xCE\xBB", "\xE6\x96\x87", "\n")},
                                             {1, gen_piece()}}));
    std::string bytes;
    for (const auto& piece : pieces) bytes += piece;
    const auto* data = reinterpret_cast<const unsigned char*>(bytes.data());
    const auto two = count_utf8_in_two_passes(data, bytes.size());
    const auto one = count_utf8(data, bytes.size());
    RC_LOG() << bytes.size() << " bytes (" << hex(bytes) << "): one pass " << show(one) << "; two passes " << show(two) << "\n";
    RC_ASSERT(same(one, two));
    // Every kernel this processor runs, not only the one count_utf8 chose.
    for (const auto& kernel : utf8_kernels_here()) {
        const auto counts = kernel.count(data, bytes.size());
        RC_LOG() << kernel.name << ": " << show(counts) << "\n";
        RC_ASSERT(same(counts, two));
    }
}

// Past 255 steps (of 32 bytes in the AVX2 kernel, 64 in the AVX-512 one) each
// tally is emptied into the totals: counts on either side of 8160 and 16320
// bytes, and every line ending there counted.
TEST(Utf8Counts, CountsStayRightPastTheTalliesEmptying) {
    for (const std::size_t size : {8159u, 8160u, 8161u, 8192u, 16319u, 16320u, 16321u, 16384u, 100000u}) {
        std::string bytes;
        while (bytes.size() + 3 <= size) bytes += bytes.size() % 7 == 0 ? "\n" : "\xE6\x96\x87";
        bytes.append(size - bytes.size(), '\r');
        const auto* data = reinterpret_cast<const unsigned char*>(bytes.data());
        const auto two = count_utf8_in_two_passes(data, bytes.size());
        EXPECT_TRUE(two.valid) << size;
        const auto one = count_utf8(data, bytes.size());
        EXPECT_TRUE(same(one, two)) << size << ": " << show(one);
        for (const auto& kernel : utf8_kernels_here()) {
            const auto counts = kernel.count(data, bytes.size());
            EXPECT_TRUE(same(counts, two)) << kernel.name << ", " << size << ": " << show(counts);
        }
    }
}

// Where the processor has them, both kernels are there to be tested (a
// machine without AVX-512BW tests the AVX2 one only, and says so).
TEST(Utf8Counts, TheKernelsThisProcessorRuns) {
    std::string names;
    for (const auto& kernel : utf8_kernels_here()) names += std::string(names.empty() ? "" : ", ") + kernel.name;
    RecordProperty("kernels", names.empty() ? "none (the two passes)" : names);
#if defined(__x86_64__)
    EXPECT_EQ(utf8_kernels_here().empty(), !__builtin_cpu_supports("avx2")) << names;
#endif
}

}  // namespace
}  // namespace fragid::detail
