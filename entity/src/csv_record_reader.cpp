// RFC 4180 s.2 records over any way of reading characters. The grammar:
//   record      = field *(COMMA field)
//   field       = (escaped / non-escaped)
//   escaped     = DQUOTE *(TEXTDATA / COMMA / CR / LF / 2DQUOTE) DQUOTE
//   non-escaped = *TEXTDATA
// read liberally as docs/interpretations-rfc7111.md says ("The CSV entity").
#include "csv_record_reader.hpp"

#include <algorithm>
#include <type_traits>
#include <utility>

#include "csv_byte_text.hpp"
#include "csv_decoded_text.hpp"
#include "csv_utf16_text.hpp"
#include "fragid/entity/decoder.hpp"
#include "single_byte_validity.hpp"
#include "utf8_validity.hpp"

namespace fragid::csv_detail {
namespace {

// Where a byte-level text found invalid bytes it knows only that they are
// invalid; the Decoder says why in its own words (decoder.cpp), so errors
// read the same whichever way the entity was read. It reads from the start
// of the record the text was in: every byte before is valid (the text read
// it), and a stream's bytes before it may be gone. The charsets read as bytes
// or 16-bit units decode alike from any character's start (Decoder::seek).
CsvEntityError decoder_error(std::string_view bytes, const Charset& charset, std::uint64_t record_start,
                             std::uint64_t found_at) {
    Decoder decoder(bytes, charset);
    if (record_start > decoder.content_start()) decoder.seek(record_start);
    DecodedChar c;
    while (decoder.next(c) == Decoder::Step::character) {
    }
    if (decoder.error().reason.empty()) return {found_at, "invalid bytes at offset " + std::to_string(found_at)};
    return {decoder.error().byte_offset, decoder.error().reason};
}

template <class Text>
class RecordReader final : public RecordScanner {
public:
    RecordReader(std::string_view bytes, const Charset& charset, Text text)
        : bytes_(bytes), charset_(charset), text_(std::move(text)) {}

    Step next(std::vector<FieldBytes>& fields) override;
    const CsvEntityError& error() const override { return error_; }
    std::uint64_t records_read() const override { return records_read_; }
    std::uint64_t position() const override { return text_.position(); }
    bool resumes_anywhere() const override { return !std::is_same_v<Text, DecodedText>; }
    void resume(std::uint64_t offset, std::uint64_t records_before) override {
        if constexpr (std::is_same_v<Text, DecodedText>)
            text_.restart();  // only ever asked for the first position (resumes_anywhere)
        else
            text_.seek(offset);
        records_read_ = records_before;
        failed_ = false;
    }
    void extend(std::string_view bytes) override {
        bytes_ = bytes;
        text_.extend(bytes);
    }
    std::uint64_t reached() const override { return std::max(text_.position(), failed_ ? error_.byte_offset : 0); }

private:
    bool read_escaped_field(FieldBytes& field);
    bool read_unescaped_field(FieldBytes& field);
    // A field reader's answer once fail() or fail_invalid() has said why.
    static bool gave_up(Step) { return false; }
    Step fail(std::uint64_t offset, std::string reason) {
        failed_ = true;
        error_ = CsvEntityError{offset, std::move(reason)};
        return Step::error;
    }
    Step fail_invalid(const CsvChar& c) {
        failed_ = true;
        if constexpr (std::is_same_v<Text, DecodedText>)
            error_ = CsvEntityError{text_.decode_error().byte_offset, text_.decode_error().reason};
        else
            error_ = decoder_error(bytes_, charset_, record_start_, c.offset);
        return Step::error;
    }

