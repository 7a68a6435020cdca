// RapidCheck generators for text/plain entities: known characters written in
// a chosen charset, so properties can re-encode the same text (metamorphic
// tests) and know what every byte means.
//
// The characters are drawn from pieces that matter to RFC 5147: every line
// ending of s.4.1 (CR, LF, CR LF, NEL, CR NEL) mixed in one entity, LINE
// SEPARATOR (not a line ending), two- three- and four-byte UTF-8 characters
// (an astral one is a UTF-16 surrogate pair), and U+FEFF inside the text.
#pragma once

#include <rapidcheck.h>

#include <optional>
#include <ostream>
#include <string>
#include <string_view>
#include <vector>

namespace fragid::generators {

// How the characters become bytes. `utf16` writes a BOM (either byte
// order) and is read by its BOM; `utf16be`/`utf16le` never write one
// (RFC 2781 s.3.3: a leading U+FEFF there is text). `windows_1252` is
// written only with the characters it shares with ISO-8859-1 (its 0x80-0x9F
// are other characters, and five of them none: docs/interpretations.md).
enum class TextEncoding { us_ascii, iso_8859_1, utf8, utf16, utf16be, utf16le, windows_1252 };

std::string_view charset_name(TextEncoding encoding) noexcept;  // "US-ASCII", ..., "UTF-16LE", "windows-1252"
// Whether every code point of `text` has a byte sequence in `encoding`.
bool can_encode(std::u32string_view text, TextEncoding encoding) noexcept;
// The bytes of `text` in `encoding` (which must be able to encode it), with a
// leading BOM if `bom` (UTF-8: EF BB BF; UTF-16: FE FF or FF FE by `little_endian`).
std::string encode(std::u32string_view text, TextEncoding encoding, bool bom = false, bool little_endian = false);

// A text entity: the characters, and how they were written.
struct GeneratedText {
    std::u32string text;  // without the BOM
    TextEncoding encoding = TextEncoding::utf8;
    bool bom = false;
    bool little_endian = false;  // for TextEncoding::utf16
    std::string bytes;            // encode(text, encoding, bom, little_endian)
};

// Code points, 0 to ~40 pieces long, never beginning with U+FEFF.
rc::Gen<std::u32string> gen_text_characters();
// How gen_text_characters() makes its text: the pieces one after the other,
// without leading U+FEFFs (so that only GeneratedText::bom writes a BOM).
std::u32string join_text_pieces(const std::vector<std::u32string>& pieces);
// The characters written in any charset that can hold them, BOM or not.
rc::Gen<GeneratedText> gen_text();
void showValue(const GeneratedText& text, std::ostream& os);

}  // namespace fragid::generators
