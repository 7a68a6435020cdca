#include "output.hpp"

#include <fcntl.h>
#include <unistd.h>

#include <cerrno>
#include <csignal>
#include <cstdio>
#include <cstring>
#include <fstream>
#include <iostream>
#include <sstream>
#include <streambuf>

#include "guarded.hpp"

namespace fragid::cli {
namespace {

// errno as words; a failed stream write need not have set it.
std::string last_error() { return errno != 0 ? std::strerror(errno) : "the output was not fully written"; }

// Whether standard output was closed when fragid started, for the message.
bool stdout_was_closed = false;

// std::cout's buffer: writes to file descriptor 1 and keeps the errno of the
// first write that failed. Through stdio, a command's own flush would hit the
// error first and a later fflush() would find nothing left, and no errno.
class CheckedStdout : public std::streambuf {
public:
    CheckedStdout() { setp(buffer_, buffer_ + sizeof buffer_); }
    int first_errno() const { return first_errno_; }

protected:
    int_type overflow(int_type c) override {
        if (!drain()) return traits_type::eof();
        if (!traits_type::eq_int_type(c, traits_type::eof())) sputc(traits_type::to_char_type(c));
        return traits_type::not_eof(c);
    }
    int sync() override { return drain() ? 0 : -1; }

private:
    // Writes the buffer out; false (and the buffer dropped) on an error.
    bool drain() {
        const char* p = pbase();
        while (p < pptr() && first_errno_ == 0) {
            const auto n = ::write(STDOUT_FILENO, p, static_cast<std::size_t>(pptr() - p));
            if (n >= 0)
                p += n;
            else if (errno != EINTR)
                first_errno_ = errno;
        }
        setp(buffer_, buffer_ + sizeof buffer_);
        return first_errno_ == 0;
    }

    char buffer_[1 << 16];
    int first_errno_ = 0;
};

// Never destroyed: std::cout is flushed again after main() returns, after
// function-local statics are gone.
CheckedStdout& checked_stdout() {
    static auto* buffer = new CheckedStdout;
    return *buffer;
}

}  // namespace

void reserve_standard_streams() {
    for (const int fd : {STDIN_FILENO, STDOUT_FILENO, STDERR_FILENO}) {
        if (::fcntl(fd, F_GETFD) != -1 || errno != EBADF) continue;
        // The lowest free number is `fd` itself: those below it are open by now.
        const int opened = ::open("/dev/null", fd == STDIN_FILENO ? O_WRONLY : O_RDONLY);
        if (opened >= 0 && opened != fd) {
            ::dup2(opened, fd);
            ::close(opened);
        }
        if (fd == STDOUT_FILENO) stdout_was_closed = true;
    }
    std::signal(SIGPIPE, SIG_IGN);
}

void check_stdout_writes() { std::cout.rdbuf(&checked_stdout()); }

void write_file_checked(const std::filesystem::path& path, const std::string& text) {
    if (path == "-") {
        std::cout << text << std::flush;
        return;
    }
    // stdio rather than ofstream: fclose() reports the error of the last,
    // buffered write, which is where a full disk shows up.
    errno = 0;
    std::FILE* out = std::fopen(path.c_str(), "wb");
    if (!out) throw UsageError("cannot write " + path.string() + ": " + last_error());
    const bool written = std::fwrite(text.data(), 1, text.size(), out) == text.size();
    const int write_errno = errno;
    const bool closed = std::fclose(out) == 0;
    if (!written) errno = write_errno;
    if (!written || !closed) throw UsageError("write error: " + path.string() + ": " + last_error());
}

void create_parent_directories(const std::filesystem::path& path) {
    if (path == "-" || !path.has_parent_path()) return;
    std::error_code error;
    std::filesystem::create_directories(path.parent_path(), error);
    if (error) throw UsageError("cannot create " + path.parent_path().string() + ": " + error.message());
}

void refuse_check_of_standard_output(const std::filesystem::path& path) {
    if (path == "-")
        throw UsageError("--check compares what would be written with a file, and - is standard output: name the file");
}

std::string stdout_write_error() {
    std::cout.flush();
    if (const int e = checked_stdout().first_errno(); e != 0)
        return "write error: " + std::string(std::strerror(e)) +
               (stdout_was_closed ? " (standard output was closed when fragid started)" : "");
    errno = 0;
    if (std::fflush(stdout) == 0 && std::cout && !std::ferror(stdout)) return {};
    return "write error: " + last_error();
}

std::optional<std::string> read_whole_file(const std::filesystem::path& path) {
    std::ifstream in(path, std::ios::binary);
    if (!in) return std::nullopt;
    std::ostringstream text;
    text << in.rdbuf();
    if (in.bad()) return std::nullopt;
    return text.str();
}

std::string named_file_text(const std::string& path, const std::string& lead, const std::string& what) {
    std::error_code error;
    if (std::filesystem::is_directory(path, error)) throw UsageError(lead + path + ": a directory, not " + what);
    auto text = read_whole_file(path);
    if (!text) throw UsageError(lead + path + ": cannot read it");
    return std::move(*text);
}

}  // namespace fragid::cli
