// The grammar entry of each spec, behind the front door (fragment.hpp): each
// parses the percent-decoded text, and its error offsets are into that text.
#pragma once

#include <string_view>
#include <variant>

#include "fragid/model/fragment.hpp"
#include "fragid/model/syntax_error.hpp"

namespace fragid::grammar {

std::variant<TextFragment, SyntaxError> parse_rfc5147(std::string_view decoded);   // text_parser.cpp
std::variant<CsvFragment, SyntaxError> parse_rfc7111(std::string_view decoded);    // csv_parser.cpp
std::variant<WildeFragment, SyntaxError> parse_wilde(std::string_view decoded);    // wilde_parser.cpp

// The entry for a spec known at compile time: an overload per fragment type.
template <Spec S>
std::variant<fragment_of<S>, SyntaxError> parse_decoded(std::string_view decoded) {
    if constexpr (S == Spec::rfc5147) return parse_rfc5147(decoded);
    else if constexpr (S == Spec::rfc7111) return parse_rfc7111(decoded);
    else return parse_wilde(decoded);
}

}  // namespace fragid::grammar
