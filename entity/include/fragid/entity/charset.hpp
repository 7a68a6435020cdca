// Which character encoding an entity is in, by IANA name or alias.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace fragid {

// The charsets fragid decodes itself. Everything else that the system's iconv
// knows is `other` and is decoded through iconv.
enum class CharsetId { us_ascii, utf8, utf16, utf16be, utf16le, iso_8859_1, windows_1252, other };

struct Charset {
    CharsetId id = CharsetId::us_ascii;
    // The IANA preferred name for the built-in ones ("US-ASCII", "UTF-8",
    // "UTF-16", "UTF-16BE", "UTF-16LE", "ISO-8859-1", "windows-1252");
    // for `other`, the name as given (iconv resolves its aliases).
    std::string name;
};

// Looks a charset name up: the IANA registered names and aliases of the
// built-in charsets, case-insensitively (RFC 2978 s.2.3: charset names are
// case-insensitive); otherwise whatever iconv_open accepts. Nothing if neither.
std::optional<Charset> lookup_charset(std::string_view name);

// The IANA preferred names of the built-in charsets, in CharsetId's order
// (what a shell completion offers for --charset).
std::vector<std::string_view> built_in_charset_names();

// Why `name` could not be looked up, in the words every caller reports it in.
std::string unknown_charset_reason(std::string_view name);

// Whether two charset labels name the same encoding (RFC 5147 s.2.3 "MUST
// check whether the character encoding specified and the character encoding
// of the retrieved MIME entity are equal"): aliases of one built-in charset
// are equal; other names compare case-insensitively.
bool same_charset(std::string_view a, std::string_view b);

}  // namespace fragid
