// The one table of the specifications (model/include/fragid/model/spec.hpp):
// names that read back, and the facts other layers take from it.
#include <gtest/gtest.h>

#include <set>
#include <string>

#include "fragid/model/spec.hpp"

namespace fragid {
namespace {

TEST(Spec, EveryNameAndShortNameReadsBack) {
    std::set<std::string_view> names, prefixes;
    for (const auto& d : spec_table) {
        EXPECT_EQ(to_string(d.spec), d.name);
        EXPECT_EQ(spec_from_string(d.name), d.spec) << d.name;
        EXPECT_EQ(spec_named(d.name), d.spec) << d.name;
        EXPECT_EQ(spec_named(d.short_name), d.spec) << d.short_name;
        EXPECT_TRUE(d.id_prefix == std::string(d.short_name) + "-") << d.id_prefix;
        names.insert(d.name);
        prefixes.insert(d.id_prefix);
    }
    EXPECT_EQ(names.size(), spec_count);
    EXPECT_EQ(prefixes.size(), spec_count);
    EXPECT_EQ(spec_from_string("wilde"), std::nullopt);  // vectors and the protocol write the full name
    EXPECT_EQ(spec_named("RFC5147"), std::nullopt);
}

TEST(Spec, DefaultCharsetsAreThoseOfTheMediaTypes) {
    EXPECT_EQ(describe(Spec::rfc5147).default_charset, "US-ASCII");  // RFC 5147 s.1.1, after RFC 2046
    EXPECT_EQ(describe(Spec::rfc7111).default_charset, "UTF-8");     // RFC 7111 s.5.1, after RFC 6657
    EXPECT_EQ(describe(Spec::wilde).default_charset, "US-ASCII");
    EXPECT_EQ(describe(Spec::rfc7111).media_type, "text/csv");
    EXPECT_EQ(describe(Spec::wilde).media_type, "text/plain");
}

// A spec of the same media type cites the same default; the draft has none of
// its own (text/plain's, RFC 2046 s.4.1.2).
TEST(Spec, EveryDefaultCharsetIsCitedAsItsMediaTypesIs) {
    EXPECT_EQ(describe(Spec::rfc7111).default_charset_cited, "RFC 7111 s.5.1");
    for (const auto& d : spec_table)
        for (const auto& other : spec_table)
            if (d.media_type == other.media_type) {
                EXPECT_EQ(d.default_charset_cited, other.default_charset_cited) << d.name;
            }
}

// The row's spelling is the grammar's: the whole-entity fragment (which the
// grammar accepts, tests/grammar) opens a scheme the row's way and closes it,
// and every octet of the spelling is one of the grammar's terminals.
TEST(Spec, TheSpellingIsTheWholeEntityFragments) {
    std::set<std::string_view> words;
    for (const auto& d : spec_table) {
        const std::string first_scheme = schemes_of(d.spec).front();
        EXPECT_TRUE(d.whole_entity_fragment.starts_with(first_scheme + std::string(d.spelling.opening))) << d.name;
        EXPECT_TRUE(d.whole_entity_fragment.ends_with(d.spelling.closing)) << d.name;
        for (const auto part : {d.spelling.opening, d.spelling.closing, d.spelling.selection_separator})
            for (const char c : part) EXPECT_NE(d.alphabet.find(c), std::string_view::npos) << d.name << ": " << c;
        EXPECT_FALSE(d.spelling.opening.empty()) << d.name;
        words.insert(d.type_word);
    }
    EXPECT_EQ(words.size(), spec_count) << "--type's words choose one spec each";
}

}  // namespace
}  // namespace fragid
