// `check --rerun-failed REPORT` (issue 29): the cases an earlier report
// records as not passed, run again; anything that is not such a report is
// refused, saying where it went wrong.
#include <gtest/gtest.h>

#include "../conformance/loop_support.hpp"

namespace fragid {
namespace {

using test::fragid;

std::string suite() { return test::loop_suite().string(); }

std::set<std::string> ids_of(const test::JsonlReport& report) {
    std::set<std::string> ids;
    for (const auto& c : report.cases) ids.insert(c["id"]);
    return ids;
}

// A report of the loop suite: two must cases and one should case fail.
std::filesystem::path first_report(const char* format) {
    const auto path = test::scratch() / (std::string("first.") + format);
    const auto run = fragid({"check", "--suite", suite(), "--format", format, "--output", path.string()});
    EXPECT_EQ(run.exit_code, 1) << run.err;
    return path;
}

TEST(RerunFailed, RunsExactlyTheCasesTheReportRecordsAsNotPassed) {
    const std::set<std::string> failed = {"rfc5147-loop-must-fails-one", "rfc5147-loop-must-fails-two",
                                          "rfc5147-loop-should-fails"};
    for (const char* format : {"jsonl", "json"}) {
        const auto rerun = fragid({"check", "--suite", suite(), "--rerun-failed", first_report(format).string(),
                                   "--format", "jsonl"});
        EXPECT_EQ(rerun.exit_code, 1) << format << ": " << rerun.err;
        EXPECT_EQ(ids_of(test::read_jsonl(rerun.out)), failed) << format << ":\n" << rerun.out;
    }
    // The other filters narrow it.
    const auto must = fragid({"check", "--suite", suite(), "--rerun-failed", first_report("jsonl").string(), "--level",
                              "must", "--format", "jsonl"});
    EXPECT_EQ(ids_of(test::read_jsonl(must.out)),
              (std::set<std::string>{"rfc5147-loop-must-fails-one", "rfc5147-loop-must-fails-two"}));
}

TEST(RerunFailed, AReportWithNothingToRerunIsAUsageError) {
    const auto path = test::scratch() / "all-passed.jsonl";
    ASSERT_EQ(fragid({"check", "--suite", suite(), "--id", "*-passes", "--format", "jsonl", "--output", path.string()}).exit_code, 0);
    const auto run = fragid({"check", "--suite", suite(), "--rerun-failed", path.string()});
    EXPECT_EQ(run.exit_code, 2);
    EXPECT_NE(run.err.find("nothing to rerun"), std::string::npos) << run.err;
    EXPECT_EQ(run.out, "");
}

// Each malformed report is refused before anything runs (exit 2), the
// message naming the file, and the line where it can.
TEST(RerunFailed, AMalformedReportIsRefusedSayingWhere) {
    const auto report = test::slurp(first_report("jsonl"));
    const auto header = report.substr(0, report.find('\n') + 1);
    const auto second_line = report.substr(header.size(), report.find('\n', header.size()) - header.size() + 1);
    const std::vector<std::pair<std::string, std::string>> broken = {
        {"", "empty"},
        {header + "this is not json\n", "bad.jsonl:2: not JSON"},
        {second_line, "bad.jsonl:1: a report starts with its header record"},
        {header + "{\"record\": \"case\", \"id\": \"rfc5147-loop-must-fails-one\"}\n", "bad.jsonl:2: not a record of a fragid report"},
        {"[1, 2, 3]\n", "bad.jsonl:1: not a record of a fragid report"},
    };
    for (const auto& [text, message] : broken) {
        const auto path = test::write_file("bad.jsonl", text);
        const auto run = fragid({"check", "--suite", suite(), "--rerun-failed", path.string()});
        EXPECT_EQ(run.exit_code, 2) << text;
        EXPECT_NE(run.err.find(message), std::string::npos) << text << "\n" << run.err;
        EXPECT_EQ(run.out, "") << text;
    }
    EXPECT_EQ(fragid({"check", "--suite", suite(), "--rerun-failed", "/nonexistent/report.jsonl"}).exit_code, 2);
}

// A run cut short has no footer: its failures are rerun, and the cases it has
// no record of are said not to be.
TEST(RerunFailed, AReportWithoutAFooterIsRerunWithAWarning) {
    auto report = test::slurp(first_report("jsonl"));
    report.erase(report.rfind('\n', report.size() - 2) + 1);  // the last line, the footer
    ASSERT_EQ(report.find("\"footer\""), std::string::npos);
    const auto path = test::write_file("cut-short.jsonl", report);
    const auto run = fragid({"check", "--suite", suite(), "--rerun-failed", path.string(), "--format", "jsonl"});
    EXPECT_EQ(run.exit_code, 1) << run.err;
    EXPECT_NE(run.err.find("has no footer"), std::string::npos) << run.err;
    EXPECT_EQ(test::read_jsonl(run.out).cases.size(), 3u);
}

// Issue 38 item 6: a report whose last line is cut mid-record (a run killed
// while writing, a full disk) is read as one without a footer is: its whole
// records, with a warning naming what was left out. It was refused whole.
TEST(RerunFailed, AReportCutMidRecordIsRerunFromItsWholeRecords) {
    auto report = test::slurp(first_report("jsonl"));
    report.erase(report.size() - 20);  // into the footer: no line end
    const auto path = test::write_file("cut-mid-record.jsonl", report);
    const auto run = fragid({"check", "--suite", suite(), "--rerun-failed", path.string(), "--format", "jsonl"});
    EXPECT_EQ(run.exit_code, 1) << run.err;
    EXPECT_NE(run.err.find("fragid: warning: --rerun-failed " + path.string() + ":6 is a record cut mid-way ("),
              std::string::npos)
        << run.err;
    EXPECT_NE(run.err.find("it is left out, and the 5 whole records before it are read"), std::string::npos) << run.err;
    EXPECT_NE(run.err.find("has no footer"), std::string::npos) << run.err;
    EXPECT_EQ(test::read_jsonl(run.out).cases.size(), 3u);
    // A line that is not JSON but ends as a record does, or one before the last, is no cut: refused.
    const auto ended = test::write_file("not-cut.jsonl", report + "\n");
    EXPECT_EQ(fragid({"check", "--suite", suite(), "--rerun-failed", ended.string()}).exit_code, 2);
}

}  // namespace
}  // namespace fragid
