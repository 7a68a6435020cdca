// What the recognisers (<spec>_recogniser.cpp) share. Each is a second
// recogniser of a spec's fragment language, written from the ABNF by a
// different method than the PEGTL grammars: the input is cut at every ';'
// where no rule of the grammar puts a ';' anywhere but between selections or
// checks, and each piece is matched by straight-line code. No ordered choice,
// no backtracking, no commit points, so a PEG slip in a grammar (an
// alternative that shadows another, an if_must too early) shows up as a
// disagreement. The languages are regular; the recognisers run in linear time
// and constant stack, so fuzzers can call them on any input.
#pragma once

#include <algorithm>
#include <cstddef>
#include <string_view>
#include <vector>

namespace fragid::test_support::core_rules {

// The pieces of `text` between the separators, empty ones kept.
inline std::vector<std::string_view> split(std::string_view text, char separator) {
    std::vector<std::string_view> pieces;
    pieces.reserve(static_cast<std::size_t>(std::count(text.begin(), text.end(), separator)) + 1);
    std::size_t from = 0;
    for (;;) {
        const auto at = text.find(separator, from);
        pieces.push_back(text.substr(from, at == std::string_view::npos ? std::string_view::npos : at - from));
        if (at == std::string_view::npos) return pieces;
        from = at + 1;
    }
}

// RFC 5234 B.1's DIGIT, ALPHA and HEXDIG (either case, as RFC 5234 s.2.3 reads quoted letters).
inline bool is_digit(char c) { return c >= '0' && c <= '9'; }
inline bool is_alpha(char c) { return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z'); }
inline bool is_hex(char c) { return is_digit(c) || (c >= 'A' && c <= 'F') || (c >= 'a' && c <= 'f'); }

// number = 1*DIGIT
inline bool is_number(std::string_view s) { return !s.empty() && std::all_of(s.begin(), s.end(), is_digit); }

inline bool starts_with(std::string_view s, std::string_view prefix) { return s.substr(0, prefix.size()) == prefix; }

}  // namespace fragid::test_support::core_rules
