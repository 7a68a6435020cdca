// Exact bytes spelled as text: the `hex` and `base64` spellings of an entity in
// the vectors (conformance/README.md) and `base64` in the adapter protocol
// (docs/adapter-protocol.md). Base64 is OpenSSL's (RFC 4648 s.4 alphabet).
#pragma once

#include <optional>
#include <string>
#include <string_view>

namespace fragid::conformance {

// Exact bytes from the `hex` and `base64` spellings (whitespace between
// octets and groups allowed); nothing if malformed.
std::optional<std::string> bytes_from_hex(std::string_view hex);
std::optional<std::string> bytes_from_base64(std::string_view base64);

// Lower-case hex, octets separated by one space ("68 69"); base64 with padding.
std::string hex_of(std::string_view bytes);
std::string base64_of(std::string_view bytes);

}  // namespace fragid::conformance
