// Starting an adapter (docs/adapter-protocol.md s.1, s.5): fields a later
// protocol version may add are ignored and noted, never a reason not to start;
// the handshake has its own time limit, so a short --timeout per case does not
// keep a slow-starting adapter from starting.
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include "../cli/run_fragid.hpp"
#include "fragid/conformance/json_schema.hpp"
#include "fragid/conformance/process_adapter.hpp"
#include "fragid/conformance/protocol.hpp"
#include "support.hpp"

namespace fragid {
namespace {

using namespace conformance;
using nlohmann::json;

std::string misbehaving(const std::string& args) {
    return "python3 " + (test::source_dir / "tests/conformance/misbehaving_adapter.py").string() + " " + args;
}

std::vector<std::string> violations(const char* schema, const json& message) {
    return JsonSchema::from_file(test::suite_dir / "schema" / "protocol" / schema).validate(message);
}

// s.5: "A later version may add fields": at the top of the handshake and in
// supports they pass the schema and are listed as ignored; implementation's
// further fields were always free and are not.
TEST(AdapterStart, AHandshakeWithFieldsOfALaterVersionIsTakenAndTheFieldsListed) {
    const auto message = json::parse(R"({"protocol": 1, "x": 1,
        "implementation": {"name": "n", "version": "1", "build": "b7"},
        "supports": {"specs": ["rfc5147"], "streaming": true, "integrity": ["length"]}})");
    EXPECT_TRUE(violations("handshake.schema.json", message).empty()) << violations("handshake.schema.json", message).front();
    const auto read = handshake_from_json(message);
    ASSERT_TRUE(std::holds_alternative<Handshake>(read)) << std::get<std::string>(read);
    const auto& h = std::get<Handshake>(read);
    EXPECT_EQ(h.ignored_fields, (std::vector<std::string>{"/supports/streaming", "/x"}));
    EXPECT_TRUE(h.supports.length_check) << "the known fields are read as ever";
    // What the schema must still refuse: a known field of the wrong type, a required one missing.
    auto wrong = message;
    wrong["supports"]["integrity"] = "length";
    EXPECT_FALSE(violations("handshake.schema.json", wrong).empty());
    EXPECT_FALSE(violations("handshake.schema.json", json{{"protocol", 1}, {"x", 1}}).empty());
}

TEST(AdapterStart, AnAnswerWithAFieldOfALaterVersionIsValid) {
    EXPECT_TRUE(violations("answer.schema.json", json{{"seq", 1}, {"skipped", "s"}, {"x", 1}}).empty());
    EXPECT_FALSE(violations("answer.schema.json", json{{"seq", 1}, {"x", 1}}).empty()) << "still exactly one of the four";
}

// End to end: the run happens, and the report says what was ignored (the
// header's notes; each case's notes for its answer) and stderr warns.
TEST(AdapterStart, CheckRunsAnAdapterOfALaterVersionAndNotesWhatItIgnored) {
    const auto run = test::fragid({"check", "--impl", misbehaving("later-version"), "--id", "rfc5147-example-char-*",
                                   "--format", "jsonl"});
    EXPECT_EQ(run.err.find("did not start"), std::string::npos) << run.err;
    EXPECT_EQ(run.exit_code, 1) << "every case skipped: nothing was checked\n" << run.err;
    const auto report = test::read_jsonl(run.out);
    ASSERT_TRUE(report.header.contains("notes")) << report.header.dump();
    const auto notes = report.header["notes"].dump();
    EXPECT_NE(notes.find("/x"), std::string::npos) << notes;
    EXPECT_NE(notes.find("/supports/x"), std::string::npos) << notes;
    ASSERT_FALSE(report.cases.empty());
    EXPECT_EQ(report.cases.front()["verdict"], "skipped") << report.cases.front().dump();
    EXPECT_NE(report.cases.front().value("notes", json::array()).dump().find("/x"), std::string::npos)
        << report.cases.front().dump();
    ASSERT_GE(report.cases.size(), 2u);
    EXPECT_FALSE(report.cases[1].contains("notes")) << "noted once, not in every record: " << report.cases[1].dump();
    EXPECT_NE(run.err.find("fragid: warning: the adapter's handshake has fields protocol 1 does not define, ignored: "
                           "/supports/x, /x"),
              std::string::npos)
        << run.err;
}

// Issue 29 item 16: `--timeout` is the time for each answer; starting a
// process (an interpreter, its modules) is not answering a case. A per-case
// limit far below any start-up time still lets the adapter start.
TEST(AdapterStart, TheHandshakeIsNotHeldToThePerCaseTimeout) {
    ProcessOptions options;
    options.command = "python3 " + (test::source_dir / "adapters/examples/python/adapter.py").string();
    options.timeout = std::chrono::milliseconds(1);
    options.schema_dir = test::suite_dir / "schema" / "protocol";
    ProcessAdapter adapter(options);
    EXPECT_EQ(adapter.start().implementation.name, "fragid-example-python");
    adapter.stop();

    const auto run = test::fragid({"check", "--impl", "python3 " + (test::source_dir / "adapters/examples/python/adapter.py").string(),
                                   "--timeout", "0.001", "--id", "rfc5147-example-char-*", "--format", "jsonl"});
    EXPECT_EQ(run.err.find("did not start"), std::string::npos) << run.err;
    EXPECT_EQ(test::read_jsonl(run.out).header["implementation"]["name"], "fragid-example-python") << run.out;
}

// The handshake has its own limit, --start-timeout, in the message when it runs out.
TEST(AdapterStart, TheHandshakeHasItsOwnLimit) {
    ProcessOptions options;
    options.command = misbehaving("silent-start");
    options.start_timeout = std::chrono::milliseconds(300);
    options.schema_dir = test::suite_dir / "schema" / "protocol";
    ProcessAdapter adapter(options);
    try {
        adapter.start();
        ADD_FAILURE() << "a silent adapter started";
    } catch (const std::runtime_error& e) {
        EXPECT_NE(std::string(e.what()).find("no answer to \"start\" within 300 ms (--start-timeout)"), std::string::npos)
            << e.what();
    }
    const auto run = test::fragid({"check", "--impl", misbehaving("silent-start"), "--start-timeout", "0.2"});
    EXPECT_EQ(run.exit_code, 2) << run.err;
    EXPECT_NE(run.err.find("within 200 ms (--start-timeout)"), std::string::npos) << run.err;
    EXPECT_EQ(test::fragid({"check", "--start-timeout", "0"}).exit_code, 2);
}

}  // namespace
}  // namespace fragid
