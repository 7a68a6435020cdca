// The parsed form of a draft-wilde-text-fragment-01 fragment identifier (the
// 2002 predecessor of RFC 5147: char(), line(), match(); docs/interpretations-wilde.md).
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "fragid/model/number.hpp"

namespace fragid {

// text-scheme = ( char-scheme / line-scheme / regex-scheme )   s.4 (regex-scheme read as match-scheme)
enum class WildeScheme { character, line, match };

// count = 1*DIGIT; range = count "," [ count ]                 s.4
// Counts start at 1 (s.3.1.1, s.3.1.3).
struct WildeCounts {
    Number first;
    bool is_range = false;       // "a," or "a,b"
    std::optional<Number> last;  // absent in a range: to the end (s.4.1)
    friend bool operator==(const WildeCounts&, const WildeCounts&) = default;
};

// One scheme part. char and line use `counts`; match uses `regex`, the BRE
// after the ^( ^) ^^ escapes of s.4 have been replaced.
struct WildePart {
    WildeScheme scheme = WildeScheme::character;
    WildeCounts counts;
    std::string regex;
    friend bool operator==(const WildePart&, const WildePart&) = default;
};

// text-fragment = 1*text-scheme: the union of the parts (s.3.1.6).
struct WildeFragment {
    std::vector<WildePart> parts;
    friend bool operator==(const WildeFragment&, const WildeFragment&) = default;
};

}  // namespace fragid
