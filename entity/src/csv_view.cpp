// CsvView: questions about records answered by reading forward from where the
// last answer left off, and from a remembered record start when going back.
#include "fragid/entity/csv_view.hpp"

#include <algorithm>
#include <stdexcept>

#include "fragid/entity/entity_stream.hpp"

#include "csv_page_release.hpp"
#include "csv_record_reader.hpp"

namespace fragid {

namespace {

// How far past where a record reader stopped a stream must have arrived for
// the record to be complete: the reader looks one character further (after a
// CR, or the next record's first), four bytes at most, with room to spare.
constexpr std::uint64_t stream_lookahead = 64;

std::string_view arrived(const Entity& entity) {
    return entity.stream ? entity.stream->extend(stream_lookahead) : entity.bytes;
}

}  // namespace

CsvView::CsvView(const Entity& entity, const Charset& charset, std::uint64_t checkpoint_every)
    : stream_(entity.stream), scanner_(csv_detail::make_record_scanner(arrived(entity), charset)),
      pages_(std::make_unique<csv_detail::PageRelease>(entity.bytes, entity.stream)),
      checkpoint_every_(std::max<std::uint64_t>(checkpoint_every, 1)) {
    checkpoints_.push_back({0, scanner_->position()});
    if (stream_ && !scanner_->resumes_anywhere())
        throw std::logic_error("internal error: " + charset.name +
                               " is read from the start only, so it cannot be read as a stream (csv_streams())");
}

CsvView::~CsvView() = default;

void CsvView::keep_from_row(std::uint64_t row) {
    if (!stream_ || row == 0) return;
    keep_row_ = row;
    if (row == 1) note_kept(checkpoints_.front());
}

void CsvView::note_kept(Checkpoint at) {
    kept_ = at;
    stream_->keep(at.offset);
}

// A record read up to the end of what has arrived may go on in what has
// not: more is read (twice as much from the record's start, so a long
// record is read again only a few times), and the record again from its start.
CsvReader::Step CsvView::next_from_stream() {
    const std::uint64_t start = scanner_->position(), before = scanner_->records_read();
    for (;;) {
        const auto step = scanner_->next(current_);
        const std::uint64_t have = stream_->bytes().size();
        if (stream_->complete() || scanner_->reached() + stream_lookahead <= have) return step;
        scanner_->extend(stream_->extend(have + std::max(have - start, stream_lookahead)));
        scanner_->resume(start, before);
    }
}

// Reads the record after the scanner's, noting what it tells about the size.
// The end is only ever met after the last record, so then the count is known.
bool CsvView::read_next() {
    switch (stream_ ? next_from_stream() : scanner_->next(current_)) {
        case CsvReader::Step::error: has_current_ = false; throw CsvUnreadable{scanner_->error()};
        case CsvReader::Step::end: has_current_ = false; end_known_ = true; return false;
        case CsvReader::Step::record: break;
    }
    has_current_ = true;
    const std::uint64_t row = scanner_->records_read();
    if (row > rows_known_) {
        rows_known_ = row;
        widest_known_ = std::max<std::uint64_t>(widest_known_, current_.size());
    }
    if (row % checkpoint_every_ == 0 && row > checkpoints_.back().records_before)
        checkpoints_.push_back({row, scanner_->position()});
    if (stream_ && row + 1 == keep_row_ && !kept_) note_kept({row, scanner_->position()});
    pages_->release_before(current_.front().start);
    return true;
}

// Makes `row` the scanner's current record; false if there are fewer.
bool CsvView::go_to(std::uint64_t row) {
    const std::uint64_t at = scanner_->records_read();
    if (at > row || (at == row && !has_current_)) {
        const Checkpoint c = resume_point(row);
        if (stream_ && (!kept_ || c.offset < kept_->offset))
            throw std::logic_error("internal error: a question behind the reading of " + stream_->name() +
                                   ", whose bytes are gone (csv_view.hpp: keep_from_row)");
        scanner_->resume(c.offset, c.records_before);
        pages_->rewound_to(c.offset);
        has_current_ = false;
    }
    while (scanner_->records_read() < row || !has_current_) {
        // A record asked for by number is often asked for again (a
        // selection's first row: to see that it exists, then for its fields).
        if (scanner_->records_read() + 1 == row) recent_ = {row - 1, scanner_->position()};
        if (!read_next()) return false;
    }
    return true;
}

// The last remembered record start before `row`: a checkpoint, the record
// last asked for by number, or a stream's kept row, whichever is nearest.
CsvView::Checkpoint CsvView::resume_point(std::uint64_t row) const {
    if (!scanner_->resumes_anywhere()) return checkpoints_.front();
    auto from = std::upper_bound(checkpoints_.begin(), checkpoints_.end(), row - 1,
                                 [](std::uint64_t r, const Checkpoint& c) { return r < c.records_before; });
    Checkpoint c = *std::prev(from);
    for (const Checkpoint& other : {recent_, kept_.value_or(Checkpoint{})})
        if (other.records_before < row && other.records_before > c.records_before) c = other;
    return c;
}

void CsvView::go_to_frontier() {
    if (rows_known_ > 0 && scanner_->records_read() < rows_known_) go_to(rows_known_);
}

const std::vector<FieldBytes>* CsvView::record(std::uint64_t row) {
    if (row == 0 || (end_known_ && row > rows_known_)) return nullptr;
    if (!go_to(row)) return nullptr;
    return &current_;
}

std::uint64_t CsvView::rows_through(std::uint64_t n) {
    if (n <= rows_known_) return n;
    if (!end_known_) {
        go_to_frontier();
        while (rows_known_ < n && read_next()) {
        }
    }
    return std::min(n, rows_known_);
}

std::uint64_t CsvView::columns_through(std::uint64_t n) {
    if (n <= widest_known_) return n;
    if (!end_known_) {
        go_to_frontier();
        while (widest_known_ < n && read_next()) {
        }
    }
    return std::min(n, widest_known_);
}

}  // namespace fragid
