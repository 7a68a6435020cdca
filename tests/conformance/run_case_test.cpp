// run_case(): one case through one adapter, the one place where an answer
// becomes a verdict (the runner, `check --random` and producer checks use it).
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include "fragid/conformance/reference_adapter.hpp"
#include "fragid/conformance/run_case.hpp"
#include "support.hpp"

namespace fragid::conformance {
namespace {

using Fixed = test::FixedAnswer;

Answer result(Outcome outcome) { return Answer{std::move(outcome)}; }

TEST(RunCase, AFailedResultCarriesItsDifference) {
    const auto c = test::text_case("rfc5147-t", "char=1,3", "abcd", 1, 3);
    Fixed late(result(Outcome{TextSpan{false, 1, 4, 1, 4}}));
    const auto record = run_case(late, test::reference_supports(), c);
    EXPECT_EQ(record.c, &c);
    EXPECT_EQ(record.verdict, Verdict::failed);
    ASSERT_TRUE(record.difference);
    EXPECT_EQ(record.difference->part, Difference::Part::range);
    EXPECT_EQ(record.detail, to_string(*record.difference));
    EXPECT_EQ(record.actual, record.difference->actual);
}

// An in-process whole result is quoted (dumped to `raw`) only for a case that
// did not pass: no report quotes a passed case's answer.
TEST(RunCase, AnInProcessResultIsQuotedOnlyWhenTheCaseDoesNotPass) {
    ReferenceAdapter reference;
    const auto passing = test::text_case("rfc5147-t", "char=1,3", "abcd", 1, 3);
    const auto passed = run_case(reference, test::reference_supports(), passing);
    EXPECT_EQ(passed.verdict, Verdict::passed);
    EXPECT_TRUE(passed.raw.empty());
    const auto failing = test::text_case("rfc5147-t", "char=1,3", "abcd", 1, 4);
    const auto failed = run_case(reference, test::reference_supports(), failing);
    EXPECT_EQ(failed.verdict, Verdict::failed);
    const auto quoted = nlohmann::json::parse(failed.raw, nullptr, false);
    ASSERT_FALSE(quoted.is_discarded()) << failed.raw;
    EXPECT_TRUE(quoted == reference.run(request_for(failing, test::resolve_check(failing))).result);
}

// The reference's side of a differential run asks for outcomes only: the
// same outcome, no whole result.
TEST(RunCase, AReferenceForOutcomesOnlyGivesTheSameOutcomeAndNoResult) {
    ReferenceAdapter full, outcome_only(ReferenceAdapter::Results::outcome_only);
    const auto c = test::text_case("rfc5147-t", "char=1,3", "abcd", 1, 3);
    const auto request = request_for(c, test::resolve_check(c));
    const auto with_result = full.run(request), without = outcome_only.run(request);
    ASSERT_TRUE(with_result.outcome() && without.outcome());
    EXPECT_EQ(*without.outcome(), *with_result.outcome());
    EXPECT_FALSE(with_result.result.is_null());
    EXPECT_TRUE(without.result.is_null());
}

TEST(RunCase, AnotherAllowedReadingPassesAndSaysSo) {
    auto c = test::text_case("rfc5147-t", "char=9", "abcd", 4, 4);
    test::resolve_check(c).expect_any = true;
    test::resolve_check(c).acceptable.emplace_back(Unresolved{Status::entity_error});
    Fixed other(result(test::resolve_check(c).acceptable[1]));
    const auto record = run_case(other, test::reference_supports(), c);
    EXPECT_EQ(record.verdict, Verdict::passed);
    EXPECT_TRUE(record.other_reading);
    EXPECT_FALSE(record.difference);
    EXPECT_EQ(record.detail, "allowed; differs from fragid's reading (ok range characters [4,4) bytes [4,4))");
}

TEST(RunCase, ACaseTheHandshakeRulesOutIsNotSent) {
    const auto c = test::text_case("rfc5147-t", "char=1,3", "abcd", 1, 3);
    Fixed never(result(Outcome{}));
    auto supports = test::reference_supports();
    supports.specs = {Spec::rfc7111};
    const auto record = run_case(never, supports, c);
    EXPECT_EQ(record.verdict, Verdict::skipped);
    EXPECT_EQ(record.detail, "supports.specs does not list rfc5147");
    EXPECT_EQ(never.asked, 0);
}

TEST(RunCase, AnAnswerOfTheWrongKindIsAProtocolViolation) {
    const auto c = test::text_case("rfc5147-t", "char=1,3", "abcd", 1, 3);
    Fixed producer(Answer{conformance::Emitted{}});
    const auto record = run_case(producer, test::reference_supports(), c);
    EXPECT_EQ(record.verdict, Verdict::errored);
    EXPECT_EQ(record.detail, "protocol violation: fragments in answer to a run request");
}

TEST(RunCase, NoAnswerIsRecordedWithTheAdaptersWords) {
    const auto c = test::text_case("rfc5147-t", "char=1,3", "abcd", 1, 3);
    Answer hung{conformance::Failure{conformance::Failure::How::timed_out, "no answer within 10 ms"}};
    hung.adapter_unusable = true;
    Fixed slow(hung);
    const auto record = run_case(slow, test::reference_supports(), c);
    EXPECT_EQ(record.verdict, Verdict::timed_out);
    EXPECT_EQ(record.detail, "no answer within 10 ms");
    EXPECT_TRUE(record.adapter_unusable);
    EXPECT_FALSE(record.actual);
}

// An adapter that returns an Answer without filling in its reply has not
// answered: that is an error, never a result that could pass.
TEST(RunCase, AnAnswerLeftEmptyIsAnError) {
    const auto c = test::text_case("rfc5147-t", "char=0,0", "", 0, 0);  // [0,0) would be the default span
    Fixed lazy{Answer{}};
    const auto record = run_case(lazy, test::reference_supports(), c);
    EXPECT_EQ(record.verdict, Verdict::errored);
    EXPECT_EQ(record.detail, "no answer was given");
    EXPECT_FALSE(record.actual);
}

// A producer case: each claim is run on the reference as a resolver case.
TEST(RunCase, AProducersClaimsAreRunOnTheReference) {
    Case c;
    c.id = "rfc7111-produce-t";
    c.spec = Spec::rfc7111;
    c.check = conformance::ProduceCheck{"rows"};
    c.entity.bytes = "a,b\r\nc,d\r\n";
    Fixed producer(Answer{conformance::Emitted{{{"row=1", Outcome{CsvCells{{{1, 1}, {1, 2}}}}},
                                                {"row=2", Outcome{CsvCells{{{1, 1}}}}}}}});
    const auto record = run_case(producer, test::reference_supports(), c);
    EXPECT_EQ(record.verdict, Verdict::failed);
    ASSERT_EQ(record.produced.size(), 2u);
    EXPECT_FALSE(record.produced[0].difference);
    ASSERT_TRUE(record.produced[1].difference);
    EXPECT_EQ(record.produced[1].difference->part, Difference::Part::cells);
    EXPECT_EQ(claim_text(record.produced[1]), "#row=2 claimed ok cells {1,1}, identifies ok cells {2,1 2,2}");
    EXPECT_EQ(record.detail, "1 of 2 fragments do not identify what is claimed: " + claim_text(record.produced[1]));
}

// A case whose fragment names a scheme the implementation declared it does
// not implement is skipped unsent, saying so, malformed or not; the schemes
// it implements are sent (supports.schemes).
TEST(RunCase, ACaseOfASchemeNotImplementedIsSkippedUnsent) {
    auto lines_only = test::reference_supports();
    lines_only.declare_schemes(Spec::rfc5147, {"line"});
    Fixed never(Answer{Failure{Failure::How::errored, "sent"}});
    for (const auto* fragment : {"char=1,3", "char=1,x", "char=%31", "char=1;length=4"}) {
        const auto c = test::text_case("rfc5147-t", fragment, "abcd", 1, 3);
        const auto record = run_case(never, lines_only, c);
        EXPECT_EQ(record.verdict, Verdict::skipped) << fragment;
        EXPECT_TRUE(record.unsent) << fragment;
        EXPECT_EQ(record.detail, "supports.schemes does not list char for rfc5147") << fragment;
    }
    for (const auto* fragment : {"line=0,1", "chars=1", "x"}) {
        const auto c = test::text_case("rfc5147-t", fragment, "abcd", 1, 3);
        EXPECT_FALSE(run_case(never, lines_only, c).unsent) << fragment;
    }
}

}  // namespace
}  // namespace fragid::conformance
