// CsvView: questions about records answered by reading forward from where the
// last answer left off, and from a remembered record start when going back.
#include "fragid/reference/csv_view.hpp"

#include <algorithm>

#include "csv_page_release.hpp"
#include "csv_record_reader.hpp"

namespace fragid {

CsvView::CsvView(const Entity& entity, const Charset& charset, std::uint64_t checkpoint_every)
    : scanner_(csv_detail::make_record_scanner(entity.bytes, charset)),
      pages_(std::make_unique<csv_detail::PageRelease>(entity.bytes)),
      checkpoint_every_(std::max<std::uint64_t>(checkpoint_every, 1)) {
    checkpoints_.push_back({0, scanner_->position()});
}

CsvView::~CsvView() = default;

// Reads the record after the scanner's, noting what it tells about the size.
// The end is only ever met after the last record, so then the count is known.
bool CsvView::read_next() {
    switch (scanner_->next(current_)) {
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
    pages_->release_before(current_.front().start);
    return true;
}

// Makes `row` the scanner's current record; false if there are fewer.
bool CsvView::go_to(std::uint64_t row) {
    const std::uint64_t at = scanner_->records_read();
    if (at > row || (at == row && !has_current_)) {
        // Back to the last remembered start before `row`.
        auto from = std::upper_bound(checkpoints_.begin(), checkpoints_.end(), row - 1,
                                     [](std::uint64_t r, const Checkpoint& c) { return r < c.records_before; });
        Checkpoint c = scanner_->resumes_anywhere() ? *std::prev(from) : checkpoints_.front();
        if (scanner_->resumes_anywhere() && recent_.records_before < row && recent_.records_before > c.records_before)
            c = recent_;
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
