// Where the commands write (issue 29, items 11 and 14): `--output -` is
// standard output for every command that writes a file, never a file named
// "-"; the commands whose default output lies in docs/ make that directory
// where it is missing; `--check` has the same default file in every command.
#include <gtest/gtest.h>

#include <filesystem>
#include <nlohmann/json.hpp>

#include "run_fragid.hpp"
#include "build_paths.hpp"

namespace fragid::test {
namespace {

namespace fs = std::filesystem;

// An empty directory of its own for one test, as a user's working directory.
fs::path empty_directory(const std::string& name) {
    const auto dir = scratch() / name;
    fs::remove_all(dir);
    fs::create_directories(dir);
    return dir;
}

const std::string suite_path = (fs::path(build::source_dir) / "conformance").string();

// Runs `"$FRAGID" args` in `dir`.
Run in(const fs::path& dir, const std::string& args) { return shell("\"$FRAGID\" " + args, dir); }

TEST(OutputOption, DashIsStandardOutputForEveryCommand) {
    const auto dir = empty_directory("dash");
    const auto check = in(dir, "check --tag example --format json --output -");
    EXPECT_EQ(check.exit_code, 0) << check.err;
    EXPECT_EQ(nlohmann::json::parse(check.out).at("footer").at("conformant"), true) << check.out;
    const auto coverage = in(dir, "coverage --output -");
    EXPECT_NE(coverage.out.find("| "), std::string::npos) << coverage.err;
    const auto exported = in(dir, "export --output -");
    EXPECT_EQ(exported.exit_code, 0) << exported.err;
    EXPECT_EQ(nlohmann::json::parse(exported.out).at("name"), "fragid-conformance");
    const auto docs = in(dir, "docs --output - --site " + (dir / "site").string());
    EXPECT_EQ(docs.exit_code, 0) << docs.err;
    EXPECT_NE(docs.out.find("# "), std::string::npos);
    const auto man = in(dir, "man --output -");
    EXPECT_NE(man.out.find(".TH FRAGID 1"), std::string::npos);
    const auto completion = in(dir, "completions bash --output -");
    EXPECT_NE(completion.out.find("complete -o default -F _fragid fragid"), std::string::npos);
    EXPECT_FALSE(fs::exists(dir / "-")) << "a file named - was written";
}

// check --output -: the report on standard output, as without --output (the
// text summary is not written twice, and JSON Lines still stream).
TEST(OutputOption, CheckToDashIsCheckWithoutOutput) {
    const auto dash = fragid({"check", "--tag", "example", "--output", "-"});
    const auto plain = fragid({"check", "--tag", "example"});
    EXPECT_EQ(dash.exit_code, 0);
    EXPECT_EQ(dash.out, plain.out);
    EXPECT_EQ(dash.err, plain.err);
}

TEST(OutputOption, CheckAgainstDashIsAUsageError) {
    for (const auto& args : {"coverage --check --output -", "export --check --output -", "docs --check --output -"}) {
        const auto r = in(scratch(), args);
        EXPECT_EQ(r.exit_code, 2) << args << ": " << r.err;
        EXPECT_NE(r.err.find("- is standard output"), std::string::npos) << args << ": " << r.err;
    }
}

// `fragid docs` in a directory without docs/ wrote nothing and failed; matrix
// and export made their directories (item 11).
TEST(OutputOption, DocsMakesItsDirectory) {
    const auto dir = empty_directory("docs-here");
    const auto r = in(dir, "docs --suite " + suite_path);
    EXPECT_EQ(r.exit_code, 0) << r.err;
    EXPECT_TRUE(fs::exists(dir / "docs/edge-cases.md"));
    EXPECT_TRUE(fs::exists(dir / "docs/matrix/edge-cases/rfc5147.html"));
}

// coverage --check needed --output while docs --check and export --check have
// a default: now it checks docs/coverage.md as they check theirs.
TEST(OutputOption, CoverageCheckDefaultsToDocsCoverage) {
    const auto source = fs::path(build::source_dir);
    const auto r = in(source, "coverage --check --suite conformance");
    EXPECT_EQ(r.exit_code, 0) << r.err;
    const auto dir = empty_directory("no-coverage");
    const auto missing = in(dir, "coverage --check --suite " + suite_path);
    EXPECT_EQ(missing.exit_code, 1) << missing.err;
    EXPECT_NE(missing.err.find("docs/coverage.md is out of date"), std::string::npos) << missing.err;
}

}  // namespace
}  // namespace fragid::test
