// Test helper: decodes a whole byte string and keeps every step's result.
#pragma once

#include <gtest/gtest.h>

#include <cstdint>
#include <optional>
#include <ostream>
#include <string>
#include <string_view>
#include <tuple>
#include <vector>

#include "fragid/entity/charset.hpp"
#include "fragid/entity/decoder.hpp"

namespace fragid::test {

// One decoded character as a comparable value: code point, byte offset, byte length.
struct Char {
    char32_t code_point;
    std::uint64_t offset;
    std::uint32_t length;
    friend bool operator==(const Char&, const Char&) = default;
    friend std::ostream& operator<<(std::ostream& os, const Char& c) {
        return os << "{U+" << std::hex << std::uppercase << static_cast<std::uint32_t>(c.code_point) << std::dec
                  << " @" << c.offset << " len " << c.length << "}";
    }
};

struct Decoded {
    std::uint64_t content_start = 0;
    std::vector<Char> chars;
    std::optional<DecodeError> error;  // absent: the decoder reached the end
};

// Decodes until end or error. The charset must be known to lookup_charset.
inline Decoded decode_all(std::string_view bytes, std::string_view charset_name) {
    Decoded result;
    const auto charset = lookup_charset(charset_name);
    if (!charset) {
        ADD_FAILURE() << "unknown charset " << charset_name;
        return result;
    }
    Decoder decoder(bytes, *charset);
    result.content_start = decoder.content_start();
    DecodedChar c;
    for (;;) {
        const auto step = decoder.next(c);
        if (step == Decoder::Step::end) break;
        if (step == Decoder::Step::error) {
            result.error = decoder.error();
            // The error is sticky: asking again gives the same error.
            EXPECT_EQ(decoder.next(c), Decoder::Step::error);
            EXPECT_EQ(decoder.error().byte_offset, result.error->byte_offset);
            break;
        }
        result.chars.push_back(Char{c.code_point, c.byte_offset, c.byte_length});
    }
    return result;
}

inline std::string bytes(std::initializer_list<int> values) {
    std::string out;
    for (int v : values) out += static_cast<char>(v);
    return out;
}

}  // namespace fragid::test
