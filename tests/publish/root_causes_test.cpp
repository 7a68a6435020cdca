// Root causes as the pages show them (root_causes.hpp): groups named by the
// misreadings the diagnosis names (diagnosis/), each with its evidence, and
// symptom groups for the rest; an example adapter that ignores every char=;
// the groups of the real implementations of docs/matrix/results.json.
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include "fragid/conformance/process_adapter.hpp"
#include "fragid/publish/recorded_run.hpp"
#include "fragid/publish/root_causes.hpp"
#include "../cli/run_fragid.hpp"
#include "../conformance/support.hpp"
#include "../diagnosis/made_run.hpp"

namespace fragid {
namespace {

using namespace conformance;
using namespace publish;

const std::string lines = "one\ntwo\nthree\n";

MatrixColumn column_of(const test::MadeRun& run) {
    MatrixColumn column;
    column.name = "made";
    column.handshake = run.handshake;
    column.summary.records = run.records;
    return column;
}

TEST(RootCauses, AGroupIsNamedByItsMisreadingWithItsEvidence) {
    test::MadeRun run;
    run.answer_as(run.text("line=1", lines), "line=0");
    run.answer_as(run.text("line=2", lines), "line=1");
    run.right(run.text("char=1", lines));
    const auto causes = root_causes(column_of(run));
    ASSERT_EQ(causes.groups.size(), 1u);
    const auto& group = causes.groups[0];
    EXPECT_EQ(group.kind, "misreading");
    EXPECT_EQ(group.anchor, "rfc5147-lines-from-one");
    ASSERT_EQ(group.misreadings.size(), 1u);
    EXPECT_EQ(group.statement, group.misreadings[0]->reading);
    EXPECT_EQ(group.records.size(), 2u);
    EXPECT_EQ(evidence_sentence(group, causes.failures),
              "explains 2 of the 2 failures; of the 2 cases where its answer differs from fragid's, 2 were answered as it answers");
}

TEST(RootCauses, WhatNoMisreadingExplainsIsASymptomGroup) {
    test::MadeRun run;
    run.answer(run.text("char=1", lines), TextSpan{false, 5, 7, 5, 7});
    run.right(run.text("line=1", lines));
    const auto causes = root_causes(column_of(run));
    ASSERT_EQ(causes.groups.size(), 1u);
    EXPECT_TRUE(causes.groups[0].symptom());
    EXPECT_TRUE(causes.groups[0].misreadings.empty());
}

TEST(RootCauses, CasesNeverSentAreCountedNotGrouped) {
    test::MadeRun run;
    run.answer_as(run.text("line=1", lines), "line=0");
    for (const auto* f : {"line=2", "line=3"}) run.never_sent(run.text(f, lines));
    auto column = column_of(run);
    column.summary.stopped = "interrupted (SIGINT)";
    const auto causes = root_causes(column);
    for (const auto& group : causes.groups)
        for (const auto* r : group.records) EXPECT_FALSE(r->unsent) << r->c->id;
    EXPECT_EQ(not_diagnosed_sentence(causes),
              "2 cases were not diagnosed, having no answer of the implementation's: 2 never sent: adapter given up after 5 "
              "restarts. The run was stopped (interrupted (SIGINT)): the cases after it were not run and are not diagnosed.");
}

// The "done when": after an adapter is given up, no case it never
// answered is in any group; they are counted apart.
TEST(RootCauses, AGivenUpAdapterLeavesItsUnsentCasesOutOfEveryGroup) {
    std::vector<Case> cases;
    for (auto& file : load_vectors(test::suite_dir))
        for (auto& c : file.cases)
            if (c.spec == Spec::rfc5147 && cases.size() < 40) cases.push_back(std::move(c));
    std::vector<const Case*> selected;
    for (const auto& c : cases) selected.push_back(&c);
    ProcessOptions p;
    p.command = "python3 " + (test::source_dir / "tests/conformance/misbehaving_adapter.py").string() + " crash";
    p.timeout = std::chrono::milliseconds(20000);
    p.schema_dir = test::suite_dir / "schema" / "protocol";
    ProcessAdapter adapter(p);
    const auto column = run_column("crashing", p.command, false, adapter, matrix_order(selected), 2);
    std::size_t unsent = 0;
    for (const auto& r : column.summary.records) unsent += r.unsent && r.verdict == Verdict::errored;
    ASSERT_GT(unsent, 30u) << "the adapter is given up after two restarts";
    const auto causes = root_causes(column);
    for (const auto& group : causes.groups)
        for (const auto* r : group.records) EXPECT_FALSE(r->unsent) << group.anchor << ": " << r->c->id;
    EXPECT_EQ(causes.not_diagnosed.at("never sent: adapter given up after 2 restarts"), unsent);
}

// The reports of docs/matrix/deviations/ come from these: every case a real
// implementation did not pass is in one group, and no group holds a case it
// was never asked.
struct Real {
    std::vector<Case> cases;
    Matrix matrix;
};
const Real& real() {
    static const Real r = [] {
        Real out;
        out.cases = test::shipped_cases();
        std::vector<const Case*> all;
        for (const auto& c : out.cases) all.push_back(&c);
        std::vector<std::string> warnings;
        out.matrix = matrix_of_results(nlohmann::json::parse(test::slurp(test::source_dir / "docs/matrix/results.json")),
                                       cases_by_id(all), warnings);
        return out;
    }();
    return r;
}

TEST(RootCauses, EveryCaseARealImplementationFailedIsInOneGroup) {
    for (const auto& column : real().matrix.columns) {
        const auto causes = root_causes(column);
        std::set<std::string> anchors;
        std::map<const CaseRecord*, int> groups_of;
        for (const auto& group : causes.groups) {
            EXPECT_FALSE(group.records.empty()) << column.name << ": " << group.anchor;
            EXPECT_TRUE(anchors.insert(group.anchor).second) << column.name << ": " << group.anchor;
            for (const auto* r : group.records) ++groups_of[r];
        }
        for (const auto& r : column.summary.records) {
            if (r.verdict == Verdict::passed || r.verdict == Verdict::skipped || r.unsent) continue;
            // A producer case may be in two groups, each explaining other fragments of it.
            if (r.c->produces()) EXPECT_GE(groups_of[&r], 1) << column.name << ": " << r.c->id;
            else EXPECT_EQ(groups_of[&r], 1) << column.name << ": " << r.c->id;
        }
    }
}

}  // namespace
}  // namespace fragid
