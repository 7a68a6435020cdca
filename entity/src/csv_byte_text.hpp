// The characters of an entity in an ASCII-compatible charset (UTF-8,
// US-ASCII, ISO-8859-1, windows-1252), read as bytes: ',' '"' CR and LF are
// single bytes there and never part of a longer character, so the record
// reader finds them with byte searches and only checks that the bytes in
// between are valid (`Validity`: Utf8Validity or SingleByteValidity).
#pragma once

#include <algorithm>
#include <cstdint>
#include <cstring>
#include <string_view>
#include <utility>
#include <vector>

#include "csv_char.hpp"
#include "csv_separator_search.hpp"
#include "fragid/entity/csv_reader.hpp"

namespace fragid::csv_detail {

template <class Validity>
class ByteText {
public:
    ByteText(std::string_view bytes, std::uint64_t start, Validity validity)
        : data_(reinterpret_cast<const unsigned char*>(bytes.data())), size_(bytes.size()), pos_(start),
          validity_(std::move(validity)) {}

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

    // The record at the reading position, read in one go when it is whole
    // and well-formed: its fields appended to `fields` and the reading
    // position moved to the next record, as RecordReader::next would have
    // left them. Anything else (the end, bytes that need the error's words,
    // a quote that never closes, text after a closing quote) returns false
    // with nothing appended and the position unchanged, for the record
    // reader to read it a character at a time and say why.
    bool read_plain_record(std::vector<FieldBytes>& fields) {
        if (pos_ >= size_) return false;
        const std::size_t fields_before = fields.size();
        std::uint64_t at = pos_;
        for (;;) {
            FieldBytes field{at, at};
            const bool read = at < size_ && data_[at] == '"' ? plain_quoted_field(field) : plain_unquoted_field(field);
            if (!read) {
                fields.resize(fields_before);
                return false;
            }
            fields.push_back(field);
            at = field.end;
            if (at == size_) break;
            const unsigned char separator = data_[at++];  // ',' CR or LF: the field readers made sure
            if (separator == ',') continue;
            // RFC 4180 s.2: CRLF is one break. The character after a lone CR
            // is read, as the record reader reads it, and must be valid.
            if (separator == '\r' && at < size_ && data_[at] == '\n') ++at;
            else if (separator == '\r' && at < size_ && validity_.length_at(data_ + at, data_ + size_) == 0) {
                fields.resize(fields_before);
                return false;
            }
            break;
        }
        pos_ = at;
        return true;
    }

private:
    // non-escaped = *TEXTDATA: to the next ',', CR, LF or the end.
    bool plain_unquoted_field(FieldBytes& field) {
        const SeparatorStop stop = next_separator(data_, size_, field.start);
        if (stop.high_bytes && valid_up_to(field.start, stop.at) != stop.at) return false;
        field.end = stop.at;
        return true;
    }

    // escaped = DQUOTE *(TEXTDATA / COMMA / CR / LF / 2DQUOTE) DQUOTE, and
    // then a separator or the end.
    bool plain_quoted_field(FieldBytes& field) {
        for (std::uint64_t from = field.start + 1;;) {
            const void* quote = std::memchr(data_ + from, '"', static_cast<std::size_t>(size_ - from));
            if (!quote) return false;
            const auto at = static_cast<std::uint64_t>(static_cast<const unsigned char*>(quote) - data_);
            if (valid_up_to(from, at) != at) return false;
            if (at + 1 < size_ && data_[at + 1] == '"') {  // 2DQUOTE (RFC 4180 s.2 item 7)
                from = at + 2;
                continue;
            }
            field.end = at + 1;
            return field.end == size_ || separator_search::is_separator(data_[field.end]);
        }
    }

    CsvChar skip_quoted_text() {
        const void* quote = std::memchr(data_ + pos_, '"', static_cast<std::size_t>(size_ - pos_));
        const unsigned char* stop = quote ? static_cast<const unsigned char*>(quote) : data_ + size_;
        pos_ = static_cast<std::uint64_t>(validity_.first_invalid(data_ + pos_, stop) - data_);
        return peek();
    }

    // ',' CR and LF are never part of a longer character, so the field's
    // text runs to the first of them, and only its bytes need checking, as
    // in a quoted field: the first invalid byte is where reading a character
    // at a time would have stopped too.
    CsvChar skip_unquoted_text() {
        const SeparatorStop stop = next_separator(data_, size_, pos_);
        pos_ = stop.high_bytes ? valid_up_to(pos_, stop.at) : stop.at;
        return peek();
    }

    // The first byte in [from, to) where no valid character starts, or `to`.
    // `from` and `to` are where characters start (after or at an ASCII
    // separator or quote), so a run inside a stretch found valid as a whole
    // is valid: field by field, most text is then checked in bulk, 64 KiB at
    // a time, rather than a character at a time.
    std::uint64_t valid_up_to(std::uint64_t from, std::uint64_t to) {
        if constexpr (Validity::checks_in_bulk) {
            if ((from >= valid_from_ && to <= valid_to_) || check_in_bulk(from, to)) return to;
        }
        return static_cast<std::uint64_t>(validity_.first_invalid(data_ + from, data_ + to) - data_);
    }

    // Whether a stretch from `from` (or from the end of the stretch known
    // valid, when `from` is inside it) through at least `to` is valid as a
    // whole; if so, it is remembered. A stretch found invalid is not checked
    // in bulk again: its bytes are checked a character at a time, which says
    // where (the error may lie past the record being read, where it is not
    // this record's error).
    bool check_in_bulk(std::uint64_t from, std::uint64_t to) {
        if (to <= bulk_failed_to_) return false;
        const bool extends = from >= valid_from_ && from <= valid_to_;
        const std::uint64_t start = extends ? valid_to_ : from;
        std::uint64_t stop = std::max(to, std::min(size_, start + bulk));
        // Not in the middle of a character: a stretch ending there would be
        // invalid although its bytes are not.
        while (stop > to && stop < size_ && (data_[stop] & 0xC0) == 0x80) --stop;
        if (!Validity::all_valid(data_ + start, static_cast<std::size_t>(stop - start))) {
            bulk_failed_to_ = stop;
            return false;
        }
        if (!extends) valid_from_ = from;
        valid_to_ = stop;
        return true;
    }
    static constexpr std::uint64_t bulk = 64u << 10;

    const unsigned char* data_;
    std::uint64_t size_;
    std::uint64_t pos_;
    Validity validity_;
    std::uint64_t valid_from_ = 0, valid_to_ = 0;  // a stretch found valid as a whole (check_in_bulk)
    std::uint64_t bulk_failed_to_ = 0;             // bulk checks up to here failed: not again
};

}  // namespace fragid::csv_detail
