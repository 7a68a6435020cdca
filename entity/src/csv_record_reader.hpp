// The RFC 4180 s.2 record reader, once for every way of reading characters
// (csv_byte_text.hpp, csv_utf16_text.hpp, csv_decoded_text.hpp), behind one
// interface so that CsvReader and CsvView choose the fast way per charset.
#pragma once

#include <memory>
#include <string_view>
#include <vector>

#include "fragid/entity/charset.hpp"
#include "fragid/entity/csv_reader.hpp"

namespace fragid::csv_detail {

// Reads records one after another, from the start or from where an earlier
// record ended. Accepts and rejects exactly what CsvReader documents, with the
// same offsets and reasons, and reads no further than CsvReader always has: to
// the end of the record, plus the character after a CR (to see whether it is
// CR LF), plus, when asked for the next record, its first character.
class RecordScanner {
public:
    using Step = CsvReader::Step;
    virtual ~RecordScanner() = default;

    virtual Step next(std::vector<FieldBytes>& fields) = 0;
    virtual const CsvEntityError& error() const = 0;
    virtual std::uint64_t records_read() const = 0;

    // Where the next record starts.
    virtual std::uint64_t position() const = 0;
    // Whether resume() can go to any position() seen before; otherwise only
    // to the first one (stateful charsets are read from the start).
    virtual bool resumes_anywhere() const = 0;
    // Continues as if `records_before` records had been read up to `offset`,
    // a position() this scanner reported before.
    virtual void resume(std::uint64_t offset, std::uint64_t records_before) = 0;
    // More of a stream's bytes arrived (entity_stream.hpp): the same start, a
    // longer view. The view's end is taken for the entity's end, so a record
    // read up to it is read again once more has arrived (csv_view.cpp).
    virtual void extend(std::string_view bytes) = 0;
    // How far the last next() looked: past where it stopped, by at most one
    // character (the one after a CR, or the next record's first).
    virtual std::uint64_t reached() const = 0;
};

// The fastest scanner for `charset`: bytes for UTF-8, US-ASCII, ISO-8859-1
// and windows-1252; 16-bit units for UTF-16; code points from the Decoder for
// the rest. A BOM is skipped as the Decoder skips it.
std::unique_ptr<RecordScanner> make_record_scanner(std::string_view bytes, const Charset& charset);

}  // namespace fragid::csv_detail
