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

// One rule (issue 14, item 20): explain exits as resolve would wherever the
// fragment alone decides. Ignored whatever the entity: said so, exit 1, like
// a syntax error; what an entity could make identify something: exit 0.
TEST(ExplainCommand, WhatIsIgnoredWhateverTheEntityIsSaidAndExitsOne) {
    const auto inverted = fragid({"explain", "char=5,1"});
    EXPECT_EQ(inverted.exit_code, 1);
    EXPECT_NE(inverted.out.find("nothing: the range 5,1 is inverted"), std::string::npos) << inverted.out;
    const auto row0 = fragid({"explain", "cell=0,1"});
    EXPECT_EQ(row0.exit_code, 1);
    EXPECT_NE(row0.out.find("nothing for the cell in row 0, column 1: row 0 does not exist"), std::string::npos) << row0.out;
    const auto line0 = fragid({"explain", "line(0)"});
    EXPECT_EQ(line0.exit_code, 1);
    EXPECT_NE(line0.out.find("nothing for line 0: count 0 names no line"), std::string::npos) << line0.out;
    EXPECT_EQ(fragid({"explain", "char(5,1)"}).exit_code, 1);
    // One selection of several ignored: the rest may identify something.
    const auto some = fragid({"explain", "row=5-3;2"});
    EXPECT_EQ(some.exit_code, 0);
    EXPECT_NE(some.out.find("nothing for rows 5 to 3: selects inversely"), std::string::npos) << some.out;
    EXPECT_EQ(fragid({"explain", "char(5,1)line(2)"}).exit_code, 0);
}

TEST(ExplainCommand, SaysWhichNumbersCountFromZeroAndWhichFromOne) {
    const auto file = write_file("counting.txt", "one\ntwo\n");
    const auto r = fragid({"explain", "char=4,6", file});
    EXPECT_NE(r.out.find("characters and bytes count from 0, as positions in the fragment do; lines and columns count from 1"),
              std::string::npos)
        << r.out;
    EXPECT_NE(fragid({"explain", "char(2)", file}).out.find("characters count from 0"), std::string::npos);
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
