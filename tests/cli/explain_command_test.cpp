// `fragid explain`: plain words for what a fragment means, and where it is in a file.
#include <gtest/gtest.h>

#include "run_fragid.hpp"

namespace fragid::test {
namespace {

TEST(ExplainCommand, LineRangeInPlainWords) {
    const auto r = fragid({"explain", "line=10,20"});
    EXPECT_EQ(r.exit_code, 0);
    EXPECT_NE(r.out.find("lines 11 to 20 (1-based), including their line endings"), std::string::npos) << r.out;
}

TEST(ExplainCommand, Positions) {
    EXPECT_NE(fragid({"explain", "char=0"}).out.find("before the first character"), std::string::npos);
    EXPECT_NE(fragid({"explain", "char=100"}).out.find("after character 100"), std::string::npos);
    EXPECT_NE(fragid({"explain", "line=,1"}).out.find("line 1 (1-based), including its line ending"),
              std::string::npos);
}

TEST(ExplainCommand, OneBasedNumbersDoNotWrap) {
    const auto r = fragid({"explain", "char=18446744073709551615,99999999999999999999"});
    EXPECT_NE(r.out.find("characters 18446744073709551616 to 99999999999999999999"), std::string::npos) << r.out;
    EXPECT_NE(fragid({"explain", "line=9,"}).out.find("lines 10 to the end"), std::string::npos);
}

TEST(ExplainCommand, InvertedAndChecks) {
    EXPECT_NE(fragid({"explain", "char=5,1"}).out.find("inverted"), std::string::npos);
    const auto r = fragid({"explain", "line=10,20;length=9876,UTF-8;sha1=x"});
    EXPECT_NE(r.out.find("9876 characters in charset UTF-8"), std::string::npos) << r.out;
    EXPECT_NE(r.out.find("unknown integrity check 'sha1'"), std::string::npos) << r.out;
}

TEST(ExplainCommand, SyntaxErrorSaysWhere) {
    const auto r = fragid({"explain", "line=1,2,3"});
    EXPECT_EQ(r.exit_code, 1);
    EXPECT_NE(r.out.find("offset 8"), std::string::npos) << r.out;
}

TEST(ExplainCommand, WithAFileSaysWhere) {
    const auto file = write_file("explain.txt", "one\ntwo\nthree\n");
    const auto r = fragid({"explain", "line=1,2", file});
    EXPECT_EQ(r.exit_code, 0);
    EXPECT_NE(r.out.find("line 2 (1-based)"), std::string::npos) << r.out;
    EXPECT_NE(r.out.find("from character 4 (byte 4, line 2, column 1) to character 8"), std::string::npos) << r.out;
}

}  // namespace
}  // namespace fragid::test