    std::string_view bytes_;
    Charset charset_;
    Text text_;
    bool failed_ = false;
    CsvEntityError error_;
    std::uint64_t records_read_ = 0;
    std::uint64_t record_start_ = 0;  // where the record being read starts
};

// escaped = DQUOTE *(TEXTDATA / COMMA / CR / LF / 2DQUOTE) DQUOTE
// The reading position is at the opening quote.
template <class Text>
bool RecordReader<Text>::read_escaped_field(FieldBytes& field) {
    const std::uint64_t opening_quote = text_.peek().offset;
    field.start = opening_quote;
    text_.advance();
    for (;;) {
        const CsvChar c = text_.skip_text(true);  // text, ',', CR or LF: all part of the field
        if (c.kind == Kind::invalid) return gave_up(fail_invalid(c));
        if (c.kind == Kind::end)
            return gave_up(fail(opening_quote, "the quoted field opened at byte " + std::to_string(opening_quote) +
                                                  " never closes (RFC 4180 s.2: escaped = DQUOTE ... DQUOTE)"));
        text_.advance();
        const CsvChar after = text_.peek();
        if (after.kind == Kind::invalid) return gave_up(fail_invalid(after));
        if (after.kind == Kind::quote) {
            text_.advance();  // 2DQUOTE: an escaped quote (RFC 4180 s.2 item 7)
            continue;
        }
        // The closing quote. RFC 4180 s.2 lets only a separator follow it;
        // anything else makes the field's extent a guess (was "" meant?).
        field.end = c.next;
        if (!ends_unquoted_field(after.kind))
            return gave_up(fail(after.offset, "text follows the closing quote of the field that starts at byte " +
                                                 std::to_string(opening_quote) +
                                                 "; a quote inside a quoted field is written \"\" (RFC 4180 s.2 item 7)"));
        return true;
    }
}

// non-escaped = *TEXTDATA, read up to ',', a line break or the end.
template <class Text>
bool RecordReader<Text>::read_unescaped_field(FieldBytes& field) {
    const CsvChar c = text_.skip_text(false);
    if (c.kind == Kind::invalid) return gave_up(fail_invalid(c));
    field.end = c.offset;
    return true;
}

// record = field *(COMMA field), ended by CRLF, LF, CR or the end.
template <class Text>
RecordScanner::Step RecordReader<Text>::next(std::vector<FieldBytes>& fields) {
    fields.clear();
    if (failed_) return Step::error;
    record_start_ = text_.position();
    if constexpr (requires { text_.read_plain_record(fields); }) {
        if (text_.read_plain_record(fields)) {  // the common case, in one go (csv_byte_text.hpp)
            ++records_read_;
            return Step::record;
        }
    }
    // At the start of a record, the end of the entity means no more records:
    // so an empty entity has none, and a final line break ends the last
    // record rather than starting an empty one (RFC 4180 s.2 item 2).
    CsvChar c = text_.peek();
    if (c.kind == Kind::invalid) return fail_invalid(c);
    if (c.kind == Kind::end) return Step::end;
    for (;;) {
        FieldBytes field{c.offset, c.offset};
        const bool read = c.kind == Kind::quote ? read_escaped_field(field) : read_unescaped_field(field);
        if (!read) return Step::error;
        fields.push_back(field);

        c = text_.peek();  // ',', a line break or the end: the field readers ensure it
        if (c.kind == Kind::end) break;
        text_.advance();
        if (c.kind == Kind::comma) {
            c = text_.peek();
            if (c.kind == Kind::invalid) return fail_invalid(c);
            continue;
        }
        if (c.kind == Kind::carriage_return) {
            const CsvChar after = text_.peek();
            if (after.kind == Kind::invalid) return fail_invalid(after);
            if (after.kind == Kind::line_feed) text_.advance();  // CRLF is one break
        }
        break;
    }
    ++records_read_;
    return Step::record;
}

template <class Text, class... Args>
std::unique_ptr<RecordScanner> reader_of(std::string_view bytes, const Charset& charset, Args&&... text_args) {
    return std::make_unique<RecordReader<Text>>(bytes, charset, Text(std::forward<Args>(text_args)...));
}

}  // namespace

std::unique_ptr<RecordScanner> make_record_scanner(std::string_view bytes, const Charset& charset) {
    if (charset.id == CharsetId::other) return reader_of<DecodedText>(bytes, charset, bytes, charset);
    const std::uint64_t start = Decoder(bytes, charset).content_start();  // after a BOM, as the Decoder skips it
    switch (charset.id) {
        case CharsetId::utf8: return reader_of<ByteText<Utf8Validity>>(bytes, charset, bytes, start, Utf8Validity{});
        case CharsetId::us_ascii:
        case CharsetId::iso_8859_1:
        case CharsetId::windows_1252:
            return reader_of<ByteText<SingleByteValidity>>(bytes, charset, bytes, start, SingleByteValidity(charset.id));
        case CharsetId::utf16:
        case CharsetId::utf16be:
        case CharsetId::utf16le: {
            // RFC 2781 s.3.2, s.4.3: FF FE selects little-endian; otherwise big-endian.
            const bool little = charset.id == CharsetId::utf16le ||
                                (charset.id == CharsetId::utf16 && bytes.substr(0, 2) == "\xFF\xFE");
            return reader_of<Utf16Text>(bytes, charset, bytes, start, !little);
        }
        case CharsetId::other: break;
    }
    return reader_of<DecodedText>(bytes, charset, bytes, charset);  // not reached
}

}  // namespace fragid::csv_detail
