// One iconv() call converts a whole block into UTF-32, instead of one call per
// code point; the code points are then counted as RFC 5147 counts characters.
// The converter stops at the first sequence it cannot convert, so a block is
// the run before it, and the general decoder reports the error in its words.
#include "iconv_blocks.hpp"
#include "iconv_probe.hpp"
#include "line_ending_code_points.hpp"

#include <iconv.h>

#include <cerrno>
#include <vector>

namespace fragid::detail {
namespace {

// Where a block is converted by itself, the converter must start each block
// in the state it is in between any two characters. The stateful converters
// glibc has all shift with bytes below 0x80 (ESC, SO, SI, '+', '~'), which
// alone are incomplete or give no code point: a charset in which every byte
// below 0x80 is one code point by itself is taken to have no shift state.
bool has_no_shift_state(iconv_t cd) {
    for (unsigned value = 0; value < 0x80; ++value) {
        const OneByte r = convert_one_byte(cd, static_cast<unsigned char>(value));
        if (r.failed || !r.consumed || r.converted + r.flushed != 4) return false;
    }
    return true;
}

class IconvBlocks final : public BlockScanner {
public:
    IconvBlocks(std::string_view bytes, iconv_t cd, LineEndingSet endings) : bytes_(bytes), cd_(cd), endings_(endings) {}
    ~IconvBlocks() override { iconv_close(cd_); }
    IconvBlocks(const IconvBlocks&) = delete;
    IconvBlocks& operator=(const IconvBlocks&) = delete;

    void extend(std::string_view bytes) override { bytes_ = bytes; }

    std::optional<BlockSummary> summarise(std::uint64_t from, std::uint64_t max_bytes) const override {
        std::uint64_t end = from;
        const std::size_t code_points = convert(from, max_bytes, end);
        std::size_t count = code_points;
        // A CR last may pair with what follows the block: leave it (one byte,
        // CR's own, since every byte below 0x80 is a character by itself).
        const bool pairs = endings_.contains(LineEnding::crlf) || endings_.contains(LineEnding::cr_nel);
        if (count > 0 && code_point(count - 1) == carriage_return && pairs && end < bytes_.size()) {
            if (static_cast<unsigned char>(bytes_[static_cast<std::size_t>(end - 1)]) != 0x0D) return std::nullopt;
            --count;
            --end;
        }
        if (count == 0 || end <= from) return std::nullopt;
        return count_characters(count, end);
    }

private:
    // Converts as much of [from, from + max_bytes) as decodes; `end` is where it stopped.
    std::size_t convert(std::uint64_t from, std::uint64_t max_bytes, std::uint64_t& end) const {
        const std::size_t length = static_cast<std::size_t>(std::min<std::uint64_t>(max_bytes, bytes_.size() - from));
        // Four bytes of UTF-32 per input byte at most, a character of two code points included.
        out_.resize(4 * length + 8);
        iconv(cd_, nullptr, nullptr, nullptr, nullptr);
        char* in = const_cast<char*>(bytes_.data() + from);  // iconv never writes through it
        std::size_t in_left = length;
        char* out = reinterpret_cast<char*>(out_.data());
        std::size_t out_left = out_.size();
        iconv(cd_, &in, &in_left, &out, &out_left);  // stops early at EILSEQ/EINVAL: the run before is whole
        iconv(cd_, nullptr, nullptr, &out, &out_left);
        end = from + (length - in_left);
        return (out_.size() - out_left) / 4;
    }

    char32_t code_point(std::size_t i) const { return little_endian_code_point(out_.data() + 4 * i); }

    BlockSummary count_characters(std::size_t count, std::uint64_t end) const {
        BlockSummary summary{end, 0, 0, 0};
        std::uint64_t at_last_ending = 0;
        for (std::size_t i = 0; i < count; ++i) {
            const char32_t c = code_point(i);
            ++summary.characters;
            bool ending = (c == line_feed && endings_.contains(LineEnding::lf)) ||
                          (c == next_line && endings_.contains(LineEnding::nel));
            if (c == carriage_return) {
                const char32_t following = i + 1 < count ? code_point(i + 1) : 0;
                const bool paired = (following == line_feed && endings_.contains(LineEnding::crlf)) ||
                                    (following == next_line && endings_.contains(LineEnding::cr_nel));
                i += paired ? 1 : 0;
                ending = paired || endings_.contains(LineEnding::cr);
            }
            if (ending) {
                ++summary.line_endings;
                at_last_ending = summary.characters;
            }
        }
        summary.characters_after_last_ending = summary.characters - at_last_ending;
        return summary;
    }

    std::string_view bytes_;
    iconv_t cd_;
    LineEndingSet endings_;
    mutable std::vector<unsigned char> out_;
};

}  // namespace

std::unique_ptr<BlockScanner> make_iconv_blocks(std::string_view bytes, const std::string& charset,
                                                LineEndingSet line_endings) {
    iconv_t cd = iconv_open("UTF-32LE", charset.c_str());
    if (cd == no_iconv) return nullptr;
    if (!has_no_shift_state(cd)) {
        iconv_close(cd);
        return nullptr;
    }
    return std::make_unique<IconvBlocks>(bytes, cd, line_endings);
}

}  // namespace fragid::detail
