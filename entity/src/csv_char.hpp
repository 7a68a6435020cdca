// What the RFC 4180 record reader sees of one character of the entity:
// enough to tell the separators of RFC 4180 s.2 from field text, whatever
// the charset, with the bytes the character came from.
#pragma once

#include <cstdint>

namespace fragid::csv_detail {

// RFC 4180 s.2: COMMA = %x2C, DQUOTE = %x22, CR = %x0D, LF = %x0A; every other
// valid character is field text. `invalid`: bytes that are not a character
// of the charset start at `offset`. `end`: no character left.
enum class Kind { comma, quote, carriage_return, line_feed, text, end, invalid };

struct CsvChar {
    Kind kind = Kind::end;
    std::uint64_t offset = 0;  // where it starts; the entity's size at the end
    std::uint64_t next = 0;    // where the character after it starts
};

// The separator a code point (or a byte of an ASCII-compatible charset) is, if any.
constexpr Kind kind_of(char32_t c) {
    switch (c) {
        case U',': return Kind::comma;
        case U'"': return Kind::quote;
        case U'\r': return Kind::carriage_return;
        case U'\n': return Kind::line_feed;
        default: return Kind::text;
    }
}

// A field without quotes runs to the next comma or line break (RFC 4180 s.2:
// non-escaped = *TEXTDATA); a quote inside it is text (docs/interpretations-rfc7111.md).
constexpr bool ends_unquoted_field(Kind k) {
    return k == Kind::comma || k == Kind::carriage_return || k == Kind::line_feed || k == Kind::end;
}

// Whether a character is part of a field's text: in a quoted field
// everything up to the next '"' (RFC 4180 s.2: escaped = DQUOTE *(TEXTDATA /
// COMMA / CR / LF / 2DQUOTE) DQUOTE), otherwise everything up to a separator.
constexpr bool is_field_text(Kind k, bool quoted) {
    if (k == Kind::end || k == Kind::invalid) return false;
    return quoted ? k != Kind::quote : !ends_unquoted_field(k);
}

}  // namespace fragid::csv_detail
