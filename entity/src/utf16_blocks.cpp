// Summaries of a run of UTF-16 (RFC 2781): one pass over the 16-bit units,
// with the surrogate rules of s.2.2 and the line endings of RFC 5147 s.4.1.
#include "utf16_blocks.hpp"
#include "line_ending_code_points.hpp"

#include <algorithm>

namespace fragid::detail {
namespace {

bool is_surrogate(char32_t u) { return (u & 0xF800) == 0xD800; }
bool is_high_surrogate(char32_t u) { return u >= 0xD800 && u <= 0xDBFF; }
bool is_low_surrogate(char32_t u) { return u >= 0xDC00 && u <= 0xDFFF; }

class Utf16Blocks {
public:
    Utf16Blocks(std::string_view bytes, bool big_endian, LineEndingSet endings)
        : data_(reinterpret_cast<const unsigned char*>(bytes.data())), size_(bytes.size()),
          high_byte_(big_endian ? 0 : 1), endings_(endings) {}

    std::optional<BlockSummary> summarise(std::uint64_t from, std::uint64_t max_bytes) const {
        const std::uint64_t end = cut(from, max_bytes);
        if (end <= from) return std::nullopt;
        BlockSummary summary{end, 0, 0, 0};
        std::uint64_t characters_at_last_ending = 0;
        for (std::uint64_t at = from; at < end; at += 2) {
            const char32_t u = unit(at);
            ++summary.characters;
            // Most units are neither half of a pair nor a possible line
            // ending (LF, CR and NEL are all below 0x86): one test for both.
            if (u > next_line && !is_surrogate(u)) continue;
            if (is_low_surrogate(u)) return std::nullopt;
            if (is_high_surrogate(u)) {
                if (!is_low_surrogate(unit(at + 2))) return std::nullopt;  // cut() keeps the pair whole
                at += 2;
                continue;
            }
            const std::uint64_t width = ending_width(u, at, end);
            if (width == 0) continue;
            at += width - 2;
            if (is_in_force(u, width)) {
                ++summary.line_endings;
                characters_at_last_ending = summary.characters;
            }
        }
        summary.characters_after_last_ending = summary.characters - characters_at_last_ending;
        return summary;
    }

    void extend(std::string_view bytes) { size_ = bytes.size(); }

private:
    char32_t unit(std::uint64_t at) const {
        return static_cast<char32_t>(data_[at + high_byte_]) << 8 | data_[at + 1 - high_byte_];
    }

    // Whole units only; never a high surrogate without its low one, nor a CR
    // without what follows it.
    std::uint64_t cut(std::uint64_t from, std::uint64_t max_bytes) const {
        std::uint64_t end = std::min<std::uint64_t>(size_, from + max_bytes);
        end = from + (end - from) / 2 * 2;
        if (end - from >= 2 && is_high_surrogate(unit(end - 2))) end -= 2;
        const bool pairs = endings_.contains(LineEnding::crlf) || endings_.contains(LineEnding::cr_nel);
        if (pairs && end < size_ && end - from >= 2 && unit(end - 2) == carriage_return) end -= 2;
        return end;
    }

    // Bytes taken by the character starting with `u` if it can be a line
    // ending (2, or 4 for a CR paired with LF or NEL), else 0.
    std::uint64_t ending_width(char32_t u, std::uint64_t at, std::uint64_t end) const {
        if (u == line_feed || u == next_line) return 2;
        if (u != carriage_return) return 0;
        if (at + 2 < end) {
            const char32_t following = unit(at + 2);
            if (following == line_feed && endings_.contains(LineEnding::crlf)) return 4;
            if (following == next_line && endings_.contains(LineEnding::cr_nel)) return 4;
        }
        return 2;
    }

    bool is_in_force(char32_t u, std::uint64_t width) const {
        if (width == 4) return true;  // a pair is only formed when it is in force
        if (u == line_feed) return endings_.contains(LineEnding::lf);
        if (u == next_line) return endings_.contains(LineEnding::nel);
        return endings_.contains(LineEnding::cr);
    }

    const unsigned char* data_;
    std::uint64_t size_;
    std::uint64_t high_byte_;  // where in a unit its high byte is: 0 big-endian, 1 little-endian
    LineEndingSet endings_;
};

}  // namespace

std::unique_ptr<BlockScanner> make_utf16_blocks(std::string_view bytes, bool big_endian, LineEndingSet line_endings) {
    return std::make_unique<BlockScannerOf<Utf16Blocks>>(Utf16Blocks(bytes, big_endian, line_endings));
}

}  // namespace fragid::detail
