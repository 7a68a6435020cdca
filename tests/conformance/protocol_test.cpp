// Both sides of the adapter protocol: messages match their JSON Schemas, and
// serve_protocol() puts an in-process adapter behind the protocol.
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>
#include <sstream>

#include "fragid/conformance/json_schema.hpp"
#include "fragid/conformance/protocol.hpp"
#include "fragid/conformance/reference_adapter.hpp"
#include "fragid/conformance/runner.hpp"
#include "support.hpp"

namespace fragid {
namespace {

using namespace conformance;
using nlohmann::json;

std::vector<std::string> violations(const char* schema, const json& message) {
    return JsonSchema::from_file(test::suite_dir / "schema" / "protocol" / schema).validate(message);
}

std::string joined(const std::vector<std::string>& v) {
    std::string s;
    for (const auto& x : v) s += x + "\n";
    return s;
}

TEST(Protocol, TheRunnersMessagesMatchTheirSchemas) {
    const auto c = test::text_case("rfc5147-p", "char=1", std::string("a\0b", 3), 1, 1);
    EXPECT_EQ(joined(violations("start.schema.json", start_message())), "");
    EXPECT_EQ(joined(violations("run.schema.json", run_message(7, request_for(c, test::resolve_check(c))))), "");
    EXPECT_EQ(joined(violations("stop.schema.json", stop_message())), "");
    const auto m = run_message(7, request_for(c, test::resolve_check(c)));
    EXPECT_EQ(m["case"]["entity"]["base64"], "YQBi");
    EXPECT_EQ(m["case"]["entity"]["line_endings"], "all");
    EXPECT_FALSE(m["case"]["entity"].contains("charset")) << "absent means the media type's default";
    EXPECT_EQ(m["case"]["media_type"], "text/plain");
}

TEST(Protocol, SchemasRejectWhatTheyMust) {
    EXPECT_FALSE(violations("answer.schema.json", json{{"seq", 1}}).empty());
    EXPECT_FALSE(violations("answer.schema.json", json{{"seq", 0}, {"skipped", "x"}}).empty());
    EXPECT_FALSE(violations("answer.schema.json", json{{"seq", 1}, {"skipped", "x"}, {"errored", "y"}}).empty());
    EXPECT_FALSE(violations("handshake.schema.json", json{{"hello", 1}}).empty());
}

// Each thread keeps one validator, whose compiled "pattern"s serve every
// schema (json_schema.cpp): two schemas with different patterns for the same
// property, used by turns, still each apply their own.
TEST(Protocol, SchemasSharingAThreadsValidatorKeepTheirOwnPatterns) {
    const auto with_pattern = [](const char* pattern) {
        return JsonSchema(json{{"type", "object"}, {"properties", {{"name", {{"type", "string"}, {"pattern", pattern}}}}}});
    };
    const auto digits = with_pattern("^[0-9]+$");
    const auto letters = with_pattern("^[a-z]+$");
    for (int round = 0; round < 2; ++round) {
        EXPECT_TRUE(digits.validate(json{{"name", "123"}}).empty());
        EXPECT_FALSE(digits.validate(json{{"name", "abc"}}).empty());
        EXPECT_TRUE(letters.validate(json{{"name", "abc"}}).empty());
        EXPECT_FALSE(letters.validate(json{{"name", "123"}}).empty());
    }
}

// Runs serve_protocol over `input` lines and returns the answer lines.
std::vector<json> serve(const std::vector<json>& input, const std::string& extra_line = "") {
    std::stringstream in, out;
    if (!extra_line.empty()) in << extra_line << '\n';
    for (const auto& m : input) in << m.dump() << '\n';
    ReferenceAdapter reference;
    EXPECT_EQ(serve_protocol(reference, in, out), 0);
    std::vector<json> answers;
    for (std::string line; std::getline(out, line);) answers.push_back(json::parse(line));
    return answers;
}

TEST(Protocol, TheReferenceServesHandshakeAndWholeResults) {
    const auto c = test::text_case("rfc5147-p", "line=1,2", "one\ntwo\nthree\n", 4, 8);
    const auto answers = serve({start_message(), run_message(1, request_for(c, test::resolve_check(c))), stop_message(),
                                run_message(2, request_for(c, test::resolve_check(c)))});
    ASSERT_EQ(answers.size(), 2u) << "nothing is answered after stop";
    EXPECT_EQ(joined(violations("handshake.schema.json", answers[0])), "");
    EXPECT_EQ(answers[0]["implementation"]["name"], "fragid-reference");
    EXPECT_EQ(joined(violations("answer.schema.json", answers[1])), "");
    EXPECT_EQ(answers[1]["seq"], 1);
    EXPECT_EQ(answers[1]["result"]["end"]["line"], 3) << "the whole result, not only its meaning";
    EXPECT_EQ(std::get<Outcome>(outcome_from_json(answers[1]["result"])), test::resolve_check(c).acceptable.front());
}

TEST(Protocol, MalformedRequestsAreAnsweredWhenTheyHaveASeq) {
    const auto c = test::text_case("rfc5147-p", "char=1", "ab", 1, 1);
    auto bad_entity = run_message(3, request_for(c, test::resolve_check(c)));
    bad_entity["case"]["entity"]["base64"] = "not base64!";
    const auto answers = serve({{{"cmd", "dance"}, {"seq", 5}}, {{"cmd", "dance"}}, bad_entity}, "this is not json");
    ASSERT_EQ(answers.size(), 2u);
    EXPECT_EQ(answers[0], (json{{"seq", 5}, {"errored", "unknown cmd \"dance\""}}));
    EXPECT_EQ(answers[1]["seq"], 3);
    EXPECT_EQ(answers[1]["errored"], "malformed request: /case/entity/base64: not base64");
}

TEST(Protocol, ARunWithoutAPositiveSeqIsNotAnswered) {
    // Found by fuzz/protocol_messages: seq 0 was echoed in an answer, which its schema forbids.
    const auto c = test::text_case("rfc5147-p", "char=1", "ab", 1, 1);
    auto run = run_message(1, request_for(c, test::resolve_check(c)));
    run["seq"] = 0;
    EXPECT_TRUE(serve({run}).empty());
}

// Issue 38 item 1: a request nested a million deep is never parsed (its "cmd",
// answered in the error, was copied and written out recursively: a stack
// overflow); like a line that is not JSON it has no seq to answer, and the
// next line is served.
TEST(Protocol, ARequestNestedTooDeepIsNotReadAndTheNextIsServed) {
    for (const std::size_t depth : {100'000u, 1'000'000u}) {
        const auto deep = R"({"seq": 7, "cmd": )" + std::string(depth, '[') + std::string(depth, ']') + "}";
        const auto answers = serve({{{"cmd", "dance"}, {"seq", 5}}}, deep);
        ASSERT_EQ(answers.size(), 1u) << depth;
        EXPECT_EQ(answers[0]["seq"], 5);
    }
}

// A report's header repeats what the handshake declared in the handshake's own
// words, written by the same function (handshake_json.hpp): it said "length"
// and "md5" where the handshake says "integrity".
TEST(Protocol, AReportHeaderSpellsSupportsAsTheHandshakeDoes) {
    auto h = ReferenceAdapter().start();
    h.supports.md5_check = false;
    RunHeader run;
    run.handshake = h;
    const auto header = header_json(run);
    EXPECT_EQ(header.at("supports"), handshake_message(h).at("supports"));
    EXPECT_EQ(header.at("supports").at("integrity"), json::array({"length"}));
}

TEST(Protocol, HandshakeDefaultsAreTheCautiousOnes) {
    const auto h = std::get<Handshake>(
        handshake_from_json(json::parse(R"({"protocol":1,"implementation":{"name":"x","version":"1"},
                                             "supports":{"specs":["rfc7111"]}})")));
    EXPECT_EQ(h.supports.specs, std::set<Spec>{Spec::rfc7111});
    EXPECT_FALSE(h.supports.length_check);
    EXPECT_FALSE(h.supports.line_endings);
    EXPECT_TRUE(h.supports.byte_offsets);
    EXPECT_EQ(h.supports.charsets, (std::vector<std::string>{"US-ASCII", "UTF-8"}));
    EXPECT_EQ(std::get<Handshake>(handshake_from_json(handshake_message(h))), h) << "round trip";
    EXPECT_EQ(h.supports.line_ending_context, default_line_ending_context());
    EXPECT_TRUE(h.supports.validates_entities);
    EXPECT_FALSE(h.supports.semantic_only);
}

// An adapter that parses the fragment itself and lets the package count says
// so (s.1, supports.semantic_only): valid, read, and written back the same.
TEST(Protocol, HandshakeDeclaresSemanticOnly) {
    const auto message = json::parse(R"({"protocol":1,"implementation":{"name":"x","version":"1"},
        "supports":{"specs":["rfc5147"],"semantic_only":true}})");
    EXPECT_EQ(joined(violations("handshake.schema.json", message)), "");
    const auto h = std::get<Handshake>(handshake_from_json(message));
    EXPECT_TRUE(h.supports.semantic_only);
    EXPECT_EQ(handshake_message(h)["supports"]["semantic_only"], true);
    EXPECT_EQ(std::get<Handshake>(handshake_from_json(handshake_message(h))), h) << "round trip";
    auto wrong = message;
    wrong["supports"]["semantic_only"] = "yes";
    EXPECT_NE(joined(violations("handshake.schema.json", wrong)), "");
}

// Charsets per spec, the line-ending context and a non-validating reader:
// valid against the schema, read as declared, and written back the same.
TEST(Protocol, HandshakeDeclaresCharsetsPerSpecContextAndValidation) {
    const auto message = json::parse(R"({"protocol":1,"implementation":{"name":"x","version":"1"},
        "supports":{"specs":["rfc5147","rfc7111"],"charsets":{"rfc5147":["ISO-8859-1"],"rfc7111":["*"]},
                    "line_ending_context":"LF","validates_entities":false}})");
    EXPECT_EQ(joined(violations("handshake.schema.json", message)), "");
    const auto h = std::get<Handshake>(handshake_from_json(message));
    EXPECT_EQ(h.supports.charsets_for(Spec::rfc5147), std::vector<std::string>{"ISO-8859-1"});
    EXPECT_EQ(h.supports.charsets_for(Spec::rfc7111), std::vector<std::string>{"*"});
    EXPECT_EQ(h.supports.line_ending_context, *LineEndingSet::parse("LF"));
    EXPECT_FALSE(h.supports.validates_entities);
    EXPECT_EQ(std::get<Handshake>(handshake_from_json(handshake_message(h))), h) << "round trip";
    auto unknown = message;
    unknown["supports"]["charsets"] = {{"rfc9999", {"UTF-8"}}};
    EXPECT_NE(joined(violations("handshake.schema.json", unknown)), "");
    unknown["supports"]["charsets"] = {{"rfc5147", {"UTF-8"}}};
    unknown["supports"]["line_ending_context"] = "LF,VT";
    EXPECT_NE(joined(violations("handshake.schema.json", unknown)), "");
}

// A partial implementation says which schemes it implements (s.1,
// supports.schemes): a list for every spec, or a list per spec; read as
// declared, written back as an object with every declared spec, and a name
// no declared spec defines is refused, not taken for its default.
TEST(Protocol, HandshakeDeclaresSchemes) {
    const auto message = json::parse(R"({"protocol":1,"implementation":{"name":"x","version":"1"},
        "supports":{"specs":["rfc5147","rfc7111"],"schemes":["line","row","col"]}})");
    EXPECT_EQ(joined(violations("handshake.schema.json", message)), "");
    const auto h = std::get<Handshake>(handshake_from_json(message));
    EXPECT_EQ(h.supports.schemes_for(Spec::rfc5147), std::vector<std::string>{"line"});
    EXPECT_EQ(h.supports.schemes_for(Spec::rfc7111), (std::vector<std::string>{"row", "col"}));
    EXPECT_EQ(h.supports.schemes_for(Spec::wilde), (std::vector<std::string>{"char", "line", "match"})) << "undeclared: all";
    EXPECT_EQ(handshake_message(h)["supports"]["schemes"], json::parse(R"({"rfc5147":["line"],"rfc7111":["row","col"]})"));
    EXPECT_EQ(std::get<Handshake>(handshake_from_json(handshake_message(h))), h) << "round trip";
    EXPECT_EQ(schemes_declared(schemes_json(h.supports)), "RFC 5147: implements `line=` only; RFC 7111: implements `row=` and `col=` only");

    auto per_spec = message;
    per_spec["supports"]["schemes"] = json::parse(R"({"rfc5147":["line"]})");
    const auto by_spec = std::get<Handshake>(handshake_from_json(per_spec));
    EXPECT_EQ(by_spec.supports.schemes_for(Spec::rfc5147), std::vector<std::string>{"line"});
    EXPECT_EQ(by_spec.supports.schemes_for(Spec::rfc7111), (std::vector<std::string>{"row", "col", "cell"}));

    auto misspelt = message;
    misspelt["supports"]["schemes"] = {"lines"};
    EXPECT_NE(joined(violations("handshake.schema.json", misspelt)), "");
    EXPECT_TRUE(std::holds_alternative<std::string>(handshake_from_json(misspelt)));
    misspelt["supports"]["schemes"] = json::parse(R"({"rfc7111":["char"]})");
    EXPECT_NE(joined(violations("handshake.schema.json", misspelt)), "");
    EXPECT_TRUE(std::holds_alternative<std::string>(handshake_from_json(misspelt)));
}

}  // namespace
}  // namespace fragid
