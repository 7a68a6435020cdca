// What makes `fragid check` fail and when it stops (--fail-on, --max-fail),
// what it would run (--list), TAP's TODO for failures that do not count, and
// the warning for a filter that matches nothing. On a small suite whose
// should and may cases expect what the reference does not answer, so that
// the in-process reference fails exactly those.
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>
#include <sstream>

#include "../cli/run_fragid.hpp"
#include "support.hpp"
#include "tap_check.hpp"

namespace fragid {
namespace {

using test::fragid;

// One case of the small suite: char=1,3 on "abcd", expected right (1..3) or wrong (0..2).
std::string vector_case(const std::string& id, const std::string& level, bool right) {
    const std::string start = right ? "1" : "0", end = right ? "3" : "2";
    return "  - id: rfc5147-t-" + id + "\n    description: char=1,3 on four characters\n    spec: rfc5147\n"
           "    section: \"2.1.1\"\n    quote: \"a range\"\n    level: " + level + "\n    fragment: \"char=1,3\"\n"
           "    entity: {text: \"abcd\"}\n    expect: {status: ok, position: false, start: {character: " + start +
           ", byte: " + start + "}, end: {character: " + end + ", byte: " + end + "}}\n";
}

// must passes, should fails, may fails twice, must passes: in this order.
const std::filesystem::path& outcome_suite() {
    static const auto suite = [] {
        auto dir = test::scratch_suite("outcomes");
        test::write(dir / "vectors" / "a.yaml", "cases:\n" + vector_case("must-1", "must", true) +
                                                    vector_case("should-wrong", "should", false) +
                                                    vector_case("may-wrong-1", "may", false) +
                                                    vector_case("may-wrong-2", "may", false) +
                                                    vector_case("must-2", "must", true));
        return dir;
    }();
    return suite;
}

test::Run check(std::vector<std::string> more) {
    std::vector<std::string> args = {"check", "--suite", outcome_suite().string()};
    args.insert(args.end(), more.begin(), more.end());
    return fragid(args);
}

std::vector<nlohmann::json> jsonl(const std::string& out) {
    std::vector<nlohmann::json> records;
    std::istringstream lines(out);
    for (std::string line; std::getline(lines, line);) records.push_back(nlohmann::json::parse(line));
    return records;
}

// The default is the suite's verdict: only must cases decide (as before --fail-on).
TEST(FailOn, MustByDefaultSoShouldAndMayFailuresDoNotFailTheRun) {
    const auto run = check({});
    EXPECT_EQ(run.exit_code, 0) << run.err;
    EXPECT_NE(run.out.find("failed: rfc5147-t-should-wrong"), std::string::npos) << "still reported:\n" << run.out;
    EXPECT_EQ(check({"--fail-on", "must"}).exit_code, 0);
}

TEST(FailOn, ShouldAndAnyCountMoreLevels) {
    const auto should = check({"--fail-on", "should"});
    EXPECT_EQ(should.exit_code, 1) << should.err;
    EXPECT_NE(should.err.find("fragid: --fail-on should: 1 must or should case failed or errored"), std::string::npos)
        << should.err;
    const auto any = check({"--fail-on", "any"});
    EXPECT_EQ(any.exit_code, 1) << any.err;
    EXPECT_NE(any.err.find("fragid: --fail-on any: 3 cases failed or errored"), std::string::npos) << any.err;
    // Only may cases selected, which fail: must and should count nothing, so nothing was checked.
    const auto may_only = check({"--level", "may", "--fail-on", "should"});
    EXPECT_EQ(may_only.exit_code, 1) << may_only.err;
    EXPECT_NE(may_only.err.find("nothing was checked: no must or should case ran"), std::string::npos) << may_only.err;
}

TEST(FailOn, AnUnknownLevelIsAUsageErrorListingTheChoices) {
    const auto run = check({"--fail-on", "may"});
    EXPECT_EQ(run.exit_code, 2);
    EXPECT_NE(run.err.find("must, should, any"), std::string::npos) << run.err;
    EXPECT_EQ(fragid({"check", "--random", "5", "--fail-on", "any"}).exit_code, 2);
}

// A TAP consumer counts as failures exactly the cases that fail the run.
TEST(TapTodo, FailuresAtLevelsThatDoNotCountAreTodo) {
    const auto tap = check({"--format", "tap"});
    EXPECT_EQ(tap.exit_code, 0) << tap.err;
    EXPECT_EQ(test::tap_problem(tap.out), "") << tap.out;
    EXPECT_NE(tap.out.find("not ok 2 - rfc5147-t-should-wrong # TODO should\n"), std::string::npos) << tap.out;
    EXPECT_NE(tap.out.find("not ok 3 - rfc5147-t-may-wrong-1 # TODO may\n"), std::string::npos) << tap.out;
    EXPECT_EQ(test::tap_failures(tap.out), 0u) << tap.out;

    const auto should = check({"--format", "tap", "--fail-on", "should"});
    EXPECT_EQ(test::tap_problem(should.out), "") << should.out;
    EXPECT_NE(should.out.find("not ok 2 - rfc5147-t-should-wrong\n"), std::string::npos) << should.out;
    EXPECT_EQ(test::tap_failures(should.out), 1u) << should.out;

    const auto any = check({"--format", "tap", "--fail-on", "any"});
    EXPECT_EQ(test::tap_problem(any.out), "") << any.out;
    EXPECT_EQ(any.out.find("# TODO"), std::string::npos) << any.out;
    EXPECT_EQ(test::tap_failures(any.out), 3u) << any.out;
}

// Stopped as an interrupted run is: the cases run have their records, the
// rest none, the footer says why; exit 1, as for the failure itself.
TEST(MaxFail, StopsAfterNFailuresAndWritesTheReportMarkedStopped) {
    const auto run = check({"--fail-on", "any", "--max-fail", "2", "--format", "jsonl"});
    EXPECT_EQ(run.exit_code, 1) << run.err;
    const auto records = jsonl(run.out);
    ASSERT_EQ(records.size(), 5u) << run.out;  // header, must-1, should-wrong, may-wrong-1, footer
    EXPECT_EQ(records[3]["id"], "rfc5147-t-may-wrong-1");
    EXPECT_EQ(records.back()["record"], "footer");
    EXPECT_EQ(records.back()["stopped"], "--max-fail reached");
    EXPECT_EQ(records.back()["conformant"], false);
    EXPECT_NE(run.err.find("fragid: the run was stopped (--max-fail reached) after 3 cases of 5\n"), std::string::npos)
        << run.err;
    const auto text = check({"--fail-on", "any", "--max-fail", "1"});
    EXPECT_EQ(text.exit_code, 1);
    EXPECT_NE(text.out.find("the run was stopped (--max-fail reached) before its last case"), std::string::npos) << text.out;
}

TEST(MaxFail, CountsOnlyTheFailOnLevelsAndIsValidated) {
    const auto run = check({"--max-fail", "1", "--format", "jsonl"});  // must: the should and may failures do not count
    EXPECT_EQ(run.exit_code, 0) << run.err;
    EXPECT_FALSE(jsonl(run.out).back().contains("stopped")) << run.out;
    EXPECT_EQ(check({"--max-fail", "0"}).exit_code, 2);
    EXPECT_EQ(check({"--max-fail", "-1"}).exit_code, 2);
    EXPECT_EQ(check({"--max-fail", "2", "--list"}).exit_code, 2);
}

TEST(List, PrintsWhatWouldRunAndRunsNothing) {
    const auto run = check({"--list", "--level", "must"});
    EXPECT_EQ(run.exit_code, 0) << run.err;
    EXPECT_EQ(run.out, "rfc5147-t-must-1\trfc5147 s.2.1.1\tmust\nrfc5147-t-must-2\trfc5147 s.2.1.1\tmust\n");
    const auto json = check({"--list", "--format", "json", "--id", "*wrong*"});
    EXPECT_EQ(json.exit_code, 0) << json.err;
    const auto list = nlohmann::json::parse(json.out);
    ASSERT_EQ(list.size(), 3u);
    EXPECT_EQ(list[0], nlohmann::json({{"id", "rfc5147-t-should-wrong"}, {"spec", "rfc5147"}, {"section", "2.1.1"},
                                       {"level", "should"}, {"skip", nullptr}}));
    EXPECT_EQ(check({"--list", "--format", "tap"}).exit_code, 2);
}

// The skip reasons come from the adapter's handshake: the Python example does RFC 5147 only.
TEST(List, SaysWhichCasesTheAdapterWouldSkip) {
    const auto python = "python3 " + (test::source_dir / "adapters/examples/python/adapter.py").string();
    const auto run = fragid({"check", "--impl", python, "--list", "--tag", "example"});
    EXPECT_EQ(run.exit_code, 0) << run.err;
    EXPECT_NE(run.out.find("\nrfc7111-example-cell-4-1\trfc7111 s.2.3\tmust\tskipped: supports.specs does not list "
                           "rfc7111\n"),
              std::string::npos)
        << run.out;
    EXPECT_NE(run.out.find("rfc5147-example-char-100-position\trfc5147 s.5\tmust\n"), std::string::npos) << run.out;
}

TEST(FilterWarnings, AFilterValueThatMatchesNothingIsWarnedAbout) {
    const auto run = check({"--id", "rfc5147-t-*", "--skip", "zzz*", "--tag", "example"});
    EXPECT_EQ(run.exit_code, 2) << run.err;  // no case has the tag: nothing selected
    EXPECT_NE(run.err.find("fragid: warning: --tag 'example' matched no case\n"), std::string::npos) << run.err;
    EXPECT_NE(run.err.find("fragid: warning: --skip 'zzz*' matched no case\n"), std::string::npos) << run.err;
    EXPECT_EQ(run.err.find("--id 'rfc5147-t-*'"), std::string::npos) << run.err;
    EXPECT_NE(run.err.find("fragid: no case selected"), std::string::npos) << run.err;
    EXPECT_EQ(run.out, "");

    const auto some = check({"--skip", "zzz*", "--spec", "rfc7111", "--spec", "rfc5147", "--level", "erratum", "--level", "must"});
    EXPECT_EQ(some.exit_code, 0) << some.err;  // a selection remains: only the warnings
    EXPECT_NE(some.err.find("fragid: warning: --spec 'rfc7111' matched no case\n"), std::string::npos) << some.err;
    EXPECT_NE(some.err.find("fragid: warning: --level 'erratum' matched no case\n"), std::string::npos) << some.err;
}

TEST(FilterWarnings, MatrixWithNoCaseSelectedWritesNothing) {
    const auto dir = test::scratch() / "empty-matrix";
    const auto run = fragid({"matrix", "--suite", outcome_suite().string(), "--impl", "x=fragid adapter", "--id",
                             "nomatch*", "--output-dir", dir.string()});
    EXPECT_EQ(run.exit_code, 2) << run.err;
    EXPECT_NE(run.err.find("fragid: warning: --id 'nomatch*' matched no case\n"), std::string::npos) << run.err;
    EXPECT_FALSE(std::filesystem::exists(dir));
}

}  // namespace
}  // namespace fragid
