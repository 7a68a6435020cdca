// An entity's characters as one UTF-8 string for a POSIX regular expression,
// and the way back from the string's byte offsets to character positions.
// Shared by the draft's match() (reference/src/wilde/resolver.cpp) and `make --match`
// (make_match.cpp).
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "fragid/model/entity.hpp"
#include "fragid/entity/charset.hpp"
#include "fragid/entity/decoder.hpp"

namespace fragid::detail {

// Every character of the entity (TextScanner's: an initial BOM is none, a
// line ending in force is one) in UTF-8, each line ending written as one LF,
// so that a character is one code point of the result and REG_NEWLINE's '^',
// '$' and '.' see the line endings in force. Nothing, and `error` set, at
// bytes that do not decode.
std::optional<std::string> normalised_text(std::string_view bytes, const Charset& charset, LineEndingSet line_endings,
                                           DecodeError& error);

// [from, to) byte offsets into such a text, in order, as [from, to) character
// positions: the characters' lead bytes counted, walking forward once.
using Occurrences = std::vector<std::pair<std::uint64_t, std::uint64_t>>;
Occurrences in_characters(const std::string& text, const Occurrences& matches);

}  // namespace fragid::detail
