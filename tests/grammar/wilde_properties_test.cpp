// Properties of the draft-wilde-text-fragment-01 grammar over generated
// fragments (generators/wilde.hpp): every fragment prints to text the
// grammar reads back as the same fragment, and printing is a fixed point.
// Reproduce a failure with RC_PARAMS="reproduce=..." as RapidCheck prints it.
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include <variant>

#include "fragid/generators/wilde.hpp"
#include "fragid/grammar/fragment.hpp"

namespace fragid {
namespace {

RC_GTEST_PROP(WildeFragmentProperties, RoundTrip, ()) {
    const auto fragment = *generators::gen_wilde_fragment();
    const auto printed = to_string(fragment);
    const auto parsed = parse_fragment_as<WildeFragment>(printed);
    RC_ASSERT(std::holds_alternative<WildeFragment>(parsed));
    RC_ASSERT(std::get<WildeFragment>(parsed) == fragment);
}

RC_GTEST_PROP(WildeFragmentProperties, PrintingIsAFixedPoint, ()) {
    const auto printed = to_string(*generators::gen_wilde_fragment());
    const auto parsed = parse_fragment_as<WildeFragment>(printed);
    RC_ASSERT(std::holds_alternative<WildeFragment>(parsed));
    RC_ASSERT(to_string(std::get<WildeFragment>(parsed)) == printed);
}

// s.4: a fragment is a sequence of schemes, so two printed fragments
// written one after the other are the fragment with both sets of parts.
RC_GTEST_PROP(WildeFragmentProperties, ConcatenationIsTheUnionOfParts, ()) {
    const auto a = *generators::gen_wilde_fragment();
    const auto b = *generators::gen_wilde_fragment();
    const auto parsed = parse_fragment_as<WildeFragment>(to_string(a) + to_string(b));
    RC_ASSERT(std::holds_alternative<WildeFragment>(parsed));
    auto parts = a.parts;
    parts.insert(parts.end(), b.parts.begin(), b.parts.end());
    RC_ASSERT(std::get<WildeFragment>(parsed).parts == parts);
}

}  // namespace
}  // namespace fragid
