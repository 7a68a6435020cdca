// Points a text view's reading has passed, kept so that a question behind the
// reading starts near its answer instead of at the start of the entity.
#pragma once

#include <cstddef>
#include <cstdint>
#include <vector>

#include "fragid/model/result.hpp"

namespace fragid::detail {

// What a question waits for: that many characters, or that many line endings,
// read (the point just after them).
struct Goal {
    bool line_endings = false;
    std::uint64_t count = 0;
};

// Whether reading on from `p` can reach the goal's answer: `p` is not past
// it. For a line goal, the point just after the n-th line ending is the
// first of the line after it, so a point on that line is past it unless it
// is at its start (column 1).
inline bool short_of(const TextPoint& p, const Goal& goal) {
    if (!goal.line_endings) return p.character <= goal.count;
    const std::uint64_t endings_read = p.line - 1;
    return endings_read < goal.count || (endings_read == goal.count && p.column == 1);
}

// Points where a block ended (text_view.cpp: the general decoder resumes at
// such a point exactly as it did when the reading first passed it), at least
// `spacing` bytes apart, in the order of the text. Memory stays bounded
// whatever the entity's size: when the table is full, every other point goes
// and the spacing doubles.
class CheckpointTable {
public:
    CheckpointTable(std::uint64_t spacing, std::size_t capacity) : spacing_(spacing), capacity_(capacity) {}

    // A block ended at `p`; kept if it is `spacing` past the last point kept
    // (so a reading over ground already covered adds nothing).
    void passed(const TextPoint& p) {
        const std::uint64_t last = points_.empty() ? 0 : points_.back().byte;
        if (p.byte < last + spacing_) return;
        if (points_.size() >= capacity_) thin();
        if (points_.empty() || p.byte >= points_.back().byte + spacing_) points_.push_back(p);
    }

    // The furthest point short of the goal's answer, or nullptr.
    const TextPoint* furthest_short_of(const Goal& goal) const {
        // Points are in the order of the text, so "short of" holds for a prefix.
        std::size_t low = 0, high = points_.size();
        while (low < high) {
            const std::size_t mid = low + (high - low) / 2;
            if (short_of(points_[mid], goal)) low = mid + 1;
            else high = mid;
        }
        return low == 0 ? nullptr : &points_[low - 1];
    }

    std::size_t size() const noexcept { return points_.size(); }
    std::uint64_t spacing() const noexcept { return spacing_; }

private:
    void thin() {
        std::size_t kept = 0;
        for (std::size_t i = 0; i < points_.size(); i += 2) points_[kept++] = points_[i];
        points_.resize(kept);
        spacing_ *= 2;
    }

    std::vector<TextPoint> points_;
    std::uint64_t spacing_;
    std::size_t capacity_;
};

}  // namespace fragid::detail
