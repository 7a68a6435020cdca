// A stream read into reserved address space, chunk by chunk, with the pages
// behind the reading handed back (entity_stream.hpp says why this shape).
#include "fragid/entity/entity_stream.hpp"

#include <fcntl.h>
#include <sys/mman.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <stdexcept>

#include "file_backed.hpp"
#include "stream_spool.hpp"

namespace fragid {
namespace {

std::uint64_t round_up(std::uint64_t n, std::uint64_t page) { return (n + page - 1) / page * page; }
std::uint64_t round_down(std::uint64_t n, std::uint64_t page) { return n / page * page; }

// "4 GiB", "1 MiB", "4097 bytes": a cap as the user would say it.
std::string spell_bytes(std::uint64_t n) {
    if (n >= (std::uint64_t{1} << 30) && n % (std::uint64_t{1} << 30) == 0) return std::to_string(n >> 30) + " GiB";
    if (n >= (std::uint64_t{1} << 20) && n % (std::uint64_t{1} << 20) == 0) return std::to_string(n >> 20) + " MiB";
    return std::to_string(n) + (n == 1 ? " byte" : " bytes");
}

}  // namespace

EntityStream::EntityStream(int fd, bool owns_fd, std::string name, Limits limits)
    : fd_(fd), owns_fd_(owns_fd), name_(std::move(name)), limits_(limits),
      page_(static_cast<std::size_t>(::sysconf(_SC_PAGESIZE))) {
    limits_.chunk = std::max<std::uint64_t>(limits_.chunk, 1);
    // PROT_NONE and MAP_NORESERVE: address space only, no memory and no
    // commit charge until a chunk is read into it (commit_through). Under a
    // limit on address space (ulimit -v) the pass limit halves until it fits,
    // down to 256 MiB; its error then names the smaller limit.
    void* address = MAP_FAILED;
    for (;;) {
        // One byte past the pass limit is read to tell "ended exactly there" from "goes on".
        reserved_ = static_cast<std::size_t>(round_up(limits_.pass_limit + 1, page_));
        address = ::mmap(nullptr, reserved_, PROT_NONE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
        if (address != MAP_FAILED || errno != ENOMEM || limits_.pass_limit <= (std::uint64_t{256} << 20)) break;
        limits_.pass_limit /= 2;
    }
    if (address == MAP_FAILED) {
        if (owns_fd_) ::close(fd_);
        throw StreamError(name_ + ": cannot reserve address space to read the stream: " + std::strerror(errno));
    }
    base_ = static_cast<char*>(address);
    released_ = page_;  // the first page is always kept
    // A pipe holds 64 KiB by default: one read() and one wake-up of the
    // writer per 64 KiB. Widened to a chunk, if the system allows (only
    // pipes have a size to set; a failure changes nothing but speed).
    if (limits_.chunk > (64u << 10))
        ::fcntl(fd_, F_SETPIPE_SZ, static_cast<int>(std::min<std::uint64_t>(limits_.chunk, 1u << 20)));
}

EntityStream::~EntityStream() {
    for (const Run& run : spilled_) forget_file_backed(base_ + run.from);
    ::munmap(base_, reserved_);
    if (owns_fd_) ::close(fd_);
}

std::string_view EntityStream::extend(std::uint64_t until) {
    while (filled_ < until && !complete_) read_chunk();
    return bytes();
}

void EntityStream::begin_resolution() {
    if (resolved_)
        throw std::logic_error(name_ + ": a stream was resolved a second time; its bytes behind the first resolution "
                                       "are gone (read it whole first to resolve several fragments)");
    resolved_ = true;
}

Entity held_whole(const Entity& e) {
    if (e.stream) (void)e.stream->read_all();
    return as_read(e);
}

Entity as_read(const Entity& e) {
    if (!e.stream) return e;
    Entity read = e;
    read.bytes = e.stream->bytes();
    read.stream = nullptr;
    return read;
}

std::string_view EntityStream::read_all() {
    if (released_ > page_ && keep_from_ != 0)
        throw std::logic_error("internal error: " + name_ + ": read whole after some of it was released");
    keep(0);
    return extend(open_end);
}

void EntityStream::commit_through(std::uint64_t end) {
    const std::uint64_t target = std::min<std::uint64_t>(round_up(end, page_), reserved_);
    if (target <= committed_) return;
    if (resident_ + (target - committed_) > limits_.spool_after) spill_kept();
    if (resident_ + (target - committed_) > limits_.held_limit + page_)
        throw StreamError(name_ + ": more than " + spell_bytes(limits_.held_limit) +
                                 " of the stream would be held in memory at once, the limit for what a question must "
                                 "keep of a stream (a selection's bytes, or the whole stream where it is needed "
                                 "whole); give a regular file instead, which is mapped, not held");
    if (::mprotect(base_ + committed_, static_cast<std::size_t>(target - committed_), PROT_READ | PROT_WRITE) != 0)
        throw StreamError(name_ + ": cannot get memory to read the stream into: " + std::strerror(errno));
    // The pages are about to be written by read(): fault them in with one
    // call rather than one fault per page (a hint; older kernels lack it).
#ifdef MADV_POPULATE_WRITE
    ::madvise(base_ + committed_, target - committed_, MADV_POPULATE_WRITE);
#endif
    resident_ += target - committed_;
    committed_ = target;
}

void EntityStream::read_chunk() {
    if (filled_ > limits_.pass_limit)
        throw StreamError(name_ + ": more than " + spell_bytes(limits_.pass_limit) +
                                 " read from the stream, the most fragid reads from a stream (standard input, a pipe, "
                                 "a device) before giving up; give a regular file instead");
    const std::uint64_t want = std::min<std::uint64_t>(limits_.chunk, reserved_ - filled_);
    commit_through(filled_ + want);
    for (;;) {
        const ssize_t got = ::read(fd_, base_ + filled_, static_cast<std::size_t>(want));
        if (got < 0 && errno == EINTR) continue;
        if (got < 0) throw StreamError(name_ + ": " + std::strerror(errno));
        if (got == 0) complete_ = true;
        if (digest_) digest_->update({base_ + filled_, static_cast<std::size_t>(got)});
        filled_ += static_cast<std::uint64_t>(got);
        return;
    }
}

// Whole pages only: the page `offset` is in may still be read. Pages in the
// kept span are skipped, once and for all (a span is kept until the end).
void EntityStream::release_before(std::uint64_t offset) noexcept {
    const std::uint64_t target = round_down(std::min(offset, filled_), page_);
    if (target <= released_) return;
    if (keep_from_ == open_end) {
        free_pages(released_, target);
    } else {
        free_pages(released_, std::min(target, round_down(keep_from_, page_)));
        if (keep_to_ != open_end) free_pages(std::max(released_, round_up(keep_to_, page_)), target);
    }
    released_ = target;
}

void EntityStream::keep(std::uint64_t from, std::uint64_t to) noexcept {
    keep_from_ = from;
    keep_to_ = to;
    keep_intact_ = from == open_end ? open_end : std::max(round_down(from, page_), released_);
}

// The kept pages read so far, and not yet spilled, go to the temporary file
// and are mapped back from it over themselves (MAP_FIXED: same addresses,
// same bytes, now a file's pages rather than memory). Only whole pages the
// stream has filled: the one being read into stays in memory.
void EntityStream::spill_kept() {
    if (keep_intact_ == open_end || spill_unavailable_) return;
    std::uint64_t from = keep_intact_;
    if (!spilled_.empty()) from = std::max(from, spilled_.back().to);
    std::uint64_t to = round_down(filled_, page_);
    if (keep_to_ != open_end) to = std::min(to, round_up(keep_to_, page_));
    if (to <= from) return;
    if (!spill_ && !(spill_ = stream_detail::SpoolFile::create())) {
        spill_unavailable_ = true;  // kept in memory, under held_limit
        return;
    }
    spill_->write_at({base_ + from, static_cast<std::size_t>(to - from)}, from, name_);
    if (::mmap(base_ + from, static_cast<std::size_t>(to - from), PROT_READ, MAP_PRIVATE | MAP_FIXED, spill_->descriptor(),
               static_cast<off_t>(from)) == MAP_FAILED)
        throw StreamError(name_ + ": cannot map back the temporary file that holds the stream: " + std::strerror(errno));
    resident_ -= to - from;
    if (!spilled_.empty() && spilled_.back().to == from)
        spilled_.back().to = to;
    else
        spilled_.push_back(Run{from, to});
    note_file_backed({base_ + spilled_.back().from, static_cast<std::size_t>(spilled_.back().to - spilled_.back().from)});
}

// The bytes of [from, to) that are memory, not spilled to the file.
std::uint64_t EntityStream::anonymous_bytes(std::uint64_t from, std::uint64_t to) const noexcept {
    std::uint64_t bytes = to - from;
    for (const Run& run : spilled_) {
        const std::uint64_t a = std::max(from, run.from), b = std::min(to, run.to);
        if (a < b) bytes -= b - a;
    }
    return bytes;
}

void EntityStream::free_pages(std::uint64_t from, std::uint64_t to) noexcept {
    to = std::min(to, committed_);
    if (to <= from) return;
    // MADV_DONTNEED gives the memory back; PROT_NONE makes a read of it a
    // fault instead of a silent zero, and drops the commit charge.
    ::madvise(base_ + from, static_cast<std::size_t>(to - from), MADV_DONTNEED);
    ::mprotect(base_ + from, static_cast<std::size_t>(to - from), PROT_NONE);
    resident_ -= anonymous_bytes(from, to);
}

void EntityStream::digest_from_start() {
    // What was read before (a look at the first bytes for a byte order mark)
    // is still there as long as nothing was handed back: it is hashed first.
    if (released_ > page_) throw std::logic_error("internal error: " + name_ + ": md5 asked for after bytes were released");
    digest_ = std::make_unique<Md5>();
    if (filled_ > 0) digest_->update({base_, static_cast<std::size_t>(filled_)});
}

Md5Digest EntityStream::digest_to_end() {
    if (!digest_) throw std::logic_error("internal error: " + name_ + ": md5 not asked for before reading");
    // The rest is read through, chunk by chunk, and never kept.
    while (!complete_) {
        release_before(filled_);
        read_chunk();
    }
    return digest_->finish();
}

}  // namespace fragid
