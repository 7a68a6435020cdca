// The diagnosis by simulation (diagnosis.hpp) on runs made in code: a cause is
// named where a misreading answers as the implementation does and the run is
// consistent with it, passed cases counting against it; what was never asked
// is left out; two causes compose.
#include <gtest/gtest.h>

#include "made_run.hpp"

namespace fragid {
namespace {

using namespace conformance;
using test::cause_names;
using test::MadeRun;

const std::string lines = "one\ntwo\nthree\n";
const std::string table = "h1,h2\r\na,b\r\nc,d\r\ne,f\r\n";

TEST(Diagnosis, LinesCountedFromOneAreOneCause) {
    MadeRun run;
    run.answer_as(run.text("line=1", lines), "line=0");
    run.answer_as(run.text("line=2", lines), "line=1");
    run.answer_as(run.text("line=1,3", lines), "line=0,2");
    run.right(run.text("char=1", lines));
    const auto d = run.diagnose();
    ASSERT_EQ(cause_names(d), std::vector<std::string>{"rfc5147-lines-from-one"});
    EXPECT_EQ(d.failures, 3u);
    EXPECT_EQ(d.causes[0].explains, 3u);
    EXPECT_EQ(d.causes[0].records.size(), 3u);
    EXPECT_TRUE(d.unexplained.empty());
    EXPECT_TRUE(d.causes[0].exceptions.empty());
}

// Where the misreading would have answered otherwise and the implementation
// answered right, the evidence is against it: two right answers of three are
// too many for a cause.
TEST(Diagnosis, PassedCasesCountAgainstAMisreading) {
    MadeRun run;
    run.answer_as(run.text("line=1", lines), "line=0");
    run.right(run.text("line=2", lines));
    run.right(run.text("line=3", lines));
    const auto d = run.diagnose();
    EXPECT_TRUE(d.causes.empty()) << cause_names(d).front();
    ASSERT_EQ(d.unexplained.size(), 1u);
}

// Nine in ten is enough: one exception among ten cases where the misreading
// changes the answer is named beside the cause.
TEST(Diagnosis, OneExceptionInTenIsNamedBesideTheCause) {
    MadeRun run;
    std::string many;
    for (int i = 0; i < 12; ++i) many += "line" + std::to_string(i) + "\n";
    for (int n = 1; n <= 9; ++n) run.answer_as(run.text("line=" + std::to_string(n), many), "line=" + std::to_string(n - 1));
    const auto& odd = run.text("line=10", many);
    run.right(odd);
    const auto d = run.diagnose();
    ASSERT_EQ(cause_names(d), std::vector<std::string>{"rfc5147-lines-from-one"});
    EXPECT_EQ(d.causes[0].differs, 10u);
    EXPECT_EQ(d.causes[0].agrees, 9u);
    ASSERT_EQ(d.causes[0].exceptions.size(), 1u);
    EXPECT_EQ(d.causes[0].exceptions[0]->c, &odd);
}

// "+1 row" on top of "a range read as its start": each alone explains some
// failures, and only the two composed explain the ranges.
TEST(Diagnosis, TwoCausesComposed) {
    MadeRun run;
    run.answer_as(run.csv("row=1", table), "row=2");
    run.answer_as(run.csv("row=2", table), "row=3");
    run.answer_as(run.csv("row=3", table), "row=4");
    run.answer_as(run.csv("row=1-2", table), "row=2");
    run.answer_as(run.csv("row=2-3", table), "row=3");
    run.answer_as(run.csv("row=1-3", table), "row=2");
    run.right(run.csv("col=1", table));
    const auto d = run.diagnose();
    const auto names = cause_names(d);
    ASSERT_EQ(names.size(), 2u);
    EXPECT_EQ(names[0], "rfc7111-header-not-counted");
    EXPECT_EQ(names[1], "rfc7111-range-end-ignored");
    ASSERT_EQ(d.compositions.size(), 1u);
    EXPECT_EQ(d.compositions[0].records.size(), 3u);
    EXPECT_TRUE(d.unexplained.empty());
}

// A producer case's wrong fragments may have two causes, each explaining some
// of them (rendermime links line 0 as line=-1 and line 10^21 as line=1e+21):
// the case is listed under each, so that neither cause drops off the pages.
TEST(Diagnosis, AProducerCaseIsListedUnderEachCauseOfItsFragments) {
    MadeRun run;
    for (const std::string& entity : {lines, std::string("a\nb")}) {
        const auto& probe = run.text("line=0", entity);  // never answered: it only asks the reference
        const auto at = [&](const char* fragment) { return run.reference(probe, fragment); };
        run.produce(Spec::rfc5147, entity,
                    {{"line=-1", at("line=0")}, {"line=0", at("line=0")}, {"line=1", at("line=1")}, {"line=1e+21", at("line=99")}});
    }
    const auto d = run.diagnose();
    const auto names = cause_names(d);
    ASSERT_EQ(names.size(), 2u);
    EXPECT_EQ(names[0], "rfc5147-negative-numbers-read-as-zero");
    EXPECT_EQ(names[1], "rfc5147-exponent-numbers-accepted");
    for (const auto& cause : d.causes) EXPECT_EQ(cause.records.size(), 2u) << cause.misreading->name;
    EXPECT_TRUE(d.unexplained.empty());
}

// Only what was asked is diagnosed: cases never sent (the adapter given up)
// and those that timed out are counted, never explained.
TEST(Diagnosis, WhatWasNeverAnsweredIsLeftOut) {
    MadeRun run;
    run.answer_as(run.text("line=1", lines), "line=0");
    run.answer_as(run.text("line=2", lines), "line=1");
    for (const auto* f : {"line=3", "char=1", "char=2"}) run.never_sent(run.text(f, lines));
    run.no_answer(run.text("line=0,1", lines), Verdict::timed_out);
    const auto d = run.diagnose();
    EXPECT_EQ(d.failures, 2u);
    EXPECT_EQ(d.not_diagnosed.at("never sent: adapter given up after 5 restarts"), 3u);
    EXPECT_EQ(d.not_diagnosed.at("no answer in time (timed out)"), 1u);
    ASSERT_EQ(d.causes.size(), 1u);
    for (const auto* r : d.causes[0].records) EXPECT_FALSE(r->unsent);
    EXPECT_TRUE(d.unexplained.empty());
}

// A wrong answer no misreading gives is a symptom, never a cause.
TEST(Diagnosis, AnAnswerNoMisreadingGivesIsASymptom) {
    MadeRun run;
    run.answer(run.text("char=1", lines), TextSpan{false, 5, 7, 5, 7});
    run.right(run.text("line=1", lines));
    const auto d = run.diagnose();
    EXPECT_TRUE(d.causes.empty());
    EXPECT_EQ(d.unexplained.size(), 1u);
}

}  // namespace
}  // namespace fragid
