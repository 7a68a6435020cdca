#include "fragid/entity/simple_text_view.hpp"

#include <cstddef>

namespace fragid {
namespace {

constexpr char32_t cr = 0x0D, lf = 0x0A, nel = 0x85;

// Every code point before the end or the first error, with its bytes.
std::vector<DecodedChar> decode_everything(Decoder& decoder, std::optional<DecodeError>& error) {
    std::vector<DecodedChar> code_points;
    DecodedChar c;
    for (;;) {
        const auto step = decoder.next(c);
        if (step == Decoder::Step::end) return code_points;
        if (step == Decoder::Step::error) {
            error = decoder.error();
            return code_points;
        }
        code_points.push_back(c);
    }
}

// RFC 5147 s.4.1: CR LF and CR NEL, when in force, are one character each.
std::size_t code_points_in_character(const std::vector<DecodedChar>& cps, std::size_t i, LineEndingSet endings) {
    if (cps[i].code_point != cr || i + 1 == cps.size()) return 1;
    const char32_t next = cps[i + 1].code_point;
    if (next == lf && endings.contains(LineEnding::crlf)) return 2;
    if (next == nel && endings.contains(LineEnding::cr_nel)) return 2;
    return 1;
}

bool is_line_ending(char32_t first, std::size_t code_points, LineEndingSet endings) {
    if (code_points == 2) return true;
    return (first == lf && endings.contains(LineEnding::lf)) || (first == cr && endings.contains(LineEnding::cr)) ||
           (first == nel && endings.contains(LineEnding::nel));
}

}  // namespace

SimpleTextView::SimpleTextView(std::string_view bytes, const Charset& charset, LineEndingSet line_endings) {
    Decoder decoder(bytes, charset);
    TextPoint here{0, decoder.content_start(), 1, 1};
    points_.push_back(here);
    const auto cps = decode_everything(decoder, error_);
    for (std::size_t i = 0; i < cps.size();) {
        const std::size_t n = code_points_in_character(cps, i, line_endings);
        const auto& last = cps[i + n - 1];
        ++here.character;
        here.byte = last.byte_offset + last.byte_length;
        if (is_line_ending(cps[i].code_point, n, line_endings)) {
            ++here.line;
            here.column = 1;
        } else {
            ++here.column;
        }
        points_.push_back(here);
        i += n;
    }
}

std::optional<TextPoint> SimpleTextView::point_at_character(std::uint64_t n) const {
    if (n < points_.size()) return points_[static_cast<std::size_t>(n)];
    return end();
}

std::optional<TextPoint> SimpleTextView::point_at_line(std::uint64_t n) const {
    if (n == 0) return points_.front();
    for (const auto& p : points_)
        if (p.line - 1 == n) return p;  // the first point after the n-th line ending
    return end();
}

std::optional<TextPoint> SimpleTextView::end() const {
    if (error_) return std::nullopt;
    return points_.back();
}

std::optional<std::uint64_t> SimpleTextView::character_count() const {
    if (error_) return std::nullopt;
    return points_.back().character;
}

}  // namespace fragid
