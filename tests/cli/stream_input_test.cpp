// `fragid resolve` on streams (a pipe from `cat`): the same answer as on the
// same bytes in a mapped file, for entities larger than the 1 MiB chunks in
// which a stream is read, so that selections and records cross chunk ends.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "run_fragid.hpp"
#include "build_paths.hpp"

namespace fragid::test {
namespace {

// `cat FILE | fragid ARGS... -`: standard input is a pipe, not a file.
Run through_pipe(const std::filesystem::path& file, const std::vector<std::string>& args) {
    std::string command = "cat " + shell_quote(file.string()) + " | " + shell_quote(build::program);
    for (const auto& a : args) command += " " + shell_quote(a);
    const auto out = scratch() / "pipe.stdout";
    const auto err = scratch() / "pipe.stderr";
    command += " - >" + shell_quote(out.string()) + " 2>" + shell_quote(err.string());
    const int status = std::system(command.c_str());
    return {WIFEXITED(status) ? WEXITSTATUS(status) : -1, slurp(out), slurp(err)};
}

// About 5 MiB of numbered lines, some in Greek, some ending in CR LF.
std::string numbered_text() {
    std::string text;
    for (int i = 0; text.size() < (5u << 20); ++i)
        text += "line " + std::to_string(i) + (i % 7 == 0 ? " \xCE\xBB\xCF\x8C\xCE\xB3\xCE\xBF\xCF\x82" : "") +
                (i % 5 == 0 ? "\r\n" : "\n");
    return text;
}

// About 5 MiB of CSV, every 50th record with a quoted field holding a line
// break and a "" pair.
std::string generated_csv() {
    std::string csv = "id,name,note\r\n";
    for (int i = 1; csv.size() < (5u << 20); ++i)
        csv += std::to_string(i) + ",name " + std::to_string(i) +
               (i % 50 == 0 ? ",\"two\r\nlines, \"\"quoted\"\"\"\r\n" : ",plain\r\n");
    return csv;
}

void expect_same_as_mapped(const std::filesystem::path& file, const std::vector<std::string>& args) {
    std::vector<std::string> mapped_args = args;
    mapped_args.push_back(file.string());
    const Run mapped = fragid(mapped_args);
    const Run piped = through_pipe(file, args);
    EXPECT_EQ(piped.exit_code, mapped.exit_code) << piped.err;
    EXPECT_TRUE(piped.out == mapped.out) << args.back() << ": " << piped.out.size() << " bytes piped, "
                                         << mapped.out.size() << " mapped";
    EXPECT_EQ(piped.err, mapped.err);  // positions, notes and reasons
    EXPECT_FALSE(mapped.out.empty() && mapped.err.empty());
}

TEST(StreamInput, TextSelectionsAcrossChunksAreTheMappedOnes) {
    const auto file = write_file("numbered.txt", numbered_text());
    for (const std::string fragment : {"line=100000,100003", "char=3000000,3000100", "line=0,1", "char=5000000",
                                       "line=2", "line=120000,"})
        expect_same_as_mapped(file, {"resolve", "--type", "text", "--charset", "UTF-8", fragment});
}

TEST(StreamInput, IntegrityChecksReadTheStreamThrough) {
    const std::string text = numbered_text();
    const auto file = write_file("numbered.txt", text);
    // The wrong length and md5 fail; each is computed over the whole stream.
    expect_same_as_mapped(file, {"resolve", "--type", "text", "--charset", "UTF-8", "line=3,4;length=7,UTF-8"});
    expect_same_as_mapped(file, {"resolve", "--type", "text", "--charset", "UTF-8", "line=3,4;md5=0123456789abcdef0123456789abcdef"});
    const test::Run md5sum = [&] {
        const auto out = scratch() / "md5.out";
        const int status = std::system(("md5sum <" + shell_quote(file.string()) + " >" + shell_quote(out.string())).c_str());
        return test::Run{WIFEXITED(status) ? WEXITSTATUS(status) : -1, slurp(out), ""};
    }();
    ASSERT_EQ(md5sum.exit_code, 0);
    const test::Run piped = through_pipe(file, {"resolve", "--type", "text", "--charset", "UTF-8", "line=3,4;md5=" + md5sum.out.substr(0, 32)});
    EXPECT_EQ(piped.exit_code, 0) << piped.err;
    EXPECT_EQ(piped.out, "line 3\n");
}

TEST(StreamInput, CsvSelectionsAcrossChunksAreTheMappedOnes) {
    const auto file = write_file("records.csv", generated_csv());
    for (const std::string fragment : {"row=60000-60060", "row=3;row=1", "cell=70000,2-80000,3", "row=*", "col=2",
                                       "row=70000-*", "row=2-3;row=90000-90002;row=5"})
        expect_same_as_mapped(file, {"resolve", "--type", "csv", fragment});
}

TEST(StreamInput, TheDraftsMatchReadsTheStreamWhole) {
    const auto file = write_file("numbered.txt", numbered_text());
    expect_same_as_mapped(file, {"resolve", "--type", "wilde", "match(line 4711[0-9])"});
}

}  // namespace
}  // namespace fragid::test
