// An entity's bytes shown so that a reader sees what a resolver sees: line
// endings (RFC 5147 s.4.1, RFC 4180 CRLF), the BOM (RFC 5147 s.2), control
// characters and bytes that are not valid in the charset are all visible.
//
//   CR ␍   LF ␊   NEL ␤   TAB ␉   other C0 controls: their control picture (␀ ...)
//   DEL ␡   a skipped BOM ⟨BOM⟩   other invisible or format characters ⟨U+FEFF⟩
//   a byte that does not decode ⟨FF⟩ (everything after it is shown byte by byte)
//
// A line break follows each shown line ending, so the drawing keeps the lines.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "fragid/conformance/case.hpp"

namespace fragid::publish {

// One shown character (or undecodable byte) and where its bytes start.
struct VisibleChar {
    std::uint64_t byte_offset = 0;
    std::uint64_t byte_end = 0;
    std::string text;          // UTF-8, printable
    bool line_break = false;   // a line ending: the drawing breaks the line after it
};

// The whole entity, decoded in its declared charset (or the media type's
// default), a leading BOM included as ⟨BOM⟩.
std::vector<VisibleChar> visible_chars(const conformance::CaseEntity& entity, conformance::Spec spec);

// The drawing of the characters whose bytes lie in [from, to), cut after
// `max_chars` characters or `max_lines` lines with "… (N more bytes)".
std::string visible_text(const std::vector<VisibleChar>& chars, std::uint64_t from, std::uint64_t to,
                         std::size_t max_chars = 400, std::size_t max_lines = 12);
// The same on one line (line breaks not drawn), for table cells and excerpts.
std::string visible_inline(const std::vector<VisibleChar>& chars, std::uint64_t from, std::uint64_t to,
                           std::size_t max_chars = 60);
// A fragment shown on one line: controls and non-ASCII whitespace made
// visible, the rest as written (it is already percent-encoded text, mostly).
std::string visible_fragment(std::string_view fragment);
// What a case gives an implementation, for a table's "fragment" column: a
// resolver case's fragment as visible_fragment() shows it, or for a producer
// case what it asks for ("produce rows").
std::string visible_request(const conformance::Case& c);

// "6 bytes, US-ASCII (the default), all line endings in force".
std::string entity_summary(const conformance::CaseEntity& entity, conformance::Spec spec);

}  // namespace fragid::publish
