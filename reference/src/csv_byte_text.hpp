// The characters of an entity in an ASCII-compatible charset (UTF-8,
// US-ASCII, ISO-8859-1, windows-1252), read as bytes: ',' '"' CR and LF are
// single bytes there and never part of a longer character, so the record
// reader finds them with byte searches and only checks that the bytes in
// between are valid (`Validity`: Utf8Validity or SingleByteValidity).
#pragma once

#include <array>
#include <cstdint>
#include <cstring>
#include <string_view>
#include <utility>

#include "csv_char.hpp"

namespace fragid::csv_detail {

template <class Validity>
class ByteText {
public:
    ByteText(std::string_view bytes, std::uint64_t start, Validity validity)
        : data_(reinterpret_cast<const unsigned char*>(bytes.data())), size_(bytes.size()), pos_(start),
          validity_(std::move(validity)) {
        for (unsigned b = 0; b < 256; ++b)
            stops_unquoted_[b] = validity_.needs_check(static_cast<unsigned char>(b)) ||
                                 ends_unquoted_field(kind_of(static_cast<char32_t>(b)));
    }

    std::uint64_t position() const { return pos_; }
    void seek(std::uint64_t offset) { pos_ = offset; }
    // More of a stream's bytes arrived: the same start, a longer view.
    void extend(std::string_view bytes) { size_ = bytes.size(); }

    // The character at the reading position, which stays there.
    CsvChar peek() const {
        if (pos_ >= size_) return {Kind::end, size_, size_};
        const unsigned char b = data_[pos_];
        if (!validity_.needs_check(b)) return {kind_of(b), pos_, pos_ + 1};
        const unsigned length = validity_.length_at(data_ + pos_, data_ + size_);
        if (length == 0) return {Kind::invalid, pos_, pos_};
        return {Kind::text, pos_, pos_ + length};
    }
    void advance() { pos_ = peek().next; }

    // Moves past field text and returns the first character that is not: in
    // a quoted field only '"' ends the text, otherwise ',', CR and LF do.
    CsvChar skip_text(bool quoted) {
        return quoted ? skip_quoted_text() : skip_unquoted_text();
    }

private:
    CsvChar skip_quoted_text() {
        const void* quote = std::memchr(data_ + pos_, '"', size_ - pos_);
        const unsigned char* stop = quote ? static_cast<const unsigned char*>(quote) : data_ + size_;
        pos_ = static_cast<std::uint64_t>(validity_.first_invalid(data_ + pos_, stop) - data_);
        return peek();
    }

    // Whether a word of 8 bytes may hold ',', CR, LF or a byte of 0x80 or
    // above (which may need checking): no false negatives, so the bytes of a
    // word without are all field text.
    static bool may_stop(std::uint64_t word) {
        constexpr std::uint64_t ones = 0x0101010101010101u, highs = 0x8080808080808080u;
        auto has_zero_byte = [](std::uint64_t v) { return ((v - ones) & ~v & highs) != 0; };
        return (word & highs) != 0 || has_zero_byte(word ^ (ones * ',')) || has_zero_byte(word ^ (ones * '\r')) ||
               has_zero_byte(word ^ (ones * '\n'));
    }

    CsvChar skip_unquoted_text() {
        for (;;) {
            for (std::uint64_t word = 0; size_ - pos_ >= 8 && (std::memcpy(&word, data_ + pos_, 8), !may_stop(word));)
                pos_ += 8;
            while (pos_ < size_ && !stops_unquoted_[data_[pos_]]) ++pos_;
            const CsvChar c = peek();
            if (c.kind != Kind::text) return c;  // a separator, the end, or invalid bytes
            pos_ = c.next;                       // a valid character that needed checking
        }
    }

    const unsigned char* data_;
    std::uint64_t size_;
    std::uint64_t pos_;
    Validity validity_;
    std::array<bool, 256> stops_unquoted_{};
};

}  // namespace fragid::csv_detail
