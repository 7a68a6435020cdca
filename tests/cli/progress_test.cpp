// The progress line of `check`, `check --random` and `matrix`: drawn on a
// terminal (here a pseudo-terminal made by util-linux `script` or Python's
// pty module), on standard error only, and erased at the end; absent when
// standard error is not a terminal, and with --no-progress.
#include <gtest/gtest.h>

#include <optional>
#include <regex>

#include "run_fragid.hpp"
#include "build_paths.hpp"

namespace fragid {
namespace {

using test::shell_quote;

const std::filesystem::path source_dir{build::source_dir};

struct OnTerminal {
    int status = -1;
    std::string terminal;  // what reached the pseudo-terminal: standard error
    std::string out;       // standard output, redirected to a file
};

// Runs fragid with `args` with standard error on a pseudo-terminal and
// standard output in a file; nothing if no way to make a terminal exists.
std::optional<OnTerminal> on_a_terminal(const std::vector<std::string>& args, const std::string& name) {
    std::string command = shell_quote(build::program);
    for (const auto& a : args) command += " " + shell_quote(a);
    const auto out = test::scratch() / (name + ".out"), terminal = test::scratch() / (name + ".terminal");
    command += " >" + shell_quote(out.string()) + " </dev/null";
    std::string runner;
    if (std::system("script -qec true /dev/null >/dev/null 2>&1 </dev/null") == 0)
        runner = "script -qec " + shell_quote(command) + " /dev/null";
    else if (std::system("python3 -c 'import pty' >/dev/null 2>&1") == 0)
        runner = "python3 -c " + shell_quote("import os, pty, sys; sys.exit(os.waitstatus_to_exitcode(pty.spawn(['sh', '-c', sys.argv[1]])))") +
                 " " + shell_quote(command);
    else
        return std::nullopt;
    const int status = std::system((runner + " >" + shell_quote(terminal.string()) + " 2>&1 </dev/null").c_str());
    return OnTerminal{WIFEXITED(status) ? WEXITSTATUS(status) : -1, test::slurp(terminal), test::slurp(out)};
}

// "fragid: [LABEL: ]N/N cases, F WORD" drawn after a carriage return.
bool shows_progress(const std::string& s, const std::string& final_state) {
    return s.find("\rfragid: " + final_state) != std::string::npos;
}

// A line redrawn and erased, as a terminal receives it: "\r" then spaces then "\r".
bool erased(const std::string& s) { return std::regex_search(s, std::regex("\r {20,}\r")); }

#define SKIP_WITHOUT_TERMINAL(run) \
    if (!run) GTEST_SKIP() << "no pseudo-terminal: neither util-linux script nor python3's pty module is available"

TEST(Progress, CheckDrawsItOnATerminalAndKeepsStdoutClean) {
    const auto run = on_a_terminal({"check", "--tag", "example", "--format", "jsonl"}, "check");
    SKIP_WITHOUT_TERMINAL(run);
    EXPECT_EQ(run->status, 0) << run->terminal;
    std::smatch m;
    ASSERT_TRUE(std::regex_search(run->terminal, m, std::regex("\rfragid: (\\d+)/(\\d+) cases, 0 failed"))) << run->terminal;
    EXPECT_TRUE(shows_progress(run->terminal, m[2].str() + "/" + m[2].str() + " cases, 0 failed")) << run->terminal;
    EXPECT_TRUE(erased(run->terminal)) << run->terminal;
    EXPECT_EQ(run->out.find('\r'), std::string::npos);
    EXPECT_EQ(run->out.find("cases, "), std::string::npos);
}

TEST(Progress, NoProgressSilencesIt) {
    const auto run = on_a_terminal({"check", "--tag", "example", "--no-progress"}, "quiet");
    SKIP_WITHOUT_TERMINAL(run);
    EXPECT_EQ(run->status, 0) << run->terminal;
    EXPECT_EQ(run->terminal.find("cases, "), std::string::npos) << run->terminal;
}

TEST(Progress, AbsentWhenStderrIsNotATerminal) {
    const auto run = test::fragid({"check", "--tag", "example"});
    EXPECT_EQ(run.exit_code, 0) << run.err;
    EXPECT_EQ(run.err.find('\r'), std::string::npos) << run.err;
    EXPECT_EQ(run.err.find("cases, "), std::string::npos) << run.err;
}

TEST(Progress, RandomCountsDisagreements) {
    const auto run = on_a_terminal({"check", "--random", "30", "--seed", "7"}, "random");
    SKIP_WITHOUT_TERMINAL(run);
    EXPECT_EQ(run->status, 0) << run->terminal;
    EXPECT_TRUE(shows_progress(run->terminal, "30/30 cases, 0 disagreed")) << run->terminal;
    EXPECT_TRUE(erased(run->terminal)) << run->terminal;
}

TEST(Progress, MatrixShowsEachImplementationByName) {
    const auto dir = test::scratch() / "progress-matrix";
    const auto python = "python3 " + (source_dir / "adapters/examples/python/adapter.py").string();
    const auto run = on_a_terminal({"matrix", "--impl", "py=" + python, "--id", "rfc5147-example-*", "--output-dir",
                                    dir.string()}, "matrix");
    SKIP_WITHOUT_TERMINAL(run);
    EXPECT_EQ(run->status, 0) << run->terminal;
    std::smatch m;
    ASSERT_TRUE(std::regex_search(run->terminal, m, std::regex("\rfragid: reference: (\\d+)/\\1 cases, 0 failed")))
        << run->terminal;
    EXPECT_TRUE(shows_progress(run->terminal, "py: " + m[1].str() + "/" + m[1].str() + " cases, 0 failed")) << run->terminal;
    // Erased before the next line is written: "running py" starts on a clean line.
    EXPECT_TRUE(std::regex_search(run->terminal, std::regex("\r {20,}\rfragid: running py"))) << run->terminal;
}

}  // namespace
}  // namespace fragid
