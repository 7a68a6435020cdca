// What a user types on the command line is not always a fragment: it may be
// "#char=1,5" or a whole URI reference "http://example.com/a.txt#char=1,5".
// The fragment is what follows the first '#' (RFC 3986 s.3.5: a fragment
// cannot contain '#'). Only the CLI accepts those forms; every library layer
// takes the fragment itself, so that "char=1#char=2" stays a syntax error
// there (docs/interpretations.md, "What a fragment is").
#pragma once

#include <string>
#include <string_view>

namespace fragid::cli {

inline std::string fragment_of_typed(std::string_view typed) {
    if (const auto hash = typed.find('#'); hash != std::string_view::npos) typed.remove_prefix(hash + 1);
    return std::string(typed);
}

}  // namespace fragid::cli
