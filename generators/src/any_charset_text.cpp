#include "fragid/generators/any_charset_text.hpp"

#include <iconv.h>

#include "fragid/generators/octets.hpp"

namespace fragid::generators {

const std::vector<std::string>& iconv_charsets() {
    static const std::vector<std::string> charsets = {
        "US-ASCII",     "UTF-8",        "UTF-16", "UTF-16BE", "UTF-16LE",  "ISO-8859-1",  "windows-1252",
        "windows-1258", "IBM037",       "KOI8-R", "GB18030",  "SHIFT_JIS", "ISO-2022-JP", "BIG5-HKSCS"};
    return charsets;
}

rc::Gen<std::u32string> gen_block_edge_piece() {
    return rc::gen::oneOf(
        rc::gen::element<std::u32string>(U"\r", U"\n", U"\r\n", U"\u0085", U"\r\u0085", U"\n\r", U"\u2028",
                                         U"\u00e9", U"\u03bb\u03cc\u03b3\u03bf\u03c2", U"\u6587\u5b57", U"\U0001F600",
                                         U"\u00ca\u0304", U"\ufeff", U"\u2026"),
        rc::gen::map(rc::gen::inRange<std::size_t>(1, 300),
                     [](std::size_t n) { return std::u32string(n, U'a' + static_cast<char32_t>(n % 26)); }));
}

std::string encode_with_iconv(std::u32string_view text, const std::string& charset) {
    // "UTF-16" with no BOM is big-endian (RFC 2781 s.4.3); glibc's would write a BOM.
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

rc::Gen<std::string> gen_undecodable() {
    return rc::gen::oneOf(
        gen_any_octets(4),
        rc::gen::element<std::string>(std::string("\xDC\x00", 2), std::string("\x00\xDC", 2), "\xD8\x01", "\x01\xD8",
                                      std::string("\xD8\x00\x00\x41", 4), "\xC0\x80", "\xED\xA0\x80",
                                      "\xF4\x90\x80\x80", "\x80", "\xE6\x96", "\xFF", "\x81", "\x8D", "\r\x80",
                                      "\r\xFF", std::string("\x00", 1)));
}

std::string with_inserted(std::string bytes, const std::vector<std::pair<std::size_t, std::string>>& insertions) {
    for (const auto& [at, inserted] : insertions) bytes.insert(bytes.empty() ? 0 : at % (bytes.size() + 1), inserted);
    return bytes;
}

}  // namespace fragid::generators
