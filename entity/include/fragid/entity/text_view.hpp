// A text/plain entity as RFC 5147 counts it: the points between its
// characters, found by character position or by line position. Fast: read in
// bulk where the charset allows. What it must answer is defined by the simple
// view beside it (simple_text_view.hpp), which decodes every character first;
// the property tests compare the two (tests/entity/text_view_property_test.cpp).
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <string_view>

#include "fragid/model/entity.hpp"
#include "fragid/model/result.hpp"
#include "fragid/entity/charset.hpp"
#include "fragid/entity/decoder.hpp"
#include "fragid/entity/entity_stream.hpp"
#include "fragid/entity/text_scanner.hpp"

namespace fragid {

namespace detail {
class BlockScanner;
class CheckpointTable;
struct Goal;
}

// Answers questions about an entity's characters while reading its bytes in
// place only as far as each answer needs. A point (TextPoint) carries the
// character position, the byte offset, and the line and column it is at.
//
// Characters are those of s.2.1.2: code points of the charset after a BOM,
// except that a line ending in force (`line_endings`, s.4.1) is one character
// however many code points it has. A question whose answer lies beyond bytes
// that do not decode has no answer: it returns nothing, and error() says
// where and why, as the general decoder (decoder.hpp) words it.
//
// Behind the questions: runs of bytes are summarised in bulk where the
// charset allows (text_blocks.hpp), and the general decoder reads everything
// else, one character at a time. Questions may come in any order: the view
// remembers where its reading has been (a checkpoint every 64 KiB or so,
// 16384 at most, text_checkpoints.hpp; the end, or where the bytes stop
// decoding), and a question starts from the furthest of those, or of where
// the reading stands, that is short of its answer: questions in the order of
// the text read the entity once, and one behind the reading reads again from
// a checkpoint, not from the start. Pages of a mapped file behind the reading
// are handed back every 4 MiB, and those read since, when the reading goes
// back; once a reading has gone 2 MiB forward, those ahead of it are mapped
// by another thread (mapped_file.hpp, read_ahead).
//
// Over a stream (entity_stream.hpp) the same readers read the bytes that have
// arrived, at the same offsets; before any of them looks, the view has the
// stream read some way past where it will look (a block and a few characters
// more), so no reader ever takes the end of what has arrived for the end of
// the entity, and the decoder, the CR look-ahead and an iconv converter go on
// in their state as the bytes arrive. The bytes behind the reading are handed
// back every MiB, except a span asked to be kept (keep()), so questions must
// go forward: one behind the reading throws std::logic_error (a bug of the
// caller, never a wrong answer). The text resolver asks in order.
class TextView {
public:
    // Less than the largest block (64 KiB), which ends a few bytes short of
    // it where it would split a character: every block end of a first
    // reading is a checkpoint, until there are too many.
    static constexpr std::uint64_t default_checkpoint_spacing = 48 * 1024;
    // At most this many checkpoints (32 bytes each): past that every other
    // one goes and the spacing doubles, so one every block holds up to 1 GiB.
    static constexpr std::size_t checkpoint_capacity = 16384;
    // `checkpoint_spacing`: the bytes between two checkpoints at least (tests
    // of small texts give a smaller one, so that checkpoints occur).
    TextView(std::string_view bytes, const Charset& charset, LineEndingSet line_endings,
             std::uint64_t checkpoint_spacing = default_checkpoint_spacing);
    // Reads `stream` as far as the questions need; the stream outlives the view.
    TextView(EntityStream& stream, const Charset& charset, LineEndingSet line_endings);
    ~TextView();
    TextView(const TextView&) = delete;
    TextView& operator=(const TextView&) = delete;

    // Character position n (s.2.1.1); beyond the last, the end of the entity.
    std::optional<TextPoint> point_at_character(std::uint64_t n);
    // Line position n (s.2.1.1, s.2.1.2): 0 is the start, n > 0 the point just
    // after the n-th line ending; beyond the last, the end of the entity.
    std::optional<TextPoint> point_at_line(std::uint64_t n);
    // The point after the last character, reading every byte.
    std::optional<TextPoint> end();
    std::optional<std::uint64_t> character_count();

    // The entity's bytes between two points (a span's bytes).
    std::string_view bytes(const TextPoint& from, const TextPoint& to) const {
        return bytes_.substr(static_cast<std::size_t>(from.byte), static_cast<std::size_t>(to.byte - from.byte));
    }
    // A stream's bytes in [from, to) stay readable for bytes() whatever the
    // view reads later (EntityStream::keep); nothing for a mapped entity.
    void keep(std::uint64_t from, std::uint64_t to = EntityStream::open_end) {
        if (stream_) stream_->keep(from, to);
    }
    // Why the last question had no answer.
    const DecodeError& error() const noexcept { return error_; }

    // How much reading the questions so far took: a test-visible account
    // that questions share one reading (resolve --fragments, EntityMemo).
    struct Statistics {
        std::uint64_t bytes_summarised = 0;    // by the bulk readers, a block that did not fit included
        std::uint64_t characters_decoded = 0;  // by the general decoder, one at a time
        std::uint64_t jumps = 0;               // to a checkpoint, the end, or the start
        std::uint64_t checkpoints = 0;         // remembered now
    };
    Statistics statistics() const;

private:
    // Where the reading has stopped for good: the end, or bytes that do not decode.
    struct Stop {
        TextPoint point;
        bool failed = false;
        DecodeError error;
    };
    std::optional<TextPoint> point_at(const detail::Goal& goal);
    void start_near(const detail::Goal& goal);
    void resume_at(const TextPoint& point);
    void resume_at(const Stop& stop);
    bool advance(const detail::Goal& goal);
    bool take_block(const detail::Goal& goal, std::uint64_t& block_size, bool& growing);
    bool take_character();
    void rewind();
    void leave_run();
    void release_behind();
    void arrive(std::uint64_t until);

    std::string_view bytes_;
    Charset charset_;
    LineEndingSet line_endings_;
    std::unique_ptr<detail::BlockScanner> blocks_;  // none: the general decoder reads everything
    std::unique_ptr<TextScanner> scanner_;          // the general decoder, one character at a time
    bool scanner_in_step_ = true;                   // the scanner is at here_.byte
    TextPoint start_;
    TextPoint here_;  // where the reading stands
    std::uint64_t line_start_ = 0;  // character position where here_'s line starts
    bool at_end_ = false;
    bool failed_ = false;  // here_ is just before bytes that do not decode
    DecodeError error_;
    std::uint64_t released_ = 0;  // bytes before it (since the last jump) handed back (mapped_file.hpp)
    std::uint64_t read_to_ = 0;   // the furthest byte the reading has looked at since the last jump
    std::uint64_t run_start_ = 0;    // where the reading last jumped to (the start, a checkpoint, the end)
    std::uint64_t asked_ahead_ = 0;  // where the reading last asked for pages ahead (read_ahead)
    std::unique_ptr<detail::CheckpointTable> checkpoints_;  // none over a stream: it cannot go back
    std::optional<Stop> stop_;
    Statistics statistics_;
    EntityStream* stream_ = nullptr;  // none: `bytes_` is the whole entity
    std::uint64_t lookahead_ = 0;     // how far past a reader a stream must have arrived
};

}  // namespace fragid
