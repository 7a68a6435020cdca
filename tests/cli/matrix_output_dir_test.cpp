// `fragid matrix --output-dir` removes only what a previous run wrote, as its
// manifest lists it (issue 29, item 5): a `deviations/my-notes.md` put there
// was deleted by the next run, and the README's own example deleted seven
// committed reports. A non-empty directory without a manifest is refused.
#include <gtest/gtest.h>

#include <filesystem>

#include "run_fragid.hpp"
#include "build_paths.hpp"

namespace fragid::test {
namespace {

namespace fs = std::filesystem;

fs::path fresh(const std::string& name) {
    const auto dir = scratch() / name;
    fs::remove_all(dir);
    return dir;
}

// `text` in `relative` under the scratch directory, its directories made.
void put(const std::string& relative, const std::string& text) {
    fs::create_directories((scratch() / relative).parent_path());
    write_file(relative, text);
}

// The reference served over the protocol as one implementation named `name`,
// on the specifications' own examples (a few seconds).
Run matrix_into(const fs::path& dir, const std::string& name) {
    return fragid({"matrix", "--impl", name + "=" + shell_quote(build::program) + " adapter", "--tag", "example",
                   "--no-progress", "--output-dir", dir.string()});
}

TEST(MatrixOutputDir, AnotherRunRemovesOnlyWhatTheLastOneWrote) {
    const auto dir = fresh("matrix-manifest");
    const auto first = matrix_into(dir, "first");
    ASSERT_EQ(first.exit_code, 0) << first.err;
    EXPECT_TRUE(fs::exists(dir / "deviations/first.md"));
    EXPECT_EQ(slurp(dir / ".fragid-manifest").find("deviations/first.md\n") != std::string::npos, true);
    put("matrix-manifest/deviations/my-notes.md", "mine\n");
    put("matrix-manifest/README.txt", "mine too\n");

    const auto second = matrix_into(dir, "second");
    ASSERT_EQ(second.exit_code, 0) << second.err;
    EXPECT_FALSE(fs::exists(dir / "deviations/first.md")) << "the last run's report of an implementation not run";
    EXPECT_TRUE(fs::exists(dir / "deviations/second.md"));
    EXPECT_EQ(slurp(dir / "deviations/my-notes.md"), "mine\n");
    EXPECT_EQ(slurp(dir / "README.txt"), "mine too\n");
    const auto manifest = slurp(dir / ".fragid-manifest");
    EXPECT_EQ(manifest.find("first.md"), std::string::npos) << manifest;
    EXPECT_EQ(manifest.find("my-notes"), std::string::npos) << manifest;
    for (const char* file : {"matrix.md\n", "matrix-pruned.md\n", "matrix.html\n", "results.json\n", "deviations/second.md\n"})
        EXPECT_NE(manifest.find(file), std::string::npos) << file << manifest;
}

// Issue 38 item 4: with deviations/ made a link to another directory, the
// next run removed a file there that it never wrote (the manifest's
// deviations/first.md, followed through the link). Links are not followed:
// the run is refused before anything runs, and the other directory is as it was.
TEST(MatrixOutputDir, ALinkInsideIsNeverFollowed) {
    const auto dir = fresh("matrix-link");
    ASSERT_EQ(matrix_into(dir, "first").exit_code, 0);
    const auto elsewhere = fresh("matrix-link-elsewhere");
    put("matrix-link-elsewhere/first.md", "someone else's\n");
    fs::remove_all(dir / "deviations");
    fs::create_directory_symlink(elsewhere, dir / "deviations");

    const auto second = matrix_into(dir, "second");
    EXPECT_EQ(second.exit_code, 2) << second.err;
    EXPECT_NE(second.err.find((dir / "deviations").string() + " is a symbolic link"), std::string::npos) << second.err;
    EXPECT_EQ(second.err.find("running second"), std::string::npos) << "refused before the run: " << second.err;
    EXPECT_EQ(slurp(elsewhere / "first.md"), "someone else's\n");
    EXPECT_FALSE(fs::exists(elsewhere / "second.md"));
}

TEST(MatrixOutputDir, ANonEmptyDirectoryWithoutAManifestIsRefused) {
    const auto dir = fresh("matrix-foreign");
    put("matrix-foreign/deviations/my-notes.md", "mine\n");
    const auto r = matrix_into(dir, "one");
    EXPECT_EQ(r.exit_code, 2) << r.err;
    EXPECT_NE(r.err.find("is not empty and has no .fragid-manifest"), std::string::npos) << r.err;
    EXPECT_EQ(r.err.find("running one"), std::string::npos) << "refused before the run: " << r.err;
    EXPECT_EQ(slurp(dir / "deviations/my-notes.md"), "mine\n");
    EXPECT_FALSE(fs::exists(dir / "matrix.md"));
}

TEST(MatrixOutputDir, AManifestNamingAFileOutsideIsRefused) {
    const auto dir = fresh("matrix-escape");
    put("matrix-escape/.fragid-manifest", "# fragid\nmatrix.md\n../outside.md\n");
    write_file("outside.md", "not fragid's\n");
    const auto r = matrix_into(dir, "one");
    EXPECT_EQ(r.exit_code, 2) << r.err;
    EXPECT_NE(r.err.find("lists '../outside.md', which is not a file inside its directory"), std::string::npos) << r.err;
    EXPECT_EQ(slurp(scratch() / "outside.md"), "not fragid's\n");
}

TEST(MatrixOutputDir, DashIsNoDirectory) {
    const auto r = matrix_into("-", "one");
    EXPECT_EQ(r.exit_code, 2) << r.err;
    EXPECT_NE(r.err.find("cannot hold a directory of files"), std::string::npos) << r.err;
}

// The committed matrix is fragid's output directory too: its manifest lists
// exactly its files, so scripts/matrix.sh and the README's examples work on it.
TEST(MatrixOutputDir, TheCommittedMatrixHasItsManifest) {
    const auto dir = fs::path(build::source_dir) / "docs/matrix";
    const auto manifest = slurp(dir / ".fragid-manifest");
    ASSERT_FALSE(manifest.empty()) << "docs/matrix/.fragid-manifest is missing";
    std::size_t files = 0;
    for (const auto& entry : fs::recursive_directory_iterator(dir)) {
        if (!entry.is_regular_file() || entry.path().filename() == ".fragid-manifest") continue;
        ++files;
        const auto relative = entry.path().lexically_relative(dir).generic_string();
        EXPECT_NE(manifest.find("\n" + relative + "\n"), std::string::npos) << relative << " is not listed";
    }
    EXPECT_GT(files, 5u);
}

}  // namespace
}  // namespace fragid::test
