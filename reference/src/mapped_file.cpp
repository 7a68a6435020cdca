// A file's bytes as a read-only view: memory-mapped, so a multi-gigabyte
// entity is read in place and never copied.
#include "fragid/reference/mapped_file.hpp"

#include <fcntl.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <stdexcept>
#include <string>

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

private:
    int fd_;
};

std::string read_all(int fd, const std::string& path) {
    std::string contents;
    char chunk[1 << 16];
    for (;;) {
        const ssize_t got = ::read(fd, chunk, sizeof chunk);
        if (got < 0 && errno == EINTR) continue;
        if (got < 0) fail(path, errno);
        if (got == 0) return contents;
        contents.append(chunk, static_cast<std::size_t>(got));
    }
}

}  // namespace

MappedFile::MappedFile(const std::string& path) {
    if (path == "-") {
        // A pipe cannot be mapped: standard input is read into memory once.
        buffer_ = read_all(STDIN_FILENO, path);
        data_ = buffer_.data();
        size_ = buffer_.size();
        return;
    }

    const FileDescriptor fd(::open(path.c_str(), O_RDONLY | O_CLOEXEC));
    if (fd.get() < 0) fail(path, errno);
    struct stat status {};
    if (::fstat(fd.get(), &status) != 0) fail(path, errno);
    // open() succeeds on a directory with O_RDONLY; reading it would fail
    // later with a less helpful message, so say what it is now.
    if (S_ISDIR(status.st_mode)) fail(path, EISDIR);
    if (!S_ISREG(status.st_mode)) {
        // A FIFO (a shell's <(...)) or a character device has no size to
        // map; it is read like standard input.
        buffer_ = read_all(fd.get(), path);
        data_ = buffer_.data();
        size_ = buffer_.size();
        return;
    }
    if (status.st_size == 0) return;  // mmap of length 0 fails with EINVAL

    const auto length = static_cast<std::size_t>(status.st_size);
    void* address = ::mmap(nullptr, length, PROT_READ, MAP_PRIVATE, fd.get(), 0);
    if (address == MAP_FAILED) fail(path, errno);
    // MAP_PRIVATE keeps our view from seeing writes through other mappings,
    // but not truncation: a file cut short while mapped raises SIGBUS on
    // reading the lost pages, a limit every mmap reader shares.
    // Resolvers read from the start to the end once; MADV_SEQUENTIAL is a
    // hint, so its failure does not matter.
    ::madvise(address, length, MADV_SEQUENTIAL);
    data_ = static_cast<const char*>(address);
    size_ = length;
    mapped_ = true;
}

MappedFile::~MappedFile() {
    if (mapped_) ::munmap(const_cast<char*>(data_), size_);
}

}  // namespace fragid
