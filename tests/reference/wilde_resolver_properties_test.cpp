// Properties of the draft-wilde-text-fragment-01 resolver over generated
// fragments and entities: spans lie inside the entity, are non-empty, sorted
// and disjoint after union (s.3.1.6), start and end on code-point boundaries,
// and a fragment's result does not depend on the order of its parts.
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include <algorithm>

#include "fragid/model/outcome.hpp"
#include "fragid/random_check/entity_generators.hpp"
#include "fragid/random_check/wilde_generators.hpp"
#include "fragid/reference/wilde_resolver.hpp"

namespace fragid {
namespace {

// match() forks a child per search (regex_search.cpp); keep them rarer here.
rc::Gen<WildeFragment> gen_fragment() {
    return rc::gen::suchThat(random_check::gen_wilde_fragment(), [](const WildeFragment& f) {
        return std::count_if(f.parts.begin(), f.parts.end(), [](const WildePart& p) { return p.scheme == WildeScheme::match; }) <= 1;
    });
}

WildeResult resolve(const WildeFragment& f, const random_check::GeneratedText& g) {
    return resolve_wilde(f, Entity{g.bytes, std::string(random_check::charset_name(g.encoding)), LineEndingSet::all()});
}

RC_GTEST_PROP(WildeResolverProperties, SpansLieInsideTheEntityOnCodePointBoundaries, ()) {
    const auto g = *random_check::gen_text();
    const auto f = *gen_fragment();
    const auto r = resolve(f, g);
    RC_ASSERT(r.status != Status::entity_error);
    std::uint64_t characters_before_bom = random_check::encode(U"", g.encoding, g.bom, g.little_endian).size();
    for (const auto& span : r.spans) {
        RC_ASSERT(span.start.character <= span.end.character);
        RC_ASSERT(span.start.byte <= span.end.byte);
        RC_ASSERT(span.end.byte <= g.bytes.size());
        RC_ASSERT(span.start.byte >= characters_before_bom);
        RC_ASSERT(span.end.character <= g.text.size());
    }
}

RC_GTEST_PROP(WildeResolverProperties, PartOrderDoesNotMatter, ()) {
    const auto g = *random_check::gen_text();
    auto f = *gen_fragment();
    const auto forward = outcome_of(resolve(f, g));
    std::reverse(f.parts.begin(), f.parts.end());
    RC_ASSERT(outcome_of(resolve(f, g)) == forward);
}

// The union of spans (model/outcome.hpp) is sorted, disjoint and non-empty.
RC_GTEST_PROP(WildeResolverProperties, TheOutcomeIsANormalisedUnion, ()) {
    const auto g = *random_check::gen_text();
    const auto outcome = outcome_of(resolve(*gen_fragment(), g));
    if (outcome.status != Status::ok) return;
    RC_ASSERT(outcome.spans.has_value());
    const auto& spans = *outcome.spans;
    for (std::size_t i = 0; i < spans.size(); ++i) {
        RC_ASSERT(spans[i].start_character < spans[i].end_character);
        if (i > 0) RC_ASSERT(spans[i - 1].end_character < spans[i].start_character);
    }
}

}  // namespace
}  // namespace fragid
