// What the runner judges and what it leaves alone (issue "fair verdicts"):
// line-ending conventions outside an implementation's context are skipped,
// an allowed answer other than fragid's passes and says so, and a run that
// checked no must case is not "conformant".
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include "fragid/conformance/runner.hpp"
#include "support.hpp"

namespace fragid {
namespace {

using conformance::CsvCells;
using conformance::Outcome;
using conformance::Unresolved;
using conformance::WildeSpans;
using conformance::outcome_from_json;
using conformance::TextSpan;

using conformance::Case;
using conformance::Support;
using conformance::unsupported_need;

Support context(std::string_view conventions) {
    Support s;
    s.specs = {conformance::Spec::rfc5147};
    s.line_ending_context = *LineEndingSet::parse(conventions);
    return s;
}

TEST(LineEndingContext, ACaseItsContextReadsDifferentlyIsSkippedWithTheReason) {
    const auto c = test::text_case("rfc5147-t", "line=1", "a\r\nb", 3, 3);  // line_endings: all
    const auto need = unsupported_need(c, context("LF"));
    ASSERT_TRUE(need);
    EXPECT_NE(need->find("context (LF)"), std::string::npos) << *need;
    EXPECT_FALSE(unsupported_need(c, context("CRLF,LF"))) << "CRLF is read as the case reads it";
}

TEST(LineEndingContext, OnlyEndingsThatOccurMatter) {
    const auto lf_only = test::text_case("rfc5147-t", "line=1", "a\nb", 2, 2);
    EXPECT_FALSE(unsupported_need(lf_only, context("LF")));
    EXPECT_TRUE(unsupported_need(lf_only, context("CRLF"))) << "LF is not a line ending in a CRLF-only context";
    const auto none = test::text_case("rfc5147-t", "char=1", "abc", 1, 1);
    EXPECT_FALSE(unsupported_need(none, context("none")));
}

TEST(LineEndingContext, NotAppliedWhereItCannotDiffer) {
    auto c = test::text_case("rfc5147-t", "line=1", "a\rb", 2, 2);
    auto told = context("LF");
    told.line_endings = true;  // it is given the conventions in force
    EXPECT_FALSE(unsupported_need(c, told));
    c.tags = {"line-ending-support"};  // the case tests the support itself
    EXPECT_FALSE(unsupported_need(c, context("LF")));
}

// A case needs the integrity checks its fragment carries, as the grammar
// reads them: also where it tests their syntax, and where the ';' is escaped.
TEST(IntegrityChecks, ACaseNeedsTheChecksItsGrammarReads) {
    Support s = context("CRLF,LF");
    s.md5_check = true;  // length= undeclared
    for (const char* needs_length : {"char=1;length=3", "char=1;length=", "char=1;length=-1", "char=1%3Blength=3",
                                     "char=1;sha256=x;length=3"}) {
        const auto c = test::text_case("rfc5147-t", needs_length, "abc", 1, 1);
        const auto need = unsupported_need(c, s);
        ASSERT_TRUE(need) << needs_length;
        EXPECT_NE(need->find("supports.integrity does not list length,"), std::string::npos) << *need;
    }
    for (const char* no_length : {"char=1", "char=1;md5=xyz", "char=1;lengthy=3", "char=1,2,3;length=3"})
        EXPECT_FALSE(unsupported_need(test::text_case("rfc5147-t", no_length, "abc", 1, 1), s)) << no_length;
}

TEST(Charsets, DeclaredPerSpec) {
    auto c = test::text_case("rfc5147-t", "char=1", "abc", 1, 1);
    c.entity.charset = "latin1";
    Support s = context("CRLF,LF");
    s.charsets = {"UTF-8"};
    EXPECT_TRUE(unsupported_need(c, s));
    s.charsets_by_spec[conformance::Spec::rfc5147] = {"ISO-8859-1"};  // an alias of latin1
    EXPECT_FALSE(unsupported_need(c, s));
}

// A reader that does not validate entities cannot give entity-error; where
// nothing else is allowed the case is skipped, where a lenient answer is
// allowed too it is still run.
TEST(Validation, OnlyEntityErrorCasesAreSkippedForANonValidatingReader) {
    auto c = test::text_case("rfc5147-t", "char=1", "a\xff" "b", 1, 1);
    test::resolve_check(c).acceptable = {Outcome{Unresolved{Status::entity_error}}};
    Support s = context("CRLF,LF");
    EXPECT_FALSE(unsupported_need(c, s));
    s.validates_entities = false;
    const auto need = unsupported_need(c, s);
    ASSERT_TRUE(need);
    EXPECT_NE(need->find("supports.validates_entities is false"), std::string::npos);
    test::resolve_check(c).acceptable.push_back(Outcome{TextSpan{false, 1, 1, 1, 1}});
    EXPECT_FALSE(unsupported_need(c, s));
}

class Answers : public conformance::Adapter {
public:
    explicit Answers(Outcome outcome) : outcome_(std::move(outcome)) {}
    conformance::Handshake start() override { return {{"fake", "1", "C++", ""}, context("CRLF,LF")}; }
    conformance::Answer run(const conformance::Request&) override {
        return conformance::Answer{outcome_};
    }

private:
    Outcome outcome_;
};

Case two_readings() {
    auto c = test::text_case("rfc5147-t", "char=9", "abcd", 4, 4);
    c.level = conformance::Level::impl_defined;
    test::resolve_check(c).expect_any = true;
    test::resolve_check(c).acceptable.push_back(Outcome{Unresolved{Status::ignored}});
    test::resolve_check(c).reference_choice = 0;
    return c;
}

conformance::RunSummary run(conformance::Adapter& adapter, const std::vector<const Case*>& cases) {
    const auto handshake = adapter.start();
    return conformance::run_suite(adapter, handshake, cases, {}, [](const conformance::CaseRecord&) {});
}

TEST(Readings, AnotherAllowedAnswerPassesAndSaysItIsNotFragids) {
    const auto c = two_readings();
    Answers other(Outcome{Unresolved{Status::ignored}});
    const auto summary = run(other, {&c});
    ASSERT_EQ(summary.records.size(), 1u);
    const auto& r = summary.records.front();
    EXPECT_EQ(r.verdict, conformance::Verdict::passed);
    EXPECT_TRUE(r.other_reading);
    EXPECT_NE(r.detail.find("allowed; differs from fragid's reading"), std::string::npos) << r.detail;
    EXPECT_EQ(conformance::record_json(r)["reading"], "other");
    EXPECT_EQ(conformance::footer_json(summary)["other_readings"], 1);
}

TEST(Readings, FragidsOwnReadingIsNotFlagged) {
    const auto c = two_readings();
    Answers same(test::resolve_check(c).acceptable[0]);
    const auto summary = run(same, {&c});
    EXPECT_FALSE(summary.records.front().other_reading);
    EXPECT_EQ(conformance::record_json(summary.records.front())["reading"], "fragid");
}

TEST(Conformance, NoMustCaseRunMeansNothingWasChecked) {
    auto c = test::text_case("rfc5147-t", "char=1", "abcd", 1, 1);
    c.spec = conformance::Spec::rfc7111;  // the fake supports rfc5147 only: skipped
    Answers any(test::resolve_check(c).acceptable[0]);
    const auto summary = run(any, {&c});
    EXPECT_EQ(summary.records.front().verdict, conformance::Verdict::skipped);
    EXPECT_TRUE(summary.nothing_checked());
    EXPECT_FALSE(summary.conformant());
    EXPECT_EQ(conformance::footer_json(summary)["conformant"], false);
}

TEST(Conformance, MustCasesThatRanAndPassedAreConformant) {
    const auto c = test::text_case("rfc5147-t", "char=1", "abcd", 1, 1);
    Answers right(test::resolve_check(c).acceptable[0]);
    const auto summary = run(right, {&c});
    EXPECT_TRUE(summary.conformant());
    EXPECT_EQ(summary.must_ran, 1u);
}

}  // namespace
}  // namespace fragid
