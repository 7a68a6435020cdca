// Generated text/plain entities for the text view's and the resolver's
// properties: code points that matter to RFC 5147 s.4.1 and to the fast
// paths' block edges, written in any charset the reference decodes, with
// bytes it may not decode dropped in now and then.
#pragma once

#include <rapidcheck.h>

#include <iconv.h>

#include <string>
#include <utility>
#include <vector>

namespace fragid {

// The built-in charsets, and iconv ones of each kind: single-byte through a
// byte map (windows-1258 composes when streamed; IBM037 is EBCDIC, with LF at
// 0x25 and NEL at 0x15), multi-byte, stateful (ISO-2022-JP), and one with
// characters that are two code points (BIG5-HKSCS).
inline const std::vector<std::string> charsets = {"US-ASCII", "UTF-8",        "UTF-16",       "UTF-16BE", "UTF-16LE",
                                           "ISO-8859-1", "windows-1252", "windows-1258", "IBM037",   "KOI8-R",
                                           "GB18030",  "SHIFT_JIS",    "ISO-2022-JP",  "BIG5-HKSCS"};

// Text as code points: pieces that matter to RFC 5147 s.4.1 and to the fast
// paths' block edges (long ASCII runs, so that blocks of 64 bytes and more form).
inline rc::Gen<std::u32string> gen_piece() {
    return rc::gen::oneOf(
        rc::gen::element<std::u32string>(U"\r", U"\n", U"\r\n", U"\u0085", U"\r\u0085", U"\n\r", U"\u2028",
                                         U"\u00e9", U"\u03bb\u03cc\u03b3\u03bf\u03c2", U"\u6587\u5b57", U"\U0001F600",
                                         U"\u00ca\u0304", U"\ufeff", U"\u2026"),
        rc::gen::map(rc::gen::inRange<std::size_t>(1, 300),
                     [](std::size_t n) { return std::u32string(n, U'a' + static_cast<char32_t>(n % 26)); }));
}

// The code points `charset` can hold, written with iconv in one stream (so a
// stateful charset gets its shift sequences); the others are left out.
inline std::string encode(const std::u32string& text, const std::string& charset) {
    const std::string target = charset == "UTF-16" ? "UTF-16BE" : charset;
    iconv_t cd = iconv_open(target.c_str(), "UTF-32LE");
    if (cd == reinterpret_cast<iconv_t>(-1)) return {};
    std::string out;
    char buffer[64];
    for (char32_t c : text) {
        char in_bytes[4] = {static_cast<char>(c & 0xFF), static_cast<char>((c >> 8) & 0xFF),
                            static_cast<char>((c >> 16) & 0xFF), static_cast<char>(c >> 24)};
        char* in = in_bytes;
        std::size_t in_left = sizeof in_bytes;
        char* o = buffer;
        std::size_t o_left = sizeof buffer;
        if (iconv(cd, &in, &in_left, &o, &o_left) != static_cast<std::size_t>(-1)) out.append(buffer, o - buffer);
    }
    char* o = buffer;
    std::size_t o_left = sizeof buffer;
    iconv(cd, nullptr, nullptr, &o, &o_left);  // back to the initial shift state
    out.append(buffer, o - buffer);
    iconv_close(cd);
    return out;
}

// Bytes a charset may not decode: any, and the ones each decoder rejects in
// its own way (lone UTF-16 surrogates in either byte order, overlong and
// surrogate UTF-8, bytes windows-1252 leaves undefined, a lone CR before them).
inline rc::Gen<std::string> gen_junk() {
    return rc::gen::oneOf(
        rc::gen::resize(4, rc::gen::container<std::string>(rc::gen::arbitrary<char>())),
        rc::gen::element<std::string>("\xDC\x00", "\x00\xDC", "\xD8\x01", "\x01\xD8", "\xD8\x00\x00\x41",
                                      "\xC0\x80", "\xED\xA0\x80", "\xF4\x90\x80\x80", "\x80", "\xE6\x96",
                                      "\xFF", "\x81", "\x8D", "\r\x80", "\r\xFF", "\x00"));
}

// Bytes the charset may not decode, dropped in now and then.
inline std::string corrupt(std::string bytes, const std::vector<std::pair<std::size_t, std::string>>& insertions) {
    for (const auto& [at, junk] : insertions) bytes.insert(bytes.empty() ? 0 : at % (bytes.size() + 1), junk);
    return bytes;
}

}  // namespace fragid
