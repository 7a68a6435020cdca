// The code points that end lines in RFC 5147 s.4.1's conventions (LF, CR,
// their pairs, and NEL), for the decoders that count them one code point at a
// time (text_scanner.cpp, utf16_blocks.cpp, iconv_blocks.cpp).
#pragma once

namespace fragid::detail {

inline constexpr char32_t line_feed = 0x0A;
inline constexpr char32_t carriage_return = 0x0D;
inline constexpr char32_t next_line = 0x85;  // NEL

}  // namespace fragid::detail
