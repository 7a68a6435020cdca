// The charset of a local file (issue 29, item 15; docs/interpretations.md,
// "The charset of a local file"): --charset, else a media type's MIME default
// where --type gives one, else a byte order mark, else UTF-8. `make --lines
// 2-3` on a UTF-8 file failed with no hint, and `resolve` with one.
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include "run_fragid.hpp"

namespace fragid::test {
namespace {

const std::string greek = "caf\xC3\xA9\n\xCE\xB1\xCE\xB2\xCE\xB3\nthree\n";  // "café", "αβγ", "three"

nlohmann::json charset_of(const Run& r) { return nlohmann::json::parse(r.out).at("charset"); }

TEST(LocalCharset, AUtf8FileNeedsNoFlag) {
    const auto file = write_file("greek.txt", greek);
    const auto made = fragid({"make", file, "--lines", "2-3"});
    EXPECT_EQ(made.exit_code, 0) << made.err;
    EXPECT_EQ(made.out, "line=1,3\n");
    const auto resolved = fragid({"resolve", "char=5,8", file});
    EXPECT_EQ(resolved.exit_code, 0) << resolved.err;
    EXPECT_EQ(resolved.out, "\xCE\xB1\xCE\xB2\xCE\xB3");  // characters, not bytes: αβγ
    const auto md5 = fragid({"make", file, "--lines", "1", "--integrity", "length"});
    EXPECT_EQ(md5.out, "line=,1;length=15,UTF-8\n") << "the check names the charset read";
}

TEST(LocalCharset, JsonAndExplainSayWhichCharsetAndWhy) {
    const auto file = write_file("greek.txt", greek);
    const auto plain = charset_of(fragid({"resolve", "--json", "line=0,1", file}));
    EXPECT_EQ(plain, (nlohmann::json{{"name", "UTF-8"}, {"source", "local-file-default"}}));
    const auto told = charset_of(fragid({"resolve", "--json", "--charset", "latin1", "line=0,1", file}));
    EXPECT_EQ(told, (nlohmann::json{{"name", "ISO-8859-1"}, {"source", "option"}}));
    const auto explained = fragid({"explain", "line=0,1", file});
    EXPECT_NE(explained.out.find("read in UTF-8 (no --charset and no byte order mark"), std::string::npos)
        << explained.out;
    const auto made = nlohmann::json::parse(fragid({"make", "--json", file, "--lines", "1"}).out);
    EXPECT_EQ(made.at("charset").at("source"), "local-file-default") << made;
    const auto batch = fragid({"resolve", "--fragments", "-", file}, "line=0,1\n");
    EXPECT_EQ(nlohmann::json::parse(batch.out).at("charset").at("name"), "UTF-8") << batch.out;
}

TEST(LocalCharset, AByteOrderMarkDecides) {
    const auto utf16 = write_file("utf16.txt", std::string("\xFF\xFEh\0\xE9\0\n\0", 8));
    const auto r = fragid({"resolve", "--json", "char=1,2", utf16});
    EXPECT_EQ(r.exit_code, 0) << r.err;
    const auto json = nlohmann::json::parse(r.out);
    EXPECT_EQ(json.at("charset"), (nlohmann::json{{"name", "UTF-16"}, {"source", "byte-order-mark"}}));
    EXPECT_EQ(json.at("start").at("byte"), 4);  // after the BOM and 'h'
    // Read from a pipe, the mark is looked at in passing, and an md5 check still hashes every byte.
    // (md5sum of EF BB BF 61 62: 3211e0254670d761e9dea9307f639860)
    const auto piped = fragid({"resolve", "--type", "text", "--json", "char=1,2;md5=3211e0254670d761e9dea9307f639860", "-"},
                              std::string("\xEF\xBB\xBF" "ab", 5));
    EXPECT_EQ(charset_of(piped).at("source"), "byte-order-mark") << piped.err;
    EXPECT_EQ(nlohmann::json::parse(piped.out).at("status"), "ok") << piped.out;
}

// Where the user says the file is a MIME entity (--type text/plain), the
// RFC's default stands, and the note says what to do.
TEST(LocalCharset, AMediaTypeKeepsItsMimeDefault) {
    const auto file = write_file("greek.txt", greek);
    const auto r = fragid({"resolve", "--type", "text/plain", "line=0,1", file});
    EXPECT_EQ(r.exit_code, 1);
    EXPECT_NE(r.err.find("not valid US-ASCII"), std::string::npos) << r.err;
    EXPECT_NE(r.err.find("try --charset UTF-8"), std::string::npos) << r.err;
    const auto json = fragid({"resolve", "--type", "text/plain", "--json", "char=0,1", file});
    EXPECT_EQ(charset_of(json), (nlohmann::json{{"name", "US-ASCII"}, {"source", "media-type-default"}}));
    const auto csv = fragid({"resolve", "--type", "TEXT/CSV", "--json", "row=1", write_file("a.csv", "a,b\n")});
    EXPECT_EQ(charset_of(csv), (nlohmann::json{{"name", "UTF-8"}, {"source", "media-type-default"}}));
}

// Bytes that are not UTF-8: resolve and make both say what to try.
TEST(LocalCharset, AFileThatIsNotUtf8GetsAHintFromResolveAndMake) {
    const auto latin1 = write_file("latin1.txt", "caf\xE9\nna\xEFve\n");
    const auto resolved = fragid({"resolve", "line=0,1", latin1});
    EXPECT_EQ(resolved.exit_code, 1);
    EXPECT_NE(resolved.err.find("--charset ISO-8859-1"), std::string::npos) << resolved.err;
    const auto made = fragid({"make", latin1, "--lines", "2"});
    EXPECT_EQ(made.exit_code, 1);
    EXPECT_NE(made.err.find("not valid UTF-8"), std::string::npos) << made.err;
    EXPECT_NE(made.err.find("--charset ISO-8859-1"), std::string::npos) << made.err;
    const auto told = fragid({"make", latin1, "--lines", "2", "--charset", "ISO-8859-1"});
    EXPECT_EQ(told.out, "line=1,2\n") << told.err;
}

}  // namespace
}  // namespace fragid::test
