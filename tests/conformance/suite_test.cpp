// The shipped suite: well-formed, covering every MUST, and passed 100% by the
// reference both in-process and through the adapter protocol.
#include <gtest/gtest.h>

#include <fstream>
#include <sstream>

#include "fragid/conformance/lint.hpp"
#include "fragid/conformance/process_adapter.hpp"
#include "fragid/conformance/reference_adapter.hpp"
#include "fragid/conformance/requirements.hpp"
#include "fragid/conformance/runner.hpp"
#include "support.hpp"

namespace fragid {
namespace {

using namespace conformance;

struct Suite {
    std::vector<Case> cases;
    std::vector<const Case*> all;
};

const Suite& shipped() {
    static const Suite suite = [] {
        Suite s;
        for (auto& file : load_vectors(test::suite_dir))
            for (auto& c : file.cases) s.cases.push_back(std::move(c));
        for (const auto& c : s.cases) s.all.push_back(&c);
        return s;
    }();
    return suite;
}

// Everything but the quotes: those are looked up by the ctest conformance.lint_quotes, with the
// specifications' texts the build was configured with (FRAGID_SPECS_DIR).
TEST(Suite, LintFindsNoProblem) {
    const auto report = lint_suite(test::suite_dir, std::nullopt);
    std::string all;
    for (const auto& p : report.problems) all += p.text() + "\n";
    EXPECT_TRUE(report.problems.empty()) << all;
    EXPECT_GE(report.cases, 400u);
}

TEST(Suite, EveryExampleOfTheSpecsIsThere) {
    std::size_t examples = 0;
    for (const auto* c : shipped().all) examples += std::count(c->tags.begin(), c->tags.end(), "example");
    // RFC 5147 s.5 has 7 fragments (some resolved on two entities), RFC 7111 s.2 and s.4.2 have 14.
    EXPECT_GE(examples, 21u);
}

TEST(Suite, CoverageTableIsCurrentAndNoMustIsUncovered) {
    std::vector<Problem> problems;
    const auto catalogues = load_catalogues(test::suite_dir, problems);
    EXPECT_TRUE(problems.empty()) << problems.front().text();
    std::vector<std::string> uncovered;
    const auto markdown = coverage_markdown(catalogues, shipped().all, uncovered);
    EXPECT_TRUE(uncovered.empty()) << "first uncovered must: " << uncovered.front();
    std::ifstream in(test::source_dir / "docs" / "coverage.md", std::ios::binary);
    std::stringstream committed;
    committed << in.rdbuf();
    EXPECT_EQ(committed.str(), markdown) << "docs/coverage.md is out of date: run fragid coverage --output docs/coverage.md";
}

void expect_every_case_passes(Adapter& adapter) {
    const auto handshake = adapter.start();
    const auto summary = run_suite(adapter, handshake, shipped().all, RunOptions{}, [](const CaseRecord& r) {
        EXPECT_EQ(r.verdict, Verdict::passed) << r.c->id << " (" << r.c->origin << "): " << r.detail;
    });
    EXPECT_EQ(summary.records.size(), shipped().all.size());
    EXPECT_TRUE(summary.conformant());
}

TEST(Suite, TheReferencePassesEveryCaseInProcess) {
    ReferenceAdapter reference;
    expect_every_case_passes(reference);
}

TEST(Suite, TheReferencePassesEveryCaseThroughTheProtocol) {
    ProcessAdapter adapter({std::string(FRAGID_EXE) + " adapter", std::chrono::seconds(20),
                            test::suite_dir / "schema" / "protocol"});
    expect_every_case_passes(adapter);
}

}  // namespace
}  // namespace fragid
