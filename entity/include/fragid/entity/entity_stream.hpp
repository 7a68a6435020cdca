// An entity that arrives as a stream (standard input, a pipe, a FIFO, a
// character device, a /proc file): read in fixed chunks, only as far as a
// question needs, with the bytes behind the reading dropped.
#pragma once

#include <cstddef>
#include <cstdint>
#include <limits>
#include <memory>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include "fragid/model/entity.hpp"
#include "fragid/entity/md5.hpp"

namespace fragid {

namespace stream_detail {
class SpoolFile;
}

// A stream that cannot be read, or passes a cap: an I/O error for the user
// (the message names the stream and the cap), not a bug.
struct StreamError : std::runtime_error {
    using std::runtime_error::runtime_error;
};

// The bytes of a stream, addressed as a mapped file's are: by their offset
// from the start, through one string_view (bytes()), so that every reader
// written for a mapping (decoders, block scanners, CSV texts) reads a stream
// unchanged. Why this works without copying: the bytes are read into one
// reserved range of address space (`pass_limit` long, which costs no memory
// until used), chunk after chunk; pages behind what is still needed are
// handed back to the system and made unreadable, so resident memory is the
// part still needed, whatever the stream's length.
//
// What is "still needed" is the readers' business: release_before() says the
// bytes before an offset are done with, keep() protects a span (a selection
// whose bytes are printed after resolving) from that. The first page is
// always kept, so that a look at the start (a BOM) stays possible.
//
// What must be kept (a kept span, or the whole stream for a question that
// needs it whole: read_all()) is kept in memory up to `spool_after` bytes;
// beyond that, its pages go to an unnamed temporary file in $TMPDIR (else
// /tmp) as they fill, and the file is mapped back at the same addresses, so
// offsets and views stay as they were while keeping costs disk, not memory;
// readers hand those pages back as a mapped file's (release_bytes_before,
// mapped_file.hpp). Where no such file can be made, they stay in memory.
//
// Two caps, each with an error that names it:
//  - held_limit: bytes resident at once (kept spans, a whole stream held in
//    memory where it cannot go to a temporary file);
//  - pass_limit: bytes read from the stream at all, so that an endless
//    stream (/dev/zero) ends in an error, not in running for ever.
// Reading a byte behind release_before() is a bug of the caller; it faults
// rather than reading zeros (the pages are made inaccessible).
class EntityStream {
public:
    struct Limits {
        std::uint64_t chunk = std::uint64_t{1} << 20;        // bytes asked of read() at once
        std::uint64_t held_limit = std::uint64_t{4} << 30;   // resident at once
        std::uint64_t pass_limit = std::uint64_t{16} << 30;  // read in all
        std::uint64_t spool_after = std::uint64_t{8} << 20;  // kept in memory; beyond, in a temporary file
    };

    // Reads `fd` (closed by the destructor if `owns_fd`); `name` is for messages.
    EntityStream(int fd, bool owns_fd, std::string name, Limits limits);
    EntityStream(int fd, bool owns_fd, std::string name) : EntityStream(fd, owns_fd, std::move(name), Limits{}) {}
    ~EntityStream();
    EntityStream(const EntityStream&) = delete;
    EntityStream& operator=(const EntityStream&) = delete;

    // The bytes read so far, from offset 0 (those released are unreadable).
    std::string_view bytes() const noexcept { return {base_, static_cast<std::size_t>(filled_)}; }  // filled_ <= reserved_
    // Reads chunks until at least `until` bytes have arrived or the stream
    // ended; returns bytes(). Throws StreamError on a read error or past a cap.
    std::string_view extend(std::uint64_t until);
    // Whether the stream has ended: bytes() is the whole entity.
    bool complete() const noexcept { return complete_; }
    // Reads the whole stream and keeps it (in a temporary file beyond
    // spool_after): for readers that need it whole (the draft's regular
    // expressions) or read it more than once. Call it before anything is
    // released (a logic_error otherwise). Throws StreamError past a cap, or
    // when the temporary file cannot be written (a full disk).
    std::string_view read_all();

    // A stream answers one resolution: the bytes the first one left behind
    // are gone, so a second would fault on them. Called by every resolution
    // of a stream; throws std::logic_error the second time. To resolve
    // several fragments in one stream, read it whole first (read_all()) and
    // resolve its bytes as a string.
    void begin_resolution();

    // The bytes before `offset` are no longer needed.
    void release_before(std::uint64_t offset) noexcept;
    // The bytes in [from, to) stay readable whatever is released later; a
    // later keep() replaces it. `to` may stay open while the end is not known.
    static constexpr std::uint64_t open_end = std::numeric_limits<std::uint64_t>::max();
    void keep(std::uint64_t from, std::uint64_t to = open_end) noexcept;

    // The md5 of the whole stream (RFC 5147 s.3.2), fed chunk by chunk as it
    // arrives: call digest_from_start() before anything is released (what was
    // read so far is hashed then), then digest_to_end() reads the rest through
    // and gives the digest.
    void digest_from_start();
    Md5Digest digest_to_end();

    const std::string& name() const noexcept { return name_; }
    const Limits& limits() const noexcept { return limits_; }

private:
    void read_chunk();
    void spill_kept();
    std::uint64_t anonymous_bytes(std::uint64_t from, std::uint64_t to) const noexcept;
    void commit_through(std::uint64_t end);
    void free_pages(std::uint64_t from, std::uint64_t to) noexcept;

    int fd_;
    bool owns_fd_;
    std::string name_;
    Limits limits_;
    std::size_t page_;
    char* base_ = nullptr;        // the reserved range, pass_limit rounded up to pages
    std::size_t reserved_ = 0;
    std::uint64_t filled_ = 0;     // bytes read
    std::uint64_t committed_ = 0;  // bytes made writable (whole pages)
    std::uint64_t released_ = 0;   // bytes before it were handed back, except the kept ones
    std::uint64_t resident_ = 0;   // committed bytes not handed back
    std::uint64_t keep_from_ = open_end, keep_to_ = open_end;
    bool complete_ = false;
    bool resolved_ = false;  // begin_resolution() was called
    std::unique_ptr<Md5> digest_;
    // Kept pages beyond spool_after go to this file, each run of them mapped
    // back from it at its own addresses: the runs, ascending, the last one
    // growing as more is kept. Pages before keep_intact_ may have been
    // handed back before keep() was called, so they are never spilled.
    struct Run {
        std::uint64_t from, to;
    };
    std::unique_ptr<stream_detail::SpoolFile> spill_;
    bool spill_unavailable_ = false;  // no temporary file could be made
    std::vector<Run> spilled_;
    std::uint64_t keep_intact_ = open_end;
};

// `e` with a stream read whole (EntityStream::read_all: beyond a few
// megabytes, in a temporary file) and resolved as plain bytes from then on: for a reader that needs
// the entity whole, or that reads it more than once. Other entities unchanged.
Entity held_whole(const Entity& e);

// `e` as a resolution left it: a stream's bytes read so far (bytes()) as plain
// bytes, for printing what it identified. Other entities unchanged.
Entity as_read(const Entity& e);

}  // namespace fragid
