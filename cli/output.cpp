#include "output.hpp"

#include <unistd.h>

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <iostream>
#include <streambuf>

#include "guarded.hpp"

namespace fragid::cli {
namespace {

// errno as words; a failed stream write need not have set it.
std::string last_error() { return errno != 0 ? std::strerror(errno) : "the output was not fully written"; }

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

void check_stdout_writes() { std::cout.rdbuf(&checked_stdout()); }

void write_file_checked(const std::filesystem::path& path, const std::string& text) {
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

std::string stdout_write_error() {
    std::cout.flush();
    if (const int e = checked_stdout().first_errno(); e != 0) return "write error: " + std::string(std::strerror(e));
    errno = 0;
    if (std::fflush(stdout) == 0 && std::cout && !std::ferror(stdout)) return {};
    return "write error: " + last_error();
}

}  // namespace fragid::cli
