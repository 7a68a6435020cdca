// The names closest to one that was mistyped, for "did you mean ...": the
// suite's case ids (`fragid show`), the fields of a handshake's `supports`
// and the option keys of the JavaScript API (judge(), resolve(): wasm/src).
#pragma once

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

namespace fragid::conformance {

// Levenshtein distance: insertions, deletions and substitutions of bytes.
std::size_t edit_distance(std::string_view a, std::string_view b);

// The `names` closest to `name`, best first, at most `limit`: within a
// typo's distance of it (a quarter of its length, at least 2), or holding it
// (a part of a name, three bytes or more); none if nothing is close.
std::vector<std::string> closest_names(std::string_view name, const std::vector<std::string>& names,
                                       std::size_t limit = 5);

}  // namespace fragid::conformance
