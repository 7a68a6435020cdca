// RapidCheck generators for text entities in any charset iconv writes, for
// the properties of the views and resolvers that decode them (tests/entity,
// tests/reference): code points that matter to RFC 5147 s.4.1 and to the fast
// paths' block edges, written through iconv in one of fourteen charsets, with
// bytes the charset may not decode dropped in now and then. text_entity.hpp's
// generators, which know every byte they write, are for the metamorphic
// properties; these reach the charsets only iconv writes (EBCDIC, stateful,
// multi-byte).
#pragma once

#include <rapidcheck.h>

#include <cstddef>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace fragid::generators {

// The built-in charsets, and iconv ones of each kind: single-byte through a
// byte map (windows-1258 composes when streamed; IBM037 is EBCDIC, with LF at
// 0x25 and NEL at 0x15), multi-byte, stateful (ISO-2022-JP), and one with
// characters that are two code points (BIG5-HKSCS).
const std::vector<std::string>& iconv_charsets();

// A piece of text: a line ending of s.4.1 or something near one (LS, LF CR),
// a character of two to four UTF-8 bytes, a BOM inside the text, or a run of
// 1 to 300 ASCII letters, so that blocks of 64 bytes and more form.
rc::Gen<std::u32string> gen_block_edge_piece();

// The code points of `text` that `charset` can hold, written with iconv in one
// stream (so a stateful charset gets its shift sequences); the others are left
// out. Empty if iconv lacks the charset.
std::string encode_with_iconv(std::u32string_view text, const std::string& charset);

// Bytes a charset may not decode: any, and the ones each decoder rejects in
// its own way (lone UTF-16 surrogates in either byte order, overlong and
// surrogate UTF-8, bytes windows-1252 leaves undefined, a lone CR before them).
rc::Gen<std::string> gen_undecodable();

// `bytes` with each insertion's bytes put in at its offset (modulo the length so far).
std::string with_inserted(std::string bytes, const std::vector<std::pair<std::size_t, std::string>>& insertions);

}  // namespace fragid::generators
