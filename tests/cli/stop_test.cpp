// A run cut short keeps what it has: Ctrl-C (SIGINT) or SIGTERM during
// `check --impl` kills the adapter's process group, writes the partial report
// marked stopped and exits 128 + the signal; a reader that goes away
// (`| head -1`) stops the run and the adapter instead of letting every case run.
// `check --random` stops on Ctrl-C too.
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include "run_fragid.hpp"
#include "../conformance/support.hpp"
#include "build_paths.hpp"

namespace fragid {
namespace {

using test::shell_quote;

// Whether process `pid` is still running (a zombie is not: it has ended).
bool running(const std::string& pid) {
    std::ifstream stat("/proc/" + pid + "/stat");
    std::string line;
    if (!std::getline(stat, line)) return false;
    const auto close = line.rfind(')');
    return close != std::string::npos && close + 2 < line.size() && line[close + 2] != 'Z';
}

std::string last_line(const std::string& text) {
    auto end = text.find_last_not_of('\n');
    if (end == std::string::npos) return {};
    const auto start = text.rfind('\n', end);
    return text.substr(start == std::string::npos ? 0 : start + 1, end - (start == std::string::npos ? 0 : start + 1) + 1);
}

struct Stopped {
    int status = -1;
    std::string out, err, adapter_pid;
};

// Starts `fragid check` on an adapter that hangs on the first rfc5147-eol
// case, waits until the adapter says it hangs (so that the handshake and the
// cases before have their records: a fixed wait raced a slow python3), and
// sends `signal`.
Stopped stop_a_hanging_run(const std::string& signal) {
    const auto dir = test::scratch() / ("stop-" + signal);
    std::filesystem::remove_all(dir);
    std::filesystem::create_directories(dir);
    const auto pid_file = dir / "adapter.pid";
    const auto events = dir / "adapter.events";
    // The adapter writes its own pid (sh's $$, kept by exec) before it starts.
    const auto adapter = "sh -c " + shell_quote("echo $$ > " + shell_quote(pid_file.string()) + "; MISBEHAVING_EVENTS=" +
                                                shell_quote(events.string()) + " exec python3 " +
                                                (test::source_dir / "tests/conformance/misbehaving_adapter.py").string() +
                                                " hang rfc5147-eol");
    const auto script = shell_quote(build::program) + " check --suite " + shell_quote(test::suite_dir.string()) +
                        " --impl " + shell_quote(adapter) + " --timeout 60 --format jsonl >" +
                        shell_quote((dir / "out").string()) + " 2>" + shell_quote((dir / "err").string()) + " & f=$!\n" +
                        test::wait_for_line(events, "^misbehaving ") + "kill -" + signal + " $f; wait $f; echo $? >" +
                        shell_quote((dir / "status").string());
    EXPECT_EQ(std::system(script.c_str()), 0);
    Stopped s;
    s.status = std::stoi(test::slurp(dir / "status"));
    s.out = test::slurp(dir / "out");
    s.err = test::slurp(dir / "err");
    s.adapter_pid = test::slurp(pid_file);
    while (!s.adapter_pid.empty() && s.adapter_pid.back() == '\n') s.adapter_pid.pop_back();
    return s;
}

void expect_adapter_gone(const std::string& pid) {
    ASSERT_FALSE(pid.empty());
    // SIGKILL to the group is sent before fragid exits; give the kernel a moment to finish it.
    for (int i = 0; i < 200 && running(pid); ++i) std::this_thread::sleep_for(std::chrono::milliseconds(50));
    EXPECT_FALSE(running(pid)) << "the adapter " << pid << " is still running";
}

TEST(StopARun, CtrlCKillsTheAdapterWritesThePartialReportAndExits130) {
    const auto s = stop_a_hanging_run("INT");
    EXPECT_EQ(s.status, 130) << s.err;
    const auto footer = nlohmann::json::parse(last_line(s.out));
    EXPECT_EQ(footer["record"], "footer");
    EXPECT_EQ(footer["stopped"], "SIGINT");
    EXPECT_EQ(footer["conformant"], false);
    EXPECT_NE(s.err.find("fragid: the run was stopped (SIGINT) after "), std::string::npos) << s.err;
    expect_adapter_gone(s.adapter_pid);
}

TEST(StopARun, SigtermExits143) {
    const auto s = stop_a_hanging_run("TERM");
    EXPECT_EQ(s.status, 143) << s.err;
    EXPECT_EQ(nlohmann::json::parse(last_line(s.out))["stopped"], "SIGTERM");
    expect_adapter_gone(s.adapter_pid);
}

TEST(StopARun, AClosedOutputStopsTheRunAndTheAdapter) {
    const auto dir = test::scratch() / "stop-pipe";
    std::filesystem::remove_all(dir);
    std::filesystem::create_directories(dir);
    const auto pid_file = dir / "adapter.pid";
    const auto adapter = "sh -c " + shell_quote("echo $$ > " + shell_quote(pid_file.string()) + "; exec python3 " +
                                                (test::source_dir / "adapters/examples/python/adapter.py").string());
    // The reader takes one line and goes; every case after it would be lost work.
    const auto script = "set -o pipefail 2>/dev/null; " + shell_quote(build::program) + " check --suite " +
                        shell_quote(test::suite_dir.string()) + " --impl " + shell_quote(adapter) +
                        " --format jsonl 2>" + shell_quote((dir / "err").string()) + " | head -1 >/dev/null; echo ${PIPESTATUS[0]} >" +
                        shell_quote((dir / "status").string());
    EXPECT_EQ(std::system(("bash -c " + shell_quote(script)).c_str()), 0);
    const auto err = test::slurp(dir / "err");
    EXPECT_EQ(std::stoi(test::slurp(dir / "status")), 2) << err;
    EXPECT_NE(err.find("fragid: the run was stopped (the output was closed) after "), std::string::npos) << err;
    EXPECT_NE(err.find("fragid: write error: "), std::string::npos) << err;
    // Stopped long before the 651st case: the count it gives is small.
    EXPECT_EQ(err.find("after 651 cases"), std::string::npos) << err;
    auto pid = test::slurp(pid_file);
    while (!pid.empty() && pid.back() == '\n') pid.pop_back();
    expect_adapter_gone(pid);
}

// `check --random` in-process: Ctrl-C ends the run (it used to go on to the
// last of its cases), prints what it found so far with the reason, and exits 130.
TEST(StopARun, CtrlCStopsARandomRun) {
    const auto dir = test::scratch() / "stop-random";
    // Fresh: a line left by an earlier run would be taken for this one's, and
    // the signal sent before fragid handles it (a background job of sh ignores
    // SIGINT until then): the run went on for ever.
    std::filesystem::remove_all(dir);
    std::filesystem::create_directories(dir);
    const auto err = dir / "err";
    const auto script = shell_quote(build::program) + " check --random 100000000 --seed 1 >" +
                        shell_quote((dir / "out").string()) + " 2>" + shell_quote(err.string()) + " & f=$!\n" +
                        test::wait_for_line(err, "random cases") + "kill -INT $f; wait $f; echo $? >" +
                        shell_quote((dir / "status").string());
    EXPECT_EQ(std::system(script.c_str()), 0);
    EXPECT_EQ(std::stoi(test::slurp(dir / "status")), 130) << test::slurp(err);
    const auto out = test::slurp(dir / "out");
    EXPECT_NE(out.find("stopped: the run was stopped (SIGINT) after "), std::string::npos) << out;
}

}  // namespace
}  // namespace fragid
