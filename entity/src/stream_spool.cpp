#include "stream_spool.hpp"

#include <fcntl.h>
#include <unistd.h>

#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <utility>

#include "fragid/entity/entity_stream.hpp"

namespace fragid::stream_detail {
namespace {

// The directory temporary files belong in, as POSIX says: $TMPDIR, else /tmp.
std::string temporary_directory() {
    const char* variable = std::getenv("TMPDIR");
    return variable && *variable ? variable : "/tmp";
}

// An unnamed file: O_TMPFILE where the file system has it, else a named one
// unlinked at once (there is no moment at which a crash leaves it behind
// with O_TMPFILE; without it, a very short one).
int open_unnamed(const std::string& directory) {
    int fd = ::open(directory.c_str(), O_TMPFILE | O_RDWR | O_CLOEXEC, 0600);
    if (fd >= 0) return fd;
    std::string path = directory + "/fragid-stream-XXXXXX";
    fd = ::mkostemp(path.data(), O_CLOEXEC);
    if (fd >= 0) ::unlink(path.c_str());
    return fd;
}

}  // namespace

std::unique_ptr<SpoolFile> SpoolFile::create() {
    std::string directory = temporary_directory();
    const int fd = open_unnamed(directory);
    if (fd < 0) return nullptr;
    return std::unique_ptr<SpoolFile>(new SpoolFile(fd, std::move(directory)));
}

SpoolFile::~SpoolFile() { ::close(fd_); }

void SpoolFile::write_at(std::string_view bytes, std::uint64_t offset, const std::string& name) {
    while (!bytes.empty()) {
        const ssize_t written = ::pwrite(fd_, bytes.data(), bytes.size(), static_cast<off_t>(offset));
        if (written < 0 && errno == EINTR) continue;
        if (written <= 0)
            throw StreamError(name + ": cannot hold the stream in a temporary file in " + directory_ + ": " +
                              std::strerror(written < 0 ? errno : ENOSPC) +
                              " (set TMPDIR to a directory with room, or give a regular file instead)");
        bytes.remove_prefix(static_cast<std::size_t>(written));
        offset += static_cast<std::uint64_t>(written);
    }
}

}  // namespace fragid::stream_detail
