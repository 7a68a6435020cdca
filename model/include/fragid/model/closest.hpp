// "did you mean ...": the names closest to one that was not found (a case id
// typed to `fragid show`, a cause's anchor in a triage file), by edit
// distance, then by containing what was typed.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

namespace fragid {

// The names close enough to `name` to be a typo of it (Levenshtein distance at
// most a quarter of its length, at least 2), or containing it (3 characters or
// more), the closest first, at most `limit`.
std::vector<std::string> closest_names(std::string_view name, const std::vector<std::string>& names, std::size_t limit = 5);

}  // namespace fragid
