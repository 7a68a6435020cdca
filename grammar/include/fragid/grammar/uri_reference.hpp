// `fragid make --url URL` (and make() of the JavaScript API, wasm/) prints
// URL#FRAGMENT: URL must be something a fragment can follow, a URI reference
// (RFC 3986 s.4.1), or an IRI reference (RFC 3987 s.2.2: characters beyond
// ASCII as UTF-8), without a fragment of its own. `not a url` once gave
// `not a url#line=,1`.
#pragma once

#include <optional>
#include <string>
#include <string_view>

namespace fragid {

// Why `url` is not such a reference ("at offset 3, ' ' (byte 0x20) is not
// allowed in a URI: percent-encode it (%20)"), or nothing if it is one.
std::optional<std::string> url_problem(std::string_view url);

}  // namespace fragid
