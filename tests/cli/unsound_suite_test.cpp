// One rule for a suite with problems (issue 29 item 12): what makes `fragid
// lint` fail makes every command that runs the vectors refuse the suite, exit 2,
// before any case runs, the problems listed. A duplicate id used to be run
// twice, under one id, and exit 0, while a schema problem exited 2.
#include <gtest/gtest.h>

#include "run_fragid.hpp"
#include "../conformance/support.hpp"

namespace fragid {
namespace {

using test::fragid;

std::string vector_case(const std::string& id, const std::string& description) {
    return "  - id: " + id + "\n    description: " + description +
           "\n    spec: rfc5147\n    section: \"2.1.1\"\n    level: must\n    fragment: \"char=1,3\"\n"
           "    entity: {text: \"abcd\"}\n    expect: {status: ok, position: false, start: {character: 1, byte: 1}, "
           "end: {character: 3, byte: 3}}\n";
}

std::filesystem::path suite_of(const std::string& name, const std::string& cases) {
    const auto dir = test::scratch_suite(name);
    test::write(dir / "vectors" / "a.yaml", "cases:\n" + cases);
    return dir;
}

void expect_refused(const std::filesystem::path& suite, const std::string& problem) {
    const auto lint = fragid({"lint", "--suite", suite.string()});
    EXPECT_EQ(lint.exit_code, 1) << lint.out;
    EXPECT_NE(lint.out.find(problem), std::string::npos) << lint.out;
    for (const char* format : {"text", "jsonl"}) {
        const auto check = fragid({"check", "--suite", suite.string(), "--format", format});
        EXPECT_EQ(check.exit_code, 2) << format << ": " << check.out << check.err;
        EXPECT_EQ(check.out, "") << format << ": nothing ran, nothing is reported";
        EXPECT_NE(check.err.find(problem), std::string::npos) << check.err;
        EXPECT_NE(check.err.find("`fragid lint`"), std::string::npos) << check.err;
    }
    const auto out = suite / "matrix";
    const auto matrix = fragid({"matrix", "--suite", suite.string(), "--impl", "ref=fragid adapter", "--output-dir",
                                out.string()});
    EXPECT_EQ(matrix.exit_code, 2) << matrix.err;
    EXPECT_NE(matrix.err.find(problem), std::string::npos) << matrix.err;
    EXPECT_FALSE(std::filesystem::exists(out));
}

TEST(UnsoundSuite, ADuplicateIdIsRefusedBeforeAnythingRuns) {
    const auto suite = suite_of("duplicate-id", vector_case("rfc5147-t-same", "char=1,3 on four characters") +
                                                    vector_case("rfc5147-t-same", "char=1,3 again"));
    expect_refused(suite, "rfc5147-t-same: id already used at ");
}

TEST(UnsoundSuite, AnyOtherLintProblemIsRefusedAlike) {
    const auto suite = suite_of("should-word", vector_case("rfc5147-t-one", "char=1,3 should give two characters"));
    expect_refused(suite, "description says \"should\"");
}

TEST(UnsoundSuite, ALintCleanSuiteRuns) {
    const auto suite = suite_of("clean", vector_case("rfc5147-t-one", "char=1,3 on four characters") +
                                             vector_case("rfc5147-t-two", "char=1,3 once more"));
    EXPECT_EQ(fragid({"lint", "--suite", suite.string()}).exit_code, 0);
    const auto check = fragid({"check", "--suite", suite.string()});
    EXPECT_EQ(check.exit_code, 0) << check.out << check.err;
    EXPECT_NE(check.out.find("2 passed"), std::string::npos) << check.out;
}

}  // namespace
}  // namespace fragid
