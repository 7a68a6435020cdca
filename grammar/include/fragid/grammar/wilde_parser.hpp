// Parsing and printing draft-wilde-text-fragment-01 fragment identifiers.
#pragma once

#include <string>
#include <string_view>
#include <variant>

#include "fragid/model/syntax_error.hpp"
#include "fragid/model/wilde_fragment.hpp"

namespace fragid {

// Runs fragment_text() on `input` (percent-decoding first, as s.5's
// `match(hello%5E()` shows), then the grammar of wilde.hpp.
std::variant<WildeFragment, SyntaxError> parse_wilde_fragment(std::string_view input);

// The canonical fragment: numbers without leading zeros; in a regex '^' as
// '^^', and '(' ')' as written when they balance, else all escaped; then
// percent-encoded as a fragment must be. parse_wilde_fragment(to_string(f)) == f.
std::string to_string(const WildeFragment& fragment);

// Whether `text` starts like a draft fragment ("char(", "line(", "match("),
// after percent-decoding: how the CLI tells the 2002 syntax from RFC 5147's.
bool looks_like_wilde(std::string_view input);

}  // namespace fragid
