// Summaries of runs of an entity's characters, computed from the bytes in
// bulk: the text view's fast paths (text_view.cpp).
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <string_view>
#include <utility>

#include "fragid/model/entity.hpp"
#include "fragid/entity/decoder.hpp"

namespace fragid::detail {

// A run of whole characters, counted as RFC 5147 counts them: a line ending
// in force is one character however many code points it has (s.4.1).
struct BlockSummary {
    std::uint64_t end = 0;           // byte offset just after the run
    std::uint64_t characters = 0;
    std::uint64_t line_endings = 0;  // characters that are line endings in force
    // Characters after the last line ending in the run (for columns);
    // meaningful only when line_endings > 0.
    std::uint64_t characters_after_last_ending = 0;
};

class BlockScanner {
public:
    virtual ~BlockScanner() = default;
    // Summarises the run of characters starting at `from` (where a character
    // starts) and ending at most `max_bytes` later, cut back so that it never
    // splits a character, nor a CR from what it may pair with. Nothing when
    // the run is not certain to decode without an error, or is empty: the
    // general decoder then reads those bytes. A `max_bytes` reaching past
    // the bytes there are gives the summary of the run to their end
    // (TextView::take_block tries such sizes once).
    virtual std::optional<BlockSummary> summarise(std::uint64_t from, std::uint64_t max_bytes) const = 0;
    // More of a stream's bytes arrived: the same start, a longer view. The
    // view's end is taken for the entity's end, so a streaming caller makes
    // sure bytes past `from + max_bytes` have arrived before summarising.
    virtual void extend(std::string_view bytes) = 0;
};

// A BlockScanner that hands both questions to `Summariser`, a plain class
// with the same two members, which is where a scanner's work belongs. Why:
// UBSan's vptr check (sanitised and fuzzing builds) hashes the object's
// dynamic type at every member access through a polymorphic object, which in
// a scanning loop is once per byte; a plain class is never checked.
template <class Summariser>
class BlockScannerOf final : public BlockScanner {
public:
    explicit BlockScannerOf(Summariser summariser) : summariser_(std::move(summariser)) {}
    std::optional<BlockSummary> summarise(std::uint64_t from, std::uint64_t max_bytes) const override {
        return summariser_.summarise(from, max_bytes);
    }
    void extend(std::string_view bytes) override { summariser_.extend(bytes); }

private:
    Summariser summariser_;
};

// The bulk reader for the entity's charset, or nothing where there is none
// (iconv's multi-byte charsets). `decoder` is a fresh decoder of the same
// bytes, from which the charset's byte order and byte map are taken.
std::unique_ptr<BlockScanner> make_block_scanner(std::string_view bytes, const Decoder& decoder,
                                                 const Charset& charset, LineEndingSet line_endings);

}  // namespace fragid::detail
