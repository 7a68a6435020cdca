// A file's bytes as a read-only view: memory-mapped, so a multi-gigabyte
// entity is read in place and never copied.
#include "fragid/entity/mapped_file.hpp"

#include "file_backed.hpp"
#include "page_helper.hpp"

#include <fcntl.h>
#include <signal.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <array>
#include <atomic>
#include <cerrno>
#include <cstring>
#include <mutex>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

namespace fragid {
namespace {

[[noreturn]] void fail(const std::string& path, int error_number) {
    throw std::runtime_error(path + ": " + std::strerror(error_number));
}

// Closes the descriptor on every path out of the constructor; the mapping
// stays valid after close (POSIX mmap: "closing the file descriptor does not
// unmap the region").
class FileDescriptor {
public:
    explicit FileDescriptor(int fd) : fd_(fd) {}
    ~FileDescriptor() {
        if (fd_ >= 0) ::close(fd_);
    }
    FileDescriptor(const FileDescriptor&) = delete;
    FileDescriptor& operator=(const FileDescriptor&) = delete;
    int get() const { return fd_; }
    int release() { return std::exchange(fd_, -1); }

private:
    int fd_;
};

// The live mappings, so that release_bytes_before can tell a mapped file's
// pages (which MADV_DONTNEED merely drops, to be read again from the page
// cache) from other memory (which it would zero). A MappedFile's has its page
// helper (read_ahead); a stream's kept bytes (note_file_backed) have none.
struct LiveMapping {
    std::string_view range;
    detail::PageHelper* helper = nullptr;
};

struct Mappings {
    std::mutex mutex;
    std::vector<LiveMapping> live;
};

std::uint64_t offset_in(const LiveMapping& m, const char* p) { return static_cast<std::uint64_t>(p - m.range.data()); }

Mappings& mappings() {
    static Mappings all;
    return all;
}

// The live mappings again, for the SIGBUS handler, which may neither lock
// nor allocate: fixed slots of lock-free atomics, each with its path. A slot
// is published by its `begin` (release) after its path and size are written.
struct TruncationSlot {
    std::atomic<bool> claimed{false};
    std::atomic<const char*> begin{nullptr};
    std::atomic<std::size_t> size{0};
    char path[512] = {};
};
std::array<TruncationSlot, 16> truncation_slots;
std::atomic<int> truncation_exit_status{-1};  // -1: report_truncated_files() not called

void watch_for_truncation(const char* begin, std::size_t size, const std::string& path) {
    for (auto& slot : truncation_slots) {
        // Claim a free slot, fill it, then publish the address.
        if (slot.claimed.exchange(true)) continue;
        const auto length = std::min(path.size(), sizeof slot.path - 1);
        std::memcpy(slot.path, path.data(), length);
        slot.path[length] = '\0';
        slot.size.store(size);
        slot.begin.store(begin, std::memory_order_release);
        return;
    }
    // More than 16 files mapped at once: the 17th keeps the default SIGBUS.
}

void stop_watching(const char* begin) {
    for (auto& slot : truncation_slots)
        if (slot.begin.load() == begin) {
            slot.begin.store(nullptr);
            slot.claimed.store(false);
        }
}

void write_all(const char* text) {
    std::size_t length = std::strlen(text);
    while (length > 0) {
        const auto written = ::write(STDERR_FILENO, text, length);
        if (written <= 0) return;
        text += written;
        length -= static_cast<std::size_t>(written);
    }
}

extern "C" void on_sigbus(int signal, siginfo_t* info, void*) {
    // Only a fault the kernel raised has an address; kill() and raise() do not.
    const auto* address = info->si_code > 0 ? static_cast<const char*>(info->si_addr) : nullptr;
    for (const auto& slot : truncation_slots) {
        const char* begin = slot.begin.load(std::memory_order_acquire);
        if (begin == nullptr || address == nullptr || address < begin || address >= begin + slot.size.load()) continue;
        write_all("fragid: ");
        write_all(slot.path);
        write_all(": the file shrank while being read (was it truncated or rotated?)\n");
        ::_exit(truncation_exit_status.load());
    }
    // Not a mapped file's page: the default action, as if never caught.
    ::signal(signal, SIG_DFL);
    ::raise(signal);
}

}  // namespace

void report_truncated_files(int exit_status) {
    truncation_exit_status.store(exit_status);
    struct sigaction action {};
    action.sa_sigaction = on_sigbus;
    action.sa_flags = SA_SIGINFO;
    sigemptyset(&action.sa_mask);
    ::sigaction(SIGBUS, &action, nullptr);
}

void note_file_backed(std::string_view range) {
    auto& all = mappings();
    const std::lock_guard lock(all.mutex);
    std::erase_if(all.live, [&](const LiveMapping& m) { return m.range.data() == range.data(); });
    all.live.push_back({range});
}

void forget_file_backed(const char* begin) noexcept {
    auto& all = mappings();
    const std::lock_guard lock(all.mutex);
    std::erase_if(all.live, [&](const LiveMapping& m) { return m.range.data() == begin; });
}

namespace {

// Whole pages only, within [from, to) of the mapping: the page an end is in
// may still be read. By the mapping's helper if it has one (page_helper.hpp).
void release_in(const LiveMapping& m, std::uint64_t from, std::uint64_t to) {
    if (m.helper) {
        m.helper->release(from, to);
        return;
    }
    const auto page = static_cast<std::uint64_t>(::sysconf(_SC_PAGESIZE));
    from = (from + page - 1) / page * page;
    to = to / page * page;
    if (to > from) ::madvise(const_cast<char*>(m.range.data()) + from, static_cast<std::size_t>(to - from), MADV_DONTNEED);
}

}  // namespace

void release_bytes_before(std::string_view bytes, std::uint64_t offset) noexcept {
    const char* until = bytes.data() + std::min<std::uint64_t>(offset, bytes.size());
    auto& all = mappings();
    const std::lock_guard lock(all.mutex);
    for (const auto& mapping : all.live) {
        if (until < mapping.range.data() || until > mapping.range.data() + mapping.range.size()) continue;
        release_in(mapping, 0, offset_in(mapping, until));
        return;
    }
}

void release_bytes(std::string_view bytes, std::uint64_t from, std::uint64_t to) noexcept {
    to = std::min<std::uint64_t>(to, bytes.size());
    if (from >= to) return;
    const char* begin = bytes.data() + from;
    const char* end = bytes.data() + to;
    auto& all = mappings();
    const std::lock_guard lock(all.mutex);
    // A stream's kept bytes may lie in several runs of a temporary file
    // (entity_stream.hpp): each run's share, in whole pages of its own.
    for (const auto& mapping : all.live) {
        const char* low = std::max(begin, mapping.range.data());
        const char* high = std::min(end, mapping.range.data() + mapping.range.size());
        if (low < high) release_in(mapping, offset_in(mapping, low), offset_in(mapping, high));
    }
}

void read_ahead(std::string_view bytes, std::uint64_t offset) noexcept {
    if (offset >= bytes.size()) return;
    const char* at = bytes.data() + offset;
    auto& all = mappings();
    const std::lock_guard lock(all.mutex);
    for (const auto& mapping : all.live) {
        if (at < mapping.range.data() || at >= mapping.range.data() + mapping.range.size()) continue;
        if (mapping.helper) mapping.helper->reader_at(offset_in(mapping, at));
        return;
    }
}

MappedFile::MappedFile(const std::string& path, EntityStream::Limits stream_limits) {
    if (path == "-") {
        // A pipe cannot be mapped: standard input is read as a stream.
        stream_ = std::make_unique<EntityStream>(STDIN_FILENO, false, "standard input", stream_limits);
        return;
    }

    FileDescriptor fd(::open(path.c_str(), O_RDONLY | O_CLOEXEC));
    if (fd.get() < 0) fail(path, errno);
    struct stat status {};
    if (::fstat(fd.get(), &status) != 0) fail(path, errno);
    // open() succeeds on a directory with O_RDONLY; reading it would fail
    // later with a less helpful message, so say what it is now.
    if (S_ISDIR(status.st_mode)) fail(path, EISDIR);
    if (!S_ISREG(status.st_mode) || status.st_size == 0) {
        // A FIFO (a shell's <(...)) or a character device has no size to
        // map, and /proc's files say size 0 yet have contents: each is read
        // like standard input (an empty regular file reads as empty).
        stream_ = std::make_unique<EntityStream>(fd.release(), true, path, stream_limits);
        return;
    }
    const auto length = static_cast<std::size_t>(status.st_size);
    void* address = ::mmap(nullptr, length, PROT_READ, MAP_PRIVATE, fd.get(), 0);
    if (address == MAP_FAILED) fail(path, errno);
    // MAP_PRIVATE keeps our view from seeing writes through other mappings,
    // but not truncation: a file cut short while mapped raises SIGBUS on
    // reading the lost pages, a limit every mmap reader shares
    // (report_truncated_files() turns it into a message).
    // Resolvers read from the start to the end once; MADV_SEQUENTIAL is a
    // hint, so its failure does not matter.
    ::madvise(address, length, MADV_SEQUENTIAL);
    data_ = static_cast<const char*>(address);
    size_ = length;
    mapped_ = true;
    page_helper_ = std::make_unique<detail::PageHelper>(data_, size_);
    watch_for_truncation(data_, size_, path);
    const std::lock_guard lock(mappings().mutex);
    mappings().live.push_back({bytes(), page_helper_.get()});
}

MappedFile::~MappedFile() {
    if (!mapped_) return;
    {
        auto& all = mappings();
        const std::lock_guard lock(all.mutex);
        std::erase_if(all.live, [&](const LiveMapping& m) { return m.range.data() == data_; });
    }
    page_helper_.reset();  // its thread stops before the pages it works on go
    stop_watching(data_);
    ::munmap(const_cast<char*>(data_), size_);
}

}  // namespace fragid
