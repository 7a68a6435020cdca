// Replacing one value inside a JSON text, every other byte left as it is: the
// schemas are laid out by hand (short objects on one line, long ones a member
// a line), and a regenerated list keeps its file's layout, so that the
// command changes only the lists the table changed.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

#include "fragid/spec_lists/table_lists.hpp"

namespace fragid::spec_lists {

// Where a value is in a JSON text: [begin, end).
struct Span {
    std::size_t begin = 0;
    std::size_t end = 0;
};

// The span of the value at `path` (object keys and array indices, as decimal
// text) in `text`, a well-formed JSON document (parsed before). Throws
// std::runtime_error if the path is not there.
Span locate(std::string_view text, const std::vector<std::string>& path);

// `value` written in the layout of `old`, the text it replaces, which starts
// `indent` spaces into its line: on one line ({"a": 1, "b": [2, 3]}) where
// `old` is on one line, else a member a line, each member on one line.
std::string laid_out_like(const Json& value, std::string_view old, std::size_t indent);

// `value` on one line, with a space after each ',' and ':'.
std::string one_line(const Json& value);

}  // namespace fragid::spec_lists
