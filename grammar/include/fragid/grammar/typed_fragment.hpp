// What a user types where a fragment is asked for is not always the fragment
// itself: it may be "#char=1,5" or a whole URI reference
// "http://example.com/a.txt#char=1,5". The fragment is what follows the first
// '#' (RFC 3986 s.3.5: a fragment cannot contain '#'; s.4.1: a URI reference
// is a URI or a relative reference, either with its "#" fragment). The
// programs that take typed input take it apart here: the fragid command
// (resolve, explain, migrate, resolve --fragments) and the JavaScript API
// (wasm/, npm/), so that both take the same input the same way. Every other
// layer takes the fragment itself (fragment.hpp), so that "char=1#char=2"
// stays a syntax error there (docs/interpretations.md, "What a fragment is").
#pragma once

#include <cstddef>
#include <string>
#include <string_view>
#include <variant>

namespace fragid {

// Whether `typed` starts with a URI scheme and its ':' ("http:", "file:",
// RFC 3986 s.3.1: ALPHA *( ALPHA / DIGIT / "+" / "-" / "." )). No fragment
// of the three specs does: their names are followed by '=' or '('.
bool starts_with_scheme(std::string_view typed) noexcept;

// The fragment in what was typed, and where it starts there (0 for a bare
// fragment, past the '#' otherwise): a syntax error's offset counts the
// fragment, so a caller that marks it in the typed text adds `offset`.
struct TypedFragment {
    std::string fragment;
    std::size_t offset = 0;
};

// The fragment typed, or why there is none: a URI without '#', which would
// otherwise be parsed as a fragment and fail with "expected 'char='".
std::variant<TypedFragment, std::string> typed_fragment(std::string_view typed);

}  // namespace fragid
