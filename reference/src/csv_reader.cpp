// An RFC 4180 s.2 record reader that walks the entity's code points in place.
#include "fragid/reference/csv_reader.hpp"

#include <algorithm>
#include <utility>

#include "fragid/model/spec.hpp"
#include "fragid/reference/charset.hpp"

namespace fragid {
namespace {

// RFC 4180 s.2: COMMA = %x2C, DQUOTE = %x22, CR = %x0D, LF = %x0A. Compared as
// code points, so they are found in UTF-16 or any other charset alike.
constexpr char32_t comma = U',';
constexpr char32_t quote = U'"';
constexpr char32_t carriage_return = U'\r';
constexpr char32_t line_feed = U'\n';

bool ends_field(char32_t c) { return c == comma || c == carriage_return || c == line_feed; }

}  // namespace

CsvReader::CsvReader(std::string_view bytes, const Charset& charset) : entity_size_(bytes.size()) {
    decoder_.emplace(bytes, charset);
}

CsvReader::CsvReader(const Entity& entity) : entity_size_(entity.bytes.size()) {
    // RFC 7111 s.5.1: "if it is not present, UTF-8 SHOULD be assumed".
    const std::string name = charset_or_default(entity.charset, Spec::rfc7111);
    if (const auto charset = lookup_charset(name)) {
        decoder_.emplace(entity.bytes, *charset);
    } else {
        fail(0, "charset " + name + " is not known to fragid or to the system's iconv");
    }
}

CsvReader::~CsvReader() = default;

CsvReader::Step CsvReader::fail(std::uint64_t offset, std::string reason) {
    failed_ = true;
    error_ = CsvEntityError{offset, std::move(reason)};
    return Step::error;
}

CsvReader::Step CsvReader::fail_from_decoder() {
    return fail(decoder_->error().byte_offset, decoder_->error().reason);
}

CsvReader::Peek CsvReader::peek(DecodedChar& out) {
    if (!has_lookahead_) {
        switch (decoder_->next(lookahead_)) {
            case Decoder::Step::character: has_lookahead_ = true; break;
            case Decoder::Step::end: return Peek::end;
            case Decoder::Step::error: return Peek::error;
        }
    }
    out = lookahead_;
    return Peek::character;
}

// escaped = DQUOTE *(TEXTDATA / COMMA / CR / LF / 2DQUOTE) DQUOTE   (RFC 4180 s.2)
// The current character is the opening quote.
bool CsvReader::read_escaped_field(FieldBytes& field) {
    DecodedChar c;
    peek(c);
    const std::uint64_t opening_quote = c.byte_offset;
    field.start = opening_quote;
    consume();
    for (;;) {
        switch (peek(c)) {
            case Peek::error: fail_from_decoder(); return false;
            case Peek::end:
                fail(opening_quote, "the quoted field opened at byte " + std::to_string(opening_quote) +
                                        " never closes (RFC 4180 s.2: escaped = DQUOTE ... DQUOTE)");
                return false;
            case Peek::character: break;
        }
        consume();
        if (c.code_point != quote) continue;  // text, ',', CR or LF: all part of the field
        DecodedChar after;
        const Peek next = peek(after);
        if (next == Peek::error) {
            fail_from_decoder();
            return false;
        }
        if (next == Peek::character && after.code_point == quote) {
            consume();  // 2DQUOTE: an escaped quote (RFC 4180 s.2 item 7)
            continue;
        }
        // The closing quote. RFC 4180 s.2 lets only a separator follow it;
        // anything else makes the field's extent a guess (was "" meant?).
        field.end = c.byte_offset + c.byte_length;
        if (next == Peek::character && !ends_field(after.code_point)) {
            fail(after.byte_offset, "text follows the closing quote of the field that starts at byte " +
                                        std::to_string(opening_quote) +
                                        "; a quote inside a quoted field is written \"\" (RFC 4180 s.2 item 7)");
            return false;
        }
        return true;
    }
}

// non-escaped = *TEXTDATA   (RFC 4180 s.2), read up to ',' or a line break.
// A '"' here is kept as text (docs/interpretations-rfc7111.md).
bool CsvReader::read_unescaped_field(FieldBytes& field) {
    DecodedChar c;
    for (;;) {
        switch (peek(c)) {
            case Peek::error: fail_from_decoder(); return false;
            case Peek::end: field.end = entity_size_; return true;
            case Peek::character: break;
        }
        if (ends_field(c.code_point)) {
            field.end = c.byte_offset;
            return true;
        }
        consume();
    }
}

// record = field *(COMMA field), ended by CRLF, LF, CR or the end.
CsvReader::Step CsvReader::next(std::vector<FieldBytes>& fields) {
    fields.clear();
    if (failed_) return Step::error;
    DecodedChar c;
    // At the start of a record, the end of the entity means no more records:
    // so an empty entity has none, and a final line break ends the last
    // record rather than starting an empty one (RFC 4180 s.2 item 2).
    switch (peek(c)) {
        case Peek::error: return fail_from_decoder();
        case Peek::end: return Step::end;
        case Peek::character: break;
    }
    for (;;) {
        FieldBytes field;
        const Peek at_field = peek(c);
        if (at_field == Peek::error) return fail_from_decoder();
        field.start = at_field == Peek::end ? entity_size_ : c.byte_offset;
        field.end = field.start;
        const bool read = at_field == Peek::character && c.code_point == quote ? read_escaped_field(field)
                                                                              : read_unescaped_field(field);
        if (!read) return Step::error;
        fields.push_back(field);

        // The field ended at ',', a line break or the end (the readers ensure it).
        switch (peek(c)) {
            case Peek::error: return fail_from_decoder();
            case Peek::end: ++records_read_; return Step::record;
            case Peek::character: break;
        }
        consume();
        if (c.code_point == comma) continue;
        if (c.code_point == carriage_return) {
            DecodedChar after;
            const Peek next = peek(after);
            if (next == Peek::error) return fail_from_decoder();
            if (next == Peek::character && after.code_point == line_feed) consume();  // CRLF is one break
        }
        ++records_read_;
        return Step::record;
    }
}

std::optional<CsvSize> measure_csv(const Entity& entity, const Charset& charset, CsvEntityError& error) {
    CsvReader reader(entity.bytes, charset);
    std::vector<FieldBytes> fields;
    CsvSize size;
    for (;;) {
        switch (reader.next(fields)) {
            case CsvReader::Step::record:
                size.rows = reader.records_read();
                size.columns = std::max<std::uint64_t>(size.columns, fields.size());
                break;
            case CsvReader::Step::end: return size;
            case CsvReader::Step::error: error = reader.error(); return std::nullopt;
        }
    }
}

}  // namespace fragid
