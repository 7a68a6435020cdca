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

}  // namespace
}  // namespace fragid
