// Where a stream goes when a question needs it whole: an unnamed temporary
// file, written chunk by chunk and then mapped, so that holding a stream of
// any length costs a mapped file's memory (a few megabytes, the pages read
// handed back as a mapping's are), not the stream's length in memory.
#pragma once

#include <memory>
#include <optional>
#include <string>
#include <string_view>

namespace fragid {

class MappedFile;

namespace stream_detail {

class SpoolFile {
public:
    // A new empty file in $TMPDIR (else /tmp), unlinked from the start so
    // that nothing is left behind however the process ends; nothing when no
    // such file can be made there (the caller then holds the stream in memory).
    static std::optional<SpoolFile> create();
    ~SpoolFile();
    SpoolFile(SpoolFile&& other) noexcept;
    SpoolFile& operator=(SpoolFile&&) = delete;
    SpoolFile(const SpoolFile&) = delete;

    // Appends `bytes`; throws StreamError, naming the stream (`name`) and the
    // directory, when they cannot be written (the disk is full, say).
    void append(std::string_view bytes, const std::string& name);
    // The file as written, mapped read-only.
    std::unique_ptr<MappedFile> map(const std::string& name) const;

    const std::string& directory() const noexcept { return directory_; }

private:
    SpoolFile(int fd, std::string directory) : fd_(fd), directory_(std::move(directory)) {}

    int fd_;
    std::string directory_;
};

}  // namespace stream_detail
}  // namespace fragid
