// Reads the records of a text/csv entity one at a time, in place.
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "fragid/model/entity.hpp"
#include "fragid/entity/charset.hpp"

namespace fragid {

// Where a field's bytes are in the entity: [start, end), the enclosing
// double quotes of an escaped field included, the separator after it not.
struct FieldBytes {
    std::uint64_t start = 0;
    std::uint64_t end = 0;
    friend bool operator==(const FieldBytes&, const FieldBytes&) = default;
};

struct CsvEntityError {
    std::uint64_t byte_offset = 0;  // into the entity's bytes
    std::string reason;
};

namespace csv_detail {
class RecordScanner;
}

// An RFC 4180 s.2 record reader over the entity's characters, in any charset
// (a BOM is skipped as the Decoder skips it). It keeps no record but the
// current one, so memory does not grow with the entity. For UTF-8, US-ASCII,
// ISO-8859-1 and windows-1252 it reads bytes (',' '"' CR LF are single bytes
// there and never inside a longer character) and checks the text between
// them in bulk; UTF-16 is read by 16-bit units; other charsets code point by
// code point through the Decoder.
//
// What it accepts (docs/interpretations-rfc7111.md, "CSV entity"):
//  - records end with CRLF, LF or CR outside double quotes; the line break
//    after the last record is optional and does not start another record;
//  - an escaped field ("...") may hold commas, CR, LF and "" for a quote;
//  - a quote inside an unescaped field is part of the field's text;
//  - spaces are part of a field (RFC 4180 s.2 item 4);
//  - an empty line is a record with one empty field; an empty entity has none;
//  - records may have different numbers of fields.
// What it rejects, as an error at a byte offset: a quote that never closes,
// anything but ',' or a line break right after a closing quote, bytes that
// are not valid in the charset (in the Decoder's words), a charset fragid does
// not know. It reads to the end of a record and, after a CR, one character
// more (to see whether it is CR LF); invalid bytes there are an error of
// that record.
class CsvReader {
public:
    // Reads `bytes` in `charset`, looked up once by the caller.
    CsvReader(std::string_view bytes, const Charset& charset);
    // Looks `entity.charset` up first (absent: UTF-8, RFC 7111 s.5.1); an
    // unknown charset is an error at offset 0.
    explicit CsvReader(const Entity& entity);
    ~CsvReader();
    CsvReader(const CsvReader&) = delete;
    CsvReader& operator=(const CsvReader&) = delete;

    enum class Step { record, end, error };
    // Reads the next record into `fields` (cleared first; its capacity is
    // reused). After `error`, error() says why and every call returns `error`.
    Step next(std::vector<FieldBytes>& fields);
    const CsvEntityError& error() const noexcept;

    // Records returned so far: the 1-based row number of the last one.
    std::uint64_t records_read() const noexcept;

private:
    std::unique_ptr<csv_detail::RecordScanner> scanner_;
    CsvEntityError unknown_charset_;  // when there is no scanner
};

// The size of a CSV in the sense of RFC 7111 s.4.2: its number of records
// and the largest number of fields of any record (ragged rows are not cut or
// padded; see docs/interpretations-rfc7111.md, "number of columns").
struct CsvSize {
    std::uint64_t rows = 0;
    std::uint64_t columns = 0;
    friend bool operator==(const CsvSize&, const CsvSize&) = default;
};

// Reads every record once, keeping nothing but the two counts. Sets `error`
// and returns nothing if the entity is not valid CSV in its charset.
std::optional<CsvSize> measure_csv(const Entity& entity, const Charset& charset, CsvEntityError& error);

}  // namespace fragid
