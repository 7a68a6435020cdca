// Where programs find the suite and the specifications' texts at run time
// (fragid/conformance/locate.hpp): what the user names, else the environment,
// else share/fragid beside the program; never a path of the build machine.
#include <gtest/gtest.h>

#include <cstdlib>
#include <filesystem>

#include "fragid/conformance/locate.hpp"
#include "support.hpp"

namespace fragid {
namespace {

using namespace conformance;
namespace fs = std::filesystem;

// An installed layout in a scratch directory: prefix/bin/program, prefix/share/fragid/.
struct Prefix {
    fs::path root = test::scratch_suite("locate").parent_path() / "prefix";
    fs::path program = root / "bin" / "program";
    fs::path share = root / "share" / "fragid";
    Prefix() {
        fs::remove_all(root);
        fs::create_directories(root / "bin");
        fs::create_directories(share);
        test::write(program, "");
    }
};

// Each test starts with FRAGID_SUITE and FRAGID_SPECS unset, and leaves them so.
class Locate : public ::testing::Test {
protected:
    void SetUp() override { unset(); }
    void TearDown() override { unset(); }
    static void unset() {
        ::unsetenv("FRAGID_SUITE");
        ::unsetenv("FRAGID_SPECS");
    }
};

TEST_F(Locate, TheRunningExecutableIsThisTestProgram) {
    const auto self = running_executable();
    EXPECT_TRUE(self.is_absolute()) << self;
    EXPECT_TRUE(fs::is_regular_file(self)) << self;
    EXPECT_EQ(self.filename(), "test_conformance");
}

TEST_F(Locate, ShareDirIsBesideTheProgramsFolder) {
    EXPECT_EQ(share_dir_beside("/opt/x/bin/fragid"), fs::path("/opt/x/share/fragid"));
    EXPECT_EQ(share_dir_beside("/work/build/cli/fragid"), fs::path("/work/build/share/fragid"));
}

TEST_F(Locate, SuiteBesideTheProgramWhenNothingIsNamed) {
    const Prefix prefix;
    const auto found = find_suite(std::nullopt, prefix.program);
    EXPECT_EQ(found.dir, prefix.share);
    EXPECT_EQ(found.how, "beside the program");
}

TEST_F(Locate, TheEnvironmentOverridesAndTheOptionOverridesBoth) {
    const Prefix prefix;
    const auto elsewhere = prefix.root / "elsewhere";
    fs::create_directories(elsewhere);
    ::setenv("FRAGID_SUITE", elsewhere.c_str(), 1);
    EXPECT_EQ(find_suite(std::nullopt, prefix.program).dir, elsewhere);
    EXPECT_EQ(find_suite(std::nullopt, prefix.program).how, "FRAGID_SUITE");
    EXPECT_EQ(find_suite(prefix.share, prefix.program).dir, prefix.share);
    EXPECT_EQ(find_suite(prefix.share, prefix.program).how, "--suite");
    ::setenv("FRAGID_SUITE", "", 1);  // set but empty: as if unset
    EXPECT_EQ(find_suite(std::nullopt, prefix.program).dir, prefix.share);
}

std::string error_of(const std::optional<fs::path>& given, const fs::path& program) {
    try {
        find_suite(given, program);
    } catch (const std::runtime_error& e) {
        return e.what();
    }
    return "(no error)";
}

TEST_F(Locate, NoSuiteSaysWhereItLookedAndWhatToDo) {
    const Prefix prefix;
    fs::remove_all(prefix.share);
    EXPECT_EQ(error_of(std::nullopt, prefix.program),
              "no suite found: looked in " + prefix.share.string() +
                  " (share/fragid beside the program); pass --suite DIR or set FRAGID_SUITE");
    EXPECT_EQ(error_of(prefix.root / "nothing", prefix.program),
              "no suite found: --suite names " + (prefix.root / "nothing").string() + ", which is not a directory");
    ::setenv("FRAGID_SUITE", "/nonexistent/suite", 1);
    EXPECT_EQ(error_of(std::nullopt, prefix.program),
              "no suite found: FRAGID_SUITE names /nonexistent/suite, which is not a directory");
    ::unsetenv("FRAGID_SUITE");
    EXPECT_NE(error_of(std::nullopt, fs::path()).find("the program's own path is unknown"), std::string::npos);
}

TEST_F(Locate, SpecsBesideTheProgramOnlyIfThere) {
    const Prefix prefix;
    EXPECT_FALSE(find_specs(std::nullopt, prefix.program));
    fs::create_directories(prefix.share / "specs");
    const auto found = find_specs(std::nullopt, prefix.program);
    ASSERT_TRUE(found);
    EXPECT_EQ(found->dir, prefix.share / "specs");
    EXPECT_EQ(found->how, "beside the program");
}

// A directory the user names is returned even when it does not exist: the
// lint then reports the texts it cannot read instead of silently not checking.
TEST_F(Locate, NamedSpecsAreReturnedEvenIfMissing) {
    const Prefix prefix;
    fs::create_directories(prefix.share / "specs");
    ::setenv("FRAGID_SPECS", "/nonexistent/specs", 1);
    EXPECT_EQ(find_specs(std::nullopt, prefix.program)->dir, fs::path("/nonexistent/specs"));
    EXPECT_EQ(find_specs(std::nullopt, prefix.program)->how, "FRAGID_SPECS");
    EXPECT_EQ(find_specs(fs::path("/other"), prefix.program)->dir, fs::path("/other"));
    EXPECT_EQ(find_specs(fs::path("/other"), prefix.program)->how, "--specs");
}

}  // namespace
}  // namespace fragid
