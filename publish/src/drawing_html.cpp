#include "fragid/publish/drawing_html.hpp"

#include <algorithm>
#include <type_traits>

#include "fragid/publish/html.hpp"
#include "spec_outcomes.hpp"

namespace fragid::publish {

using namespace conformance;

namespace {

// The names of the C0 controls, in the order of their control pictures (U+2400 + code).
constexpr const char* c0_names[] = {"NUL", "SOH", "STX", "ETX", "EOT", "ENQ", "ACK", "BEL", "BS",  "TAB", "LF",
                                    "VT",  "FF",  "CR",  "SO",  "SI",  "DLE", "DC1", "DC2", "DC3", "DC4", "NAK",
                                    "SYN", "ETB", "CAN", "EM",  "SUB", "ESC", "FS",  "GS",  "RS",  "US"};

std::string badge(std::string_view css_class, std::string_view label, std::string_view title) {
    return "<span class=\"" + std::string(css_class) + "\" title=\"" + html_escape(title) + "\">" + html_escape(label) +
           "</span>";
}

// The badge of a control picture U+2400 + `offset` (visible.cpp draws NEL as U+2424, DEL as U+2421).
std::string control_badge(unsigned offset) {
    if (offset == 0x24) return badge("m", "NEL", "NEL (U+0085), a line ending");
    if (offset == 0x21) return badge("m ctl", "DEL", "DEL (U+007F)");
    if (offset >= 0x20) return badge("m ctl", "SP", "a space symbol");
    const std::string name = c0_names[offset];
    const bool line_ending = name == "CR" || name == "LF";
    return badge(line_ending ? "m" : "m ctl", name, name + (line_ending ? ", a line ending" : ", a control character"));
}

// The badge of "⟨label⟩": BOM, U+XXXX (an invisible character) or XX (a byte that does not decode).
std::string named_badge(std::string_view label) {
    if (label == "BOM") return badge("m bom", "BOM", "a byte order mark");
    if (label.rfind("U+", 0) == 0) return badge("m ctl", label, "the invisible character " + std::string(label));
    return badge("m bad", label, "the byte " + std::string(label) + ", not valid in the charset");
}

constexpr std::string_view open_angle = "\u27E8", close_angle = "\u27E9";

}  // namespace

std::string marked_html(std::string_view plain) {
    std::string out;
    std::size_t at = 0;
    while (at < plain.size()) {
        const auto b0 = static_cast<unsigned char>(plain[at]);
        // U+2400..U+2426 in UTF-8: E2 90 80..A6.
        if (b0 == 0xE2 && at + 2 < plain.size() && static_cast<unsigned char>(plain[at + 1]) == 0x90 &&
            static_cast<unsigned char>(plain[at + 2]) >= 0x80 && static_cast<unsigned char>(plain[at + 2]) <= 0xA6) {
            out += control_badge(static_cast<unsigned char>(plain[at + 2]) - 0x80);
            at += 3;
            continue;
        }
        if (plain.substr(at, open_angle.size()) == open_angle) {
            const auto close = plain.find(close_angle, at);
            const auto label = close == std::string_view::npos ? std::string_view{} : plain.substr(at + 3, close - at - 3);
            if (!label.empty() && label.size() <= 8) {
                out += named_badge(label);
                at = close + close_angle.size();
                continue;
            }
        }
        // Copy up to the next possible marker (every marker starts with byte E2).
        const auto next = std::min(plain.find('\xE2', at + 1), plain.size());
        out += html_escape(plain.substr(at, next - at));
        at = next;
    }
    return out;
}

Highlight highlight_of(const Case& c, const Outcome& outcome) {
    Highlight h;
    // Each spec's shape is drawn by its own folder (spec_outcomes.hpp); a status marks nothing.
    std::visit(
        [&](const auto& identified) {
            if constexpr (!std::is_same_v<std::decay_t<decltype(identified)>, Unresolved>)
                spec_outcomes::highlight(h, c, identified);
        },
        outcome);
    return h;
}

namespace {

bool marked(const Highlight& h, std::uint64_t byte) {
    return std::any_of(h.ranges.begin(), h.ranges.end(), [&](const auto& r) { return byte >= r.first && byte < r.second; });
}

std::string carets(const Highlight& h, std::uint64_t byte) {
    const auto n = std::count(h.positions.begin(), h.positions.end(), byte);
    return n ? "<span class=\"caret\" title=\"the identified position\"></span>" : "";
}

}  // namespace

std::string drawing_html(const std::vector<VisibleChar>& chars, std::uint64_t total_bytes, const Highlight& h,
                         std::size_t max_chars, std::size_t max_lines) {
    std::string out;
    bool in_mark = false;
    std::size_t shown = 0, lines = 0;
    for (const auto& c : chars) {
        if (shown == max_chars || lines == max_lines) {
            if (in_mark) out += "</mark>";
            return out + (out.empty() || out.back() == '\n' ? "" : "\n") + "<span class=\"muted\">\u2026 (" +
                   std::to_string(total_bytes - c.byte_offset) + " more bytes)</span>";
        }
        const bool mark = marked(h, c.byte_offset);
        if (mark != in_mark) out += mark ? "<mark>" : "</mark>";
        in_mark = mark;
        out += carets(h, c.byte_offset) + marked_html(c.text);
        ++shown;
        if (c.line_break) {
            out += '\n';
            ++lines;
        }
    }
    if (in_mark) out += "</mark>";
    return out + carets(h, total_bytes);
}

}  // namespace fragid::publish
