// A helper thread that does the kernel's page work of a mapped file for its
// reader (mapped_file.hpp, read_ahead): the pages ahead of the reading are
// mapped before it gets there, and the pages it hands back are unmapped,
// while the reader's own thread only reads.
#pragma once

#include <condition_variable>
#include <cstddef>
#include <cstdint>
#include <mutex>
#include <optional>
#include <thread>
#include <utility>

namespace fragid::detail {

// Why (issue 38): a file the page cache holds in 4 KiB pieces, as it holds a
// file just written, costs the kernel about 0.4 us a page to map and unmap
// again, whether by page faults (each maps 16 pages), MAP_POPULATE or
// MADV_POPULATE_READ: 14 ms of CPU for 128 MiB, as much as validating and
// counting the same bytes. read() costs more (25 ms: it copies). (A file the
// page cache read in by readahead is held in pieces of up to 2 MiB, and costs
// a tenth of that.) Done by a second thread, that work runs beside the reading
// instead of inside it.
class PageHelper {
public:
    // The `size` bytes of a private read-only mapping at `base`.
    PageHelper(const char* base, std::size_t size) : base_(base), size_(size) {}
    ~PageHelper();
    PageHelper(const PageHelper&) = delete;
    PageHelper& operator=(const PageHelper&) = delete;

    // How far ahead of the reading pages are mapped, and in what steps (each
    // step a system call between which requests are taken).
    static constexpr std::size_t window = 4u << 20;
    static constexpr std::size_t step = 1u << 20;

    // The reader is at `offset` and goes forward: the window after it is
    // mapped, from where mapping stopped if the reader went forward within
    // what was mapped, else from `offset` (a jump). The thread starts here,
    // the first time.
    void reader_at(std::uint64_t offset);
    // The whole pages within [from, to) are unmapped: by the thread, before it
    // maps more, once it has started and has done the last release it was
    // given; else at once, by the caller.
    void release(std::uint64_t from, std::uint64_t to);

private:
    void start();
    void work();
    bool has_work() const;

    const char* base_;
    std::size_t size_;
    std::thread thread_;
    std::mutex mutex_;
    std::condition_variable wake_;
    bool stopping_ = false;
    bool can_populate_ = true;    // false once the system refused (a kernel before 5.14, a truncated file)
    std::uint64_t reader_ = 0;     // where the reader said it was
    std::uint64_t mapped_to_ = 0;  // from the reader to here, pages are mapped already
    std::uint64_t wanted_to_ = 0;  // the end of the window after the reader
    std::optional<std::pair<std::uint64_t, std::uint64_t>> release_;  // one at a time (release)
};

}  // namespace fragid::detail
