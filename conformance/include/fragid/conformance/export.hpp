// The suite as one JSON file, conformance/dist/fragid-suite.json, for test
// runners in any language that read the cases in their own test framework
// instead of through an adapter (conformance/README.md, "The suite as data";
// schema/fragid-suite.schema.json).
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include <nlohmann/json_fwd.hpp>

#include "fragid/conformance/case.hpp"
#include "fragid/conformance/vectors.hpp"

namespace fragid::conformance {

// The format of the exported file; raised when a field changes meaning.
inline constexpr int export_format = 1;

// What the runner would need of an implementation's handshake to send the
// case, worked out by asking the runner's own rule (unsupported_need) with
// one capability withheld at a time, so that a test in another language
// skips exactly what `fragid check` skips:
// {"integrity": ["length", "md5"], "charset": "US-ASCII", "only_entity_error": false,
//  "line_ending_contexts": ["CRLF,LF", ...]}   (the last only where contexts differ)
nlohmann::json needs_json(const Case& c);

// One resolver case: what describes it, the protocol `run` request's `case`
// (docs/adapter-protocol.md s.2), the entity as text where it is UTF-8, every
// accepted outcome in the shape of a `run` answer's `result`, the reference's
// choice among them, and its needs.
nlohmann::json resolve_case_json(const Case& c, const ResolveCheck& check);

// One producer case: its description, the protocol `produce` request's `case`
// (s.6), and the fragments the reference itself produces with their claims.
nlohmann::json produce_case_json(const Case& c, const ProduceCheck& check);

// The whole file's text: byte for byte the same for the same suite. Its
// `version` is the suite's version, "+", and the first 12 hex digits of the
// SHA-256 of the canonical serialisation of the cases (cases_digest_input),
// so any change to any case changes it. Resolver cases go to `cases`, producer
// cases to `producer_cases`, each in the order given.
std::string export_suite(const SuiteInfo& suite, const std::vector<Case>& cases);

// What the digest is taken over: {"cases": [...], "producer_cases": [...]}
// serialised compactly with object keys sorted, UTF-8 unescaped.
std::string cases_digest_input(const nlohmann::json& cases, const nlohmann::json& producer_cases);

// Lower-case hex SHA-256 of `bytes` (OpenSSL EVP).
std::string sha256_hex(std::string_view bytes);

}  // namespace fragid::conformance
