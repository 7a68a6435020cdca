// MappedFile: a file's exact bytes, or a clear error naming the path.
#include <gtest/gtest.h>

#include <fcntl.h>
#include <signal.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include <chrono>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <stdexcept>
#include <string>
#include <string_view>
#include <thread>

#include "fragid/entity/charset.hpp"
#include "fragid/entity/mapped_file.hpp"
#include "fragid/entity/span_writer.hpp"
#include "fragid/entity/text_view.hpp"

namespace fragid {
namespace {

namespace fs = std::filesystem;

// A fresh directory under the system temp directory, removed afterwards.
class MappedFileTest : public ::testing::Test {
protected:
    void SetUp() override {
        std::string pattern = (fs::temp_directory_path() / "fragid-mapped-XXXXXX").string();
        ASSERT_NE(::mkdtemp(pattern.data()), nullptr);
        dir_ = pattern;
    }
    void TearDown() override { fs::remove_all(dir_); }

    fs::path write(const std::string& name, const std::string& contents) {
        const fs::path path = dir_ / name;
        std::ofstream(path, std::ios::binary) << contents;
        return path;
    }

    // The message of the runtime_error that opening `path` throws.
    static std::string open_error(const std::string& path) {
        try {
            MappedFile file(path);
        } catch (const std::runtime_error& e) {
            return e.what();
        }
        ADD_FAILURE() << "no error for " << path;
        return {};
    }

