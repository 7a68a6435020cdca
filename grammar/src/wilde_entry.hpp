// draft-wilde-text-fragment-01's grammar entry, which the front door (fragment.cpp) reaches by
// the type of its fragment through grammars.hpp, the list the build writes
// (grammar/CMakeLists.txt): its parser, on the percent-decoded text with error
// offsets into that text, and its canonical fragment (fragment.hpp's
// to_string). Both are defined in wilde_parser.cpp.
#pragma once

#include <string>
#include <string_view>
#include <type_traits>
#include <variant>

#include "fragid/model/wilde_fragment.hpp"
#include "fragid/model/syntax_error.hpp"

namespace fragid::grammar {

std::variant<WildeFragment, SyntaxError> parse_wilde(std::string_view decoded);
inline auto parse_decoded(std::string_view decoded, std::type_identity<WildeFragment>) { return parse_wilde(decoded); }

// Percent-encoded where it must be (RFC 3986 s.2.1).
std::string canonical_text(const WildeFragment& fragment);

}  // namespace fragid::grammar
