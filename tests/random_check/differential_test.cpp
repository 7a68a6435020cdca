// Differential checking (random_check/differential.hpp): the reference agrees with
// itself on generated cases, one run each; an implementation wrong in one
// small way is caught and shrunk; the run keeps going after a finding; the
// answers the vectors' rules accept (invalid bytes, empty CSV) are accepted;
// and the YAML printed for a finding is a vector with its own section and
// level, which loads and passes lint.
#include <gtest/gtest.h>

#include "fragid/conformance/json_schema.hpp"
#include "fragid/conformance/lint.hpp"
#include "fragid/conformance/reference_adapter.hpp"
#include "fragid/conformance/runner.hpp"
#include "fragid/conformance/vectors.hpp"
#include "fragid/random_check/differential.hpp"
#include "../conformance/support.hpp"

namespace fragid::random_check {
namespace {

using namespace conformance;

// The reference, except that a non-empty text range ends one character (and
// byte) late: the off-by-one every RFC 5147 implementation is tempted by.
// With `csv_ignored`, every CSV answer is also `ignored`: a second mistake.
class OffByOne final : public Adapter {
public:
    explicit OffByOne(bool csv_ignored = false) : csv_ignored_(csv_ignored) {}
    Handshake start() override { return inner_.start(); }
    Answer run(const Request& request) override {
        auto answer = inner_.run(request);
        auto* span = std::get_if<TextSpan>(&std::get<Outcome>(answer.reply));
        if (span && !span->position) {
            span->end_character += 1;
            if (span->end_byte) *span->end_byte += 1;
        }
        if (csv_ignored_ && request.spec == Spec::rfc7111) answer.reply = Outcome{Unresolved{Status::ignored}};
        return answer;
    }

private:
    bool csv_ignored_;
    ReferenceAdapter inner_;
};

// The reference, counting how often it is asked.
class Counting final : public Adapter {
public:
    Handshake start() override { return inner_.start(); }
    Answer run(const Request& request) override {
        ++runs;
        return inner_.run(request);
    }
    std::size_t runs = 0;

private:
    ReferenceAdapter inner_;
};

using Fixed = test::FixedAnswer;

Answer result(Outcome outcome) { return Answer{std::move(outcome)}; }

Outcome status(Status s) { return Unresolved{s}; }

Case case_of(Spec spec, std::string fragment, std::string bytes, std::optional<std::string> charset = {}) {
    Case c;
    c.id = "c";
    c.spec = spec;
    test::resolve_check(c).fragment = std::move(fragment);
    c.entity.bytes = std::move(bytes);
    c.entity.charset = std::move(charset);
    return c;
}

Comparison compare(Adapter& implementation, const Case& c) {
    ReferenceAdapter reference;
    return compare_with_reference(reference, implementation, implementation.start(), c);
}

TEST(Differential, TheReferenceAgreesWithItself) {
    ReferenceAdapter reference, same;
    const auto handshake = same.start();
    RandomOptions options;
    options.count = 600;
    options.seed = 20261123;
    const auto report = run_random(reference, same, handshake, options);
    EXPECT_TRUE(report.findings.empty()) << report.findings.front().comparison.what;
    EXPECT_EQ(report.compared + report.not_judged, report.generated);
    EXPECT_GT(report.compared, 500u);
}

// Agreeing cases are the hot path: the reference runs once for each, the
// whole-entity probe and the other readings only where the answers differ.
TEST(Differential, AgreeingCasesCostOneReferenceRun) {
    Counting reference;
    ReferenceAdapter same;
    const auto handshake = same.start();
    RandomOptions options;
    options.count = 300;
    options.seed = 5;
    const auto report = run_random(reference, same, handshake, options);
    ASSERT_TRUE(report.findings.empty());
    EXPECT_EQ(reference.runs, report.compared + report.not_judged);
}

TEST(Differential, AnOffByOneIsCaughtAndShrunk) {
    ReferenceAdapter reference;
    OffByOne broken;
    const auto handshake = broken.start();
    RandomOptions options;
    options.count = 500;
    options.seed = 7;
    options.specs = {Spec::rfc5147};
    const auto report = run_random(reference, broken, handshake, options);
    ASSERT_FALSE(report.findings.empty());
    const auto& finding = report.findings.front().comparison;
    EXPECT_EQ(finding.kind, Comparison::Kind::differ);
    EXPECT_EQ(finding.finding_kind, "differs: range");
    EXPECT_NE(finding.what.find("expected"), std::string::npos) << finding.what;
    // Shrunk: a short fragment on a short entity.
    EXPECT_LE(test::resolve_check(finding.expected).fragment.size(), 12u) << test::resolve_check(finding.expected).fragment;
    EXPECT_LE(finding.expected.entity.bytes.size(), 4u);

    const auto yaml = finding_yaml(finding, {"found by a test"});
    const auto schema = JsonSchema::from_file(test::suite_dir / "schema" / "vectors.schema.json");
    const auto file = load_vector_text(yaml, "finding.yaml", schema);
    ASSERT_TRUE(file.problems.empty()) << yaml << file.problems.front().text();
    ASSERT_EQ(file.cases.size(), 1u);
    const auto& vector = file.cases.front();
    EXPECT_EQ(test::resolve_check(vector).fragment, test::resolve_check(finding.expected).fragment);
    ReferenceAdapter fresh;
    const auto& check = test::resolve_check(vector);
    EXPECT_FALSE(difference(check, test::outcome_of(fresh.run(request_for(vector, check))), true)) << yaml;
    EXPECT_TRUE(difference(check, test::outcome_of(broken.run(request_for(vector, check))), true)) << yaml;
}

// One known difference does not hide the rest: the run goes on, reports the
// CSV mistake too, and counts repeats of a kind already found.
TEST(Differential, KeepsGoingAfterAFindingOnePerKindAndSection) {
    ReferenceAdapter reference;
    OffByOne broken(true);
    const auto handshake = broken.start();
    RandomOptions options;
    options.count = 400;
    options.seed = 7;
    options.specs = {Spec::rfc5147, Spec::rfc7111};
    options.max_findings = 10;
    const auto report = run_random(reference, broken, handshake, options);
    ASSERT_GE(report.findings.size(), 2u);
    std::set<std::string> keys;
    bool csv = false, text = false;
    for (const auto& f : report.findings) {
        const auto& c = f.comparison.expected;
        EXPECT_TRUE(keys.insert(f.comparison.finding_kind + to_string(c.spec).data() + c.section).second);
        csv |= c.spec == Spec::rfc7111;
        text |= c.spec == Spec::rfc5147;
    }
    EXPECT_TRUE(csv && text);
    EXPECT_GT(report.repeated, 0u);
    EXPECT_NE(summary_line(report).find("differs: range"), std::string::npos) << summary_line(report);

    options.max_findings = 1;
    EXPECT_EQ(run_random(reference, broken, handshake, options).findings.size(), 1u);
}

// A case the implementation's handshake rules out is never sent.
TEST(Differential, UnsupportedCasesAreSkippedUnsent) {
    ReferenceAdapter reference, implementation;
    auto handshake = implementation.start();
    handshake.supports.specs = {Spec::rfc7111};
    Case c = test::text_case("rfc5147-x", "char=0,1", "ab", 0, 1);
    const auto comparison = compare_with_reference(reference, implementation, handshake, c);
    EXPECT_EQ(comparison.kind, Comparison::Kind::skipped);
    EXPECT_EQ(comparison.not_compared, Comparison::NotCompared::by_handshake);
}

// An answer `skipped` is not a comparison: counted apart, never as compared.
TEST(Differential, SkippedAnswersAreNotCompared) {
    Fixed implementation(Answer{Skipped{"not mine"}});
    ReferenceAdapter reference;
    RandomOptions options;
    options.count = 50;
    const auto report = run_random(reference, implementation, implementation.start(), options);
    EXPECT_EQ(report.compared, 0u);
    EXPECT_EQ(report.skipped_by_answer + report.skipped_by_handshake + report.not_judged, report.generated);
    EXPECT_GT(report.skipped_by_answer, 0u);
    EXPECT_TRUE(report.findings.empty());
}

// The vectors' rules for invalid bytes and empty CSV (docs/interpretations*.md).
TEST(Differential, AcceptsWhatTheVectorsAcceptForInvalidAndEmptyEntities) {
    // Invalid bytes after the answer: entity-error too (the reference answers ok).
    Fixed entity_error(result(status(Status::entity_error)));
    auto c = compare(entity_error, case_of(Spec::rfc5147, "char=0,1", "ab\xFF", "UTF-8"));
    EXPECT_EQ(c.kind, Comparison::Kind::agree) << c.what;

    // Invalid bytes the reference reads: a substituting reader's answer is not computed, so not judged.
    Fixed ok(result(Outcome{TextSpan{false, 0, 3, 0, 3}}));
    c = compare(ok, case_of(Spec::rfc5147, "char=0,3", "a\xFF" "b", "UTF-8"));
    EXPECT_EQ(c.kind, Comparison::Kind::skipped);
    EXPECT_EQ(c.not_compared, Comparison::NotCompared::open);

    // An empty CSV entity: no rows (ignored), or one empty field.
    Fixed one_field(result(Outcome{CsvCells{{{1, 1}}}}));
    c = compare(one_field, case_of(Spec::rfc7111, "row=1", ""));
    EXPECT_EQ(c.kind, Comparison::Kind::agree) << c.what;
    // ... but not any other cell.
    Fixed other_field(result(Outcome{CsvCells{{{1, 2}}}}));
    c = compare(other_field, case_of(Spec::rfc7111, "row=1", ""));
    ASSERT_EQ(c.kind, Comparison::Kind::differ);
    EXPECT_EQ(c.expected.level, Level::impl_defined);
    EXPECT_TRUE(test::resolve_check(c.expected).expect_any);
    EXPECT_EQ(test::resolve_check(c.expected).acceptable.size(), 2u);
}

struct Expected {
    Spec spec;
    std::string fragment, entity;
    Answer answer;
    std::string kind, section;
    Level level;
};

// Each finding gets a section and level right for it, not always must and s.2.
TEST(Differential, SectionAndLevelFollowWhatDiffers) {
    Answer crashed{Failure{Failure::How::crashed, ""}};
    const auto range = [](std::uint64_t a, std::uint64_t b) {
        return result(Outcome{TextSpan{false, a, b, a, b}});
    };
    const std::vector<Expected> table = {
        {Spec::rfc5147, "char=0,1", "ab", result(status(Status::syntax_error)), "differs: status", "3", Level::must},
        {Spec::rfc5147, "char=1,x", "ab", range(0, 1), "differs: status", "4.4", Level::must},
        {Spec::rfc5147, "char=0,1", "ab", range(0, 2), "differs: range", "2.2.2", Level::must},
        {Spec::rfc5147, "line=0,1", "a\nb", range(0, 1), "differs: range", "2.2.4", Level::must},
        {Spec::rfc5147, "char=0,1;length=5", "ab", range(0, 1), "differs: status", "4.3", Level::should},
        {Spec::rfc5147, "char=0,1;length=2", "ab", result(status(Status::integrity_mismatch)), "differs: status", "3.1", Level::should},
        {Spec::rfc5147, "char=0,1", "ab", crashed, "crashed", "2.2.2", Level::must},
        {Spec::rfc7111, "row=1", "a,b\r\n", result(status(Status::ignored)), "differs: status", "4.2", Level::must},
        {Spec::rfc7111, "row=1", "sep=;\na;b\n", result(status(Status::ignored)), "differs: status", "4.2", Level::impl_defined},
        // Ignoring a syntax error is all s.4.1 asks; acting on it is the finding.
        {Spec::rfc7111, "row=1-", "a,b\r\n", result(Outcome{CsvCells{{{1, 1}, {1, 2}}}}),
         "differs: status", "4.1", Level::must},
        {Spec::wilde, "char(1)", "ab", result(status(Status::syntax_error)), "differs: status", "4", Level::must},
        // The draft voids no fragment outside its grammar: using the good part is defensible.
        {Spec::wilde, "char(1)x", "ab", result(Outcome{WildeSpans{{{false, 0, 1, 0, 1}}}}),
         "differs: status", "4", Level::impl_defined},
        {Spec::wilde, "char(1)", "ab", result(status(Status::ignored)), "differs: status", "3.1", Level::must},
    };
    const auto suite = test::scratch_suite("differential-levels");
    std::filesystem::copy(test::suite_dir / "requirements", suite / "requirements",
                          std::filesystem::copy_options::recursive | std::filesystem::copy_options::overwrite_existing);
    std::string yaml = "cases:\n";
    int n = 0;
    for (const auto& e : table) {
        Fixed implementation(e.answer);
        const auto c = compare(implementation, case_of(e.spec, e.fragment, e.entity));
        SCOPED_TRACE(e.fragment + " on " + e.entity);
        ASSERT_EQ(c.kind, Comparison::Kind::differ) << c.what;
        EXPECT_EQ(c.finding_kind, e.kind);
        EXPECT_EQ(c.expected.section, e.section);
        EXPECT_EQ(c.expected.level, e.level);
        auto one = finding_yaml(c, {});
        const auto id = std::string("differential-finding\"");
        one.replace(one.find(id), id.size(), "differential-finding-" + std::to_string(++n) + "\"");
        yaml += one.substr(one.find("cases:\n") + 7);
    }
    // The printed vectors load and pass lint: the reference gives its own answer.
    test::write(suite / "vectors" / "findings.yaml", yaml);
    const auto report = lint_suite(suite, std::nullopt);
    EXPECT_EQ(report.cases, table.size());
    for (const auto& p : report.problems) ADD_FAILURE() << p.text() << "\n" << yaml;
}

// "1 case compared", "shrunk in 1 step": counts agree with their nouns.
TEST(Differential, SummaryCountsAgreeWithTheirNouns) {
    RandomReport report;
    report.compared = 1;
    EXPECT_NE(summary_line(report).find(" 1 case compared,"), std::string::npos) << summary_line(report);
    report.compared = 2;
    EXPECT_NE(summary_line(report).find(" 2 cases compared,"), std::string::npos) << summary_line(report);
}

}  // namespace
}  // namespace fragid::random_check
