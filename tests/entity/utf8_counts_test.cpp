// The one-pass UTF-8 validator and counter (entity/src/utf8_counts.hpp)
// says what the two passes it replaces say (simdjson's validator or the
// byte loop, then count_bytes): on UTF-8 of every length around the 32-byte
// steps and the 8-bit tallies' emptying, with bytes changed, cut short,
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
    const auto one = count_utf8(data, bytes.size());
    const auto two = count_utf8_in_two_passes(data, bytes.size());
    RC_LOG() << bytes.size() << " bytes (" << hex(bytes) << "): one pass " << show(one) << "; two passes " << show(two) << "\n";
    RC_ASSERT(same(one, two));
}

// Past 255 steps of 32 bytes each tally is emptied into the totals: counts on
// either side of 8160 bytes, and every line ending there counted.
TEST(Utf8Counts, CountsStayRightPastTheTalliesEmptying) {
    for (const std::size_t size : {8159u, 8160u, 8161u, 8192u, 100000u}) {
        std::string bytes;
        while (bytes.size() + 3 <= size) bytes += bytes.size() % 7 == 0 ? "\n" : "\xE6\x96\x87";
        bytes.append(size - bytes.size(), '\r');
        const auto* data = reinterpret_cast<const unsigned char*>(bytes.data());
        const auto one = count_utf8(data, bytes.size());
        EXPECT_TRUE(same(one, count_utf8_in_two_passes(data, bytes.size()))) << size << ": " << show(one);
        EXPECT_TRUE(one.valid) << size;
    }
}

}  // namespace
}  // namespace fragid::detail
