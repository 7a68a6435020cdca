// Summaries of a run of bytes in UTF-8 or a single-byte charset. The counts
// come from one bulk pass (byte_counts.hpp); what cannot be counted in bulk,
// the pairing of CR with a following LF or NEL into one character (RFC 5147
// s.4.1), is settled CR by CR, and CRs are rare in most texts.
#include "byte_blocks.hpp"

#include <algorithm>
#include <cstring>

#include "byte_counts.hpp"
#include "utf8_counts.hpp"

namespace fragid::detail {
namespace {

class ByteBlocks {
public:
    ByteBlocks(std::string_view bytes, ByteSpelling spelling, LineEndingSet endings)
        : data_(reinterpret_cast<const unsigned char*>(bytes.data())), size_(bytes.size()), spelling_(spelling),
          lf_(endings.contains(LineEnding::lf)), cr_(endings.contains(LineEnding::cr)),
          nel_(endings.contains(LineEnding::nel)), crlf_(endings.contains(LineEnding::crlf)),
          cr_nel_(endings.contains(LineEnding::cr_nel)) {}

    std::optional<BlockSummary> summarise(std::uint64_t from, std::uint64_t max_bytes) const {
        const std::uint64_t end = cut(from, max_bytes);
        if (end <= from) return std::nullopt;
        const auto counts = count(from, end);
        if (!counts) return std::nullopt;
        Tally tally{spelling_.utf8 ? counts->leads : end - from, 0, 0};
        if (lf_ && counts->first > 0) add_lfs(from, end, counts->first, tally);
        if (counts->third > 0) add_nels(from, end, tally);
        if (counts->second > 0) add_crs(from, end, tally);
        BlockSummary summary{end, tally.characters, tally.line_endings, 0};
        if (tally.line_endings > 0) summary.characters_after_last_ending = characters_in(tally.last_ending_end, end);
        return summary;
    }

    void extend(std::string_view bytes) { size_ = bytes.size(); }

private:
    struct Tally {
        std::uint64_t characters;
        std::uint64_t line_endings;
        std::uint64_t last_ending_end;  // byte offset just after the last line ending seen (0: none yet)
        void ending_at(std::uint64_t after) {
            ++line_endings;
            last_ending_end = std::max(last_ending_end, after);
        }
    };

    bool pairs_in_force() const { return crlf_ || cr_nel_; }

    // The block ends before `from + max_bytes` where no character is split:
    // not inside a UTF-8 sequence, and not between a CR and what follows it.
    std::uint64_t cut(std::uint64_t from, std::uint64_t max_bytes) const {
        std::uint64_t end = std::min<std::uint64_t>(size_, from + max_bytes);
        if (end == size_) return end;
        for (int back = 0; spelling_.utf8 && back < 3 && end > from && (data_[end] & 0xC0) == 0x80; ++back) --end;
        if (pairs_in_force() && end > from && data_[end - 1] == spelling_.cr) --end;
        return end;
    }

    // The bulk counts of a run that decodes cleanly; nothing otherwise. UTF-8
    // is validated and counted in one pass (utf8_counts.hpp).
    std::optional<ByteCounts> count(std::uint64_t from, std::uint64_t end) const {
        if (spelling_.utf8) {
            const Utf8Counts c = count_utf8(data_ + from, static_cast<std::size_t>(end - from));
            if (!c.valid) return std::nullopt;
            return ByteCounts{c.leads, c.lf, c.cr, c.c2};  // the spelling's lf, cr and nel (utf8_spelling)
        }
        if (!valid(from, end)) return std::nullopt;
        return count_bytes(data_ + from, static_cast<std::size_t>(end - from), {spelling_.lf, spelling_.cr, spelling_.nel});
    }

    bool valid(std::uint64_t from, std::uint64_t end) const {
        const auto* p = data_ + from;
        const std::size_t n = static_cast<std::size_t>(end - from);
        if (!spelling_.has_invalid) return true;
        if (spelling_.invalid_only_above_0x7F && all_ascii(p, n)) return true;
        return std::none_of(p, p + n, [&](unsigned char b) { return spelling_.invalid[b]; });
    }