    fs::path dir_;
};

TEST_F(MappedFileTest, GivesTheExactBytes) {
    const std::string contents("line 1\r\nline\0 2\xFF\n", 18);
    const MappedFile file(write("entity.txt", contents).string());
    EXPECT_EQ(file.bytes(), contents);
}

TEST_F(MappedFileTest, LargerThanAPage) {
    std::string contents;
    for (int i = 0; i < 10000; ++i) contents += std::to_string(i) + '\n';
    const MappedFile file(write("big.txt", contents).string());
    EXPECT_EQ(file.bytes(), contents);
}

// Log rotation by copytruncate cuts a file short while fragid reads it: the
// lost pages raise SIGBUS, which must end in a message and exit status, not a
// death by signal (issue 14, item 5).
TEST_F(MappedFileTest, AFileTruncatedWhileMappedIsAnIoErrorNotASignal) {
    const auto path = write("rotated.log", std::string(1 << 20, 'x')).string();
    EXPECT_EXIT(
        {
            report_truncated_files(2);
            const MappedFile file(path);
            ::truncate(path.c_str(), 0);
            volatile char lost = file.bytes()[1 << 19];  // a page past the new end
            (void)lost;
            std::_Exit(0);
        },
        ::testing::ExitedWithCode(2), "fragid: .*rotated.log: the file shrank while being read");
}

TEST_F(MappedFileTest, ASigbusOutsideAMappedFileKeepsItsDefaultAction) {
    EXPECT_EXIT(
        {
            report_truncated_files(2);
            ::raise(SIGBUS);
            std::_Exit(0);
        },
        ::testing::KilledBySignal(SIGBUS), "");
}

// /proc's files say size 0 and have contents (issue 14, item 6): read as a
// stream, not mapped.
TEST_F(MappedFileTest, AFileThatSaysSizeZeroIsReadForItsContents) {
    const MappedFile status("/proc/self/status");
    ASSERT_NE(status.stream(), nullptr);
    EXPECT_NE(status.stream()->read_all().find("Name:"), std::string_view::npos);
}

// A stream is read only as asked: opening one reads nothing, so an endless
// one (`yes |`, /dev/zero) can answer a question about its start.
TEST_F(MappedFileTest, AStreamIsReadOnlyAsFarAsAsked) {
    const MappedFile zero("/dev/zero", EntityStream::Limits{4096, std::uint64_t{1} << 20, std::uint64_t{1} << 20});
    ASSERT_NE(zero.stream(), nullptr);
    EXPECT_TRUE(zero.bytes().empty());
    EXPECT_EQ(zero.stream()->extend(5).size(), 4096u);
    EXPECT_EQ(zero.bytes(), std::string(4096, '\0'));
}

// Read through, an endless stream stops at the stated limit with an error
// naming it, not a run until memory or time is gone.
TEST_F(MappedFileTest, AnEndlessStreamStopsAtTheLimitWithAClearError) {
    const MappedFile zero("/dev/zero", EntityStream::Limits{4096, std::uint64_t{4} << 20, std::uint64_t{1} << 20});
    try {
        zero.stream()->extend(EntityStream::open_end);
        ADD_FAILURE() << "no error for /dev/zero";
    } catch (const StreamError& e) {
        EXPECT_NE(std::string(e.what()).find("/dev/zero: more than 1 MiB read from the stream"), std::string::npos) << e.what();
    }
}

// What must be held at once has its own cap, named in the error.
TEST_F(MappedFileTest, HoldingAStreamWholeStopsAtTheHeldLimit) {
    const MappedFile zero("/dev/zero", EntityStream::Limits{4096, std::uint64_t{1} << 20, std::uint64_t{8} << 20});
    try {
        zero.stream()->read_all();
        ADD_FAILURE() << "no error for /dev/zero";
    } catch (const StreamError& e) {
        EXPECT_NE(std::string(e.what()).find("/dev/zero: more than 1 MiB of the stream would be held in memory"),
                  std::string::npos)
            << e.what();
    }
}

// Resident kilobytes of the mapping that starts at `address`, as the kernel
// accounts them (/proc/self/smaps).
std::uint64_t resident_kib(const void* address) {
    std::ifstream smaps("/proc/self/smaps");
    std::string line;
    bool in_mapping = false;
    const auto start = reinterpret_cast<std::uintptr_t>(address);
    while (std::getline(smaps, line)) {
        std::uintptr_t from = 0, to = 0;
        char dash = 0;
        std::istringstream range(line);
        if (range >> std::hex >> from >> dash >> to && dash == '-') {
            in_mapping = from <= start && start < to;
        } else if (in_mapping && line.rfind("Rss:", 0) == 0) {
            return std::stoull(line.substr(4));
        }
    }
    return 0;
}

// How many pages of [from, to) are not mapped in this process: absent from
// its page table (/proc/self/pagemap, bit 63 "present"). A page is mapped once
// read, or mapped ahead, not merely for being in the page cache.
// Read with pread: the file takes only whole entries (a stream's buffer is not
// a multiple of 8 bytes).
std::size_t unmapped_pages(const char* from, const char* to) {
    const auto page = static_cast<std::uintptr_t>(::sysconf(_SC_PAGESIZE));
    const auto first = reinterpret_cast<std::uintptr_t>(from) / page;
    const auto last = (reinterpret_cast<std::uintptr_t>(to) + page - 1) / page;
    const int fd = ::open("/proc/self/pagemap", O_RDONLY | O_CLOEXEC);
    std::size_t unmapped = 0;
    for (auto p = first; p < last; ++p) {
        std::uint64_t entry = 0;
        const auto got = fd < 0 ? -1 : ::pread(fd, &entry, sizeof entry, static_cast<off_t>(p * sizeof entry));
        unmapped += got != static_cast<ssize_t>(sizeof entry) || (entry >> 63) == 0;
    }
    if (fd >= 0) ::close(fd);
    return unmapped;
}

// A stream held whole (for the draft's match(), text/csv '*' and col=, and
// every fragment of resolve --fragments) goes to an unnamed temporary file
// beyond spool_after bytes: it comes back exact, the held limit (1 MiB here,
// for 3 MiB) is not reached, and its pages are a mapping's, handed back as
// any mapped file's are.
TEST_F(MappedFileTest, ALongStreamHeldWholeGoesToATemporaryFile) {
    std::string contents(3u << 20, 'x');
    for (std::size_t i = 0; i < contents.size(); i += 997) contents[i] = static_cast<char>('a' + i / 997 % 26);
    const int fd = ::open(write("stream.txt", contents).c_str(), O_RDONLY);
    ASSERT_GE(fd, 0);
    EntityStream stream(fd, true, "a stream", EntityStream::Limits{64u << 10, 1u << 20, 16u << 20, 256u << 10});
    std::string_view whole;
    ASSERT_NO_THROW(whole = stream.read_all());
    EXPECT_TRUE(whole == contents);
    EXPECT_TRUE(stream.bytes() == contents);
    EXPECT_TRUE(stream.read_all() == contents);  // asked again: the same bytes
    release_bytes_before(whole, whole.size());
    EXPECT_LE(resident_kib(whole.data()), 4u);
    for (const auto& entry : fs::directory_iterator(fs::temp_directory_path()))
        EXPECT_EQ(entry.path().filename().string().rfind("fragid-stream-", 0), std::string::npos) << entry.path();
}

// Where no temporary file can be made, a stream is held in memory, under
// the held limit, and a short stream is held in memory anyway.
TEST_F(MappedFileTest, AStreamWithNowhereToGoIsHeldInMemory) {
    const std::string contents(3u << 20, 'q');
    const std::string path = write("stream.txt", contents).string();
    const char* saved = std::getenv("TMPDIR");
    const std::string saved_value = saved ? saved : "";
    ::setenv("TMPDIR", (dir_ / "no-such-directory").c_str(), 1);
    auto read_whole = [&](std::uint64_t held_limit) {
        EntityStream stream(::open(path.c_str(), O_RDONLY), true, "a stream",
                            EntityStream::Limits{64u << 10, held_limit, 16u << 20, 256u << 10});
        return std::string(stream.read_all());
    };
    EXPECT_TRUE(read_whole(8u << 20) == contents);
    EXPECT_THROW(read_whole(1u << 20), StreamError);
    if (saved) ::setenv("TMPDIR", saved_value.c_str(), 1); else ::unsetenv("TMPDIR");
}

// In a death test's child: holds the stream at `path` whole with files
// limited to 1 MiB, and exits 3 with the error's message on stderr.
[[noreturn]] void read_whole_under_file_size_limit(const std::string& path) {
    ::signal(SIGXFSZ, SIG_IGN);  // a write past the limit then fails with EFBIG
    const rlimit limit{1u << 20, 1u << 20};
    ::setrlimit(RLIMIT_FSIZE, &limit);
    EntityStream stream(::open(path.c_str(), O_RDONLY), true, "a stream",
                        EntityStream::Limits{64u << 10, 8u << 20, 16u << 20, 256u << 10});
    try {
        stream.read_all();
    } catch (const StreamError& e) {
        std::fprintf(stderr, "%s\n", e.what());
        std::_Exit(3);
    }
    std::_Exit(0);
}

// A temporary file that cannot be written (a full disk; here a file size
// limit) ends the read with an error naming the stream and the directory.
TEST_F(MappedFileTest, ATemporaryFileThatCannotBeWrittenIsAClearError) {
    const std::string path = write("stream.txt", std::string(3u << 20, 'w')).string();
    EXPECT_EXIT(read_whole_under_file_size_limit(path), ::testing::ExitedWithCode(3),
                "a stream: cannot hold the stream in a temporary file in .*: File too large");
}

TEST_F(MappedFileTest, EmptyFileIsAnEmptyView) {
    const MappedFile file(write("empty.txt", "").string());
    EXPECT_TRUE(file.bytes().empty());
}

TEST_F(MappedFileTest, MissingFileNamesThePath) {
    const std::string path = (dir_ / "does-not-exist.txt").string();
    const std::string message = open_error(path);
    EXPECT_EQ(message, path + ": No such file or directory");
}

TEST_F(MappedFileTest, DirectoryIsAnError) {
    const std::string path = dir_.string();
    EXPECT_EQ(open_error(path), path + ": Is a directory");
}

TEST_F(MappedFileTest, UnreadableFileIsAnError) {
    const fs::path path = write("secret.txt", "x");
    fs::permissions(path, fs::perms::none);
    const std::string expected = path.string() + ": Permission denied";
    if (::geteuid() != 0) {
        EXPECT_EQ(open_error(path.string()), expected);
        return;
    }
    // Root reads files whatever their mode, so the check runs in a child that
    // has given up root for "nobody" (uid 65534).
    fs::permissions(dir_, fs::perms::owner_all | fs::perms::group_exec | fs::perms::others_exec);
    const pid_t child = ::fork();
    ASSERT_GE(child, 0);
    if (child == 0) {
        if (::setgid(65534) != 0 || ::setuid(65534) != 0) ::_exit(2);
        try {
            MappedFile file(path.string());
        } catch (const std::runtime_error& e) {
            ::_exit(e.what() == expected ? 0 : 3);
        }
        ::_exit(4);
    }
    int status = 0;
    ASSERT_EQ(::waitpid(child, &status, 0), child);
    ASSERT_TRUE(WIFEXITED(status));
    EXPECT_EQ(WEXITSTATUS(status), 0) << "2: could not drop root, 3: wrong message, 4: no error";
}

TEST_F(MappedFileTest, DashReadsStandardInput) {
    const std::string contents("from stdin\n\x85\x00", 13);
    const fs::path path = write("stdin.txt", contents);
    // Put the file on descriptor 0 for the duration of the read.
    const int saved_stdin = ::dup(STDIN_FILENO);
    ASSERT_GE(saved_stdin, 0);
    const int fd = ::open(path.c_str(), O_RDONLY);
    ASSERT_GE(fd, 0);
    ASSERT_EQ(::dup2(fd, STDIN_FILENO), STDIN_FILENO);
    ::close(fd);
    std::string read_back;
    {
        const MappedFile file("-");
        read_back = std::string(file.stream()->read_all());
    }
    ::dup2(saved_stdin, STDIN_FILENO);
    ::close(saved_stdin);
    EXPECT_EQ(read_back, contents);
}

TEST_F(MappedFileTest, FifoIsReadLikeStandardInput) {
    const fs::path path = dir_ / "fifo";
    ASSERT_EQ(::mkfifo(path.c_str(), 0600), 0);
    // A writer in a child process, so opening the FIFO for reading does not block forever.
    const pid_t child = ::fork();
    ASSERT_GE(child, 0);
    if (child == 0) {
        const int fd = ::open(path.c_str(), O_WRONLY);
        const char text[] = "through a pipe";
        const bool ok = fd >= 0 && ::write(fd, text, sizeof text - 1) == static_cast<ssize_t>(sizeof text - 1);
        ::_exit(ok ? 0 : 1);
    }
    const MappedFile file(path.string());
    ASSERT_NE(file.stream(), nullptr);
    EXPECT_EQ(file.stream()->read_all(), "through a pipe");
    int status = 0;
    ::waitpid(child, &status, 0);
}

// Pages behind the reading are handed back: resident memory falls, the bytes
// read the same afterwards.
TEST_F(MappedFileTest, ReleasedPagesLeaveMemoryAndReadTheSame) {
    std::string contents(8 << 20, 'x');
    for (std::size_t i = 0; i < contents.size(); i += 4096) contents[i] = static_cast<char>('a' + i / 4096 % 26);
    const MappedFile file(write("big.txt", contents).string());
    std::uint64_t sum = 0;
    for (std::size_t i = 0; i < file.bytes().size(); i += 512) sum += static_cast<unsigned char>(file.bytes()[i]);
    EXPECT_GE(resident_kib(file.bytes().data()), 7u << 10);
    release_bytes_before(file.bytes(), file.bytes().size());
    EXPECT_LE(resident_kib(file.bytes().data()), 4u);
    EXPECT_EQ(file.bytes(), contents);
    EXPECT_GT(sum, 0u);
}

// Memory that is not a mapped file's is never touched (MADV_DONTNEED would zero it).
TEST_F(MappedFileTest, ReleasingOtherMemoryDoesNothing) {
    const std::string contents(1 << 20, 'y');
    release_bytes_before(contents, contents.size());
    EXPECT_EQ(contents, std::string(1 << 20, 'y'));
}

// Whether `holds` comes true within a minute, asked every millisecond: for
// what another thread does (the page helper's releases and read-ahead).
template <class Condition>
bool comes_true(Condition holds) {
    const auto deadline = std::chrono::steady_clock::now() + std::chrono::minutes(1);
    while (!holds()) {
        if (std::chrono::steady_clock::now() > deadline) return false;
        std::this_thread::sleep_for(std::chrono::milliseconds(1));
    }
    return true;
}

// A file of 64-byte lines of `size` bytes.
std::string lines_of(std::size_t size) {
    std::string line(63, 'z');
    line += '\n';
    std::string contents;
    while (contents.size() < size) contents += line;
    return contents;
}

// The text view reads a mapped file front to back with a bounded part of it
// resident: 48 MiB read, at most the last 4 MiB (and a block) kept once the
// page helper has handed the rest back (text_view.cpp, release_interval).
TEST_F(MappedFileTest, TextViewKeepsResidentMemoryBounded) {
    const std::string contents = lines_of(48u << 20);
    const MappedFile file(write("lines.txt", contents).string());
    TextView view(file.bytes(), *lookup_charset("UTF-8"), LineEndingSet::all());
    const auto end = view.end();
    ASSERT_TRUE(end.has_value());
    EXPECT_EQ(end->line, contents.size() / 64 + 1);
    EXPECT_TRUE(comes_true([&] { return resident_kib(file.bytes().data()) <= (5u << 10); }))
        << resident_kib(file.bytes().data()) << " KiB resident";
}

// A reading that goes on forward has the pages ahead of it mapped by the page
// helper's thread (issue 38), up to 4 MiB past where it stopped: pages the
// reading never touched become resident. A reading that stops within its
// first 2 MiB starts no thread, and only what it read is mapped.
TEST_F(MappedFileTest, TheTextViewHasThePagesAheadOfALongReadingMapped) {
    const std::string contents = lines_of(32u << 20);
    const MappedFile file(write("ahead.txt", contents).string());
    TextView view(file.bytes(), *lookup_charset("UTF-8"), LineEndingSet::all());
    const auto line = view.point_at_line((8u << 20) / 64);  // 8 MiB in
    ASSERT_TRUE(line.has_value());
    EXPECT_EQ(line->byte, 8u << 20);
    // The reading asked last at 7.5 MiB or later, for the 4 MiB after it. It
    // read a block past 8 MiB at most, and a page fault maps at most the piece
    // the page cache holds the page in (2 MiB at most, aligned): from 10 MiB
    // on, only the helper maps pages.
    const char* from = file.bytes().data() + (10u << 20);
    const char* to = file.bytes().data() + (11u << 20);
    EXPECT_TRUE(comes_true([&] { return unmapped_pages(from, to) == 0; }))
        << unmapped_pages(from, to) << " pages not mapped ahead of the reading";
    // The bytes read the same, wherever the helper is.
    const auto later = view.point_at_line((20u << 20) / 64);
    ASSERT_TRUE(later.has_value());
    EXPECT_EQ(view.bytes(*line, *later), std::string_view(contents).substr(8u << 20, 12u << 20));
}

// Truncated while the helper maps pages ahead of the reading: the helper stops
// (the system refuses to map them), and the reader still gets the message.
TEST_F(MappedFileTest, AFileTruncatedWhileReadAheadIsStillAnIoError) {
    const auto path = write("rotated.log", lines_of(16u << 20)).string();
    EXPECT_EXIT(
        {
            report_truncated_files(2);
            const MappedFile file(path);
            TextView view(file.bytes(), *lookup_charset("UTF-8"), LineEndingSet::all());
            (void)view.point_at_line((4u << 20) / 64);
            ::truncate(path.c_str(), 5u << 20);
            (void)view.point_at_line((12u << 20) / 64);
            std::_Exit(0);
        },
        ::testing::ExitedWithCode(2), "fragid: .*rotated.log: the file shrank while being read");
}

// A span longer than a piece is written a piece at a time with the pages
// behind handed back: the bytes come out whole, and the mapping is not left
// resident. A short span is one write.
TEST_F(MappedFileTest, SpansAreWrittenWholeWithPagesHandedBack) {
    std::string contents(24u << 20, 'x');
    for (std::size_t i = 0; i < contents.size(); i += 1000) contents[i] = static_cast<char>('a' + i / 1000 % 26);
    const MappedFile file(write("span.txt", contents).string());
    std::ostringstream out;
    write_span(out, file.bytes(), 3, contents.size() - 5);
    EXPECT_TRUE(out.str() == contents.substr(3, contents.size() - 8));
    EXPECT_LE(resident_kib(file.bytes().data()), 8u);
    std::ostringstream short_out;
    write_span(short_out, file.bytes(), 990, 1010);
    EXPECT_EQ(short_out.str(), contents.substr(990, 20));
    std::ostringstream past_end;
    write_span(past_end, file.bytes(), contents.size() - 2, contents.size() + 10);
    EXPECT_EQ(past_end.str(), contents.substr(contents.size() - 2));
}

}  // namespace
}  // namespace fragid
