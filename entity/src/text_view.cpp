// The text view: a reading position that only moves forward, in blocks
// summarised in bulk where it can and one character at a time where it must.
#include "fragid/entity/text_view.hpp"

#include <algorithm>
#include <limits>
#include <stdexcept>

#include "fragid/entity/mapped_file.hpp"
#include "text_blocks.hpp"
#include "text_checkpoints.hpp"

namespace fragid {
namespace {

using detail::Goal;

// A question's blocks start at first_block and double while they fit, up to
// the largest; a block that would pass the goal or does not decode cleanly
// is halved; below the smallest the general decoder reads on, one character
// at a time. Starting small, a goal a line ahead (the end of line=N,N+1)
// costs a few KiB of tries, not the 128 KiB that halving from the largest
// block did. Checkpoints are where blocks end, so the largest block is also
// about the checkpoints' spacing: 64 KiB costs nothing measurable in speed
// against 256 KiB, and a question behind the reading reads ~64 KiB again.
constexpr std::uint64_t first_block = 1024;
constexpr std::uint64_t largest_block = 64 * 1024;
constexpr std::uint64_t smallest_block = 64;
// How far the reading moves before the bytes behind it are handed back: a
// mapping's pages can be read again from the page cache, a stream's are only
// held in memory, so they go sooner. What is still mapped when the view is
// done costs the kernel as much to unmap as it did to map (page_helper.hpp),
// in the reader's thread: a few MiB, not 16.
constexpr std::uint64_t release_interval = 4 * 1024 * 1024;
constexpr std::uint64_t stream_release_interval = 1024 * 1024;
// A reading that has gone this far forward since it last jumped is taken to
// go on, and the mapping's pages ahead of it are mapped by another thread
// (read_ahead, mapped_file.hpp), asked again each step: questions that each
// read a block or two from a checkpoint (resolve --fragments) never start it.
constexpr std::uint64_t read_ahead_after = 2 * 1024 * 1024;
constexpr std::uint64_t read_ahead_step = 512 * 1024;

// How far past where a reader starts a stream must have arrived: the longest
// character any decoder reads (4 bytes) and what pairs with a CR after it
// (4 more in UTF-16), with room to spare. iconv's converters may widen their
// window over incomplete input and pass over runs of shift sequences before
// a character comes out (decoder.cpp, next_iconv), hence far more for them.
std::uint64_t stream_lookahead(const Charset& charset) { return charset.id == CharsetId::other ? 4096 : 64; }

}  // namespace

TextView::TextView(std::string_view bytes, const Charset& charset, LineEndingSet line_endings,
                   std::uint64_t checkpoint_spacing)
    : bytes_(bytes), charset_(charset), line_endings_(line_endings),
      scanner_(std::make_unique<TextScanner>(bytes, charset, line_endings)),
      checkpoints_(std::make_unique<detail::CheckpointTable>(checkpoint_spacing, checkpoint_capacity)) {
    start_ = TextPoint{0, scanner_->content_start(), 1, 1};
    here_ = start_;
    blocks_ = detail::make_block_scanner(bytes, scanner_->decoder(), charset, line_endings);
}

TextView::TextView(EntityStream& stream, const Charset& charset, LineEndingSet line_endings)
    : TextView(stream.extend(stream_lookahead(charset)), charset, line_endings) {
    stream_ = &stream;
    lookahead_ = stream_lookahead(charset);
    checkpoints_.reset();
}

TextView::~TextView() = default;

// A stream is read on until `until` bytes have arrived (or it ended), and
// every reader is shown the longer view.
void TextView::arrive(std::uint64_t until) {
    if (!stream_ || bytes_.size() >= until || stream_->complete()) return;
    bytes_ = stream_->extend(until);
    scanner_->extend(bytes_);
    if (blocks_) blocks_->extend(bytes_);
}

std::optional<TextPoint> TextView::point_at_character(std::uint64_t n) { return point_at(Goal{false, n}); }

std::optional<TextPoint> TextView::point_at_line(std::uint64_t n) {
    if (n == 0) return point_at_character(0);  // line position 0 is character position 0 (s.2.1.2)
    return point_at(Goal{true, n});
}

std::optional<TextPoint> TextView::end() { return point_at_character(std::numeric_limits<std::uint64_t>::max()); }

std::optional<std::uint64_t> TextView::character_count() {
    const auto last = end();
    if (!last) return std::nullopt;
    return last->character;
}

TextView::Statistics TextView::statistics() const {
    Statistics s = statistics_;
    s.checkpoints = checkpoints_ ? checkpoints_->size() : 0;
    return s;
}

std::optional<TextPoint> TextView::point_at(const Goal& goal) {
    start_near(goal);
    if (!advance(goal)) return std::nullopt;
    return here_;
}

// The reading goes on from the furthest point it knows short of the goal's
// answer: where it stands, where it stopped for good, or a checkpoint; else
// from the start. Each resumes the reading exactly as it was when it first
// passed there, so every question has the answer a fresh view would give.
void TextView::start_near(const Goal& goal) {
    const bool here_short = detail::short_of(here_, goal);
    if (!checkpoints_) {
        if (!here_short) rewind();  // over a stream: throws, its bytes are gone
        return;
    }
    if (stop_ && detail::short_of(stop_->point, goal)) {
        if (!here_short || stop_->point.byte > here_.byte) resume_at(*stop_);
        return;
    }
    const TextPoint* checkpoint = checkpoints_->furthest_short_of(goal);
    if (checkpoint && (!here_short || checkpoint->byte > here_.byte)) {
        resume_at(*checkpoint);
    } else if (!here_short) {
        rewind();
    }
}

bool TextView::advance(const Goal& goal) {
    std::uint64_t block_size = first_block;
    bool growing = true;  // until a block is found too long
    auto reached = [&] { return goal.line_endings ? here_.line - 1 >= goal.count : here_.character >= goal.count; };
    while (!reached() && !at_end_) {
        if (failed_) return false;
        // No character is shorter than a byte, so a block no longer than the
        // characters still wanted cannot pass a character goal: larger ones
        // are not summarised only to be found too long (many near goals, as
        // the matches of a draft match(), would each pay for a whole block).
        if (!goal.line_endings)
            block_size = std::min(block_size, std::max(goal.count - here_.character, smallest_block));
        if (!take_block(goal, block_size, growing) && !take_character()) return false;
    }
    return true;
}

// Takes the largest block (at most `block_size`) that decodes cleanly and
// does not pass the goal. `block_size` doubles after a block that fits while
// `growing`, and shrinks for the rest of the question once one does not.
bool TextView::take_block(const Goal& goal, std::uint64_t& block_size, bool& growing) {
    if (!blocks_) return false;
    arrive(here_.byte + lookahead_);
    // A block starts where the general decoder owes nothing: between the two
    // code points of one iconv character, the second is read on its own.
    if (scanner_in_step_ && scanner_->owes_code_point()) return false;
    // A stream's block ends short of what has arrived by the look-ahead, and
    // is not waited for: a pipe that stays open answers from what it gave.
    const std::uint64_t room = stream_ && !stream_->complete() ? bytes_.size() - here_.byte - lookahead_
                                                              : std::numeric_limits<std::uint64_t>::max();
    if (room < smallest_block) return false;
    // Every size at or above what has arrived past here summarises the same
    // bytes, to the same answer (text_blocks.hpp): of those only the smallest
    // is tried. (Halving from largest_block, a 4 KiB text was summarised whole
    // seven times before a block could fall short of its end.) `block_size`
    // still becomes what the halving would have made it.
    std::uint64_t size = block_size;
    const std::uint64_t left = bytes_.size() - here_.byte;
    while (size / 2 >= left && size / 2 >= smallest_block) size /= 2;
    for (; size >= smallest_block; block_size = size /= 2, growing = false) {
        const std::uint64_t tried = std::min({size, room, left});
        statistics_.bytes_summarised += tried;
        read_to_ = std::max(read_to_, here_.byte + tried);
        const auto block = blocks_->summarise(here_.byte, std::min(size, room));
        if (!block) continue;
        const std::uint64_t endings = here_.line - 1 + block->line_endings;
        const bool fits = goal.line_endings
                              ? endings < goal.count || (endings == goal.count && block->characters_after_last_ending == 0)
                              : here_.character + block->characters <= goal.count;
        if (!fits) continue;
        here_.character += block->characters;
        here_.byte = block->end;
        if (block->line_endings > 0) {
            here_.line += block->line_endings;
            line_start_ = here_.character - block->characters_after_last_ending;
        }
        here_.column = here_.character - line_start_ + 1;
        scanner_in_step_ = false;
        if (checkpoints_) checkpoints_->passed(here_);
        if (growing) block_size = std::min(largest_block, size * 2);
        release_behind();
        return true;
    }
    return false;
}

// One character through the general decoder; false at bytes that do not decode.
bool TextView::take_character() {
    arrive(here_.byte + lookahead_);
    if (!scanner_in_step_) {
        scanner_->seek(here_.byte);
        scanner_in_step_ = true;
    }
    TextChar c;
    switch (scanner_->next(c)) {
        case TextScanner::Step::error:
            failed_ = true;
            error_ = scanner_->error();
            stop_ = Stop{here_, true, error_};
            return false;
        case TextScanner::Step::end:
            at_end_ = true;
            stop_ = Stop{here_, false, {}};
            return true;
        case TextScanner::Step::character: break;
    }
    ++statistics_.characters_decoded;
    read_to_ = std::max(read_to_, c.byte_end);
    ++here_.character;
    here_.byte = c.byte_end;
    if (c.is_line_ending) {
        ++here_.line;
        line_start_ = here_.character;
    }
    here_.column = here_.character - line_start_ + 1;
    release_behind();
    return true;
}

void TextView::rewind() {
    if (stream_)
        throw std::logic_error("internal error: a question behind the reading of " + stream_->name() +
                               ", whose bytes are gone (text_view.hpp: questions on a stream go forward)");
    leave_run();
    scanner_ = std::make_unique<TextScanner>(bytes_, charset_, line_endings_);
    scanner_in_step_ = true;
    here_ = start_;
    line_start_ = 0;
    at_end_ = false;
    failed_ = false;
    released_ = read_to_ = run_start_ = asked_ahead_ = here_.byte;
}

// A checkpoint is where a block ended: the general decoder is set there
// before it reads on (take_character), as it was then.
void TextView::resume_at(const TextPoint& point) {
    leave_run();
    // A decoder that met bytes it cannot decode says so from then on
    // (Decoder::next), wherever it is set: past them, a fresh one reads.
    if (scanner_->decoder().failed()) scanner_ = std::make_unique<TextScanner>(bytes_, charset_, line_endings_);
    here_ = point;
    line_start_ = point.character - (point.column - 1);
    scanner_in_step_ = false;
    at_end_ = false;
    failed_ = false;
    released_ = read_to_ = run_start_ = asked_ahead_ = here_.byte;
}

void TextView::resume_at(const Stop& stop) {
    resume_at(stop.point);
    at_end_ = !stop.failed;
    failed_ = stop.failed;
    error_ = stop.error;
}

// The reading leaves the run of bytes it read since it last jumped: their
// pages are handed back (release_behind gave back those behind the reading
// already), so that jumping about a large file keeps few pages resident.
void TextView::leave_run() {
    ++statistics_.jumps;
    release_bytes(bytes_, released_, read_to_);
}

// A large file is read front to back once: the pages behind the reading are
// handed back so that resident memory stays bounded, and those ahead of a
// long reading are mapped before it gets there (mapped_file.hpp).
void TextView::release_behind() {
    if (stream_) {
        if (here_.byte < released_ + stream_release_interval) return;
        released_ = here_.byte;
        stream_->release_before(released_);
        return;
    }
    if (here_.byte >= run_start_ + read_ahead_after && here_.byte >= asked_ahead_ + read_ahead_step) {
        read_ahead(bytes_, here_.byte);
        asked_ahead_ = here_.byte;
    }
    if (here_.byte < released_ + release_interval) return;
    release_bytes(bytes_, released_, here_.byte);
    released_ = here_.byte;
}

}  // namespace fragid
