// Properties of schemes_named over generated fragments (generators/
// fragment_text.hpp: valid, near-valid and any octets, for every spec): where
// the grammar accepts a fragment, the schemes read where its selections start
// are those the parse found; whatever the fragment, they are the spec's own,
// each once. Reproduce a failure with RC_PARAMS="reproduce=..." as RapidCheck prints it.
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include <algorithm>
#include <set>
#include <string>
#include <variant>
#include <vector>

#include "fragid/generators/fragment_text.hpp"
#include "fragid/grammar/fragment.hpp"

namespace fragid {
namespace {

// A scheme's name: each fragment type's scheme enum follows the row's list.
template <class Scheme>
std::string name_of(Spec spec, Scheme scheme) {
    return schemes_of(spec).at(static_cast<std::size_t>(scheme));
}

// The schemes of a parsed fragment, in order, each once.
std::vector<std::string> schemes_parsed(const TextFragment& f) { return {name_of(Spec::rfc5147, f.scheme)}; }
std::vector<std::string> schemes_parsed(const CsvFragment& f) { return {name_of(Spec::rfc7111, f.scheme)}; }
std::vector<std::string> schemes_parsed(const WildeFragment& f) {
    std::vector<std::string> names;
    for (const auto& part : f.parts) {
        auto name = name_of(Spec::wilde, part.scheme);
        if (std::find(names.begin(), names.end(), name) == names.end()) names.push_back(std::move(name));
    }
    return names;
}

RC_GTEST_PROP(SchemesNamedProperties, AreTheParsedSchemesOfAnAcceptedFragment, ()) {
    // Every spec of the table: a new one fails to compile here until its schemes_parsed is written.
    const auto spec = (*rc::gen::elementOf(spec_table)).spec;
    const auto text = *generators::gen_fragment_text(spec);
    const auto named = schemes_named(spec, text);

    const auto defined = schemes_of(spec);
    for (const auto& name : named) RC_ASSERT(std::find(defined.begin(), defined.end(), name) != defined.end());
    RC_ASSERT(std::set<std::string>(named.begin(), named.end()).size() == named.size());

    const auto parsed = parse_fragment(spec, text);
    RC_TAG(std::holds_alternative<ParsedFragment>(parsed) ? "accepted" : "rejected");
    if (const auto* fragment = std::get_if<ParsedFragment>(&parsed))
        RC_ASSERT(std::visit([](const auto& f) { return schemes_parsed(f); }, *fragment) == named);
}

}  // namespace
}  // namespace fragid
