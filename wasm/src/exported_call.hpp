// How every export of the WebAssembly module answers JavaScript (npm/index.mjs):
// the answer's JSON text, never an exception across the boundary and never an
// abort. A call the module refuses is answered with {"code", "message"} and
// fragid_answer_failed() says so; index.mjs throws it as a FragidError:
// "usage" for arguments the CLI would refuse with exit code 2 (its words, or
// an option key the call does not know), "bad-request" for a request of the
// wrong shape, "internal" for anything else (a bug of fragid's, said so).
// What the resolver answers (a syntax error, resource-limit, ...) is a value,
// as `resolve --json` prints it.
//
// The answer is written as it stands, not wrapped in an envelope object (the
// wrapping copied the whole answer once more in every call: issue 40).
#pragma once

#include <cstddef>
#include <functional>
#include <optional>
#include <string>
#include <nlohmann/json.hpp>
#include <stdexcept>
#include <string_view>

namespace fragid::wasm {

// A request that lacks a field or has one of the wrong type.
struct BadRequest : std::runtime_error {
    using std::runtime_error::runtime_error;
};

// A selection `make` cannot make in this entity (make.hpp, MakeError): code "refused".
struct MakeRefused : std::runtime_error {
    using std::runtime_error::runtime_error;
};

// Runs `answer` and returns its JSON text, or the refusal's, which stays
// valid until the next call (fragid_answer_size() is its length,
// fragid_answer_failed() whether it is a refusal): JavaScript reads it and
// the module keeps no other memory.
const char* exported_call(const std::function<nlohmann::json()>& answer);

// The same for an answer that writes its JSON text itself (resolve(): answer_text.hpp).
const char* exported_text_call(const std::function<std::string()>& answer);

// The same for an export whose request is JSON text (`size` bytes at `request`).
const char* exported_call(const char* request, std::size_t size,
                          const std::function<nlohmann::json(const nlohmann::json&)>& answer);

std::size_t last_answer_size();

// The request's string field `name`, or nothing where it is absent or null.
std::optional<std::string> optional_string(const nlohmann::json& object, const char* name);

// JSON text handed over by JavaScript: an empty text is an empty object.
nlohmann::json parsed_object(std::string_view text, const char* what);

}  // namespace fragid::wasm
