// typed_fragment(): the fragment in what a user typed, the rule the fragid
// command and the JavaScript API share (grammar/typed_fragment.hpp): what
// follows the first '#', the whole text when it has none, and no fragment for
// a URI without '#'. The offset is where the fragment starts in the typed text.
#include <gtest/gtest.h>

#include <ostream>
#include <string>
#include <variant>

#include "fragid/grammar/typed_fragment.hpp"

namespace fragid {
namespace {

struct Typed {
    std::string typed;
    std::string fragment;
    std::size_t offset;
};

// Named by what was typed, in the test's name.
void PrintTo(const Typed& t, std::ostream* os) { *os << '"' << t.typed << '"'; }

class TypedFragmentOk : public testing::TestWithParam<Typed> {};

TEST_P(TypedFragmentOk, TakesWhatFollowsTheFirstNumberSign) {
    const auto taken = typed_fragment(GetParam().typed);
    ASSERT_TRUE(std::holds_alternative<TypedFragment>(taken)) << std::get<std::string>(taken);
    EXPECT_EQ(std::get<TypedFragment>(taken).fragment, GetParam().fragment);
    EXPECT_EQ(std::get<TypedFragment>(taken).offset, GetParam().offset);
}

INSTANTIATE_TEST_SUITE_P(Forms, TypedFragmentOk, testing::Values(
    Typed{"char=1,5", "char=1,5", 0},                              // bare
    Typed{"#char=1,5", "char=1,5", 1},                             // with its number sign
    Typed{"http://example.com/a.txt#char=1,5", "char=1,5", 25},    // a URI
    Typed{"a.txt?x=1#line=1", "line=1", 10},                       // a relative reference
    Typed{"#char=1#char=2", "char=1#char=2", 1},                   // the first '#' only: the rest is the fragment's
    Typed{"##char=1", "#char=1", 1},
    Typed{"#", "", 1},
    Typed{"", "", 0},
    Typed{"char=1%2C5", "char=1%2C5", 0},                          // not decoded here: the grammars' front door does
    Typed{"match(http://x)", "match(http://x)", 0},                // '(' before the ':' is no scheme
    Typed{"row=1:2", "row=1:2", 0}));

TEST(TypedFragment, AUriWithoutNumberSignHasNoFragment) {
    for (const char* uri : {"http://x/a.txt", "file:///tmp/a.txt", "urn:x-y:z", "a+b.c-d:e"}) {
        const auto taken = typed_fragment(uri);
        ASSERT_TRUE(std::holds_alternative<std::string>(taken)) << uri;
        EXPECT_EQ(std::get<std::string>(taken),
                  "the URI has no fragment: '" + std::string(uri) + "' (the fragment follows a '#')");
    }
}

TEST(TypedFragment, SchemesAreRfc3986s) {
    EXPECT_TRUE(starts_with_scheme("http:"));
    EXPECT_TRUE(starts_with_scheme("x1+.-:y"));
    EXPECT_FALSE(starts_with_scheme(":x"));      // no scheme before the ':'
    EXPECT_FALSE(starts_with_scheme("1x:y"));    // a scheme starts with a letter
    EXPECT_FALSE(starts_with_scheme("char=1"));  // no ':'
    EXPECT_FALSE(starts_with_scheme("line(1:2)"));
}

}  // namespace
}  // namespace fragid
