// The judge apart from I/O (conformance/judge/): this executable links
// fragid::judge alone, so it fails to link if the judge needs yaml-cpp,
// valijson, the process adapter or the runner. What it checks: a handshake
// written from the table of `supports` fields reads back as it was, and a case
// is judged by meaning with nothing but the judge.
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include "fragid/conformance/handshake_json.hpp"
#include "fragid/conformance/reference_adapter.hpp"
#include "fragid/conformance/run_case.hpp"

namespace fragid::conformance {
namespace {

// A handshake in which every field of `supports` differs from its default.
Handshake unusual() {
    Handshake h{{"x", "1.0", "C", "https://example.org/"}, {}};
    auto& s = h.supports;
    s.specs = {Spec::rfc5147, Spec::rfc7111};
    s.length_check = true;
    s.md5_check = true;
    s.charsets = {"UTF-8"};
    s.charsets_by_spec = {{Spec::rfc5147, {"UTF-16"}}, {Spec::rfc7111, {"UTF-8", "ISO-8859-1"}}};
    s.validates_entities = false;
    s.semantic_only = true;
    s.line_endings = true;
    s.line_ending_context = LineEndingSet().with(LineEnding::lf);
    s.byte_offsets = false;
    s.features = {"streaming"};
    s.produce = {"rfc7111-rows"};
    return h;
}

TEST(HandshakeJson, EveryFieldOfSupportsReadsBackAsWritten) {
    const auto h = unusual();
    ASSERT_NE(h.supports, Support{});
    const auto read = handshake_from_json(handshake_message(h));
    ASSERT_TRUE(std::holds_alternative<Handshake>(read)) << std::get<std::string>(read);
    const auto& back = std::get<Handshake>(read);
    // charsets_by_spec names every declared spec, so `charsets` itself is not written.
    auto expected = h;
    expected.supports.charsets = Support{}.charsets;
    EXPECT_EQ(back, expected);
}

// The table is the list of fields protocol 1 defines: the message has exactly
// its names, and a name not in it is ignored and named.
TEST(HandshakeJson, TheMessageHasTheTablesFieldsAndNoOther) {
    const auto supports = handshake_message(unusual()).at("supports");
    std::vector<std::string> names, written;
    for (const auto& field : support_fields()) names.emplace_back(field.name);
    for (const auto& [name, unused] : supports.items()) written.push_back(name);
    std::sort(names.begin(), names.end());
    EXPECT_EQ(written, names);  // nlohmann's objects keep their keys sorted
    auto message = handshake_message(unusual());
    message["supports"]["streaming"] = true;
    const auto read = handshake_from_json(message);
    ASSERT_TRUE(std::holds_alternative<Handshake>(read));
    EXPECT_EQ(std::get<Handshake>(read).ignored_fields, std::vector<std::string>{"/supports/streaming"});
}

// A verdict with the judge alone: the reference asked in process, judged by
// meaning (a zero-length range is the position the case expects, s.2.1.1).
TEST(HandshakeJson, TheJudgeAloneGivesAVerdict) {
    Case c;
    c.id = "rfc5147-judge";
    c.entity.bytes = "abcd";
    const auto expecting = [](std::uint64_t at) {
        ResolveCheck check;
        check.fragment = "char=2";
        check.acceptable = {Outcome{TextSpan{false, at, at, at, at}}};
        return check;
    };
    c.check = expecting(2);
    ReferenceAdapter reference;
    const auto record = run_case(reference, reference.start().supports, c);
    EXPECT_EQ(record.verdict, Verdict::passed) << record.detail;
    c.check = expecting(1);
    EXPECT_EQ(run_case(reference, reference.start().supports, c).verdict, Verdict::failed);
}

}  // namespace
}  // namespace fragid::conformance
