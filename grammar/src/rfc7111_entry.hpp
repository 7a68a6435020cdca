// RFC 7111's grammar entry, which the front door (fragment.cpp) reaches by
// the type of its fragment through grammars.hpp, the list the build writes
// (grammar/CMakeLists.txt): its parser, on the percent-decoded text with error
// offsets into that text, and its canonical fragment (fragment.hpp's
// to_string), both defined in rfc7111_parser.cpp; the schemes a fragment names
// (fragment.hpp's schemes_named), defined in rfc7111_scheme_names.cpp.
#pragma once

#include <string>
#include <string_view>
#include <type_traits>
#include <variant>
#include <vector>

#include "fragid/model/csv_fragment.hpp"
#include "fragid/model/syntax_error.hpp"

namespace fragid::grammar {

std::variant<CsvFragment, SyntaxError> parse_rfc7111(std::string_view decoded);
inline auto parse_decoded(std::string_view decoded, std::type_identity<CsvFragment>) { return parse_rfc7111(decoded); }

// Percent-encoded where it must be (RFC 3986 s.2.1).
std::string canonical_text(const CsvFragment& fragment);

// The scheme names of the percent-decoded `decoded` where a selection starts,
// read even where the rest breaks the grammar.
std::vector<std::string> schemes_named_in(std::string_view decoded, std::type_identity<CsvFragment>);

}  // namespace fragid::grammar
