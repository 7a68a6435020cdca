// Why cases were skipped (issue 29): every skip reason names the handshake
// declaration that caused it, and every run ends with the skipped cases
// counted by reason, in the text report and in the footer of the JSON ones.
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include "../cli/run_fragid.hpp"
#include "fragid/conformance/reference_adapter.hpp"
#include "fragid/conformance/run_case.hpp"
#include "fragid/conformance/runner.hpp"
#include "support.hpp"

namespace fragid::conformance {
namespace {

std::string need(const Case& c, const Support& s) { return unsupported_need(c, s).value_or("(run)"); }

bool starts_with(const std::string& s, const std::string& prefix) { return s.rfind(prefix, 0) == 0; }

// Each rule of "What a case needs, and skipping" (conformance/README.md) says
// which field of the handshake's `supports` ruled the case out.
TEST(SkipReasons, EachNamesTheDeclarationThatCausedIt) {
    const auto plain = test::text_case("rfc5147-t", "char=1", "abc", 1, 1);

    auto s = test::reference_supports();
    s.specs = {Spec::rfc7111};
    EXPECT_EQ(need(plain, s), "supports.specs does not list rfc5147");

    s = test::reference_supports();
    s.length_check = false;
    EXPECT_TRUE(starts_with(need(test::text_case("rfc5147-t", "char=1;length=3", "abc", 1, 1), s),
                            "supports.integrity does not list length"))
        << need(test::text_case("rfc5147-t", "char=1;length=3", "abc", 1, 1), s);

    s = test::reference_supports();
    s.charsets = {"UTF-8"};
    auto latin1 = plain;
    latin1.entity.charset = "ISO-8859-1";
    EXPECT_EQ(need(latin1, s), "supports.charsets does not list ISO-8859-1 for rfc5147");

    s = test::reference_supports();
    s.validates_entities = false;
    auto invalid = test::text_case("rfc5147-t", "char=1", "a\xff", 1, 1);
    test::resolve_check(invalid).acceptable = {Outcome{Unresolved{Status::entity_error}}};
    EXPECT_TRUE(starts_with(need(invalid, s), "supports.validates_entities is false")) << need(invalid, s);

    s = test::reference_supports();
    s.line_endings = false;
    s.line_ending_context = *LineEndingSet::parse("LF");
    auto cr = test::text_case("rfc5147-t", "line=1", "a\rb", 2, 3);
    cr.entity.line_endings = *LineEndingSet::parse("CR");
    EXPECT_TRUE(starts_with(need(cr, s), "supports.line_ending_context (LF)")) << need(cr, s);

    s = test::reference_supports();
    auto featured = plain;
    featured.features = {"frobnication"};
    EXPECT_EQ(need(featured, s), "supports.features does not list frobnication");

    s = test::reference_supports();
    s.produce = {};
    Case producer = plain;
    producer.spec = Spec::rfc7111;
    producer.check = ProduceCheck{"rows"};
    EXPECT_EQ(need(producer, s), "supports.produce does not list rfc7111-rows");
}

// A case the handshake rules out and one the implementation answers
// `skipped` are told apart, and counted per reason, most frequent first.
TEST(SkipSummary, TheFooterCountsSkippedCasesByReason) {
    const auto a = test::text_case("rfc5147-a", "char=1", "abc", 1, 1);
    const auto b = test::text_case("rfc5147-b", "char=2", "abc", 2, 2);
    auto csv = test::text_case("rfc7111-c", "row=1", "a\r\n", 0, 0);
    csv.spec = Spec::rfc7111;
    auto csv2 = csv;
    csv2.id = "rfc7111-d";
    test::FixedAnswer refuses(Answer{Skipped{"not today"}});
    auto handshake = refuses.start();
    handshake.supports.specs = {Spec::rfc5147};
    std::vector<const Case*> cases{&a, &csv, &b, &csv2};
    const auto summary = run_suite(refuses, handshake, cases, {}, [](const CaseRecord&) {});
    const auto footer = footer_json(summary);
    ASSERT_TRUE(footer.contains("skipped_by_reason")) << footer.dump(2);
    EXPECT_EQ(footer["skipped_by_reason"],
              nlohmann::json::parse(R"([{"by": "handshake", "reason": "supports.specs does not list rfc7111", "cases": 2},
                                        {"by": "answer", "reason": "not today", "cases": 2}])"));
}

// The text report ends with the reasons: here the Python example, which
// declares RFC 5147 alone, on the specifications' examples.
TEST(SkipSummary, EveryTextReportEndsWithTheReasonsAndTheirCounts) {
    const auto python = "python3 " + (test::source_dir / "adapters/examples/python/adapter.py").string();
    const auto jsonl = test::read_jsonl(test::fragid({"check", "--impl", python, "--tag", "example", "--format", "jsonl"}).out);
    std::map<std::string, int> expected;
    int skipped = 0;
    for (const auto& c : jsonl.cases)
        if (c["verdict"] == "skipped") ++expected[c["detail"].get<std::string>()], ++skipped;
    ASSERT_GT(skipped, 0);
    const auto run = test::fragid({"check", "--impl", python, "--tag", "example"});
    const auto at = run.out.find("\nskipped, by reason (" + std::to_string(skipped) + " cases):\n");
    ASSERT_NE(at, std::string::npos) << run.out;
    for (const auto& [reason, count] : expected) {
        char line[512];
        std::snprintf(line, sizeof line, "\n  %4d  not sent: %s\n", count, reason.c_str());
        EXPECT_NE(run.out.find(line, at), std::string::npos) << line << "\n" << run.out;
    }
    EXPECT_NE(run.out.find("supports.specs does not list rfc7111"), std::string::npos) << run.out;
    // --output: the summary on stderr says it too.
    const auto path = test::scratch() / "skips.txt";
    const auto to_file = test::fragid({"check", "--impl", python, "--tag", "example", "--output", path.string()});
    EXPECT_NE(to_file.err.find("skipped, by reason"), std::string::npos) << to_file.err;
}

}  // namespace
}  // namespace fragid::conformance
