// What the generators library (generators/) promises on its own, linked alone
// with the model and the grammar: near misses are one edit away, a text never
// begins with what would read as a BOM, and an RFC 5147 md5= check can carry
// the digest its caller gives (random_check gives the entity's, so that an
// integrity check can pass).
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include <algorithm>
#include <string>
#include <variant>
#include <vector>

#include "fragid/generators/fragment_text.hpp"
#include "fragid/generators/rfc5147.hpp"
#include "fragid/generators/text_entity.hpp"
#include "fragid/grammar/fragment.hpp"

namespace fragid::generators {
namespace {

// Edits turning `a` into `b`: insert, delete, replace, or swap two neighbours
// (optimal string alignment distance).
std::size_t edits(const std::string& a, const std::string& b) {
    std::vector<std::vector<std::size_t>> d(a.size() + 1, std::vector<std::size_t>(b.size() + 1));
    for (std::size_t i = 0; i <= a.size(); ++i) d[i][0] = i;
    for (std::size_t j = 0; j <= b.size(); ++j) d[0][j] = j;
    for (std::size_t i = 1; i <= a.size(); ++i)
        for (std::size_t j = 1; j <= b.size(); ++j) {
            d[i][j] = std::min({d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)});
            if (i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1]) d[i][j] = std::min(d[i][j], d[i - 2][j - 2] + 1);
        }
    return d[a.size()][b.size()];
}

RC_GTEST_PROP(FragmentText, NearMissesAreOneEditAway, ()) {
    const auto spec = *rc::gen::element(Spec::rfc5147, Spec::rfc7111, Spec::wilde);
    const auto alphabet = fragment_alphabet(spec);
    const auto valid = *rc::gen::container<std::string>(gen_char_of(alphabet));
    const auto near = *gen_near(valid, alphabet);
    RC_ASSERT((valid.starts_with(near) || edits(valid, near) <= 1));  // cut short, or one edit
}

// The digest given is the one some md5= checks carry; parsed back by the grammar.
TEST(FragmentText, Md5ChecksCarryTheDigestGiven) {
    const std::array<std::uint8_t, 16> digest{0xd4, 0x1d, 0x8c, 0xd9, 0x8f, 0x00, 0xb2, 0x04,
                                              0xe9, 0x80, 0x09, 0x98, 0xec, 0xf8, 0x42, 0x7e};
    rc::Random random(23);
    std::size_t carried = 0;
    for (int i = 0; i < 2000; ++i) {
        const auto text = gen_fragment_text(Spec::rfc5147, digest)(random.split(), i % 100).value();
        const auto parsed = parse_fragment_as<TextFragment>(text);
        const auto* fragment = std::get_if<TextFragment>(&parsed);
        if (!fragment) continue;
        for (const auto& check : fragment->checks)
            if (const auto* md5 = std::get_if<Md5Check>(&check.check)) carried += md5->digest == digest;
    }
    EXPECT_GT(carried, 20u);
}

// The metamorphic BOM properties compare a text with and without a BOM; a text
// that itself began with U+FEFF would carry a BOM either way (CI once drew
// "\uFEFF\uFEFF", of which only the first was dropped).
TEST(TextEntity, TextNeverBeginsWithWhatWouldReadAsABom) {
    EXPECT_EQ(join_text_pieces({U"\uFEFF", U"\uFEFF", U"a\uFEFF"}), U"a\uFEFF");
    EXPECT_EQ(join_text_pieces({U"\uFEFF", U"\uFEFF"}), U"");
    EXPECT_EQ(join_text_pieces({U"b", U"\uFEFF"}), U"b\uFEFF");
}

}  // namespace
}  // namespace fragid::generators
