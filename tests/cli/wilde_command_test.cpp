// `fragid resolve`, `explain` and `migrate` with the 2002 draft's syntax.
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include "run_fragid.hpp"

namespace fragid {
namespace {

using test::fragid;

TEST(WildeCommand, TheOldSyntaxIsRecognisedAndResolved) {
    const auto file = test::write_file("w.txt", "one\ntwo\nthree\n");
    const auto run = fragid({"resolve", "line(2)", file.string()});
    EXPECT_EQ(run.exit_code, 0) << run.err;
    EXPECT_EQ(run.out, "two\n");
}

TEST(WildeCommand, DisjointPartsArePrintedEachOnItsLine) {
    const auto file = test::write_file("w.txt", "one\ntwo\nthree\n");
    const auto run = fragid({"resolve", "match(o)", file.string()});
    EXPECT_EQ(run.exit_code, 0) << run.err;
    EXPECT_EQ(run.out, "o\no\n");
}

TEST(WildeCommand, JsonHasTheSpans) {
    const auto file = test::write_file("w.txt", "one\ntwo\n");
    const auto run = fragid({"resolve", "--json", "char(2,3)", file.string()});
    const auto j = nlohmann::json::parse(run.out);
    EXPECT_EQ(j["type"], "wilde");
    EXPECT_EQ(j["spans"][0]["start"]["character"], 1);
    EXPECT_EQ(j["spans"][0]["end"]["character"], 3);
}

TEST(WildeCommand, TypeWildeForcesTheOldGrammar) {
    const auto file = test::write_file("w.txt", "abc");
    const auto run = fragid({"resolve", "--type", "wilde", "CHAR(1)", file.string()});
    EXPECT_EQ(run.exit_code, 1);
    EXPECT_NE(run.err.find("expected 'char(', 'line(' or 'match(' (lower case)"), std::string::npos) << run.err;
}

TEST(WildeCommand, RegexLimitsAreOptions) {
    const auto file = test::write_file("w.txt", "abc\n");
    std::string many;
    for (int i = 0; i < 5000; ++i) many += "match(" + std::to_string(i) + ")";
    // 1 ms of CPU time: 5000 different patterns are 5000 regcomp calls in the
    // sandbox, far more than that (identical ones would be one search).
    const auto limited = fragid({"resolve", "--regex-seconds", "0.001", many, file.string()});
    EXPECT_EQ(limited.exit_code, 1);
    EXPECT_NE(limited.err.find("matching took more than the limit of 1 ms of CPU time, which the fragment's match() parts share"),
              std::string::npos)
        << limited.err;
    const auto bad = fragid({"resolve", "--regex-megabytes", "1", "match(b)", file.string()});
    EXPECT_EQ(bad.exit_code, 2);
    EXPECT_NE(bad.err.find("--regex-megabytes: '1' is not a whole number from 16 to 1048576"), std::string::npos) << bad.err;
    EXPECT_EQ(fragid({"resolve", "--regex-seconds", "inf", "match(b)", file.string()}).exit_code, 2);
}

TEST(WildeCommand, ExplainSaysItInWords) {
    const auto run = fragid({"explain", "line(10,20)match(x)"});
    EXPECT_EQ(run.exit_code, 0);
    EXPECT_EQ(run.out, "line(10,20)match(x): line 10 to line 20 (counted from 1), with line endings; and every "
                       "occurrence of the basic regular expression 'x' (draft-wilde-text-fragment-01)\n");
}

TEST(MigrateCommand, PrintsTheRfc5147FragmentOrWhyThereIsNone) {
    const auto ok = fragid({"migrate", "line(10,20)"});
    EXPECT_EQ(ok.exit_code, 0);
    EXPECT_EQ(ok.out, "line=9,20\n");
    const auto none = fragid({"migrate", "line(1)match(x)"});
    EXPECT_EQ(none.exit_code, 1);
    EXPECT_EQ(none.out, "");
    EXPECT_NE(none.err.find("match() has no counterpart"), std::string::npos);
    EXPECT_EQ(fragid({"migrate", "char=1"}).exit_code, 1) << "already RFC 5147: not the draft's syntax";
    EXPECT_EQ(fragid({"migrate", "--help"}).exit_code, 0);
}

}  // namespace
}  // namespace fragid
