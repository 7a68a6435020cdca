// The messages of the adapter protocol, version 1 (docs/adapter-protocol.md):
// one JSON object per line. Both sides are here: the runner's client
// (process_adapter.hpp) and serve_protocol(), which puts any in-process
// Adapter - the reference's, say - behind the protocol.
#pragma once

#include <cstdint>
#include <iosfwd>
#include <string>
#include <variant>

#include <nlohmann/json_fwd.hpp>

#include "fragid/conformance/adapter.hpp"
#include "fragid/conformance/handshake_json.hpp"

namespace fragid::conformance {

// Runner -> adapter.
nlohmann::json start_message();
nlohmann::json run_message(std::uint64_t seq, const Request& request);
// {"cmd": "produce", ...} (s.6): only to an adapter that declared supports.produce.
nlohmann::json produce_message(std::uint64_t seq, const ProduceRequest& request);
nlohmann::json stop_message();

// Adapter -> runner. The handshake, both ways: handshake_json.hpp (the judge's, with
// the table of `supports` fields every writer of it uses).
// {"seq", "result"} / {"seq", "produced"} / {"seq", "skipped"} / {"seq", "errored"}.
// A result sends `answer.result` (the whole result) when set, else the outcome;
// an answer with `produced` fragments (s.6) sends those.
nlohmann::json answer_message(std::uint64_t seq, const Answer& answer);

// Reading them back. Each assumes the message passed its JSON Schema, and
// returns an error for what a schema cannot say. Fields protocol 1 does not
// define are ignored (s.5).

// A run request as the adapter side receives it: owns the entity's bytes.
struct RunMessage {
    std::uint64_t seq = 0;
    std::string id;
    Spec spec = Spec::rfc5147;
    std::string fragment;
    CaseEntity entity;
    Request request() const { return Request{id, spec, fragment, entity.view()}; }
};
std::variant<RunMessage, std::string> run_from_json(const nlohmann::json& message);

// A produce request as the adapter side receives it (s.6).
struct ProduceMessage {
    std::uint64_t seq = 0;
    std::string id;
    Spec spec = Spec::rfc7111;
    std::string kind;
    CaseEntity entity;
    ProduceRequest request() const { return ProduceRequest{id, spec, kind, entity.view()}; }
};
std::variant<ProduceMessage, std::string> produce_from_json(const nlohmann::json& message);

// The `produced` list of an answer (s.6), checked beyond its schema: each
// claim must be an outcome. An error names the JSON pointer.
std::variant<std::vector<Produced>, std::string> produced_from_json(const nlohmann::json& produced);

// Serves `adapter` on a line stream until "stop" or the end of input; answers
// a malformed line with an "errored" answer when it has a seq and ignores it
// otherwise (s.5). Returns the process exit code: 0.
// What an answer message that passed its JSON Schema says (its result,
// produced, skipped or errored), or how it breaks the protocol. Used by the
// process adapter, and by the npm package's judge() (wasm/src/judge_exports.cpp).
std::variant<Reply, std::string> reply_from_json(const nlohmann::json& message, bool produce);

int serve_protocol(Adapter& adapter, std::istream& in, std::ostream& out);

}  // namespace fragid::conformance
