// A text/csv entity as RFC 7111 s.4.2 counts it: records (rows) by number,
// their fields, and the size of the CSV, read only as far as each question
// needs. What it must answer is defined by the simple view beside it
// (simple_csv_view.hpp); the property tests compare the two
// (tests/entity/csv_view_property_test.cpp).
#pragma once

#include <cstdint>
#include <limits>
#include <memory>
#include <optional>
#include <vector>

#include "fragid/model/entity.hpp"
#include "fragid/entity/charset.hpp"
#include "fragid/entity/csv_reader.hpp"

namespace fragid {

namespace csv_detail {
class RecordScanner;
class PageRelease;
}  // namespace csv_detail

// Thrown by a CsvView question whose answer needs a part of the entity that is
// not CSV in its charset; the error is CsvReader's, at the same offset and in
// the same words.
struct CsvUnreadable {
    CsvEntityError error;
};

// The records of a CSV entity (CsvReader's reading: RFC 4180 s.2, read
// liberally), asked for by number. Each question reads the entity only as far
// as its answer needs, no further than CsvReader reading record after record
// would: so damage after that point is not seen (docs/interpretations-rfc7111.md,
// "Reading only as far as needed"). Going back to an earlier record starts
// from the nearest remembered record start (one every 1024 records, and the
// record last asked for by number) rather than from the beginning, except in
// charsets read through iconv, which may be stateful.
//
// Memory stays small whatever the size of the entity: the current record, a
// record start per 1024 records, and, when the entity is a large read-only
// file mapping, none of the pages already read (csv_page_release.hpp).
//
// Over a stream (Entity::stream, entity_stream.hpp) the records are read as
// the bytes arrive: a record that runs into the end of what has arrived is
// read again once more has. The bytes behind the reading are dropped, except
// from the start of the row given to keep_from_row() on, so a question may go
// back no further than that row; one that would throws std::logic_error (a
// bug of the caller, never a wrong answer). Stateful charsets (iconv's) go
// back to the start only, so they are not read as streams (csv_streams()).
class CsvView {
public:
    static constexpr std::uint64_t all = std::numeric_limits<std::uint64_t>::max();

    // `checkpoint_every`: how many records apart the remembered starts are
    // (tests make it small, to go back often).
    CsvView(const Entity& entity, const Charset& charset, std::uint64_t checkpoint_every = 1024);
    ~CsvView();
    CsvView(const CsvView&) = delete;
    CsvView& operator=(const CsvView&) = delete;

    // The fields of record `row` (from 1, s.4.2), valid until the next
    // question; nullptr when the CSV has fewer records.
    const std::vector<FieldBytes>* record(std::uint64_t row);
    // min(n, the number of records), reading no further than record n.
    std::uint64_t rows_through(std::uint64_t n);
    // min(n, the number of fields of the widest record), reading no further
    // than the first record with n fields.
    std::uint64_t columns_through(std::uint64_t n);
    // A stream's bytes from the start of record `row` on stay readable (for
    // going back to it, and for printing the records); nothing for a mapping.
    void keep_from_row(std::uint64_t row);
    // The size of the CSV (s.4.2), both read to the end.
    std::uint64_t row_count() { return rows_through(all); }
    std::uint64_t column_count() { return columns_through(all); }

private:
    struct Checkpoint {
        std::uint64_t records_before = 0;
        std::uint64_t offset = 0;
    };
    bool read_next();
    CsvReader::Step next_from_stream();
    Checkpoint resume_point(std::uint64_t row) const;
    void note_kept(Checkpoint at);
    bool go_to(std::uint64_t row);
    void go_to_frontier();

    EntityStream* stream_;  // none: the entity's bytes are all there
    std::unique_ptr<csv_detail::RecordScanner> scanner_;
    std::unique_ptr<csv_detail::PageRelease> pages_;
    std::vector<FieldBytes> current_;  // the record the scanner read last
    bool has_current_ = false;
    std::uint64_t rows_known_ = 0;    // records read so far, the furthest
    std::uint64_t widest_known_ = 0;  // the most fields of any of them
    bool end_known_ = false;          // rows_known_ is the number of records
    std::uint64_t checkpoint_every_;
    std::vector<Checkpoint> checkpoints_;  // ascending; the first is the first record's start
    Checkpoint recent_;                    // the start of the record last asked for by number
    std::uint64_t keep_row_ = 0;           // a stream's: kept from this row's start (0: none)
    std::optional<Checkpoint> kept_;       // that start, once read
};

}  // namespace fragid
