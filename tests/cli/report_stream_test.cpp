// Issue 29 item 2: an interrupted run never reads as a pass, and the reports a
// CI tool reads are written as cases finish. TAP and JSON Lines show each case
// while the run is still going; JUnit its opening (its testsuites, with their
// counts, come at the end: issue 42 item 4); Ctrl-C or SIGTERM ends TAP with
// "Bail out!" (prove: FAIL) and JUnit with an errored testcase; a run killed
// outright leaves a prefix that no reader takes for a pass.
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>
#include <sstream>

#include "run_fragid.hpp"
#include "../conformance/support.hpp"
#include "tap_check.hpp"
#include "build_paths.hpp"

namespace fragid {
namespace {

using test::shell_quote;

struct Interrupted {
    int status = -1;
    std::string during;  // the report as a reader saw it while the adapter hung
    std::string after;   // the report once fragid ended
    std::string err;
    std::filesystem::path report;  // where the report was written
};

// Runs `fragid check --format FORMAT` (to --output, or standard output) on an
// adapter that hangs on the first rfc5147-eol case, waits for the adapter to
// say it hangs and for the report to show a case, reads it, then sends
// `signal` to fragid. After a SIGKILL the adapter, whom nobody is left to
// stop, is ended by the test.
Interrupted interrupt(const std::string& format, const std::string& signal, bool to_file) {
    const auto dir = test::scratch() / ("stream-" + format + "-" + signal + (to_file ? "-file" : ""));
    std::filesystem::remove_all(dir);
    std::filesystem::create_directories(dir);
    const auto pid_file = dir / "adapter.pid";
    const auto events = dir / "adapter.events";
    const auto report = dir / ("report." + format);
    const auto adapter = "sh -c " + shell_quote("echo $$ > " + shell_quote(pid_file.string()) + "; MISBEHAVING_EVENTS=" +
                                                shell_quote(events.string()) + " exec python3 " +
                                                (test::source_dir / "tests/conformance/misbehaving_adapter.py").string() +
                                                " hang rfc5147-eol");
    const std::string first_case = format == "tap" ? "^ok 1 " : format == "junit" ? "<testsuites" : "\"record\":\"case\"";
    const auto q = [](const std::filesystem::path& p) { return shell_quote(p.string()); };
    const auto script =
        shell_quote(build::program) + " check --suite " + q(test::suite_dir) + " --impl " + shell_quote(adapter) +
        " --timeout 60 --format " + format + (to_file ? " --output " + q(report) : " >" + q(report)) + " 2>" +
        q(dir / "err") + " & f=$!\n" +
        test::wait_for_line(events, "^misbehaving ") + test::wait_for_line(report, first_case) + "cp " + q(report) +
        " " + q(dir / "during") + " 2>/dev/null\n" +
        "kill -" + signal + " $f; wait $f; echo $? >" + q(dir / "status") + "\n" +
        (signal == "KILL" ? "kill -9 $(cat " + q(pid_file) + ") 2>/dev/null\n" : "") + "exit 0";
    EXPECT_EQ(std::system(("bash -c " + shell_quote(script)).c_str()), 0);
    Interrupted run;
    run.status = std::stoi(test::slurp(dir / "status"));
    run.during = test::slurp(dir / "during");
    run.after = test::slurp(report);
    run.err = test::slurp(dir / "err");
    run.report = report;
    return run;
}

std::size_t lines_starting(const std::string& text, const std::string& prefix) {
    std::size_t n = 0;
    std::istringstream in(text);
    for (std::string line; std::getline(in, line);) n += line.rfind(prefix, 0) == 0;
    return n;
}

std::string junit_counts(const std::filesystem::path& xml) {
    const auto out = xml.string() + ".counts";
    const auto command = "python3 " + shell_quote((test::source_dir / "tests/conformance/junit_check.py").string()) + " " +
                         shell_quote(xml.string()) + " --counts >" + shell_quote(out);
    return std::system(command.c_str()) == 0 ? test::slurp(out) : "not well-formed: " + test::slurp(out);
}

const std::size_t suite_cases = test::shipped_cases().size();

TEST(StreamedReports, TapShowsCasesAsTheyFinishAndCtrlCBailsOut) {
    const auto run = interrupt("tap", "INT", false);
    EXPECT_EQ(run.status, 130) << run.err;
    const auto plan = "TAP version 13\n1.." + std::to_string(suite_cases) + "\n";
    EXPECT_EQ(run.during.rfind(plan, 0), 0u) << "the plan first, while the run goes:\n" << run.during.substr(0, 200);
    EXPECT_GT(lines_starting(run.during, "ok "), 0u) << "cases shown as they finish";
    EXPECT_EQ(test::tap_problem(run.after), "") << run.after;
    const auto done = lines_starting(run.after, "ok ") + lines_starting(run.after, "not ok ");
    EXPECT_LT(done, suite_cases);
    EXPECT_EQ(test::tap_bail_out(run.after), "the run was stopped (SIGINT) after " + std::to_string(done) + " of " +
                                                 std::to_string(suite_cases) + " cases")
        << run.after.substr(run.after.size() - std::min<std::size_t>(run.after.size(), 300));
    const auto verdict = test::prove(run.report);
    if (!verdict) GTEST_SKIP() << "prove (perl) is not installed";
    EXPECT_NE(verdict->status, 0) << verdict->output;
    EXPECT_NE(verdict->output.find("Result: FAIL"), std::string::npos) << verdict->output;
}

TEST(StreamedReports, JunitOpensAtOnceAndSigtermIsAnError) {
    const auto run = interrupt("junit", "TERM", true);
    EXPECT_EQ(run.status, 143) << run.err;
    EXPECT_NE(run.during.find("<testsuites name=\"fragid conformance: "), std::string::npos) << run.during.substr(0, 400);
    EXPECT_EQ(run.during.find("</testsuites>"), std::string::npos);
    EXPECT_NE(run.after.find("<testcase classname=\"rfc5147."), std::string::npos) << run.after.substr(0, 400);
    const auto counts = junit_counts(run.report);
    EXPECT_EQ(counts.rfind("tests=", 0), 0u) << counts << run.after;
    EXPECT_EQ(counts.find(" errors=0 "), std::string::npos) << "the stop is an error:\n" << counts;
    EXPECT_NE(run.after.find("<testcase classname=\"fragid\" name=\"the run\""), std::string::npos) << run.after;
    EXPECT_NE(run.after.find("<error type=\"stopped\" message=\"the run was stopped (SIGTERM) after "), std::string::npos);
    EXPECT_NE(run.err.find("fragid conformance: "), std::string::npos) << "--output: the summary on stderr\n" << run.err;
}

// SIGKILL cannot be caught: what was written stays, and says no more than it knows.
TEST(StreamedReports, AKilledRunLeavesAPrefixNoReaderTakesForAPass) {
    const auto tap = interrupt("tap", "KILL", true);
    EXPECT_EQ(tap.status, 137);
    EXPECT_GT(lines_starting(tap.after, "ok "), 0u) << tap.after.substr(0, 200);
    EXPECT_EQ(test::tap_bail_out(tap.after), "");
    if (const auto verdict = test::prove(tap.report)) {
        EXPECT_NE(verdict->output.find("Result: FAIL"), std::string::npos) << verdict->output;
        EXPECT_NE(verdict->output.find("Bad plan"), std::string::npos) << verdict->output;
    }

    const auto junit = interrupt("junit", "KILL", false);
    EXPECT_NE(junit.after.find("<testsuites "), std::string::npos) << junit.after.substr(0, 400);
    EXPECT_EQ(junit_counts(junit.report).rfind("not well-formed", 0), 0u) << "an unclosed document is read by no CI tool";

    const auto jsonl = interrupt("jsonl", "KILL", false);
    const auto report = test::read_jsonl(jsonl.after);  // every line a whole record
    EXPECT_FALSE(report.cases.empty());
    EXPECT_TRUE(report.footer.is_null()) << "no footer: the schema says a run cut short has none";
}

}  // namespace
}  // namespace fragid
