// Differential checking (testkit/differential.hpp): the reference agrees with
// itself on generated cases; an implementation wrong in one small way is
// caught, its counterexample is shrunk small, and the YAML printed for it is
// a loadable vector whose expectation is the reference's answer.
#include <gtest/gtest.h>

#include "fragid/conformance/json_schema.hpp"
#include "fragid/conformance/reference_adapter.hpp"
#include "fragid/conformance/runner.hpp"
#include "fragid/conformance/vectors.hpp"
#include "fragid/testkit/differential.hpp"
#include "support.hpp"

namespace fragid::testkit {
namespace {

using namespace conformance;

// The reference, except that a non-empty text range ends one character (and
// byte) late: the off-by-one every RFC 5147 implementation is tempted by.
class OffByOne final : public Adapter {
public:
    Handshake start() override { return inner_.start(); }
    Answer run(const Request& request) override {
        auto answer = inner_.run(request);
        if (answer.outcome.status == Status::ok && answer.outcome.text && !answer.outcome.text->position) {
            auto& span = *answer.outcome.text;
            span.end_character += 1;
            if (span.end_byte) *span.end_byte += 1;
        }
        return answer;
    }

private:
    ReferenceAdapter inner_;
};

TEST(Differential, TheReferenceAgreesWithItself) {
    ReferenceAdapter reference, same;
    const auto handshake = same.start();
    RandomOptions options;
    options.count = 600;
    options.seed = 20261123;
    const auto report = run_random(reference, same, handshake, options);
    EXPECT_FALSE(report.finding) << report.finding->what;
    EXPECT_EQ(report.compared, 600u);
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
    ASSERT_TRUE(report.finding);
    const auto& finding = *report.finding;
    EXPECT_EQ(finding.kind, Comparison::Kind::differ);
    EXPECT_NE(finding.what.find("expected"), std::string::npos) << finding.what;
    // Shrunk: a short fragment on a short entity.
    EXPECT_LE(finding.expected.fragment.size(), 12u) << finding.expected.fragment << " after " << report.shrink_steps << " steps";
    EXPECT_LE(finding.expected.entity.bytes.size(), 4u);

    const auto yaml = finding_yaml(finding, {"found by a test"});
    const auto schema = JsonSchema::from_file(test::suite_dir / "schema" / "vectors.schema.json");
    const auto file = load_vector_text(yaml, "finding.yaml", schema);
    ASSERT_TRUE(file.problems.empty()) << yaml << file.problems.front().text();
    ASSERT_EQ(file.cases.size(), 1u);
    const auto& vector = file.cases.front();
    EXPECT_EQ(vector.fragment, finding.expected.fragment);
    ReferenceAdapter fresh;
    EXPECT_FALSE(difference(vector, fresh.run(request_for(vector)).outcome, true)) << yaml;
    EXPECT_TRUE(difference(vector, broken.run(request_for(vector)).outcome, true)) << yaml;
}

// A case the implementation's handshake rules out is never sent.
TEST(Differential, UnsupportedCasesAreSkippedUnsent) {
    ReferenceAdapter reference, implementation;
    auto handshake = implementation.start();
    handshake.supports.specs = {Spec::rfc7111};
    Case c = test::text_case("rfc5147-x", "char=0,1", "ab", 0, 1);
    const auto comparison = compare_with_reference(reference, implementation, handshake, c);
    EXPECT_EQ(comparison.kind, Comparison::Kind::skipped);
}

}  // namespace
}  // namespace fragid::testkit
