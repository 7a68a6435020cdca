// What makes `fragid check` fail and when it stops (--fail-on, --max-fail),
// what it would run (--list), TAP's TODO for failures that do not count, and
// the warning for a filter that matches nothing. On a small suite whose
// should and may cases expect what the reference does not answer, so that
// the in-process reference fails exactly those.
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>
#include <sstream>

#include "run_fragid.hpp"
#include "../conformance/support.hpp"
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
    EXPECT_NE(tap.out.find("not ok 2 - rfc5147-t-should-wrong # TODO should: not counted (--fail-on must)\n"),
              std::string::npos) << tap.out;
    EXPECT_NE(tap.out.find("not ok 3 - rfc5147-t-may-wrong-1 # TODO may: not counted (--fail-on must)\n"),
              std::string::npos) << tap.out;
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

// What a CI dashboard counts from a JUnit file: "tests=5 failures=0 errors=0 skipped=3".
std::string junit_counts(const test::Run& run) {
    const auto path = test::scratch() / "outcome.xml";
    test::write(path, run.out);
    const auto out = test::scratch() / "outcome.counts";
    const auto command = "python3 " + test::shell_quote((test::source_dir / "tests/conformance/junit_check.py").string()) +
                         " " + test::shell_quote(path.string()) + " --counts >" + test::shell_quote(out.string());
    EXPECT_EQ(std::system(command.c_str()), 0) << run.out;
    auto counts = test::slurp(out);
    while (!counts.empty() && counts.back() == '\n') counts.pop_back();
    return counts;
}

// Issue 29 item 13: one rule in every format. A failure at a level --fail-on
// does not count is reported and marked not counted: JUnit skips it with the
// verdict in its message, so a dashboard is red exactly when the job is.
TEST(FailOnEveryFormat, JunitFailsExactlyWhatTheExitStatusCounts) {
    const auto must = check({"--format", "junit"});
    EXPECT_EQ(must.exit_code, 0) << must.err;
    EXPECT_EQ(junit_counts(must), "tests=5 failures=0 errors=0 skipped=3") << must.out;
    EXPECT_NE(must.out.find("<skipped message=\"failed at level should, not counted (--fail-on must): expected ok"),
              std::string::npos) << must.out;
    const auto should = check({"--format", "junit", "--fail-on", "should"});
    EXPECT_EQ(should.exit_code, 1);
    EXPECT_EQ(junit_counts(should), "tests=5 failures=1 errors=0 skipped=2") << should.out;
    const auto any = check({"--format", "junit", "--fail-on", "any"});
    EXPECT_EQ(any.exit_code, 1);
    EXPECT_EQ(junit_counts(any), "tests=5 failures=3 errors=0 skipped=0") << any.out;
}

TEST(FailOnEveryFormat, JsonSaysWhatCountsAndTextAndMarkdownCountItApart) {
    const auto records = jsonl(check({"--format", "jsonl"}).out);
    ASSERT_EQ(records.size(), 7u);
    EXPECT_EQ(records.front()["fail_on"], (nlohmann::json{{"name", "must"}, {"levels", {"must"}}}));
    EXPECT_EQ(records[1]["counted"], true);   // must-1
    EXPECT_EQ(records[2]["counted"], false);  // should-wrong
    EXPECT_EQ(records.back()["counted"], (nlohmann::json{{"ran", 2}, {"failed", 0}}));
    const auto should = jsonl(check({"--format", "jsonl", "--fail-on", "should"}).out);
    EXPECT_EQ(should[2]["counted"], true);
    EXPECT_EQ(should.back()["counted"], (nlohmann::json{{"ran", 3}, {"failed", 1}}));

    const auto text = check({});
    EXPECT_NE(text.out.find("\nnot counted (--fail-on must): 3 cases failed or errored at other levels (may: 2, should: 1)\n"),
              std::string::npos) << text.out;
    const auto markdown = check({"--format", "markdown"});
    EXPECT_NE(markdown.out.find("- not counted (--fail-on must): 3 cases failed"), std::string::npos) << markdown.out;
    EXPECT_EQ(check({"--fail-on", "any"}).out.find("not counted"), std::string::npos);
}

// prove, the reference TAP consumer, passes a run exactly when its exit status is 0.
TEST(FailOnEveryFormat, ProveAgreesWithTheExitStatus) {
    for (const std::string fail_on : {"must", "should", "any"}) {
        const auto run = check({"--format", "tap", "--fail-on", fail_on});
        const auto path = test::scratch() / ("outcome-" + fail_on + ".tap");
        test::write(path, run.out);
        const auto verdict = test::prove(path);
        if (!verdict) GTEST_SKIP() << "prove (perl) is not installed";
        EXPECT_EQ(verdict->status == 0, run.exit_code == 0) << fail_on << ":\n" << run.out << verdict->output;
    }
}

// Nothing checked at the --fail-on levels exits 1: no format reads as a pass.
TEST(FailOnEveryFormat, NothingCheckedFailsInTapAndJunitToo) {
    const auto tap = check({"--level", "may", "--fail-on", "should", "--format", "tap"});
    EXPECT_EQ(tap.exit_code, 1);
    EXPECT_EQ(test::tap_problem(tap.out), "") << tap.out;
    EXPECT_EQ(test::tap_bail_out(tap.out), "nothing was checked: no must or should case ran") << tap.out;
    const auto junit = check({"--level", "may", "--fail-on", "should", "--format", "junit"});
    EXPECT_EQ(junit_counts(junit), "tests=3 failures=0 errors=1 skipped=2") << junit.out;
    EXPECT_NE(junit.out.find("<error type=\"nothing-checked\" message=\"nothing was checked: no must or should case ran\"/>"),
              std::string::npos) << junit.out;
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
