// What a user types on the command line is not always a fragment: it may be
// "#char=1,5" or a whole URI reference "http://example.com/a.txt#char=1,5".
// The fragment is what follows the first '#' (RFC 3986 s.3.5: a fragment
// cannot contain '#'). Only the CLI accepts those forms; every library layer
// takes the fragment itself, so that "char=1#char=2" stays a syntax error
// there (docs/interpretations.md, "What a fragment is").
#pragma once

#include <string>
#include <string_view>

#include "guarded.hpp"

namespace fragid::cli {

// Whether `typed` starts with a URI scheme ("http:", "file:"). No fragment
// of the three specs does: their names are followed by '=' or '('.
inline bool starts_with_scheme(std::string_view typed) {
    const auto colon = typed.find(':');
    if (colon == std::string_view::npos || colon == 0) return false;
    const auto is_alpha = [](char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'); };
    if (!is_alpha(typed[0])) return false;
    for (const char c : typed.substr(1, colon - 1))
        if (!is_alpha(c) && !(c >= '0' && c <= '9') && c != '+' && c != '-' && c != '.') return false;
    return true;
}

// The fragment typed; throws UsageError for a URI without one, which would
// otherwise be parsed as a fragment and fail with "expected 'char='".
inline std::string fragment_of_typed(std::string_view typed) {
    if (const auto hash = typed.find('#'); hash != std::string_view::npos) {
        typed.remove_prefix(hash + 1);
        return std::string(typed);
    }
    if (starts_with_scheme(typed))
        throw UsageError("the URI has no fragment: '" + std::string(typed) + "' (the fragment follows a '#')");
    return std::string(typed);
}

}  // namespace fragid::cli
