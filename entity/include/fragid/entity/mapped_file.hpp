// The bytes of a file (memory-mapped) or of a stream (read in chunks), as a view.
#pragma once

#include <cstddef>
#include <cstdint>
#include <memory>
#include <string>
#include <string_view>

#include "fragid/entity/entity_stream.hpp"

namespace fragid {

namespace detail {
class PageHelper;
}

// Maps a regular file read-only so a resolver reads a multi-gigabyte entity in
// place; an empty file gives an empty view (mmap of length 0 is an error, so
// it is not attempted). "-" (standard input), and any other file that is not
// regular or says it has size 0 (procfs files do, with contents), cannot be
// mapped: it is opened as an EntityStream (entity_stream.hpp), read chunk by
// chunk only as far as a resolver needs. Throws std::runtime_error with the
// path and strerror on failure (missing file, directory, permission).
class MappedFile {
public:
    explicit MappedFile(const std::string& path, EntityStream::Limits stream_limits = {});
    ~MappedFile();
    MappedFile(const MappedFile&) = delete;
    MappedFile& operator=(const MappedFile&) = delete;

    // A mapped file's bytes; a stream's bytes read so far (stream()).
    std::string_view bytes() const noexcept { return stream_ ? stream_->bytes() : std::string_view{data_, size_}; }
    // The stream, if the file is read as one; nullptr if it is mapped.
    EntityStream* stream() const noexcept { return stream_.get(); }

private:
    const char* data_ = nullptr;
    std::size_t size_ = 0;
    bool mapped_ = false;
    std::unique_ptr<detail::PageHelper> page_helper_;  // read_ahead's thread, started when first asked
    std::unique_ptr<EntityStream> stream_;
};

// Hands the pages of a mapped file that lie before `offset` in `bytes` back
// to the system, for readers that go front to back once: resident memory
// then stays bounded whatever the file's size. Reading them again stays
// correct (the system reads them back from its page cache), only slower.
// Does nothing unless `bytes` lies within a live MappedFile's mapping:
// streams (EntityStream::release_before) and other memory are never touched.
void release_bytes_before(std::string_view bytes, std::uint64_t offset) noexcept;
// The same for the whole pages of a mapped file between `from` and `to` in
// `bytes`: for a reader that goes back (TextView, from a checkpoint) and
// hands back what it read since it last went back.
void release_bytes(std::string_view bytes, std::uint64_t from, std::uint64_t to) noexcept;

// A reader of a mapped file's `bytes` is at `offset` and reads on forward:
// the pages of the next few MiB are mapped ahead of it by a helper thread
// (page_helper.hpp), and from then on the pages it hands back
// (release_bytes*) are unmapped by that thread too, so that the reader's
// thread spends no time on the kernel's page work. Does nothing for other
// memory, nor where the system cannot (before Linux 5.14, in WebAssembly).
void read_ahead(std::string_view bytes, std::uint64_t offset) noexcept;

// A file truncated while it is mapped (log rotation by copytruncate does
// this) raises SIGBUS when its lost pages are read: no resolver can see it
// coming. Once this is called, such a SIGBUS ends the process with
// "fragid: PATH: the file shrank while being read" on standard error and exit
// status `exit_status`, instead of a death by signal; a SIGBUS anywhere else
// keeps its default action. For programs (the CLI), not libraries: it
// replaces the process's SIGBUS handler.
void report_truncated_files(int exit_status);

}  // namespace fragid
