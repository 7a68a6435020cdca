// Properties of the draft-wilde-text-fragment-01 resolver over generated
// fragments and entities: spans lie inside the entity, are non-empty, sorted
// and disjoint after union (s.3.1.6), start and end on code-point boundaries,
// and a fragment's result does not depend on the order of its parts.
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include <algorithm>

#include "fragid/generators/text_entity.hpp"
#include "fragid/generators/wilde.hpp"
#include "fragid/reference/wilde/resolver.hpp"

namespace fragid {
namespace {

// match() is a round trip to the regex sandbox (regex_search.cpp); keep them rarer here.
rc::Gen<WildeFragment> gen_fragment() {
    return rc::gen::suchThat(generators::gen_wilde_fragment(), [](const WildeFragment& f) {
        return std::count_if(f.parts.begin(), f.parts.end(), [](const WildePart& p) { return p.scheme == WildeScheme::match; }) <= 1;
    });
}

WildeResult resolve(const WildeFragment& f, const generators::GeneratedText& g) {
    return resolve_wilde(f, Entity{g.bytes, std::string(generators::charset_name(g.encoding)), LineEndingSet::all()});
}

RC_GTEST_PROP(WildeResolverProperties, SpansLieInsideTheEntityOnCodePointBoundaries, ()) {
    const auto g = *generators::gen_text();
    const auto f = *gen_fragment();
    const auto r = resolve(f, g);
    RC_ASSERT(r.status != Status::entity_error);
    std::uint64_t characters_before_bom = generators::encode(U"", g.encoding, g.bom, g.little_endian).size();
    for (const auto& span : r.spans) {
        RC_ASSERT(span.start.character <= span.end.character);
        RC_ASSERT(span.start.byte <= span.end.byte);
        RC_ASSERT(span.end.byte <= g.bytes.size());
        RC_ASSERT(span.start.byte >= characters_before_bom);
        RC_ASSERT(span.end.character <= g.text.size());
    }
}

RC_GTEST_PROP(WildeResolverProperties, PartOrderDoesNotMatter, ()) {
    const auto g = *generators::gen_text();
    auto f = *gen_fragment();
    const auto forward = resolve(f, g);
    std::reverse(f.parts.begin(), f.parts.end());
    const auto backward = resolve(f, g);
    RC_ASSERT(backward.status == forward.status);
    RC_ASSERT(backward.identified == forward.identified);
}

// What the fragment identifies, the union of its parts (s.3.1.6), is sorted,
// disjoint, not adjacent and non-empty, and covers exactly the parts' characters.
RC_GTEST_PROP(WildeResolverProperties, IdentifiedIsTheNormalisedUnionOfTheParts, ()) {
    const auto g = *generators::gen_text();
    const auto result = resolve(*gen_fragment(), g);
    if (result.status != Status::ok) return;
    const auto& ranges = result.identified;
    for (std::size_t i = 0; i < ranges.size(); ++i) {
        RC_ASSERT(ranges[i].start.character < ranges[i].end.character);
        if (i > 0) RC_ASSERT(ranges[i - 1].end.character < ranges[i].start.character);
    }
    const auto covered = [&](std::uint64_t character) {
        return std::any_of(ranges.begin(), ranges.end(),
                           [&](const auto& r) { return r.start.character <= character && character < r.end.character; });
    };
    for (const auto& span : result.spans)
        for (auto c = span.start.character; c < span.end.character; ++c) RC_ASSERT(covered(c));
    for (const auto& r : ranges)
        for (auto c = r.start.character; c < r.end.character; ++c)
            RC_ASSERT(std::any_of(result.spans.begin(), result.spans.end(), [&](const auto& s) {
                return s.start.character <= c && c < s.end.character;
            }));
}

}  // namespace
}  // namespace fragid
