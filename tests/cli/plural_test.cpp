// Counts in messages agree with their nouns: "1 character", not
// "1 characters" or "1 range(s)".
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include "fragid/model/counted.hpp"
#include "run_fragid.hpp"

namespace fragid::test {
namespace {

TEST(Plural, Counted) {
    EXPECT_EQ(counted(0, "problem"), "0 problems");
    EXPECT_EQ(counted(1, "problem"), "1 problem");
    EXPECT_EQ(counted(2, "match", "matches"), "2 matches");
    EXPECT_EQ(counted(1, "match", "matches"), "1 match");
}

std::string reason_of(const std::vector<std::string>& args) {
    const auto r = fragid(args);
    return nlohmann::json::parse(r.out)["reason"].get<std::string>();
}

TEST(Plural, ResolverReasons) {
    const auto file = write_file("plural.txt", "ab\n");
    EXPECT_EQ(reason_of({"resolve", "--json", "char=0,1", file}).rfind("1 character, from", 0), 0u)
        << reason_of({"resolve", "--json", "char=0,1", file});
    EXPECT_EQ(reason_of({"resolve", "--json", "char=0,2", file}).rfind("2 characters, from", 0), 0u);
    EXPECT_EQ(reason_of({"resolve", "--json", "char(1)", file}), "1 range from 1 scheme part (s.3.1.6: their union)");
    EXPECT_EQ(reason_of({"resolve", "--json", "char(1)line(1)", file}),
              "2 ranges from 2 scheme parts (s.3.1.6: their union)");
}

TEST(Plural, IntegrityChecks) {
    const auto one = write_file("one.txt", "a");
    const auto r = fragid({"resolve", "--json", "char=0,1;length=2", one});
    const auto detail = nlohmann::json::parse(r.out)["checks"][0]["detail"].get<std::string>();
    EXPECT_EQ(detail, "length: the entity has 1 character, the check says 2");
    const auto explained = fragid({"explain", "char=0,1;length=1"}).out;
    EXPECT_NE(explained.find("provided the text has 1 character"), std::string::npos) << explained;
    EXPECT_EQ(explained.find("1 characters"), std::string::npos) << explained;
}

}  // namespace
}  // namespace fragid::test
