// The parsed form of an RFC 5147 (text/plain) fragment identifier.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <variant>
#include <vector>

#include "fragid/model/number.hpp"

namespace fragid {

// text-scheme = ( char-scheme / line-scheme )                       RFC 5147 s.3
enum class TextScheme { character, line };

// position = number: a point between characters or lines (s.2.1.1, s.2.2.1, s.2.2.3).
struct TextPosition {
    Number value;
    friend bool operator==(const TextPosition&, const TextPosition&) = default;
};

// range = ( position "," [ position ] ) / ( "," position )             s.3
// At least one end is present; an absent start means the start of the entity,
// an absent end its end (s.4.2).
struct TextRange {
    std::optional<Number> start;
    std::optional<Number> end;
    friend bool operator==(const TextRange&, const TextRange&) = default;
};

// length-scheme = "length=" number                                   s.3
struct LengthCheck {
    Number characters;
    friend bool operator==(const LengthCheck&, const LengthCheck&) = default;
};

// md5-scheme = "md5=" md5-value; md5-value = 32HEXDIG                  s.3
// Kept as the 16 octets: hex case is not significant (s.3.1).
struct Md5Check {
    std::array<std::uint8_t, 16> digest{};
    friend bool operator==(const Md5Check&, const Md5Check&) = default;
};

// 32 lower-case hex digits: the canonical spelling of an MD5 digest.
std::string to_hex(const std::array<std::uint8_t, 16>& digest);

// An integrity check whose name is neither `length` nor `md5`. The ABNF of
// s.3 admits none, but s.3.1 says implementations MUST ignore them; fragid
// accepts `name=value` here and ignores it (docs/interpretations.md, "unknown
// integrity checks").
struct UnknownCheck {
    std::string name;
    std::string value;
    friend bool operator==(const UnknownCheck&, const UnknownCheck&) = default;
};

// integrity-check = ( length-scheme / md5-scheme ) [ "," mime-charset ] s.3
struct IntegrityCheck {
    std::variant<LengthCheck, Md5Check, UnknownCheck> check;
    std::optional<std::string> charset;  // mime-charset as written (RFC 2978)
    friend bool operator==(const IntegrityCheck&, const IntegrityCheck&) = default;
};

// text-fragment = text-scheme 0*( ";" integrity-check )               s.3
struct TextFragment {
    TextScheme scheme = TextScheme::character;
    std::variant<TextPosition, TextRange> selector;
    std::vector<IntegrityCheck> checks;
    friend bool operator==(const TextFragment&, const TextFragment&) = default;
};

}  // namespace fragid
