// Base64's groups (RFC 4648 s.4) for bytes_text.cpp: the one place that knows
// which library codes them. base64_openssl.cpp does it with OpenSSL's EVP
// block coder; the WebAssembly module, which has no OpenSSL, compiles
// wasm/src/base64_rfc4648.cpp in its place.
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>

namespace fragid::conformance {

// `compact`: whole groups of four, no whitespace, the last `padding` (0 to 2)
// of them '=' and no '=' before. Nothing if a character is not base64's.
std::optional<std::string> decode_base64_groups(std::string_view compact, std::size_t padding);
// Padded.
std::string encode_base64_groups(std::string_view bytes);

}  // namespace fragid::conformance
