// Output that cannot be written (here /dev/full: every write fails with
// ENOSPC) is an I/O error: exit 2 and "fragid: write error: ..." on stderr,
// never a silent success.
#include <gtest/gtest.h>

#include <filesystem>

#include "run_fragid.hpp"

namespace fragid::test {
namespace {

const std::string no_space = "fragid: write error: No space left on device";

void expect_write_error(const std::vector<std::string>& args) {
    if (!std::filesystem::exists("/dev/full")) GTEST_SKIP() << "no /dev/full";
    const auto r = fragid_with_stdout(args, "/dev/full");
    EXPECT_EQ(r.exit_code, 2) << args[0] << ": " << r.err;
    EXPECT_NE(r.err.find(no_space), std::string::npos) << args[0] << ": " << r.err;
}

TEST(WriteError, Resolve) { expect_write_error({"resolve", "char=0,5", write_file("a.txt", "hello world\n")}); }

TEST(WriteError, ResolveJson) { expect_write_error({"resolve", "--json", "char=0,5", write_file("a.txt", "hello\n")}); }

TEST(WriteError, Explain) { expect_write_error({"explain", "char=0,5"}); }

TEST(WriteError, CheckJson) { expect_write_error({"check", "--tag", "example", "--format", "json"}); }

TEST(WriteError, Coverage) { expect_write_error({"coverage"}); }

TEST(WriteError, Migrate) { expect_write_error({"migrate", "line(10,20)"}); }

TEST(WriteError, Help) { expect_write_error({"--help"}); }

// A file named by --output is checked as it is closed.
TEST(WriteError, CoverageOutputFile) {
    if (!std::filesystem::exists("/dev/full")) GTEST_SKIP() << "no /dev/full";
    const auto r = fragid({"coverage", "--output", "/dev/full"});
    EXPECT_EQ(r.exit_code, 2) << r.err;
    EXPECT_NE(r.err.find("fragid: write error: /dev/full: No space left on device"), std::string::npos) << r.err;
}

TEST(WriteError, CheckOutputFile) {
    if (!std::filesystem::exists("/dev/full")) GTEST_SKIP() << "no /dev/full";
    const auto r = fragid({"check", "--tag", "example", "--format", "json", "--output", "/dev/full"});
    EXPECT_EQ(r.exit_code, 2) << r.err;
    EXPECT_NE(r.err.find("fragid: write error: /dev/full: No space left on device"), std::string::npos) << r.err;
}

// Standard output closed when fragid starts (issue 29, item 4): a write error,
// exit 2. Before, the regex child's socketpair took descriptor 1 and `check`
// wrote its report into that socket, exiting 0; `check --format json` died of
// SIGPIPE (141); `lint` exited 0 having written nothing.
void expect_closed_stdout_is_a_write_error(const std::string& args) {
    const auto r = shell("\"$FRAGID\" " + args + " >&-");
    EXPECT_EQ(r.exit_code, 2) << args << ": " << r.err;
    EXPECT_NE(r.err.find("fragid: write error: Bad file descriptor (standard output was closed when fragid started)"),
              std::string::npos)
        << args << ": " << r.err;
}

TEST(WriteError, ClosedStdoutCheck) { expect_closed_stdout_is_a_write_error("check --tag example"); }
TEST(WriteError, ClosedStdoutCheckTap) { expect_closed_stdout_is_a_write_error("check --tag example --format tap"); }
TEST(WriteError, ClosedStdoutCheckJson) { expect_closed_stdout_is_a_write_error("check --tag example --format json"); }
TEST(WriteError, ClosedStdoutCheckJsonLines) { expect_closed_stdout_is_a_write_error("check --tag example --format jsonl"); }
TEST(WriteError, ClosedStdoutLint) { expect_closed_stdout_is_a_write_error("lint"); }
TEST(WriteError, ClosedStdoutResolve) {
    write_file("closed.txt", "hello world\n");
    expect_closed_stdout_is_a_write_error("resolve 'line(1)match(o)' closed.txt --type wilde");
}

// A closed standard input is not an empty one: reading it is an error, exit 2.
TEST(WriteError, ClosedStdinIsAReadError) {
    const auto r = shell("\"$FRAGID\" resolve 'char=0,5' - <&-");
    EXPECT_EQ(r.exit_code, 2) << r.err;
    EXPECT_EQ(r.out, "");
    EXPECT_NE(r.err.find("standard input: Bad file descriptor"), std::string::npos) << r.err;
}

// The same for a list of fragments on standard input: it was an empty list, exit 0.
TEST(WriteError, ClosedStdinOfFragmentsIsAReadError) {
    write_file("closed-fragments.txt", "hello\n");
    const auto r = shell("\"$FRAGID\" resolve --fragments - closed-fragments.txt <&-");
    EXPECT_EQ(r.exit_code, 2) << r.err;
    EXPECT_NE(r.err.find("read error: standard input: Bad file descriptor"), std::string::npos) << r.err;
}

// A reader that goes away (`| head -1`) is a closed output: exit 2 with a
// write error, not death by SIGPIPE (141) with nothing said.
TEST(WriteError, AReaderThatGoesAwayIsAWriteError) {
    const auto r = shell("set -o pipefail; \"$FRAGID\" check --format jsonl | head -c 1 >/dev/null");
    EXPECT_EQ(r.exit_code, 2) << r.err;
    EXPECT_NE(r.err.find("fragid: write error: Broken pipe"), std::string::npos) << r.err;
}

}  // namespace
}  // namespace fragid::test
