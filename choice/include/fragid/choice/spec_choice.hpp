// Which specs a fragment given to `resolve` or `explain` may be in, before its
// grammar says which one it is (grammar/fragment.hpp, recognise_fragment()).
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "fragid/model/spec.hpp"

namespace fragid::choice {

// --type wins: a media type ("text/plain", "text/csv"), "text" or "csv", a
// spec's name or short name ("rfc5147", "wilde"). Then the file's extension
// (".csv" is text/csv, RFC 7111 s.5.1 "File extension(s): CSV"; ".txt"
// text/plain). Otherwise every spec, in the table's order: the grammars tell
// them apart. Throws UsageError for an unknown --type.
std::vector<Spec> candidate_specs(const std::optional<std::string>& type_flag, std::string_view path);

}  // namespace fragid::choice
