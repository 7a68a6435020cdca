// `fragid --version`: this build's version (CMake's PROJECT_VERSION) and the
// version of the suite it finds (its suite.json), or why it finds none.
#include <gtest/gtest.h>

#include <filesystem>
#include <nlohmann/json.hpp>

#include "run_fragid.hpp"

namespace fragid::test {
namespace {

std::string suite_version() {
    return nlohmann::json::parse(slurp(FRAGID_SOURCE_DIR "/conformance/suite.json")).at("version").get<std::string>();
}

TEST(Version, NamesTheProjectVersionAndTheSuites) {
    const auto run = fragid({"--version"});
    EXPECT_EQ(run.exit_code, 0) << run.err;
    EXPECT_EQ(run.out.rfind("fragid " FRAGID_PROJECT_VERSION " (suite fragid-conformance " + suite_version() + ", ", 0), 0u)
        << run.out;
    // The build tree's own share/fragid, beside cli/.
    const auto share = std::filesystem::path(FRAGID_EXE).parent_path().parent_path() / "share" / "fragid";
    EXPECT_NE(run.out.find(share.lexically_normal().string() + ")"), std::string::npos) << run.out;
}

TEST(Version, SaysWhereItLookedWhenThereIsNoSuite) {
    // A copy of the program with no share/fragid beside it.
    const auto bin = scratch() / "lonely" / "bin";
    std::filesystem::create_directories(bin);
    std::filesystem::copy_file(FRAGID_EXE, bin / "fragid", std::filesystem::copy_options::overwrite_existing);
    const auto run_lonely = [&](const std::string& args) {
        const auto out = scratch() / "lonely.out";
        const int status = std::system(("env -u FRAGID_SUITE " + shell_quote((bin / "fragid").string()) + " " + args +
                                        " >" + shell_quote(out.string()) + " 2>&1")
                                           .c_str());
        return std::make_pair(WIFEXITED(status) ? WEXITSTATUS(status) : -1, slurp(out));
    };
    const auto [version_status, version] = run_lonely("--version");
    EXPECT_EQ(version_status, 0);
    EXPECT_EQ(version, "fragid " FRAGID_PROJECT_VERSION " (suite: no suite found: looked in " +
                           (scratch() / "lonely" / "share" / "fragid").string() +
                           " (share/fragid beside the program); pass --suite DIR or set FRAGID_SUITE)\n");
    const auto [check_status, check] = run_lonely("check");
    EXPECT_EQ(check_status, 2);
    EXPECT_NE(check.find("fragid: no suite found: looked in"), std::string::npos) << check;
}

}  // namespace
}  // namespace fragid::test
