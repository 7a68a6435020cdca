// The front door: from what a user typed to the fragment text a grammar sees.
#include <gtest/gtest.h>

#include "fragid/grammar/uri_fragment.hpp"

namespace fragid {
namespace {

std::string decoded(std::string_view input) {
    auto text = fragment_text(input);
    if (auto* error = std::get_if<SyntaxError>(&text)) ADD_FAILURE() << input << ": " << error->message();
    return std::holds_alternative<std::string>(text) ? std::get<std::string>(text) : std::string();
}

std::size_t error_offset(std::string_view input) {
    auto text = fragment_text(input);
    if (std::holds_alternative<std::string>(text)) ADD_FAILURE() << input << " decoded, but should not";
    return std::holds_alternative<SyntaxError>(text) ? std::get<SyntaxError>(text).offset : 0;
}

TEST(UriFragment, BareFragmentHashOrUri) {
    EXPECT_EQ(decoded("char=1,5"), "char=1,5");
    EXPECT_EQ(decoded("#char=1,5"), "char=1,5");
    EXPECT_EQ(decoded("http://example.com/a.txt#char=1,5"), "char=1,5");
    EXPECT_EQ(decoded("http://example.com/a.txt?q=1#line=2"), "line=2");
}

// RFC 3986 s.3.5: the fragment is what follows the first '#'.
TEST(UriFragment, OnlyTheFirstHashCounts) { EXPECT_EQ(decoded("a.txt#char=1#2"), "char=1#2"); }

// RFC 3986 s.2.1: pct-encoded = "%" HEXDIG HEXDIG, either case.
TEST(UriFragment, PercentDecoding) {
    EXPECT_EQ(decoded("char=1%2C5"), "char=1,5");
    EXPECT_EQ(decoded("char=1%2c5"), "char=1,5");
    EXPECT_EQ(decoded("%63har=1"), "char=1");
    EXPECT_EQ(decoded("char=1;length=3,x%25y"), "char=1;length=3,x%y");
    EXPECT_EQ(decoded("%C3%A9"), "\xC3\xA9");
}

// Offsets count from the start of the fragment as written, never the URI.
TEST(UriFragment, BadEscapesAreErrorsAtTheirOffset) {
    EXPECT_EQ(error_offset("char=1%"), 6u);
    EXPECT_EQ(error_offset("char=1%4"), 6u);
    EXPECT_EQ(error_offset("char=1%zz"), 6u);
    EXPECT_EQ(error_offset("http://x/a.txt#char=%g1"), 5u);
}

}  // namespace
}  // namespace fragid
