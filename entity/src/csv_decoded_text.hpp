// The characters of an entity in a charset read through iconv (decoder.hpp,
// CharsetId::other): code points from the Decoder, one at a time. Such
// charsets may be stateful (ISO-2022-JP's shift sequences), so they are read
// from the start only, never from a byte offset in the middle.
#pragma once

#include <memory>
#include <string_view>

#include "csv_char.hpp"
#include "fragid/entity/decoder.hpp"

namespace fragid::csv_detail {

class DecodedText {
public:
    DecodedText(std::string_view bytes, const Charset& charset) : bytes_(bytes), charset_(charset) { restart(); }

    // Back to the first character; the only place this text can start again.
    void restart() {
        decoder_ = std::make_unique<Decoder>(bytes_, charset_);
        has_lookahead_ = false;
        position_ = decoder_->content_start();
    }
    std::uint64_t position() const { return position_; }
    // More of a stream arrived (Decoder::extend).
    void extend(std::string_view bytes) {
        bytes_ = bytes;
        decoder_->extend(bytes);
    }

    CsvChar peek() {
        if (has_lookahead_) return lookahead_;
        DecodedChar c;
        switch (decoder_->next(c)) {
            case Decoder::Step::character:
                lookahead_ = {kind_of(c.code_point), c.byte_offset, c.byte_offset + c.byte_length};
                break;
            case Decoder::Step::end: lookahead_ = {Kind::end, bytes_.size(), bytes_.size()}; break;
            case Decoder::Step::error:
                lookahead_ = {Kind::invalid, decoder_->error().byte_offset, decoder_->error().byte_offset};
                break;
        }
        has_lookahead_ = true;
        return lookahead_;
    }
    void advance() {
        position_ = peek().next;
        has_lookahead_ = false;
    }

    CsvChar skip_text(bool quoted) {
        for (;;) {
            const CsvChar c = peek();
            if (!is_field_text(c.kind, quoted)) return c;
            advance();
        }
    }

    const DecodeError& decode_error() const { return decoder_->error(); }

private:
    std::string_view bytes_;
    Charset charset_;
    std::unique_ptr<Decoder> decoder_;  // not movable itself; the text is moved into its reader
    CsvChar lookahead_;
    bool has_lookahead_ = false;
    std::uint64_t position_ = 0;
};

}  // namespace fragid::csv_detail
