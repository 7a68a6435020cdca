// A text/plain entity as RFC 5147 counts it: the points between its
// characters, found by character position or by line position.
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <string_view>

#include "fragid/model/entity.hpp"
#include "fragid/model/result.hpp"
#include "fragid/reference/charset.hpp"
#include "fragid/reference/decoder.hpp"
#include "fragid/reference/text_scanner.hpp"

namespace fragid {

namespace detail {
class BlockScanner;
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
// else, one character at a time. Questions may come in any order; one that
// lies behind the last answer reads again from the start. Pages of a mapped
// file behind the reading are handed back every 16 MiB (mapped_file.hpp).
//
// Not yet for streams (pipes, standard input): those are read whole by
// MappedFile. Reading them in chunks needs the bytes behind a window instead
// of one string_view (blocks are summarised within the window; the general
// decoder and the CR look-ahead must continue across windows, an iconv
// converter keeping its state), no question behind the reading (the
// resolvers would note the last character's and last line's start in
// passing, as the draft-wilde resolver's end cases need), and a span's bytes
// and the md5 check taken while passing, since they cannot be read again.
class TextView {
public:
    TextView(std::string_view bytes, const Charset& charset, LineEndingSet line_endings);
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
    // Why the last question had no answer.
    const DecodeError& error() const noexcept { return error_; }

private:
    struct Goal;
    std::optional<TextPoint> point_at(const Goal& goal);
    bool advance(const Goal& goal);
    bool take_block(const Goal& goal, std::uint64_t& block_size);
    bool take_character();
    void rewind();
    void release_behind();

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
    std::uint64_t released_ = 0;  // bytes handed back to the system (mapped_file.hpp)
};

}  // namespace fragid
