// `fragid check --impl CMD --random N --seed S`: generated cases compared
// with the reference through the adapter protocol. The example adapter agrees;
// its --broken twin (an inclusive char= end) is caught, shrunk to a small case,
// and printed as a vector that `fragid check` loads and the reference passes.
// An adapter that skips everything compared nothing: that fails. One that is
// wrong everywhere gets up to --max-findings findings, one per kind and
// section, each a vector that lint accepts, then a summary.
#include <gtest/gtest.h>

#include <filesystem>

#include "run_fragid.hpp"
#include "build_paths.hpp"

namespace fragid::test {
namespace {

const std::string python_example = "python3 " + std::string(build::source_dir) + "/adapters/examples/python/adapter.py";
// Answers `skipped` to every case whose id does not contain the second argument.
const std::string misbehaving = "python3 " + std::string(build::source_dir) + "/tests/conformance/misbehaving_adapter.py";

std::filesystem::path suite_with(const std::string& name, const std::string& vectors) {
    const auto suite = scratch() / name;
    std::filesystem::remove_all(suite);
    std::filesystem::create_directories(suite / "vectors");
    std::filesystem::copy_file(std::filesystem::path(build::source_dir) / "conformance/suite.json", suite / "suite.json");
    std::filesystem::copy(std::filesystem::path(build::source_dir) / "conformance/schema", suite / "schema", std::filesystem::copy_options::recursive);
    std::filesystem::copy(std::filesystem::path(build::source_dir) / "conformance/requirements", suite / "requirements",
                          std::filesystem::copy_options::recursive);
    std::ofstream(suite / "vectors" / "findings.yaml") << vectors;
    return suite;
}

std::size_t count(const std::string& text, const std::string& what) {
    std::size_t n = 0;
    for (auto at = text.find(what); at != std::string::npos; at = text.find(what, at + 1)) ++n;
    return n;
}

TEST(RandomCheck, TheExampleAdapterAgreesWithTheReference) {
    const auto run = fragid({"check", "--impl", python_example, "--random", "400", "--seed", "11"});
    EXPECT_EQ(run.exit_code, 0) << run.out << run.err;
    EXPECT_NE(run.out.find("no disagreement"), std::string::npos) << run.out;
    EXPECT_NE(run.err.find("--seed 11"), std::string::npos) << run.err;
}

TEST(RandomCheck, ABrokenAdapterIsCaughtAndPrintedAsAVector) {
    const auto run = fragid({"check", "--impl", python_example + " --broken", "--random", "400", "--seed", "11"});
    ASSERT_EQ(run.exit_code, 1) << run.out << run.err;
    EXPECT_NE(run.out.find("  - id: \"rfc5147-differential-finding-1\""), std::string::npos) << run.out;
    EXPECT_NE(run.out.find("fragment: \"char="), std::string::npos) << run.out;
    // An inclusive end of a plain char= range: a MUST of s.2.2.2, not "section 2".
    EXPECT_NE(run.out.find("section: \"2.2.2\"\n    level: must"), std::string::npos) << run.out;
    // A char= position ends late too: a second finding (s.2.2.1), not hidden by the first.
    EXPECT_NE(run.out.find("section: \"2.2.1\"\n    level: must"), std::string::npos) << run.out;
    EXPECT_NE(run.out.find("# Summary: 2 findings (differs: range: 2)"), std::string::npos) << run.out;

    // The printed vector is a suite of its own: the reference passes it, the broken adapter fails it.
    const auto suite = suite_with("random-suite", run.out);
    const auto reference = fragid({"check", "--suite", suite.string()});
    EXPECT_EQ(reference.exit_code, 0) << reference.out << reference.err;
    const auto broken = fragid({"check", "--suite", suite.string(), "--impl", python_example + " --broken"});
    EXPECT_EQ(broken.exit_code, 1) << broken.out << broken.err;
}

TEST(RandomCheck, NothingComparedIsAFailure) {
    const auto run = fragid({"check", "--impl", misbehaving + " ok-answer no-such-case", "--random", "40", "--seed", "3"});
    EXPECT_EQ(run.exit_code, 1) << run.out << run.err;
    EXPECT_NE(run.out.find("nothing was compared: 0 findings"), std::string::npos) << run.out;
    EXPECT_NE(run.out.find("0 cases compared"), std::string::npos) << run.out;
    EXPECT_NE(run.out.find("40 skipped by the implementation's answer"), std::string::npos) << run.out;
    EXPECT_NE(run.err.find("nothing was compared"), std::string::npos) << run.err;
}

// An adapter that answers the empty text range at 0 to everything is wrong in
// many ways: the run keeps going to --max-findings, one per kind and section.
TEST(RandomCheck, KeepsGoingUpToMaxFindingsEachALintCleanVector) {
    const auto run = fragid({"check", "--impl", misbehaving + " ok-answer random", "--random", "200", "--seed", "4",
                             "--max-findings", "4"});
    ASSERT_EQ(run.exit_code, 1) << run.out << run.err;
    EXPECT_EQ(count(run.out, "  # Finding "), 4u) << run.out;
    EXPECT_EQ(count(run.out, "    level: "), 4u) << run.out;
    EXPECT_NE(run.out.find("# Summary: 4 findings"), std::string::npos) << run.out;
    const auto suite = suite_with("random-findings", run.out);
    const auto lint = fragid({"lint", "--suite", suite.string()});
    EXPECT_EQ(lint.exit_code, 0) << lint.out << run.out;
    EXPECT_NE(lint.out.find("1 file, 4 cases, 0 problems"), std::string::npos) << lint.out;

    const auto one = fragid({"check", "--impl", misbehaving + " ok-answer random", "--random", "200", "--seed", "4",
                             "--max-findings", "1"});
    EXPECT_EQ(count(one.out, "  # Finding "), 1u) << one.out;
}

TEST(RandomCheck, RandomTakesNoCaseFilters) {
    const auto run = fragid({"check", "--random", "5", "--tag", "lines"});
    EXPECT_EQ(run.exit_code, 2) << run.out << run.err;
    EXPECT_NE(run.err.find("--random takes --spec"), std::string::npos) << run.err;
}

}  // namespace
}  // namespace fragid::test
