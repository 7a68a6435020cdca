// The HTML form of the drawings of visible.hpp: each marker the plain text
// shows as a character (␍ ␊ ␤ ␉ and the other control pictures, ⟨BOM⟩,
// ⟨U+200B⟩, ⟨E9⟩) becomes a badge of ASCII letters (<span class="m">CR</span>),
// styled by page_style.hpp. A badge needs no font with control pictures (a bare
// Debian install draws ␍ as an empty box) and cannot be read as the entity's
// own text; visible.hpp already shows a real U+2400..U+2426, ⟨ or ⟩ of an
// entity by number, so the conversion back is unambiguous.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "fragid/conformance/case.hpp"
#include "fragid/publish/visible.hpp"

namespace fragid::publish {

// `plain` (a drawing or a sentence quoting one) escaped for HTML, its markers as badges.
std::string marked_html(std::string_view plain);

// What an outcome identifies in the entity's bytes, to highlight in a drawing:
// ranges [first, second) as <mark>, positions (and empty ranges or fields) as a caret.
struct Highlight {
    std::vector<std::pair<std::uint64_t, std::uint64_t>> ranges;
    std::vector<std::uint64_t> positions;
};
// Nothing for an outcome without byte offsets or that identifies nothing.
Highlight highlight_of(const conformance::Case& c, const conformance::Outcome& outcome);

// The drawing of the whole entity (for a <pre>), lines kept, markers as badges and
// `highlight` marked, cut after max_chars characters or max_lines lines.
std::string drawing_html(const std::vector<VisibleChar>& chars, std::uint64_t total_bytes, const Highlight& highlight,
                         std::size_t max_chars = 2000, std::size_t max_lines = 40);

}  // namespace fragid::publish
