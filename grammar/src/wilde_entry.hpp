// draft-wilde-text-fragment-01's grammar entry, which the front door (fragment.cpp) reaches by
// the type of its fragment through grammars.hpp, the list the build writes
// (grammar/CMakeLists.txt): its parser, on the percent-decoded text with error
// offsets into that text, and its canonical fragment (fragment.hpp's
// to_string), both defined in wilde_parser.cpp; the schemes a fragment names
// (fragment.hpp's schemes_named), defined in wilde_scheme_names.cpp.
#pragma once

#include <string>
#include <string_view>
#include <type_traits>
#include <variant>
#include <vector>

#include "fragid/model/wilde_fragment.hpp"
#include "fragid/model/syntax_error.hpp"

namespace fragid::grammar {

std::variant<WildeFragment, SyntaxError> parse_wilde(std::string_view decoded);
inline auto parse_decoded(std::string_view decoded, std::type_identity<WildeFragment>) { return parse_wilde(decoded); }

// Percent-encoded where it must be (RFC 3986 s.2.1).
std::string canonical_text(const WildeFragment& fragment);

// The scheme names of the percent-decoded `decoded` where a selection starts,
// read even where the rest breaks the grammar.
std::vector<std::string> schemes_named_in(std::string_view decoded, std::type_identity<WildeFragment>);

}  // namespace fragid::grammar
