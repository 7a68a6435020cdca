// `fragid check --impl CMD --random N --seed S`: generated cases compared
// with the reference through the adapter protocol. The example adapter agrees;
// its --broken twin (an inclusive char= end) is caught, shrunk to a small case,
// and printed as a vector that `fragid check` loads and the reference passes.
#include <gtest/gtest.h>

#include <filesystem>

#include "run_fragid.hpp"

namespace fragid::test {
namespace {

const std::string python_example = "python3 " FRAGID_SOURCE_DIR "/adapters/examples/python/adapter.py";

TEST(RandomCheck, TheExampleAdapterAgreesWithTheReference) {
    const auto run = fragid({"check", "--impl", python_example, "--random", "400", "--seed", "11"});
    EXPECT_EQ(run.exit_code, 0) << run.out << run.err;
    EXPECT_NE(run.out.find("no disagreement"), std::string::npos) << run.out;
    EXPECT_NE(run.err.find("--seed 11"), std::string::npos) << run.err;
}

TEST(RandomCheck, ABrokenAdapterIsCaughtAndPrintedAsAVector) {
    const auto run = fragid({"check", "--impl", python_example + " --broken", "--random", "400", "--seed", "11"});
    ASSERT_EQ(run.exit_code, 1) << run.out << run.err;
    EXPECT_NE(run.out.find("cases:\n  - id: \"rfc5147-differential-finding\""), std::string::npos) << run.out;
    EXPECT_NE(run.out.find("fragment: \"char="), std::string::npos) << run.out;

    // The printed vector is a suite of its own: the reference passes it, the broken adapter fails it.
    const auto suite = scratch() / "random-suite";
    std::filesystem::remove_all(suite);
    std::filesystem::create_directories(suite / "vectors");
    std::filesystem::copy(FRAGID_SOURCE_DIR "/conformance/schema", suite / "schema", std::filesystem::copy_options::recursive);
    std::filesystem::copy(FRAGID_SOURCE_DIR "/conformance/requirements", suite / "requirements",
                          std::filesystem::copy_options::recursive);
    std::ofstream(suite / "vectors" / "rfc5147-finding.yaml") << run.out;
    const auto reference = fragid({"check", "--suite", suite.string()});
    EXPECT_EQ(reference.exit_code, 0) << reference.out << reference.err;
    const auto broken = fragid({"check", "--suite", suite.string(), "--impl", python_example + " --broken"});
    EXPECT_EQ(broken.exit_code, 1) << broken.out << broken.err;
}

TEST(RandomCheck, RandomTakesNoCaseFilters) {
    const auto run = fragid({"check", "--random", "5", "--tag", "lines"});
    EXPECT_EQ(run.exit_code, 2) << run.out << run.err;
    EXPECT_NE(run.err.find("--random takes --spec"), std::string::npos) << run.err;
}

}  // namespace
}  // namespace fragid::test
