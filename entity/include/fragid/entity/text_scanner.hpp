// Groups an entity's code points into the characters RFC 5147 counts.
#pragma once

#include <cstdint>
#include <optional>
#include <string_view>

#include "fragid/model/entity.hpp"
#include "fragid/entity/decoder.hpp"

namespace fragid {

// One character in the sense of RFC 5147 s.2.1.2: a code point, except that a
// line ending in force is one character however many code points it has
// (s.4.1: "each line ending MUST be counted as one single character").
struct TextChar {
    std::uint64_t byte_start = 0;
    std::uint64_t byte_end = 0;
    bool is_line_ending = false;
    char32_t code_point = 0;  // the (first) code point: CR for CR+LF and CR+NEL
};

// Reads characters one at a time from the bytes in place, so that a resolver
// can stop as soon as it has its answer.
class TextScanner {
public:
    TextScanner(std::string_view bytes, const Charset& charset, LineEndingSet line_endings);

    // Byte offset of character 0: after a BOM, which is not a character (s.2.1.2).
    std::uint64_t content_start() const noexcept { return decoder_.content_start(); }

    using Step = Decoder::Step;
    Step next(TextChar& out);
    const DecodeError& error() const noexcept { return decoder_.error(); }

    // Continues at `offset`, a character boundary (Decoder::seek says for
    // which charsets), forgetting any code point read ahead.
    void seek(std::uint64_t offset) noexcept {
        decoder_.seek(offset);
        lookahead_.reset();
    }
    const Decoder& decoder() const noexcept { return decoder_; }
    // More of a stream's bytes arrived (Decoder::extend).
    void extend(std::string_view bytes) noexcept { decoder_.extend(bytes); }

    // Whether the next code point comes from bytes already read: the second
    // code point of an iconv character that Unicode spells as two
    // (decoder.cpp, next_iconv). Reads it ahead to know.
    bool owes_code_point();

private:
    Step pull(DecodedChar& out);  // the next code point, from the look-ahead first

    Decoder decoder_;
    LineEndingSet line_endings_;
    std::optional<DecodedChar> lookahead_;
};

}  // namespace fragid
