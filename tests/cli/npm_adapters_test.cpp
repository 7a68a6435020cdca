// The adapters of real npm packages run through the whole suite, as the
// matrix runs them (adapters/matrix.tsv, the one list scripts/matrix.sh reads
// too): every case sent gets an answer, and the cases that fail are exactly
// the ones listed, each with its spec section and reason, in the adapter's
// list of deviations (adapters/<name>/expected-deviations*.txt). A change in a
// package's behaviour, or in the vectors, shows up here as a difference from that list.
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <set>
#include <sstream>

#include "run_fragid.hpp"
#include "../conformance/support.hpp"
#include "build_paths.hpp"

namespace fragid {
namespace {

// The ids of a baseline file: one per line, `# section: reason` after it.
std::set<std::string> baseline(const std::filesystem::path& path) {
    std::set<std::string> ids;
    std::istringstream lines(test::slurp(path));
    for (std::string line; std::getline(lines, line);) {
        line = line.substr(0, line.find('#'));
        const auto end = line.find_last_not_of(" \t\r");
        if (end == std::string::npos) continue;
        ids.insert(line.substr(line.find_first_not_of(" \t"), end + 1 - line.find_first_not_of(" \t")));
    }
    return ids;
}

// One package as the matrix runs it: a row of adapters/matrix.tsv that lists its deviations.
struct NpmPackage {
    std::string name;        // the matrix's name, "-" made "_" for the test's name
    std::string command;     // run from the repository's root
    std::string deviations;  // from the repository's root
};

// gtest names a parameter in its listings by this, not by its bytes.
void PrintTo(const NpmPackage& package, std::ostream* out) { *out << package.name; }

// The rows of adapters/matrix.tsv with a list of deviations (the examples have none).
std::vector<NpmPackage> matrix_packages() {
    std::vector<NpmPackage> packages;
    std::ifstream in(std::filesystem::path(build::source_dir) / "adapters" / "matrix.tsv");
    for (std::string line; std::getline(in, line);) {
        if (line.empty() || line.front() == '#') continue;
        // name, command, deviations, and (a fourth column, the triage file) what it is not about here.
        const auto tab1 = line.find('\t'), tab2 = line.find('\t', tab1 + 1), tab3 = line.find('\t', tab2 + 1);
        if (tab2 == std::string::npos) throw std::runtime_error("adapters/matrix.tsv: not three columns: " + line);
        NpmPackage p{line.substr(0, tab1), line.substr(tab1 + 1, tab2 - tab1 - 1), line.substr(tab2 + 1, tab3 - tab2 - 1)};
        if (p.deviations == "-") continue;
        std::replace(p.name.begin(), p.name.end(), '-', '_');
        packages.push_back(std::move(p));
    }
    return packages;
}

class NpmAdapter : public testing::TestWithParam<NpmPackage> {};

TEST_P(NpmAdapter, AnswersEveryCaseAndDeviatesOnlyAsDocumented) {
    const auto deviations = test::source_dir / GetParam().deviations;
    const auto dir = deviations.parent_path();
    if (std::system("command -v node >/dev/null 2>&1") != 0) GTEST_SKIP() << "node is not installed";
    if (!std::filesystem::exists(dir / "node_modules"))
        GTEST_SKIP() << dir.string() << "/node_modules is missing: the npm registry was not reachable when "
                     << "scripts/setup.sh ran (run `npm ci` in that folder to install it)";
    const auto command = "cd " + test::shell_quote(test::source_dir.string()) + " && exec " + GetParam().command;
    const auto run = test::fragid({"check", "--impl", command, "--format", "jsonl"});
    const auto report = test::read_jsonl(run.out);
    std::set<std::string> failed;
    for (const auto& record : report.cases) {
        const auto verdict = record["verdict"].get<std::string>();
        const auto id = record["id"].get<std::string>();
        // (a) an answer for every case sent: no crash, hang or protocol violation.
        // An `errored` the adapter answered itself (the package threw) is the
        // package's behaviour, so it is a deviation like a failure.
        const auto detail = record.value("detail", "");
        const bool broken = verdict == "crashed" || verdict == "timed-out" ||
                            (verdict == "errored" && (detail.starts_with("protocol violation") ||
                                                      detail.find("given up") != std::string::npos ||
                                                      detail.find("handshake") != std::string::npos));
        EXPECT_FALSE(broken) << id << ": " << verdict << ": " << detail << "\n" << record.value("stderr", "");
        if (verdict == "failed" || verdict == "errored") failed.insert(id);
    }
    // Every case of the suite was recorded, once.
    const auto cases = test::shipped_cases();
    EXPECT_EQ(report.cases.size(), cases.size()) << run.err;
    for (const auto& c : cases) EXPECT_EQ(report.records_per_id.count(c.id), 1u) << c.id << " got no record";
    // (b) exactly the documented deviations
    const auto expected = baseline(deviations);
    for (const auto& id : failed)
        EXPECT_TRUE(expected.contains(id)) << id << " fails but is not in expected-deviations.txt";
    for (const auto& id : expected)
        EXPECT_TRUE(failed.contains(id)) << id << " is in expected-deviations.txt but did not fail";
}

INSTANTIATE_TEST_SUITE_P(Packages, NpmAdapter, testing::ValuesIn(matrix_packages()),
                         [](const auto& param_info) { return param_info.param.name; });

// The matrix's list has the packages it had: a row lost by a malformed line fails here.
TEST(NpmAdapterList, TheMatrixListsTheRealPackages) {
    EXPECT_GE(matrix_packages().size(), 7u);
}

// One protocol loop for every Node adapter: adapters/node-protocol/protocol.js.
// An adapter that reads standard input itself has its own loop, which drifts
// from the shared one (seq, errors, stop) the day the protocol changes.
TEST(NodeAdapters, LeaveTheProtocolLoopToTheSharedModule) {
    const auto adapters = test::source_dir / "adapters";
    std::size_t scripts = 0;
    for (auto it = std::filesystem::recursive_directory_iterator(adapters); it != std::filesystem::end(it); ++it) {
        const auto& path = it->path();
        if (it->is_directory() && (path.filename() == "node_modules" || path.filename() == "node-protocol")) {
            it.disable_recursion_pending();
            continue;
        }
        const auto ext = path.extension();
        if (!it->is_regular_file() || (ext != ".js" && ext != ".mjs" && ext != ".cjs")) continue;
        ++scripts;
        const auto text = test::slurp(path);
        for (const char* loop : {"process.stdin", "require('readline')", "'node:readline'", "from 'readline'"})
            EXPECT_EQ(text.find(loop), std::string::npos) << path.string() << " reads requests itself (" << loop
                                                          << "): serve() them through node-protocol/protocol.js";
    }
    EXPECT_GT(scripts, 5u) << "no Node adapter found under " << adapters.string();
}

}  // namespace
}  // namespace fragid
