// How every export of the WebAssembly module answers JavaScript (npm/index.mjs):
// a request as JSON text in, an envelope as JSON text out, never an exception
// across the boundary and never an abort. The envelope is {"value": ...}, or
// {"error": {"code": ..., "message": ...}}, which index.mjs throws as a
// FragidError: "usage" for arguments the CLI would refuse with exit code 2
// (its words), "bad-request" for a request of the wrong shape, "internal" for
// anything else (a bug of fragid's, said so). What the resolver answers
// (a syntax error, resource-limit, ...) is a value, as `resolve --json` prints it.
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

// Parses `request` (size bytes of JSON), runs `answer` on it, and returns the
// envelope's text, which stays valid until the next call (fragid_answer_size()
// is its length): JavaScript reads it and the module keeps no other memory.
const char* exported_call(const char* request, std::size_t size,
                          const std::function<nlohmann::json(const nlohmann::json&)>& answer);

std::size_t last_answer_size();

// A selection `make` cannot make in this entity (make.hpp, MakeError): code "refused".
struct MakeRefused : std::runtime_error {
    using std::runtime_error::runtime_error;
};

// The request's string field `name`, or nothing where it is absent or null.
std::optional<std::string> optional_string(const nlohmann::json& object, const char* name);

}  // namespace fragid::wasm
