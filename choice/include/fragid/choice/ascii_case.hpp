// ASCII case folding for the names fragid compares without case: URI schemes
// and hosts (RFC 3986 s.3.1, s.3.2.2), spec names and file extensions. Not
// locale-dependent, so "FILE" is "file" under every locale.
#pragma once

#include <string>
#include <string_view>

namespace fragid::choice {

inline std::string ascii_lower(std::string_view s) {
    std::string out(s);
    for (char& c : out)
        if (c >= 'A' && c <= 'Z') c = static_cast<char>(c - 'A' + 'a');
    return out;
}

}  // namespace fragid::choice
