// `fragid --version`: this build's version (CMake's PROJECT_VERSION), the
// commit it was built from, and the version of the suite it finds (its
// suite.json), or why it finds none.
#include <gtest/gtest.h>

#include <filesystem>
#include <nlohmann/json.hpp>

#include "run_fragid.hpp"
#include "build_paths.hpp"

namespace fragid::test {
namespace {

std::string suite_version() {
    return nlohmann::json::parse(slurp(std::filesystem::path(build::source_dir) / "conformance/suite.json")).at("version").get<std::string>();
}

// What git says the sources' commit is now, or "unknown" outside a checkout
// (or without git).
std::string head_commit() {
    const auto out = scratch() / "git-head";
    const auto command = "git -C " + shell_quote(build::source_dir) + " rev-parse --short HEAD >" +
                         shell_quote(out.string()) + " 2>/dev/null";
    if (std::system(command.c_str()) != 0) return "unknown";
    auto head = slurp(out);
    while (!head.empty() && head.back() == '\n') head.pop_back();
    return head;
}

// The printed commit, up to the " (suite" that follows it.
std::string printed_commit(const std::string& out) {
    const std::string prefix = "fragid " FRAGID_PROJECT_VERSION ", commit ";
    if (out.rfind(prefix, 0) != 0) return "(no '" + prefix + "' in: " + out + ")";
    return out.substr(prefix.size(), out.find(" (suite") - prefix.size());
}

TEST(Version, NamesTheProjectVersionTheCommitAndTheSuites) {
    const auto run = fragid({"--version"});
    EXPECT_EQ(run.exit_code, 0) << run.err;
    // Built from a checkout with uncommitted changes, the commit says so.
    auto commit = printed_commit(run.out);
    if (commit.ends_with("-dirty")) commit.resize(commit.size() - 6);
    // The commit is looked up when fragid is built: a commit made since needs a build before this test.
    EXPECT_EQ(commit, head_commit()) << run.out << "(built before the latest commit? build again)";
    EXPECT_NE(run.out.find(" (suite fragid-conformance " + suite_version() + ", "), std::string::npos) << run.out;
    // The build tree's own share/fragid, beside cli/.
    const auto share = std::filesystem::path(build::program).parent_path().parent_path() / "share" / "fragid";
    EXPECT_NE(run.out.find(share.lexically_normal().string() + ")"), std::string::npos) << run.out;
}

TEST(Version, SaysWhereItLookedWhenThereIsNoSuite) {
    // A copy of the program with no share/fragid beside it.
    const auto bin = scratch() / "lonely" / "bin";
    std::filesystem::create_directories(bin);
    std::filesystem::copy_file(build::program, bin / "fragid", std::filesystem::copy_options::overwrite_existing);
    const auto run_lonely = [&](const std::string& args) {
        const auto out = scratch() / "lonely.out";
        const int status = std::system(("env -u FRAGID_SUITE " + shell_quote((bin / "fragid").string()) + " " + args +
                                        " >" + shell_quote(out.string()) + " 2>&1")
                                           .c_str());
        return std::make_pair(WIFEXITED(status) ? WEXITSTATUS(status) : -1, slurp(out));
    };
    const auto [version_status, version] = run_lonely("--version");
    EXPECT_EQ(version_status, 0);
    EXPECT_EQ(version, "fragid " FRAGID_PROJECT_VERSION ", commit " + printed_commit(version) +
                           " (suite: no suite found: looked in " +
                           (scratch() / "lonely" / "share" / "fragid").string() +
                           " (share/fragid beside the program); pass --suite DIR or set FRAGID_SUITE)\n");
    const auto [check_status, check] = run_lonely("check");
    EXPECT_EQ(check_status, 2);
    EXPECT_NE(check.find("fragid: no suite found: looked in"), std::string::npos) << check;
}

}  // namespace
}  // namespace fragid::test

