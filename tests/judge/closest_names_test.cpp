// closest_names(): the "did you mean" of `fragid show` (case ids) and of the
// JavaScript API's strict options (supports fields, option keys).
#include <gtest/gtest.h>

#include "fragid/conformance/closest_names.hpp"

namespace fragid::conformance {
namespace {

TEST(ClosestNames, EditDistanceCountsInsertionsDeletionsAndSubstitutions) {
    EXPECT_EQ(edit_distance("", ""), 0u);
    EXPECT_EQ(edit_distance("spec", "specs"), 1u);
    EXPECT_EQ(edit_distance("charset", "charsets"), 1u);
    EXPECT_EQ(edit_distance("kitten", "sitting"), 3u);
    EXPECT_EQ(edit_distance("abc", ""), 3u);
}

TEST(ClosestNames, ATypoFindsTheNameItMisspells) {
    const std::vector<std::string> fields{"specs", "integrity", "schemes", "charsets", "byte_offsets", "features"};
    EXPECT_EQ(closest_names("spec", fields, 1), std::vector<std::string>{"specs"});
    EXPECT_EQ(closest_names("charset", fields, 1), std::vector<std::string>{"charsets"});
    EXPECT_EQ(closest_names("byteOffsets", fields, 1), std::vector<std::string>{"byte_offsets"});
    EXPECT_TRUE(closest_names("zzzzzz", fields).empty());
}

TEST(ClosestNames, APartOfANameFindsItAndTheNearestComeFirst) {
    const std::vector<std::string> ids{"rfc5147-char-range", "rfc5147-char-position", "rfc7111-row"};
    EXPECT_EQ(closest_names("char-position", ids), std::vector<std::string>{"rfc5147-char-position"});
    EXPECT_EQ(closest_names("rfc7111-rows", ids), std::vector<std::string>{"rfc7111-row"});
}

}  // namespace
}  // namespace fragid::conformance
