// The README's first screen (issue 38 item 11): the two commands, then where
// the program is after the first and how to put it on PATH or install it,
// within 30 lines; the install line was 700 lines down. Checked against what
// the scripts and the "## Installing" section say, so that the screen cannot
// drift from them.
#include <gtest/gtest.h>

#include <regex>
#include <sstream>

#include "run_fragid.hpp"
#include "build_paths.hpp"

namespace fragid {
namespace {

const std::filesystem::path source{build::source_dir};

// The README's command lines (indented by four spaces) among its first `lines`, without their comments.
std::vector<std::string> commands(const std::string& readme, std::size_t lines) {
    std::vector<std::string> found;
    std::istringstream in(readme);
    std::string line;
    for (std::size_t n = 0; n < lines && std::getline(in, line); ++n) {
        if (!line.starts_with("    ") || line.starts_with("     ")) continue;
        auto command = line.substr(4, line.find(" #") == std::string::npos ? std::string::npos : line.find(" #") - 4);
        command.erase(command.find_last_not_of(' ') + 1);
        found.push_back(command);
    }
    return found;
}

TEST(ReadmeFirstScreen, TheCommandsThenWhereTheProgramIsAndHowToReachIt) {
    const auto readme = test::slurp(source / "README.md");
    const auto first = commands(readme, 30);
    ASSERT_GE(first.size(), 4u) << readme.substr(0, 2000);
    EXPECT_EQ(first[0], "bash scripts/main.sh");
    EXPECT_EQ(first[1], "bash scripts/test.sh");

    // Where scripts/main.sh leaves the program ("fragid=build/release/cli/fragid").
    std::smatch built;
    const auto main_sh = test::slurp(source / "scripts/main.sh");
    ASSERT_TRUE(std::regex_search(main_sh, built, std::regex("\nfragid=([^\n]+)/fragid\n"))) << main_sh;
    const std::string dir = built[1];
    const auto screen = readme.substr(0, readme.find("\n## "));
    const auto at = readme.find("`" + dir + "/fragid`");
    ASSERT_NE(at, std::string::npos) << "the program's path, as main.sh builds it";
    EXPECT_LT(std::count(readme.begin(), readme.begin() + static_cast<std::ptrdiff_t>(at), '\n'), 30)
        << "within the first 30 lines";
    EXPECT_EQ(first[2], "export PATH=\"$PWD/" + dir + ":$PATH\"");

    // The install line, as the section ## Installing has it (ctest package.readme_install runs that one).
    const auto installing = readme.find("\n## Installing\n");
    ASSERT_NE(installing, std::string::npos);
    const auto there = commands(readme.substr(installing), 10);
    ASSERT_FALSE(there.empty());
    EXPECT_EQ(there.front().rfind("cmake --install ", 0), 0u) << there.front();
    EXPECT_EQ(first[3], there.front());
    EXPECT_NE(screen.find("(#installing)"), std::string::npos) << "the first screen links the section";
}

}  // namespace
}  // namespace fragid
