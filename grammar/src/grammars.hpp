// The grammar entry of each spec, behind the front door (fragment.hpp): each
// parses the percent-decoded text, and its error offsets are into that text;
// and each writes its canonical fragment (fragment.hpp's to_string).
#pragma once

#include <string>
#include <string_view>
#include <type_traits>
#include <variant>

#include "fragid/model/fragment.hpp"
#include "fragid/model/syntax_error.hpp"

namespace fragid::grammar {

std::variant<TextFragment, SyntaxError> parse_rfc5147(std::string_view decoded);   // rfc5147_parser.cpp
std::variant<CsvFragment, SyntaxError> parse_rfc7111(std::string_view decoded);    // rfc7111_parser.cpp
std::variant<WildeFragment, SyntaxError> parse_wilde(std::string_view decoded);    // wilde_parser.cpp

// The canonical fragment, percent-encoded where it must be, by the rules
// beside each grammar.
std::string canonical_text(const TextFragment& fragment);   // rfc5147_parser.cpp
std::string canonical_text(const CsvFragment& fragment);    // rfc7111_parser.cpp
std::string canonical_text(const WildeFragment& fragment);  // wilde_parser.cpp

// The entry of a spec, found by its fragment type (spec.hpp):
// parse_decoded(text, std::type_identity<fragment_of<S>>{}).
inline auto parse_decoded(std::string_view decoded, std::type_identity<TextFragment>) { return parse_rfc5147(decoded); }
inline auto parse_decoded(std::string_view decoded, std::type_identity<CsvFragment>) { return parse_rfc7111(decoded); }
inline auto parse_decoded(std::string_view decoded, std::type_identity<WildeFragment>) { return parse_wilde(decoded); }

}  // namespace fragid::grammar
