// The front door shared by every grammar: from what a user typed to the
// fragment text the grammar sees.
#pragma once

#include <string>
#include <string_view>
#include <variant>

#include "fragid/model/syntax_error.hpp"

namespace fragid {

// Takes the fragment itself, as it stands in a URI after '#' ("char=1%2C5"):
// never a URI or a leading '#', which only the CLI accepts; a '#' here is an
// octet the grammars reject (RFC 3986 s.3.5 allows none in a fragment).
// Decodes percent-encoded octets (RFC 3986 s.2.1; hex digits in either case),
// because the grammars of RFC 5147 and RFC 7111 are written for the decoded
// characters; which escapes an implementation may leave encoded is in
// docs/interpretations.md ("Percent-decoding"). A '%' not followed by two hex
// digits is a SyntaxError at the '%''s offset in the fragment as written.
// Offsets of grammar errors found later are into the decoded text.
std::variant<std::string, SyntaxError> fragment_text(std::string_view input);

// The inverse of fragment_text() for a bare fragment: percent-encodes (upper-
// case hex, RFC 3986 s.2.1) every octet that RFC 3986 s.3.5 does not allow in a
// fragment as it stands - in particular '%' and '#', which RFC 2978 charset
// names and unknown integrity-check values may contain. Every other character
// (unreserved, sub-delims, ":", "@", "/", "?") is kept, so ordinary fragments
// print unchanged. fragment_text(encode_fragment_text(t)) == t for every t.
std::string encode_fragment_text(std::string_view decoded);

}  // namespace fragid
