// JSON nested 10^5 and 10^6 levels deep wherever fragid reads JSON from
// outside (issue 38 item 1): an adapter's handshake and its answer, a report
// given to `check --rerun-failed` or to `fragid report`. About 20,000 levels
// killed fragid with SIGSEGV (exit 139, the report lost); each is now a clear
// error naming the limit, and a run goes on. The baseline of
// `--expect-failures` is not JSON: a line of brackets is not a case id.
#include <gtest/gtest.h>

#include <filesystem>

#include "../conformance/loop_support.hpp"

namespace fragid {
namespace {

namespace fs = std::filesystem;
using test::fragid;

const std::string too_deep = "nested deeper than 128 levels (the most fragid reads)";
const std::vector<std::string> depths = {"100000", "1000000"};

std::string nested(const std::string& depth) {
    const auto n = std::stoul(depth);
    return std::string(n, '[') + std::string(n, ']');
}

std::string misbehaving(const std::string& depth, const std::string& mode) {
    return "MISBEHAVING_DEPTH=" + depth + " python3 " +
           test::shell_quote((test::source_dir / "tests/conformance/misbehaving_adapter.py").string()) + " " + mode;
}

test::Run check(std::vector<std::string> more) {
    std::vector<std::string> args = {"check", "--suite", test::loop_suite().string()};
    args.insert(args.end(), more.begin(), more.end());
    return fragid(args);
}

// A report of the loop suite (three cases fail), then a case record nested `depth` deep.
fs::path deep_report(const std::string& depth) {
    const auto path = test::scratch() / ("deep-" + depth + ".jsonl");
    const auto run = check({"--format", "jsonl", "--output", path.string()});
    EXPECT_EQ(run.exit_code, 1) << run.err;
    auto text = test::slurp(path);
    text.insert(text.find('\n') + 1, R"({"record": "case", "id": "rfc5147-loop-must-fails-one", "x": )" + nested(depth) + "}\n");
    return test::write_file("deep-" + depth + ".jsonl", text);
}

TEST(DeepNesting, AHandshakeIsAFailedStart) {
    for (const auto& depth : depths) {
        const auto run = check({"--impl", misbehaving(depth, "deep-handshake"), "--format", "jsonl"});
        EXPECT_EQ(run.exit_code, 2) << depth << ": " << run.err.substr(0, 500);
        EXPECT_NE(run.err.find("handshake failed: protocol violation: the answer to \"start\" is " + too_deep), std::string::npos)
            << depth << ": " << run.err.substr(0, 500);
    }
}

TEST(DeepNesting, AnAnswerIsAnErrorAndTheRunGoesOn) {
    for (const auto& depth : depths) {
        const auto run = check({"--impl", misbehaving(depth, "deep-answer fails-one"), "--format", "jsonl"});
        EXPECT_EQ(run.exit_code, 1) << depth << ": " << run.err.substr(0, 500);
        const auto report = test::read_jsonl(run.out);
        ASSERT_EQ(report.cases.size(), 4u) << depth << ": " << run.out.substr(0, 500);
        EXPECT_EQ(report.footer["record"], "footer");
        for (const auto& c : report.cases) {
            if (c["id"] != "rfc5147-loop-must-fails-one") continue;
            EXPECT_EQ(c["verdict"], "errored");
            EXPECT_EQ(c["detail"].get<std::string>().rfind("protocol violation: the answer is " + too_deep, 0), 0u)
                << c["detail"].get<std::string>().substr(0, 300);
        }
    }
}

TEST(DeepNesting, ARerunFailedReportIsRefusedNamingItsLine) {
    for (const auto& depth : depths) {
        const auto report = deep_report(depth);
        const auto run = check({"--rerun-failed", report.string()});
        EXPECT_EQ(run.exit_code, 2) << depth << ": " << run.err.substr(0, 500);
        EXPECT_NE(run.err.find("--rerun-failed " + report.string() + ":2: " + too_deep), std::string::npos)
            << run.err.substr(0, 500);
        EXPECT_EQ(run.out, "");
    }
}

TEST(DeepNesting, AReportRunIsRefusedNamingItsLine) {
    for (const auto& depth : depths) {
        const auto report = deep_report(depth);
        const auto out = test::scratch() / ("deep-report-" + depth);
        const auto run = fragid({"report", report.string(), "--suite", test::loop_suite().string(), "--output-dir", out.string()});
        EXPECT_EQ(run.exit_code, 2) << depth << ": " << run.err.substr(0, 500);
        EXPECT_NE(run.err.find("fragid: " + report.string() + ":2: " + too_deep), std::string::npos) << run.err.substr(0, 500);
        EXPECT_FALSE(fs::exists(out / "index.html"));
    }
}

TEST(DeepNesting, ABaselineOfBracketsIsNotACaseId) {
    for (const auto& depth : depths) {
        const auto baseline = test::write_file("deep-baseline.txt", nested(depth) + "\n");
        const auto run = check({"--expect-failures", baseline.string()});
        EXPECT_EQ(run.exit_code, 2) << depth;
        EXPECT_NE(run.err.find(":1: '[[[["), std::string::npos) << run.err.substr(0, 500);
        EXPECT_NE(run.err.find("' is not a case id"), std::string::npos) << run.err.substr(0, 500);
        EXPECT_LT(run.err.size(), 1000u) << "the id is shown cut, not a million brackets long";
    }
}

}  // namespace
}  // namespace fragid
