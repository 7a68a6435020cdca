#include "fragid/entity/normalised_text.hpp"

#include "fragid/entity/text_scanner.hpp"

namespace fragid::detail {
namespace {

void append_utf8(std::string& out, char32_t c) {
    if (c < 0x80) {
        out += static_cast<char>(c);
    } else if (c < 0x800) {
        out += static_cast<char>(0xC0 | (c >> 6));
        out += static_cast<char>(0x80 | (c & 0x3F));
    } else if (c < 0x10000) {
        out += static_cast<char>(0xE0 | (c >> 12));
        out += static_cast<char>(0x80 | ((c >> 6) & 0x3F));
        out += static_cast<char>(0x80 | (c & 0x3F));
    } else {
        out += static_cast<char>(0xF0 | (c >> 18));
        out += static_cast<char>(0x80 | ((c >> 12) & 0x3F));
        out += static_cast<char>(0x80 | ((c >> 6) & 0x3F));
        out += static_cast<char>(0x80 | (c & 0x3F));
    }
}

}  // namespace

std::optional<std::string> normalised_text(std::string_view bytes, const Charset& charset, LineEndingSet line_endings,
                                           DecodeError& error) {
    TextScanner scanner(bytes, charset, line_endings);
    std::string text;
    TextChar c;
    for (;;) {
        const auto step = scanner.next(c);
        if (step == TextScanner::Step::end) return text;
        if (step == TextScanner::Step::error) {
            error = scanner.error();
            return std::nullopt;
        }
        if (c.is_line_ending) text += '\n';
        else append_utf8(text, c.code_point);
    }
}

Occurrences in_characters(const std::string& text, const Occurrences& matches) {
    Occurrences occurrences;
    std::uint64_t characters = 0, byte = 0;
    const auto character_at = [&](std::uint64_t target) {
        for (; byte < target; ++byte)
            if ((static_cast<unsigned char>(text[static_cast<std::size_t>(byte)]) & 0xC0) != 0x80) ++characters;
        return characters;
    };
    for (const auto& [from, to] : matches) {
        const auto a = character_at(from);
        occurrences.emplace_back(a, character_at(to));
    }
    return occurrences;
}

}  // namespace fragid::detail
