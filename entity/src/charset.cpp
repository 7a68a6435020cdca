// Charset names: the IANA registry's names and aliases for the charsets fragid
// decodes itself, and the system's iconv for everything else.
#include "fragid/entity/charset.hpp"

#include <iconv.h>

#include <string>

namespace fragid {
namespace {

struct CharsetAlias {
    std::string_view name;
    CharsetId id;
};

// From the IANA "Character Sets" registry: every registered name and alias of
// each built-in charset. "ASCII" is not registered but is what most people
// write for US-ASCII, and iconv would accept it anyway; listing it keeps it
// on the fast built-in decoder and makes same_charset("ASCII", "US-ASCII") true.
constexpr CharsetAlias registered_aliases[] = {
    {"US-ASCII", CharsetId::us_ascii},
    {"iso-ir-6", CharsetId::us_ascii},
    {"ANSI_X3.4-1968", CharsetId::us_ascii},
    {"ANSI_X3.4-1986", CharsetId::us_ascii},
    {"ISO_646.irv:1991", CharsetId::us_ascii},
    {"ISO646-US", CharsetId::us_ascii},
    {"us", CharsetId::us_ascii},
    {"IBM367", CharsetId::us_ascii},
    {"cp367", CharsetId::us_ascii},
    {"csASCII", CharsetId::us_ascii},
    {"ASCII", CharsetId::us_ascii},
    {"UTF-8", CharsetId::utf8},
    {"csUTF8", CharsetId::utf8},
    {"UTF-16", CharsetId::utf16},
    {"csUTF16", CharsetId::utf16},
    {"UTF-16BE", CharsetId::utf16be},
    {"csUTF16BE", CharsetId::utf16be},
    {"UTF-16LE", CharsetId::utf16le},
    {"csUTF16LE", CharsetId::utf16le},
    {"ISO-8859-1", CharsetId::iso_8859_1},
    {"iso-ir-100", CharsetId::iso_8859_1},
    {"ISO_8859-1", CharsetId::iso_8859_1},
    {"ISO_8859-1:1987", CharsetId::iso_8859_1},
    {"latin1", CharsetId::iso_8859_1},
    {"l1", CharsetId::iso_8859_1},
    {"IBM819", CharsetId::iso_8859_1},
    {"CP819", CharsetId::iso_8859_1},
    {"csISOLatin1", CharsetId::iso_8859_1},
    {"windows-1252", CharsetId::windows_1252},
    {"cswindows1252", CharsetId::windows_1252},
};

std::string_view preferred_name(CharsetId id) {
    switch (id) {
        case CharsetId::us_ascii: return "US-ASCII";
        case CharsetId::utf8: return "UTF-8";
        case CharsetId::utf16: return "UTF-16";
        case CharsetId::utf16be: return "UTF-16BE";
        case CharsetId::utf16le: return "UTF-16LE";
        case CharsetId::iso_8859_1: return "ISO-8859-1";
        case CharsetId::windows_1252: return "windows-1252";
        case CharsetId::other: break;
    }
    return {};
}

char ascii_lower(char c) { return c >= 'A' && c <= 'Z' ? static_cast<char>(c - 'A' + 'a') : c; }

// RFC 2978 s.2.3: charset names are case-insensitive, and only ASCII letters
// have case in them, so no locale is involved.
bool equal_ignoring_ascii_case(std::string_view a, std::string_view b) {
    if (a.size() != b.size()) return false;
    for (std::size_t i = 0; i < a.size(); ++i)
        if (ascii_lower(a[i]) != ascii_lower(b[i])) return false;
    return true;
}

std::optional<CharsetId> builtin_id(std::string_view name) {
    for (const auto& alias : registered_aliases)
        if (equal_ignoring_ascii_case(alias.name, name)) return alias.id;
    return std::nullopt;
}

// RFC 2978 s.2.3 limits charset names to printable US-ASCII. A '/' is never
// part of a charset name but is glibc iconv's suffix syntax ("//IGNORE",
// "//TRANSLIT"), which would change how invalid bytes are treated; NUL would
// silently truncate the name passed to iconv_open. Both are refused.
bool could_be_charset_name(std::string_view name) {
    if (name.empty()) return false;
    for (char c : name)
        if (c < '!' || c > '~' || c == '/') return false;
    return true;
}

bool iconv_knows(const std::string& name) {
    iconv_t cd = iconv_open("UTF-32LE", name.c_str());
    if (cd == reinterpret_cast<iconv_t>(-1)) return false;
    iconv_close(cd);
    return true;
}

}  // namespace

std::vector<std::string_view> built_in_charset_names() {
    std::vector<std::string_view> names;
    for (auto id = CharsetId::us_ascii; id != CharsetId::other; id = static_cast<CharsetId>(static_cast<int>(id) + 1))
        names.push_back(preferred_name(id));
    return names;
}

std::string unknown_charset_reason(std::string_view name) {
    return "unknown charset '" + std::string(name) + "' (neither IANA-registered nor known to iconv)";
}

std::optional<Charset> lookup_charset(std::string_view name) {
    if (auto id = builtin_id(name)) return Charset{*id, std::string(preferred_name(*id))};
    if (!could_be_charset_name(name)) return std::nullopt;
    std::string as_given(name);
    if (!iconv_knows(as_given)) return std::nullopt;
    return Charset{CharsetId::other, std::move(as_given)};
}

bool same_charset(std::string_view a, std::string_view b) {
    auto id_a = builtin_id(a);
    auto id_b = builtin_id(b);
    if (id_a && id_b) return *id_a == *id_b;
    return equal_ignoring_ascii_case(a, b);
}

}  // namespace fragid
