// Test helper: encoders and a validity oracle written independently of
// entity/src/decoder.cpp, to check it against.
#pragma once

#include <iconv.h>

#include <cstdint>
#include <string>
#include <vector>

#include "decode_all.hpp"

namespace fragid::test {

// Shortest forms, RFC 3629 s.3.
inline void put_utf8(std::string& out, std::uint32_t c) {
    auto put = [&](std::uint32_t b) { out += static_cast<char>(b); };
    if (c < 0x80) {
        put(c);
    } else if (c < 0x800) {
        put(0xC0 | c >> 6);
        put(0x80 | (c & 0x3F));
    } else if (c < 0x10000) {
        put(0xE0 | c >> 12);
        put(0x80 | (c >> 6 & 0x3F));
        put(0x80 | (c & 0x3F));
    } else {
        put(0xF0 | c >> 18);
        put(0x80 | (c >> 12 & 0x3F));
        put(0x80 | (c >> 6 & 0x3F));
        put(0x80 | (c & 0x3F));
    }
}

inline void put_utf16(std::string& out, std::uint32_t c, bool big_endian) {
    auto put_unit = [&](std::uint32_t unit) {
        const char high = static_cast<char>(unit >> 8);
        const char low = static_cast<char>(unit & 0xFF);
        out += big_endian ? high : low;
        out += big_endian ? low : high;
    };
    if (c < 0x10000) {
        put_unit(c);
    } else {
        put_unit(0xD800 + ((c - 0x10000) >> 10));
        put_unit(0xDC00 + ((c - 0x10000) & 0x3FF));
    }
}

// What glibc's UTF-8 decoder, an independent implementation, thinks of the
// whole input. One converter is kept, since exhaustive tests call this often.
inline bool glibc_accepts_utf8(const std::string& input) {
    static const iconv_t cd = iconv_open("UTF-32LE", "UTF-8");
    iconv(cd, nullptr, nullptr, nullptr, nullptr);
    std::string in_copy = input;
    char* in = in_copy.data();
    std::size_t in_left = in_copy.size();
    std::vector<char> out_buffer(4 * in_copy.size() + 4);
    char* out = out_buffer.data();
    std::size_t out_left = out_buffer.size();
    return iconv(cd, &in, &in_left, &out, &out_left) != static_cast<std::size_t>(-1);
}

// Everything a correct UTF-8 decoding of `input` must satisfy; returns what
// is wrong, or "" if nothing. Every character is a scalar value whose shortest
// UTF-8 form is exactly the bytes it was read from; the characters tile the
// input from content_start; an error sits right after the last character;
// and the decoder and glibc agree whether the input is valid.
inline std::string check_utf8_decoding(const std::string& input, const Decoded& d) {
    std::uint64_t next_offset = d.content_start;
    if (d.content_start != 0 && input.compare(0, 3, "\xEF\xBB\xBF") != 0) return "content_start without a BOM";
    for (const auto& c : d.chars) {
        if (c.code_point > 0x10FFFF || (c.code_point >= 0xD800 && c.code_point <= 0xDFFF)) return "not a scalar value";
        if (c.offset != next_offset) return "characters do not tile the input";
        std::string shortest;
        put_utf8(shortest, c.code_point);
        if (input.compare(c.offset, c.length, shortest) != 0) return "bytes are not the shortest form of the code point";
        next_offset += c.length;
    }
    if (d.error && d.error->byte_offset != next_offset) return "error not right after the last character";
    if (d.error && d.error->byte_offset >= input.size()) return "error beyond the input";
    if (!d.error && next_offset != input.size()) return "end before the end of the input";
    if (glibc_accepts_utf8(input) != !d.error) return "glibc disagrees about validity";
    return "";
}

}  // namespace fragid::test
