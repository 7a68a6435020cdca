// The front door shared by every grammar: from what a user typed to the
// fragment text the grammar sees.
#pragma once

#include <string>
#include <string_view>
#include <variant>

#include "fragid/model/syntax_error.hpp"

namespace fragid {

// Accepts a bare fragment ("char=1,5"), a fragment with its number sign
// ("#char=1,5") or a whole URI reference ("http://x/a.txt#char=1,5"; what
// follows the first '#'). Then decodes percent-encoded octets (RFC 3986
// s.2.1; hex digits in either case), because a fragment may be written
// encoded ("char=1%2C5") and the grammars of RFC 5147 and RFC 7111 are
// written for the decoded characters. A '%' not followed by two hex digits is
// a SyntaxError at the '%''s offset in the fragment as written, counted from
// just after the '#' (the fragment is the thing being checked; the URI before
// it is not). Offsets of grammar errors found later are into the decoded text.
// See docs/interpretations.md.
std::variant<std::string, SyntaxError> fragment_text(std::string_view input);

// The inverse of fragment_text() for a bare fragment: percent-encodes (upper-
// case hex, RFC 3986 s.2.1) every octet that RFC 3986 s.3.5 does not allow in a
// fragment as it stands - in particular '%' and '#', which RFC 2978 charset
// names and unknown integrity-check values may contain. Every other character
// (unreserved, sub-delims, ":", "@", "/", "?") is kept, so ordinary fragments
// print unchanged. fragment_text(encode_fragment_text(t)) == t for every t.
std::string encode_fragment_text(std::string_view decoded);

}  // namespace fragid
