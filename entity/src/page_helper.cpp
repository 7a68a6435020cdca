#include "page_helper.hpp"

#include <sys/mman.h>
#include <unistd.h>

#include <algorithm>
#include <system_error>

// Where the system cannot map pages on request (MADV_POPULATE_READ, Linux
// 5.14) or has no threads (the WebAssembly build), nothing is read ahead and
// releases are done by the caller, as before.
#if defined(MADV_POPULATE_READ) && !defined(__EMSCRIPTEN__)
#define FRAGID_PAGE_HELPER 1
#else
#define FRAGID_PAGE_HELPER 0
#endif

namespace fragid::detail {
namespace {

std::uint64_t page_size() {
    static const auto size = static_cast<std::uint64_t>(::sysconf(_SC_PAGESIZE));
    return size;
}

// The whole pages within [from, to) of the mapping at `base`; a hint, so a
// failure does not matter.
void unmap_pages(const char* base, std::uint64_t from, std::uint64_t to) {
    const std::uint64_t page = page_size();
    from = (from + page - 1) / page * page;
    to = to / page * page;
    if (to > from) ::madvise(const_cast<char*>(base) + from, static_cast<std::size_t>(to - from), MADV_DONTNEED);
}

}  // namespace

PageHelper::~PageHelper() {
    {
        const std::lock_guard lock(mutex_);
        stopping_ = true;
    }
    wake_.notify_one();
    if (thread_.joinable()) thread_.join();
}

void PageHelper::reader_at(std::uint64_t offset) {
#if FRAGID_PAGE_HELPER
    {
        const std::lock_guard lock(mutex_);
        if (!can_populate_ || offset >= size_) return;
        if (offset < reader_ || offset > mapped_to_) mapped_to_ = offset / page_size() * page_size();
        reader_ = offset;
        // Whole pages: each step starts where the last ended, at a page (madvise).
        wanted_to_ = std::min<std::uint64_t>(size_, (offset + window) / page_size() * page_size());
        if (mapped_to_ >= wanted_to_) return;
        if (!thread_.joinable()) start();
    }
    wake_.notify_one();
#else
    (void)offset;
#endif
}

void PageHelper::release(std::uint64_t from, std::uint64_t to) {
    to = std::min<std::uint64_t>(to, size_);
    if (from >= to) return;
    bool queued = false;
    {
        const std::lock_guard lock(mutex_);
        // One release waits at most: if the thread has not got to the last
        // (a busy machine), the caller does this one, so that what is resident
        // stays bounded however far behind the thread is.
        if (thread_.joinable() && !release_) {
            release_.emplace(from, to);
            queued = true;
        }
    }
    if (queued)
        wake_.notify_one();
    else
        unmap_pages(base_, from, to);
}

void PageHelper::start() {
#if FRAGID_PAGE_HELPER
    // A thread that cannot start (resources) leaves the work to the reader.
    try {
        thread_ = std::thread([this] { work(); });
    } catch (const std::system_error&) {
        can_populate_ = false;
    }
#endif
}

bool PageHelper::has_work() const { return stopping_ || release_ || (can_populate_ && mapped_to_ < wanted_to_); }

void PageHelper::work() {
    std::unique_lock lock(mutex_);
    for (;;) {
        wake_.wait(lock, [this] { return has_work(); });
        if (stopping_) return;
        if (release_) {
            const auto [from, to] = *release_;
            release_.reset();
            lock.unlock();
            unmap_pages(base_, from, to);
            lock.lock();
            continue;
        }
        const std::uint64_t from = mapped_to_;
        const std::uint64_t to = std::min<std::uint64_t>(wanted_to_, from + step);
        lock.unlock();
#if FRAGID_PAGE_HELPER
        const bool mapped = ::madvise(const_cast<char*>(base_) + from, static_cast<std::size_t>(to - from), MADV_POPULATE_READ) == 0;
#else
        const bool mapped = false;
#endif
        lock.lock();
        if (!mapped) can_populate_ = false;
        // Unless the reader jumped meanwhile, the mapped pages reach a step further.
        if (mapped && mapped_to_ == from) mapped_to_ = to;
    }
}

}  // namespace fragid::detail
