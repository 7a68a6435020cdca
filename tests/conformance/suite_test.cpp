// The shipped suite: every file loaded, well-formed, covering every MUST, and
// passed 100% by the reference. This is the one run of the whole suite
// against the reference in ctest; other tests run chosen cases.
#include <gtest/gtest.h>

#include <fstream>
#include <set>
#include <sstream>

#include "../cli/run_fragid.hpp"
#include "fragid/conformance/json_schema.hpp"
#include "fragid/conformance/lint.hpp"
#include "fragid/conformance/requirements.hpp"
#include "fragid/conformance/runner.hpp"
#include "support.hpp"
#include "build_paths.hpp"

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
    EXPECT_EQ(report.cases, test::shipped_cases().size()) << "the vectors and the producer cases";
}

// Every file of vectors/ and producer/ is read (a file the loader passed over,
// say a .yml, would silently take its cases out of every run), has cases, and
// has no problem.
TEST(Suite, EveryVectorFileIsLoaded) {
    for (const char* folder : {"vectors", "producer"}) {
        std::set<std::filesystem::path> on_disk, loaded;
        for (const auto& entry : std::filesystem::recursive_directory_iterator(test::suite_dir / folder))
            if (!entry.is_directory()) on_disk.insert(entry.path());
        const auto files =
            std::string(folder) == "vectors" ? load_vectors(test::suite_dir) : load_producer_cases(test::suite_dir);
        for (const auto& file : files) {
            loaded.insert(file.path);
            EXPECT_TRUE(file.problems.empty()) << file.problems.front().text();
            EXPECT_FALSE(file.cases.empty()) << file.path << " has no case";
        }
        EXPECT_FALSE(on_disk.empty()) << folder;
        EXPECT_EQ(loaded, on_disk) << folder;
    }
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

// `fragid check` as a user runs it, through the adapter protocol: `fragid
// adapter` serves the in-process reference, so the loader, the runner, both
// sides of the protocol and the report are all in this one run. Every case
// loaded gets exactly one record, every record matches the report schema,
// and every case passes.
TEST(Suite, TheReferencePassesEveryCaseThroughTheProtocol) {
    const auto run = test::fragid({"check", "--impl", std::string(build::program) + " adapter", "--format", "jsonl"});
    EXPECT_EQ(run.exit_code, 0) << run.err;
    const auto report = test::read_jsonl(run.out);
    const auto schema = JsonSchema::from_file(test::suite_dir / "schema" / "report.schema.json");
    for (const auto* record : {&report.header, &report.footer}) {
        const auto problems = schema.validate(*record);
        EXPECT_TRUE(problems.empty()) << record->dump() << "\n" << (problems.empty() ? "" : problems.front());
    }
    for (const auto& record : report.cases) {
        EXPECT_EQ(record["verdict"], "passed") << record.dump();
        const auto problems = schema.validate(record);
        EXPECT_TRUE(problems.empty()) << record.dump() << "\n" << (problems.empty() ? "" : problems.front());
    }
    std::set<std::string> loaded;
    for (const auto& c : test::shipped_cases()) loaded.insert(c.id);
    EXPECT_EQ(report.header["suite"]["cases"], loaded.size());
    for (const auto& id : loaded) EXPECT_TRUE(report.records_per_id.contains(id)) << id << " got no record";
    for (const auto& [id, records] : report.records_per_id) {
        EXPECT_EQ(records, 1) << id;
        EXPECT_TRUE(loaded.contains(id)) << id << " has a record but was not loaded";
    }
    EXPECT_EQ(report.footer["conformant"], true);
}

}  // namespace
}  // namespace fragid
