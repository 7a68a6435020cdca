// Issue 42 item 4: the reports a CI dashboard reads count what the summary counts and agree with
// the exit status. JUnit has one <testsuite> per spec with tests/failures/errors/skipped (checked
// against its testcases by junit_check.py) whose totals are the summary's; with --expect-failures
// an expected failure is skipped (JUnit) or TODO (TAP) and an unexpected pass a failure, so that
// a run that exits 0 shows no failure and one that exits 1 shows one.
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>
#include <regex>
#include <sstream>

#include "run_fragid.hpp"
#include "../conformance/support.hpp"
#include "tap_check.hpp"

namespace fragid {
namespace {

using test::fragid;
using test::shell_quote;

struct Counts {
    long tests = -1, failures = -1, errors = -1, skipped = -1;
    bool operator==(const Counts&) const = default;
};
std::ostream& operator<<(std::ostream& out, const Counts& c) {
    return out << c.tests << " tests, " << c.failures << " failures, " << c.errors << " errors, " << c.skipped << " skipped";
}

// The JUnit report's totals as a dashboard counts them; junit_check.py also checks every
// testsuite's attributes against its testcases and that no spec has two testsuites.
Counts junit_totals(const std::filesystem::path& xml) {
    const auto out = xml.string() + ".counts";
    const auto command = "python3 " + shell_quote((test::source_dir / "tests/conformance/junit_check.py").string()) + " " +
                         shell_quote(xml.string()) + " --counts >" + shell_quote(out);
    const int status = std::system(command.c_str());
    const auto text = test::slurp(out);
    EXPECT_EQ(status, 0) << text;
    Counts c;
    std::smatch m;
    if (std::regex_search(text, m, std::regex(R"(tests=(\d+) failures=(\d+) errors=(\d+) skipped=(\d+))")))
        c = {std::stol(m[1]), std::stol(m[2]), std::stol(m[3]), std::stol(m[4])};
    return c;
}

// What the summary says: its "as tests (JUnit, TAP)" line where --fail-on or --expect-failures
// make it differ from the verdicts, else the closing line read the same way.
Counts summary_totals(const std::string& summary) {
    std::smatch m;
    if (std::regex_search(summary, m, std::regex(R"(as tests \(JUnit, TAP\): (\d+) tests, (\d+) failures, (\d+) errors, (\d+) skipped)")))
        return {std::stol(m[1]), std::stol(m[2]), std::stol(m[3]), std::stol(m[4])};
    if (!std::regex_search(summary, m, std::regex(R"((\d+) passed, (\d+) failed, (\d+) errored, (\d+) skipped)"))) return {};
    const long passed = std::stol(m[1]), failed = std::stol(m[2]), errored = std::stol(m[3]), skipped = std::stol(m[4]);
    return {passed + failed + errored + skipped, failed, errored, skipped};
}

const std::string broken_adapter = "python3 " + (test::source_dir / "adapters/examples/python/adapter.py").string() + " --broken";

struct Reports {
    test::Run junit, tap;
    Counts junit_counts;
};
// `fragid check ARGS` twice, JUnit to a file (the summary on stderr) and TAP on stdout.
Reports check_both(const std::string& name, const std::vector<std::string>& args) {
    const auto xml = test::scratch() / (name + ".xml");
    std::vector<std::string> junit = {"check", "--no-progress", "--format", "junit", "--output", xml.string()};
    std::vector<std::string> tap = {"check", "--no-progress", "--format", "tap"};
    junit.insert(junit.end(), args.begin(), args.end());
    tap.insert(tap.end(), args.begin(), args.end());
    Reports r{fragid(junit), fragid(tap), {}};
    r.junit_counts = junit_totals(xml);
    EXPECT_EQ(test::tap_problem(r.tap.out), "") << r.tap.out;
    return r;
}

// The in-process reference runs every spec, the producer cases after the vectors: each spec is
// one testsuite all the same, and every case passes or is skipped.
TEST(ReportCounts, JunitHasOneTestsuitePerSpecWithTheSummarysTotals) {
    const auto r = check_both("reference", {});
    EXPECT_EQ(r.junit.exit_code, 0) << r.junit.err;
    EXPECT_EQ(r.junit_counts, summary_totals(r.junit.err)) << r.junit.err;
    EXPECT_GT(r.junit_counts.tests, 100);
    const auto xml = test::slurp(test::scratch() / "reference.xml");
    for (const char* spec : {"rfc5147", "rfc7111", "draft-wilde-text-fragment-01"})
        EXPECT_NE(xml.find("<testsuite name=\"" + std::string(spec) + "\" tests=\""), std::string::npos) << spec;
}

// Failures at levels --fail-on does not count are skipped in JUnit and TODO in TAP, and the
// summary's "as tests" line says so; with --fail-on any they are failures and the closing line's.
TEST(ReportCounts, FailuresNotCountedAreSkippedAsTheSummarySays) {
    const std::vector<std::string> ids = {"--impl", broken_adapter, "--id", "rfc5147-char-*", "--id", "rfc5147-bom-utf8-position-zero"};
    const auto must = check_both("must", ids);
    EXPECT_EQ(must.junit.exit_code, 1) << must.junit.err;
    EXPECT_NE(must.junit.err.find("as tests (JUnit, TAP): "), std::string::npos) << must.junit.err;
    EXPECT_EQ(must.junit_counts, summary_totals(must.junit.err)) << must.junit.err;
    EXPECT_GT(must.junit_counts.failures, 0);
    EXPECT_EQ(long(test::tap_failures(must.tap.out)), must.junit_counts.failures + must.junit_counts.errors) << must.tap.out;

    auto any = ids;
    any.insert(any.end(), {"--fail-on", "any"});
    const auto all = check_both("any", any);
    EXPECT_EQ(all.junit.err.find("as tests (JUnit, TAP): "), std::string::npos) << all.junit.err;
    EXPECT_EQ(all.junit_counts, summary_totals(all.junit.err)) << all.junit.err;
    EXPECT_GT(all.junit_counts.failures, must.junit_counts.failures) << "the impl-defined failure counts with --fail-on any";
}

// A baseline of the broken adapter's failures: the run exits 0 and no dashboard shows a failure;
// a passing case added to it is an unexpected pass: exit 1, and one failure in JUnit and TAP.
TEST(ReportCounts, ExpectFailuresAgreesWithTheExitStatus) {
    const auto baseline = test::scratch() / "broken.baseline";
    const std::vector<std::string> ids = {"--impl", broken_adapter, "--id", "rfc5147-char-*", "--id", "rfc5147-line-*"};
    std::vector<std::string> write = {"check", "--no-progress", "--write-baseline", baseline.string()};
    write.insert(write.end(), ids.begin(), ids.end());
    const auto written = fragid(write);
    ASSERT_EQ(written.exit_code, 1) << written.err;

    auto expecting = ids;
    expecting.insert(expecting.end(), {"--expect-failures", baseline.string()});
    const auto expected = check_both("expected", expecting);
    EXPECT_EQ(expected.junit.exit_code, 0) << expected.junit.err;
    EXPECT_EQ(expected.tap.exit_code, 0) << expected.tap.err;
    EXPECT_EQ(expected.junit_counts.failures + expected.junit_counts.errors, 0) << expected.junit.err;
    EXPECT_EQ(expected.junit_counts, summary_totals(expected.junit.err)) << expected.junit.err;
    EXPECT_NE(expected.junit.err.find("expected failures (--expect-failures), shown as skipped"), std::string::npos)
        << expected.junit.err;
    EXPECT_EQ(test::tap_failures(expected.tap.out), 0u) << expected.tap.out;
    EXPECT_NE(expected.tap.out.find(" # TODO expected failure (--expect-failures "), std::string::npos) << expected.tap.out;

    // A line= case passes for the broken adapter (it gets char= ranges wrong only).
    const auto line_case = test::slurp(baseline).find("rfc5147-line-");
    ASSERT_EQ(line_case, std::string::npos) << "the broken adapter was expected to pass the line= cases";
    test::write(baseline, test::slurp(baseline) + "rfc5147-line-range-first-line\n");
    const auto unexpected = check_both("unexpected", expecting);
    EXPECT_EQ(unexpected.junit.exit_code, 1) << unexpected.junit.err;
    EXPECT_EQ(unexpected.tap.exit_code, 1) << unexpected.tap.err;
    EXPECT_EQ(unexpected.junit_counts.failures, 1) << unexpected.junit.err;
    EXPECT_EQ(unexpected.junit_counts, summary_totals(unexpected.junit.err)) << unexpected.junit.err;
    EXPECT_EQ(test::tap_failures(unexpected.tap.out), 1u) << unexpected.tap.out;
    EXPECT_NE(unexpected.tap.out.find("listed in --expect-failures"), std::string::npos) << unexpected.tap.out;
}

}  // namespace
}  // namespace fragid
