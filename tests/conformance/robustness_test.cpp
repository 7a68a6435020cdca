// The runner survives an adapter that crashes, hangs, prints garbage, answers
// out of order or with the wrong shape, floods stderr or fails its handshake:
// every case still gets exactly one record, and the run goes on.
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <string_view>

#include "fragid/conformance/process_adapter.hpp"
#include "fragid/conformance/runner.hpp"
#include "support.hpp"

namespace fragid {
namespace {

using namespace conformance;

const std::vector<Case>& cases() {
    static const std::vector<Case> all = {
        test::text_case("rfc5147-r-first", "char=0,1", "ab", 0, 1),
        test::text_case("rfc5147-r-bad", "char=0,1", "ab", 0, 1),
        test::text_case("rfc5147-r-after", "char=1,2", "ab", 1, 2),
        test::text_case("rfc5147-r-last", "char=0,2", "ab", 0, 2),
    };
    return all;
}

ProcessOptions misbehaving(const std::string& mode, const std::string& target = "-bad") {
    ProcessOptions options;
    options.command = "python3 " + (test::source_dir / "tests" / "conformance" / "misbehaving_adapter.py").string() +
                      " " + mode + " " + target;
    options.timeout = std::chrono::milliseconds(3000);  // generous: CI runs the tests in parallel under ASan
    // A start is not an answer: python3 may take seconds to start on a busy
    // machine, or behind a launcher (a pyenv shim), at each restart too.
    options.start_timeout = std::chrono::milliseconds(60'000);
    options.schema_dir = test::suite_dir / "schema" / "protocol";
    return options;
}

std::vector<CaseRecord> run_with(const ProcessOptions& options, int max_restarts = 5) {
    ProcessAdapter adapter(options);
    RunOptions run_options{max_restarts, std::nullopt};
    Handshake handshake;
    try {
        handshake = adapter.start();
    } catch (const std::exception& e) {
        run_options.start_failure = e.what();
    }
    std::vector<const Case*> selected;
    for (const auto& c : cases()) selected.push_back(&c);
    std::size_t streamed = 0;
    auto summary = run_suite(adapter, handshake, selected, run_options, [&](const CaseRecord&) { ++streamed; });
    EXPECT_EQ(streamed, selected.size()) << "every case is recorded as it is made";
    EXPECT_EQ(summary.records.size(), selected.size());
    return summary.records;
}

// The other cases are answered "skipped" by the misbehaving adapter: seeing
// them as skipped after the bad one proves the restart worked.
void expect_recovered(const std::vector<CaseRecord>& records) {
    EXPECT_EQ(records[0].verdict, Verdict::skipped);
    EXPECT_EQ(records[2].verdict, Verdict::skipped) << records[2].detail;
    EXPECT_EQ(records[3].verdict, Verdict::skipped) << records[3].detail;
}

TEST(Robustness, ACrashIsRecordedWithItsStatusAndStderrAndTheAdapterRestarted) {
    const auto records = run_with(misbehaving("crash"));
    EXPECT_EQ(records[1].verdict, Verdict::crashed);
    EXPECT_EQ(records[1].detail, "the adapter exited with status 3");
    EXPECT_NE(records[1].stderr_tail.find("dying now"), std::string::npos);
    expect_recovered(records);
}

// The protocol doc: an adapter that closes its output has crashed, even if it
// stays alive. Seen when it happens, not at the time-out, although /bin/sh
// runs the command and could hold a copy of its stdout: the adapter never
// answers and never exits, so the verdict itself tells, without a clock (the
// time it took raced a slow python3): seen at the time-out, it would be
// timed_out, "no answer within 3000 ms".
TEST(Robustness, ClosingStdoutIsACrashSeenBeforeTheTimeout) {
    const auto records = run_with(misbehaving("close-stdout"));
    EXPECT_EQ(records[1].verdict, Verdict::crashed) << records[1].detail;
    EXPECT_EQ(records[1].detail, "the adapter closed its output but is still running");
    expect_recovered(records);
}

// Issue 38 item 1: an answer nested 10^5 or 10^6 deep killed the runner with
// SIGSEGV (the schema's walk recursed once a level). It is refused before it
// is parsed, as a protocol violation naming the limit, and the run goes on.
TEST(Robustness, AnAnswerNestedTooDeepIsAProtocolViolation) {
    for (const char* depth : {"100000", "1000000"}) {
        auto options = misbehaving("deep-answer");
        options.command = std::string("MISBEHAVING_DEPTH=") + depth + " " + options.command;
        const auto records = run_with(options);
        EXPECT_EQ(records[1].verdict, Verdict::errored) << depth;
        EXPECT_EQ(records[1].detail.rfind("protocol violation: the answer is nested deeper than 128 levels (the most "
                                          "fragid reads) at byte ",
                                          0),
                  0u)
            << records[1].detail.substr(0, 300);
        expect_recovered(records);
    }
}

TEST(Robustness, AHandshakeNestedTooDeepIsAFailedStart) {
    for (const char* depth : {"100000", "1000000"}) {
        auto options = misbehaving("deep-handshake");
        options.command = std::string("MISBEHAVING_DEPTH=") + depth + " " + options.command;
        ProcessAdapter adapter(options);
        try {
            adapter.start();
            ADD_FAILURE() << depth << ": started";
        } catch (const std::runtime_error& e) {
            EXPECT_EQ(std::string(e.what()).rfind("handshake failed: protocol violation: the answer to \"start\" is nested "
                                                  "deeper than 128 levels (the most fragid reads) at byte ",
                                                  0),
                      0u)
                << std::string(e.what()).substr(0, 300);
        }
    }
}

// An answer line longer than 64 MiB is refused, the limit named (it was "not JSON", issue 38 item 8).
TEST(Robustness, AnAnswerOverTheLineLimitSaysSo) {
    auto options = misbehaving("huge-answer");
    const auto records = run_with(options);
    EXPECT_EQ(records[1].verdict, Verdict::errored);
    EXPECT_EQ(records[1].detail.rfind("protocol violation: the answer is a line longer than 64 MiB, the most fragid reads (", 0),
              0u)
        << records[1].detail.substr(0, 300);
    EXPECT_NE(records[1].detail.find(" bytes without a line end)"), std::string::npos) << records[1].detail.substr(0, 300);
    expect_recovered(records);
}

TEST(Robustness, AHangIsTimedOutKilledAndRestarted) {
    const auto records = run_with(misbehaving("hang"));
    EXPECT_EQ(records[1].verdict, Verdict::timed_out);
    EXPECT_EQ(records[1].detail, "no answer within 3000 ms; the adapter was killed");
    expect_recovered(records);
}

TEST(Robustness, GarbageIsAProtocolViolation) {
    const auto records = run_with(misbehaving("garbage"));
    EXPECT_EQ(records[1].verdict, Verdict::errored);
    EXPECT_EQ(records[1].detail, "protocol violation: the answer is not JSON: this is not json");
    expect_recovered(records);
}

TEST(Robustness, AnAnswerToAnotherSeqIsAProtocolViolation) {
    const auto records = run_with(misbehaving("out-of-order"));
    EXPECT_EQ(records[1].verdict, Verdict::errored);
    EXPECT_EQ(records[1].detail, "protocol violation: answered seq 1002 while seq 2 was asked");
    expect_recovered(records);
}

// The answer to seq 2 sent twice: the second copy is read while seq 3 is asked.
// It is discarded and noted there, and case 3 gets its own answer; nobody is blamed.
TEST(Robustness, AnAnswerSentTwiceIsDiscardedAndNotedNotBlamedOnTheNextCase) {
    const auto records = run_with(misbehaving("twice"));
    EXPECT_EQ(records[1].verdict, Verdict::skipped) << records[1].detail;
    expect_recovered(records);
    ASSERT_EQ(records[2].notes.size(), 1u);
    EXPECT_EQ(records[2].notes[0].rfind("discarded an answer to seq 2, which was asked before seq 3: {\"seq\": 2", 0), 0u)
        << records[2].notes[0];
    EXPECT_FALSE(records[2].adapter_unusable);
    EXPECT_TRUE(records[3].notes.empty());
}

TEST(Robustness, AResultOfTheWrongShapeNamesTheField) {
    const auto records = run_with(misbehaving("wrong-type"));
    EXPECT_EQ(records[1].verdict, Verdict::errored);
    EXPECT_NE(records[1].detail.find("protocol violation: /result/status"), std::string::npos) << records[1].detail;
    expect_recovered(records);
}

TEST(Robustness, AWrongAnswerFailsWithExpectedAndActual) {
    const auto records = run_with(misbehaving("ok-answer"));
    EXPECT_EQ(records[1].verdict, Verdict::failed);
    EXPECT_EQ(records[1].detail,
              "expected ok range characters [0,1) bytes [0,1), got ok range characters [0,0) bytes [0,0)");
    expect_recovered(records);
}

TEST(Robustness, AFloodOfStderrNeitherBlocksNorGrowsWithoutBound) {
    const auto records = run_with(misbehaving("stderr-flood"));
    EXPECT_EQ(records[1].verdict, Verdict::skipped);
    EXPECT_LE(records[1].stderr_tail.size(), 2048u + 64u);
    EXPECT_NE(records[1].stderr_tail.find("earlier bytes cut"), std::string::npos);
    EXPECT_NE(records[1].stderr_tail.find("end of flood"), std::string::npos);
}

TEST(Robustness, RestartsAreCappedAndTheRestIsErroredNotLost) {
    const auto records = run_with(misbehaving("crash", "rfc5147-r-"), 2);
    EXPECT_EQ(records[0].verdict, Verdict::crashed);
    EXPECT_EQ(records[1].verdict, Verdict::crashed);
    EXPECT_EQ(records[2].verdict, Verdict::crashed);
    EXPECT_EQ(records[3].verdict, Verdict::errored);
    EXPECT_EQ(records[3].detail, "adapter given up after 2 restarts");
}

TEST(Robustness, AFailedRestartSaysWhyAndTheRestIsErrored) {
    // Starts once; every later start fails, as an adapter whose environment broke would.
    const auto flag = std::filesystem::temp_directory_path() / ("fragid-restart-" + std::to_string(::getpid()));
    std::filesystem::remove(flag);
    auto options = misbehaving("crash");
    options.command = "if [ -e " + flag.string() + " ]; then echo gone >&2; exit 5; fi; touch " + flag.string() +
                      "; exec " + options.command;
    const auto records = run_with(options);
    std::filesystem::remove(flag);
    EXPECT_EQ(records[1].verdict, Verdict::crashed);
    for (std::size_t i : {2u, 3u}) {
        EXPECT_EQ(records[i].verdict, Verdict::errored);
        EXPECT_EQ(records[i].detail.rfind("the adapter could not be restarted: handshake failed: the adapter exited "
                                          "with status 5; its stderr ends: gone", 0), 0u) << records[i].detail;
    }
}

class BadHandshake : public ::testing::TestWithParam<std::pair<const char*, const char*>> {};

TEST_P(BadHandshake, StopsTheRunWithEveryCaseErroredAndTheReason) {
    const auto [mode, reason] = GetParam();
    auto options = misbehaving(mode);
    if (std::string_view(mode) == "silent-start") options.start_timeout = options.timeout;  // the time-out is the event
    const auto records = run_with(options);
    for (const auto& r : records) {
        EXPECT_EQ(r.verdict, Verdict::errored);
        EXPECT_NE(r.detail.find(reason), std::string::npos) << r.detail;
    }
}

INSTANTIATE_TEST_SUITE_P(
    Modes, BadHandshake,
    ::testing::Values(std::pair{"bad-handshake", "handshake failed: protocol violation: /"},
                      std::pair{"wrong-protocol", "the adapter speaks protocol 99, this runner speaks 1"},
                      std::pair{"silent-start", "no answer to \"start\" within 3000 ms"},
                      std::pair{"exit-at-start", "the adapter exited with status 1"}),
    [](const auto& param_info) {
        std::string name = param_info.param.first;
        std::replace(name.begin(), name.end(), '-', '_');
        return name;
    });

TEST(Robustness, ACommandThatDoesNotExistIsAFailedHandshake) {
    auto options = misbehaving("crash");
    options.command = "/nonexistent/adapter --flag";
    const auto records = run_with(options);
    EXPECT_NE(records[0].detail.find("exited with status 127"), std::string::npos) << records[0].detail;
}

}  // namespace
}  // namespace fragid
