// A handshake as JSON (docs/adapter-protocol.md s.1), both ways, from one table
// of the fields of `supports`: the handshake an adapter sends, the handshake
// the runner reads, and the `supports` a report's header repeats are all
// written from it, so that they cannot differ, and a field is added in one row
// (src/handshake_json.cpp).
#pragma once

#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <variant>

#include <nlohmann/json_fwd.hpp>

#include "fragid/conformance/adapter.hpp"

namespace fragid::conformance {

inline constexpr int protocol_version = 1;

// One field of `supports`: its name, how a Support writes it, and how it is read
// into one (an error names the JSON pointer of what is wrong). A field absent
// from a handshake keeps the default of Support.
struct SupportField {
    std::string_view name;
    nlohmann::json (*write)(const Support& supports);
    std::optional<std::string> (*read)(const nlohmann::json& value, Support& supports);
};
// Every field protocol 1 defines, in the order they are written.
std::span<const SupportField> support_fields() noexcept;

// `supports` as the handshake spells it, defaults filled in.
nlohmann::json supports_json(const Support& supports);
// {"protocol", "implementation", "supports"}.
nlohmann::json handshake_message(const Handshake& handshake);

// How the protocol spells what a handshake declares, for every message and
// report that repeats it: conventions as "all", "none" or a list; charsets as
// one list, or an object of lists by spec name when they differ by spec.
std::string line_endings_json(LineEndingSet conventions);
nlohmann::json charsets_json(const Support& supports);
// Schemes as an object of lists by spec name, every declared spec with its
// defaults filled in ({"rfc5147": ["line"]}).
nlohmann::json schemes_json(const Support& supports);
// What a supports.schemes object declares, in words for reports, the matrix
// and the summary: "RFC 5147: implements `line=` only"; specs that implement
// every scheme are not named, and nothing declared is "". A declaration, never
// a failure: the cases it rules out are skipped.
std::string schemes_declared(const nlohmann::json& schemes_by_spec);

// Reads a handshake back. It assumes the message passed its JSON Schema, and
// returns an error for what a schema cannot say. Fields protocol 1 does not
// define are ignored (s.5) and listed in ignored_fields.
std::variant<Handshake, std::string> handshake_from_json(const nlohmann::json& message);

}  // namespace fragid::conformance
