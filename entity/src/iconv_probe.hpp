// What the system's iconv makes of one byte on its own: the probe by which
// the decoder (decoder.cpp) and the block scanner (iconv_blocks.cpp) learn
// how a converter behaves before they trust it.
#pragma once

#include <iconv.h>

#include <cerrno>
#include <cstddef>

namespace fragid::detail {

// iconv_open's failure.
inline const iconv_t no_iconv = reinterpret_cast<iconv_t>(-1);

// Four bytes of UTF-32LE as a code point.
inline char32_t little_endian_code_point(const unsigned char* b) {
    return static_cast<char32_t>(b[0]) | static_cast<char32_t>(b[1]) << 8 | static_cast<char32_t>(b[2]) << 16 |
           static_cast<char32_t>(b[3]) << 24;
}

struct OneByte {
    bool failed = false;   // the conversion returned -1 ...
    int error = 0;         // ... with this errno: EILSEQ, no character; EINVAL, the start of a longer one
    bool consumed = false;        // the byte was taken
    std::size_t converted = 0;    // bytes of UTF-32LE the conversion wrote
    std::size_t flushed = 0;      // and the flush after it (a character held back)
    unsigned char out[8] = {};    // what both wrote, in order
};

// Converts `byte` to UTF-32LE from the converter's initial state, then
// flushes it, and leaves it in its initial state again.
inline OneByte convert_one_byte(iconv_t cd, unsigned char byte) {
    OneByte r;
    iconv(cd, nullptr, nullptr, nullptr, nullptr);
    char in_byte = static_cast<char>(byte);
    char* in = &in_byte;
    std::size_t in_left = 1;
    char* out = reinterpret_cast<char*>(r.out);
    std::size_t out_left = sizeof r.out;
    r.failed = iconv(cd, &in, &in_left, &out, &out_left) == static_cast<std::size_t>(-1);
    r.error = r.failed ? errno : 0;
    r.consumed = in_left == 0;
    r.converted = sizeof r.out - out_left;
    if (!r.failed) {
        iconv(cd, nullptr, nullptr, &out, &out_left);
        r.flushed = sizeof r.out - out_left - r.converted;
    }
    iconv(cd, nullptr, nullptr, nullptr, nullptr);
    return r;
}

}  // namespace fragid::detail
