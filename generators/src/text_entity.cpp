#include "fragid/generators/text_entity.hpp"

#include <algorithm>
#include <vector>

#include "fragid/generators/elements.hpp"

namespace fragid::generators {

std::string_view charset_name(TextEncoding encoding) noexcept {
    switch (encoding) {
        case TextEncoding::us_ascii: return "US-ASCII";
        case TextEncoding::iso_8859_1: return "ISO-8859-1";
        case TextEncoding::utf8: return "UTF-8";
        case TextEncoding::utf16: return "UTF-16";
        case TextEncoding::utf16be: return "UTF-16BE";
        case TextEncoding::utf16le: return "UTF-16LE";
        case TextEncoding::windows_1252: return "windows-1252";
    }
    return "UTF-8";
}

bool can_encode(std::u32string_view text, TextEncoding encoding) noexcept {
    if (encoding == TextEncoding::windows_1252)
        return std::all_of(text.begin(), text.end(), [](char32_t c) { return c < 0x80 || (c >= 0xA0 && c < 0x100); });
    const char32_t limit = encoding == TextEncoding::us_ascii ? 0x80 : encoding == TextEncoding::iso_8859_1 ? 0x100 : 0x110000;
    return std::all_of(text.begin(), text.end(), [limit](char32_t c) { return c < limit && !(c >= 0xD800 && c < 0xE000); });
}

namespace {

void append_utf8(std::string& out, char32_t c) {
    const auto byte = [&out](std::uint32_t b) { out += static_cast<char>(static_cast<unsigned char>(b)); };
    if (c < 0x80) {
        byte(c);
    } else if (c < 0x800) {
        byte(0xC0 | (c >> 6));
        byte(0x80 | (c & 0x3F));
    } else if (c < 0x10000) {
        byte(0xE0 | (c >> 12));
        byte(0x80 | ((c >> 6) & 0x3F));
        byte(0x80 | (c & 0x3F));
    } else {
        byte(0xF0 | (c >> 18));
        byte(0x80 | ((c >> 12) & 0x3F));
        byte(0x80 | ((c >> 6) & 0x3F));
        byte(0x80 | (c & 0x3F));
    }
}

void append_unit16(std::string& out, std::uint32_t unit, bool little_endian) {
    const auto high = static_cast<char>(static_cast<unsigned char>(unit >> 8));
    const auto low = static_cast<char>(static_cast<unsigned char>(unit & 0xFF));
    out += little_endian ? low : high;
    out += little_endian ? high : low;
}

// RFC 2781 s.2.1: above U+FFFF, a surrogate pair.
void append_utf16(std::string& out, char32_t c, bool little_endian) {
    if (c < 0x10000) {
        append_unit16(out, c, little_endian);
        return;
    }
    const std::uint32_t v = c - 0x10000;
    append_unit16(out, 0xD800 | (v >> 10), little_endian);
    append_unit16(out, 0xDC00 | (v & 0x3FF), little_endian);
}

}  // namespace

std::string encode(std::u32string_view text, TextEncoding encoding, bool bom, bool little_endian) {
    std::string out;
    const bool le = encoding == TextEncoding::utf16le || (encoding == TextEncoding::utf16 && little_endian);
    if (bom) {
        if (encoding == TextEncoding::utf8) append_utf8(out, 0xFEFF);
        else append_utf16(out, 0xFEFF, le);
    }
    for (const char32_t c : text) {
        switch (encoding) {
            case TextEncoding::us_ascii:
            case TextEncoding::iso_8859_1:
            case TextEncoding::windows_1252: out += static_cast<char>(static_cast<unsigned char>(c)); break;
            case TextEncoding::utf8: append_utf8(out, c); break;
            default: append_utf16(out, c, le); break;
        }
    }
    return out;
}

std::u32string join_text_pieces(const std::vector<std::u32string>& pieces) {
    std::u32string text;
    for (const auto& p : pieces) text += p;
    // A leading U+FEFF would be a BOM in UTF-8 and UTF-16, text in UTF-16BE/LE:
    // BOMs are GeneratedText::bom's business. All of them go, not just the
    // first: "\uFEFF\uFEFF" less one still begins with a BOM.
    text.erase(0, text.find_first_not_of(U'\uFEFF'));
    return text;
}

rc::Gen<std::u32string> gen_text_characters() {
    auto piece = rc::gen::weightedOneOf<std::u32string>({
        {12, rc::gen::element<std::u32string>(U"a", U"b", U"c", U" ", U"x")},
        {6, rc::gen::element<std::u32string>(U"\n", U"\r", U"\r\n", U"\u0085", U"\r\u0085")},
        {3, rc::gen::element<std::u32string>(U"\u00E9", U"\u0939", U"\u4E2D", U"\U0001F600", U"\U00010348")},
        {1, rc::gen::element<std::u32string>(U"\u2028", U"\u2029", U"\uFEFF", U"\t", U"\u007F")},
    });
    return rc::gen::map(rc::gen::resize(40, rc::gen::container<std::vector<std::u32string>>(piece)), join_text_pieces);
}

rc::Gen<GeneratedText> gen_text() {
    return rc::gen::exec([] {
        GeneratedText g;
        g.text = *gen_text_characters();
        std::vector<TextEncoding> possible;
        for (auto e : {TextEncoding::utf8, TextEncoding::us_ascii, TextEncoding::iso_8859_1, TextEncoding::utf16,
                       TextEncoding::utf16be, TextEncoding::utf16le, TextEncoding::windows_1252})
            if (can_encode(g.text, e)) possible.push_back(e);
        g.encoding = *gen_shrinking_element(possible);
        g.bom = (g.encoding == TextEncoding::utf8 || g.encoding == TextEncoding::utf16) && *rc::gen::arbitrary<bool>();
        g.little_endian = g.encoding == TextEncoding::utf16 && g.bom && *rc::gen::arbitrary<bool>();
        g.bytes = encode(g.text, g.encoding, g.bom, g.little_endian);
        return g;
    });
}

void showValue(const GeneratedText& text, std::ostream& os) {
    static constexpr char hex[] = "0123456789ABCDEF";
    os << charset_name(text.encoding) << (text.bom ? " with BOM" : "") << ": \"";
    for (const char c : text.bytes) {
        const auto octet = static_cast<unsigned char>(c);
        if (octet >= 0x20 && octet < 0x7f && c != '\\' && c != '"') os << c;
        else os << "\\x" << hex[octet >> 4] << hex[octet & 0x0f];
    }
    os << "\"";
}

}  // namespace fragid::generators
