// Parsing and printing RFC 5147 text/plain fragment identifiers.
#pragma once

#include <string>
#include <string_view>
#include <variant>

#include "fragid/model/syntax_error.hpp"
#include "fragid/model/text_fragment.hpp"

namespace fragid {

// Runs fragment_text() on `input`, then the RFC 5147 grammar (rfc5147.hpp).
std::variant<TextFragment, SyntaxError> parse_text_fragment(std::string_view input);

// The canonical fragment string: numbers without leading zeros, md5 in lower
// case, charsets as written. parse_text_fragment(to_string(f)) == f.
std::string to_string(const TextFragment& fragment);

}  // namespace fragid