    // Every LF is one line ending, alone or as the end of a CR LF pair.
    void add_lfs(std::uint64_t from, std::uint64_t end, std::uint64_t count, Tally& tally) const {
        tally.line_endings += count;
        const void* last = memrchr(data_ + from, spelling_.lf, static_cast<std::size_t>(end - from));
        tally.last_ending_end = std::max(tally.last_ending_end, offset_of(last) + 1);
    }

    bool nel_at(std::uint64_t at, std::uint64_t end) const {
        if (at >= end || data_[at] != spelling_.nel) return false;
        if (spelling_.nel_second == ByteSpelling::none) return true;
        return at + 1 < end && data_[at + 1] == spelling_.nel_second;
    }
    std::uint64_t nel_width() const { return spelling_.nel_second == ByteSpelling::none ? 1 : 2; }

    void add_nels(std::uint64_t from, std::uint64_t end, Tally& tally) const {
        if (!nel_) return;
        for (std::uint64_t at = from; (at = next(spelling_.nel, at, end)) < end; ++at)
            if (nel_at(at, end)) tally.ending_at(at + nel_width());
    }

    // A CR followed by LF (CR LF in force) or by NEL (CR NEL in force) is one
    // character with the line ending it is paired with; the LF or NEL was
    // counted as an ending already if it is one on its own. Otherwise the CR
    // is a character of its own, a line ending if CR is in force.
    void add_crs(std::uint64_t from, std::uint64_t end, Tally& tally) const {
        for (std::uint64_t at = from; (at = next(spelling_.cr, at, end)) < end; ++at) {
            const std::uint64_t after = at + 1;
            if (crlf_ && after < end && data_[after] == spelling_.lf) {
                --tally.characters;
                if (!lf_) tally.ending_at(after + 1);
            } else if (cr_nel_ && nel_at(after, end)) {
                --tally.characters;
                if (!nel_) tally.ending_at(after + nel_width());
            } else if (cr_) {
                tally.ending_at(after);
            }
        }
    }

    std::uint64_t characters_in(std::uint64_t from, std::uint64_t end) const {
        if (!spelling_.utf8) return end - from;
        return count_bytes(data_ + from, static_cast<std::size_t>(end - from), {}).leads;
    }

    std::uint64_t next(int byte, std::uint64_t from, std::uint64_t end) const {
        const void* found = std::memchr(data_ + from, byte, static_cast<std::size_t>(end - from));
        return found ? offset_of(found) : end;
    }
    std::uint64_t offset_of(const void* p) const {
        return static_cast<std::uint64_t>(static_cast<const unsigned char*>(p) - data_);
    }

    const unsigned char* data_;
    std::uint64_t size_;
    ByteSpelling spelling_;
    bool lf_, cr_, nel_, crlf_, cr_nel_;
};

}  // namespace

ByteSpelling utf8_spelling() {
    ByteSpelling s;
    s.utf8 = true;
    s.lf = 0x0A;
    s.cr = 0x0D;
    s.nel = 0xC2;  // U+0085 is C2 85 (RFC 3629 s.3)
    s.nel_second = 0x85;
    return s;
}

std::optional<ByteSpelling> single_byte_spelling(const std::array<char32_t, 256>& byte_map) {
    ByteSpelling s;
    auto claim = [](int& slot, int byte) {
        if (slot != ByteSpelling::none) return false;
        slot = byte;
        return true;
    };
    for (int b = 0; b < 256; ++b) {
        const char32_t c = byte_map[static_cast<std::size_t>(b)];
        if (c == Decoder::invalid_byte) {
            s.invalid[static_cast<std::size_t>(b)] = true;
            s.has_invalid = true;
            if (b < 0x80) s.invalid_only_above_0x7F = false;
        }
        const bool unique = c == 0x0A ? claim(s.lf, b) : c == 0x0D ? claim(s.cr, b) : c == 0x85 ? claim(s.nel, b) : true;
        if (!unique) return std::nullopt;
    }
    return s;
}

std::unique_ptr<BlockScanner> make_byte_blocks(std::string_view bytes, ByteSpelling spelling,
                                               LineEndingSet line_endings) {
    return std::make_unique<BlockScannerOf<ByteBlocks>>(ByteBlocks(bytes, spelling, line_endings));
}

}  // namespace fragid::detail
