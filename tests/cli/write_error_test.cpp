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

}  // namespace
}  // namespace fragid::test
