// A hexadecimal digit read as its value: the one place fragid decodes hex.
// Octets are spelled in hex by RFC 3986 s.2.1's percent-encoding, RFC 5147
// s.3's md5-value, the vectors' `hex:` entities and file: URIs; all of them
// write HEXDIG (RFC 5234 B.1) in either case (RFC 3986 s.2.1: "uppercase
// hexadecimal digits 'A' through 'F' are equivalent to the lowercase digits").
#pragma once

#include <optional>

namespace fragid {

// 0-15 for '0'-'9', 'a'-'f', 'A'-'F'; nothing for any other octet.
constexpr std::optional<unsigned> hex_digit_value(char c) noexcept {
    if (c >= '0' && c <= '9') return static_cast<unsigned>(c - '0');
    if (c >= 'a' && c <= 'f') return static_cast<unsigned>(c - 'a' + 10);
    if (c >= 'A' && c <= 'F') return static_cast<unsigned>(c - 'A' + 10);
    return std::nullopt;
}

}  // namespace fragid
