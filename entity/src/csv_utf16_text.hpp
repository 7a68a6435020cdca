// The characters of a UTF-16 entity, read as 16-bit units in place (RFC 2781
// s.2.2): ',' '"' CR and LF are single units, and a surrogate pair is one
// character of text. Invalid units are reported where the Decoder reports them.
#pragma once

#include <string_view>

#include "csv_char.hpp"

namespace fragid::csv_detail {

class Utf16Text {
public:
    Utf16Text(std::string_view bytes, std::uint64_t start, bool big_endian)
        : data_(reinterpret_cast<const unsigned char*>(bytes.data())), size_(bytes.size()), pos_(start),
          big_endian_(big_endian) {}

    std::uint64_t position() const { return pos_; }
    void seek(std::uint64_t offset) { pos_ = offset; }
    void extend(std::string_view bytes) { size_ = bytes.size(); }  // more of a stream arrived

    CsvChar peek() const {
        if (pos_ >= size_) return {Kind::end, size_, size_};
        if (size_ - pos_ < 2) return {Kind::invalid, pos_, pos_};  // an odd byte at the end
        const char32_t unit = unit_at(pos_);
        if (unit < 0xD800 || unit > 0xDFFF) return {kind_of(unit), pos_, pos_ + 2};
        const bool paired = unit < 0xDC00 && size_ - pos_ >= 4 && unit_at(pos_ + 2) >= 0xDC00 &&
                            unit_at(pos_ + 2) <= 0xDFFF;
        if (!paired) return {Kind::invalid, pos_, pos_};
        return {Kind::text, pos_, pos_ + 4};
    }
    void advance() { pos_ = peek().next; }

    CsvChar skip_text(bool quoted) {
        for (;;) {
            const CsvChar c = peek();
            if (!is_field_text(c.kind, quoted)) return c;
            pos_ = c.next;
        }
    }

private:
    char32_t unit_at(std::uint64_t offset) const {
        const char32_t first = data_[offset];
        const char32_t second = data_[offset + 1];
        return big_endian_ ? (first << 8) | second : (second << 8) | first;
    }

    const unsigned char* data_;
    std::uint64_t size_;
    std::uint64_t pos_;
    bool big_endian_;
};

}  // namespace fragid::csv_detail
