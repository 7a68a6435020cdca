// The one way fragid writes JSON text: results (`resolve --json`, `make
// --json`, `resolve --fragments`), reports, the adapter protocol, the matrix's
// results.json and the exported suite all go through json_text().
//
// JSON text is Unicode (RFC 8259 s.8.1: UTF-8), but what fragid writes can hold
// any bytes: a fragment read from a file, a URL, an adapter's stderr. A string
// that is not well-formed UTF-8 is written with each invalid byte replaced by
// U+FFFD (nlohmann's error_handler_t::replace), so that one bad byte never
// loses a record or a run. Where the exact bytes matter, the writer carries
// them beside the string in another spelling (`fragment_hex` in `resolve
// --fragments`, `hex` entities in vectors and the exported suite).
#pragma once

#include <nlohmann/json.hpp>
#include <string>
#include <string_view>

namespace fragid::conformance {

// `value` as JSON text: on one line (indent -1) or indented; with
// `ascii_only`, every character beyond ASCII as a \u escape.
std::string json_text(const nlohmann::json& value, int indent = -1, bool ascii_only = false);

// Whether `bytes` is well-formed UTF-8 (RFC 3629 s.4: no overlongs, no
// surrogates, nothing above U+10FFFF): whether json_text() writes it unchanged.
bool is_utf8(std::string_view bytes) noexcept;

}  // namespace fragid::conformance
