// `fragid resolve --fragments FILE ENTITY`: every line of FILE answered as one
// JSON line, in the shape `resolve --json` prints, with the fragment and its
// 1-based line number; the entity opened once.
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>
#include <sstream>

#include "run_fragid.hpp"

namespace fragid::test {
namespace {

const std::string three_line_entity = "one\ntwo\nthree\n";

std::vector<nlohmann::json> json_lines(const std::string& out) {
    std::vector<nlohmann::json> lines;
    std::istringstream in(out);
    for (std::string line; std::getline(in, line);) lines.push_back(nlohmann::json::parse(line));
    return lines;
}

// The answer for one fragment alone, as `resolve --json` gives it.
nlohmann::json single(const std::string& fragment, const std::filesystem::path& entity) {
    return nlohmann::json::parse(fragid({"resolve", "--json", fragment, entity}).out);
}

TEST(ResolveFragments, AnswersEachLineAsResolveJsonWouldWithItsFragmentAndLine) {
    const auto entity = write_file("batch.txt", three_line_entity);
    // CRLF line endings, a blank line, a whitespace-only line and a URI.
    const auto fragments = write_file("fragments", "line=1,2\r\n\nchar=0,3\n  \n#line=2\nhttp://x/batch.txt#char=4,7");
    const auto r = fragid({"resolve", "--fragments", fragments, entity});
    EXPECT_EQ(r.exit_code, 0) << r.err;
    const auto lines = json_lines(r.out);
    ASSERT_EQ(lines.size(), 4u) << r.out;
    const std::vector<std::pair<std::string, int>> expected = {
        {"line=1,2", 1}, {"char=0,3", 3}, {"#line=2", 5}, {"http://x/batch.txt#char=4,7", 6}};
    for (std::size_t i = 0; i < expected.size(); ++i) {
        const auto& [fragment, number] = expected[i];
        auto want = single(fragment, entity);
        want["fragment"] = fragment;
        want["line"] = number;
        EXPECT_EQ(lines[i], want) << i;
    }
}

TEST(ResolveFragments, AMalformedLineGetsItsErrorAndTheRunGoesOnExitingOne) {
    const auto entity = write_file("batch.txt", three_line_entity);
    const auto fragments = write_file("fragments", "char=1;md5=abc\nhttp://x/no-fragment\nline=0,1\n");
    const auto r = fragid({"resolve", "--fragments", fragments, entity});
    EXPECT_EQ(r.exit_code, 1) << r.err;
    const auto lines = json_lines(r.out);
    ASSERT_EQ(lines.size(), 3u) << r.out;
    EXPECT_EQ(lines[0].at("status"), "syntax-error");
    EXPECT_EQ(lines[0].at("line"), 1);
    auto want = single("char=1;md5=abc", entity);
    want["fragment"] = "char=1;md5=abc";
    want["line"] = 1;
    EXPECT_EQ(lines[0], want);
    EXPECT_NE(lines[1].at("error").get<std::string>().find("the URI has no fragment"), std::string::npos) << lines[1];
    EXPECT_EQ(lines[1].at("line"), 2);
    EXPECT_EQ(lines[2].at("status"), "ok");
}

TEST(ResolveFragments, ReadsFragmentsFromStandardInput) {
    const auto entity = write_file("batch.csv", "a,b\n1,2\n");
    const auto r = fragid({"resolve", "--fragments", "-", entity}, "row=2\ncol=1\n");
    EXPECT_EQ(r.exit_code, 0) << r.err;
    const auto lines = json_lines(r.out);
    ASSERT_EQ(lines.size(), 2u) << r.out;
    EXPECT_EQ(lines[1].at("fragment"), "col=1");
    EXPECT_TRUE(lines[1].contains("parts")) << lines[1];  // text/csv's shape, by the .csv extension
}

TEST(ResolveFragments, ReadsTheEntityFromStandardInputOnce) {
    const auto fragments = write_file("fragments", "char=0,3\nchar=4,7\n");
    const auto r = fragid({"resolve", "--fragments", fragments, "-"}, three_line_entity);
    EXPECT_EQ(r.exit_code, 0) << r.err;
    const auto lines = json_lines(r.out);
    ASSERT_EQ(lines.size(), 2u) << r.out;
    EXPECT_EQ(lines[1].at("status"), "ok");
    EXPECT_EQ(lines[1].at("start").at("byte"), 4) << lines[1];
}

// The fragments of a batch share one reading of the entity (EntityMemo:
// checkpoints, going back in it): every answer is the one `resolve --json`
// gives that fragment alone, in an order that goes back and forth, in UTF-8,
// UTF-16 and an iconv charset, with CRLF and lone CR lines, from a file and
// from standard input (held whole, in a temporary file past 8 MiB: this text
// is 11 MiB in UTF-16).
TEST(ResolveFragments, EachAnswerIsTheOneItsFragmentGetsAlone) {
    std::string text;
    for (int i = 0; i < 500000; ++i)
        text += "line " + std::to_string(i) + (i % 3 == 0 ? " \u00e9t\u00e9" : "") + (i % 5 == 0 ? "\r\n" : i % 7 == 0 ? "\r" : "\n");
    std::string fragments;
    for (const auto n : {400000, 3, 300001, 300000, 499999, 7, 240000, 520000})
        fragments += "line=" + std::to_string(n) + "," + std::to_string(n + 2) + "\nchar=" + std::to_string(n * 9) + "\n";
    fragments += "line=100;length=1,UTF-8\nchar=5,4\n";
    const auto list = write_file("fragments", fragments);
    for (const std::string charset : {"UTF-8", "UTF-16LE", "GB18030"}) {
        std::string bytes;
        if (charset == "UTF-8") bytes = text;
        else {
            const auto in = write_file("utf8.txt", text);
            const auto out = scratch() / ("entity-" + charset);
            const std::string command = "iconv -f UTF-8 -t " + charset + " " + shell_quote(in) + " > " + shell_quote(out);
            ASSERT_EQ(std::system(command.c_str()), 0) << command;
            bytes = slurp(out);
        }
        const auto entity = write_file("entity.txt", bytes);
        const auto from_file = fragid({"resolve", "--charset", charset, "--fragments", list, entity});
        const auto from_stdin = fragid({"resolve", "--type", "text", "--charset", charset, "--fragments", list, "-"}, bytes);
        const auto file_answers = json_lines(from_file.out), stdin_answers = json_lines(from_stdin.out);
        ASSERT_EQ(file_answers.size(), 18u) << charset << ": " << from_file.err;
        ASSERT_EQ(stdin_answers.size(), 18u) << charset << ": " << from_stdin.err;
        std::istringstream lines(fragments);
        std::string fragment;
        for (std::size_t i = 0; std::getline(lines, fragment); ++i) {
            auto alone = nlohmann::json::parse(
                fragid({"resolve", "--json", "--charset", charset, fragment, entity.string()}).out);
            alone["fragment"] = fragment;
            alone["line"] = i + 1;
            EXPECT_EQ(file_answers[i], alone) << charset << " " << fragment;
            EXPECT_EQ(stdin_answers[i], alone) << charset << " " << fragment << " from standard input";
        }
    }
}

// Each fragment reads the entity from its start, and a stream's bytes behind
// the first fragment's answer would be gone: a stream longer than a few chunks
// is held whole, so the second fragment is still answered (it crashed before).
TEST(ResolveFragments, AStreamedEntityAnswersEveryFragment) {
    std::string lines;
    for (int i = 0; i < 3000000; ++i) lines += std::to_string(i) + "\n";  // 21 MiB: past the first release (16 MiB)
    const auto fragments = write_file("fragments", "line=2900000,2900001\nchar=0,2\n");
    const auto r = fragid({"resolve", "--fragments", fragments, "-"}, lines);
    EXPECT_EQ(r.exit_code, 0) << r.err;
    const auto answers = json_lines(r.out);
    ASSERT_EQ(answers.size(), 2u) << r.err;
    EXPECT_EQ(answers[0].at("status"), "ok");
    EXPECT_EQ(answers[1].at("status"), "ok");
    EXPECT_EQ(answers[1].at("end").at("byte"), 2) << answers[1];
}

// A line that is not UTF-8 (issue 29, item 3) once ended the run with an
// internal error at the JSON writer: now its answer is written with U+FFFD for
// each invalid byte in "fragment", the exact bytes in "fragment_hex", and the
// lines after it are answered.
TEST(ResolveFragments, ALineThatIsNotUtf8IsAnsweredAndTheRunGoesOn) {
    const auto entity = write_file("batch.txt", three_line_entity);
    const auto fragments = write_file("fragments", "line=1\nchar=0,5\xff\nline=2\n");
    const auto r = fragid({"resolve", "--fragments", fragments, entity});
    EXPECT_EQ(r.exit_code, 1) << r.err;  // line 2 is a syntax error
    EXPECT_EQ(r.err, "");
    const auto lines = json_lines(r.out);
    ASSERT_EQ(lines.size(), 3u) << r.out;
    EXPECT_EQ(lines[1].at("line"), 2);
    EXPECT_EQ(lines[1].at("status"), "syntax-error");
    EXPECT_EQ(lines[1].at("fragment"), "char=0,5\xEF\xBF\xBD");
    EXPECT_EQ(lines[1].at("fragment_hex"), "63 68 61 72 3d 30 2c 35 ff");
    EXPECT_EQ(lines[2].at("line"), 3);
    EXPECT_EQ(lines[2].at("status"), "ok");
    EXPECT_FALSE(lines[0].contains("fragment_hex")) << "only where the fragment is not UTF-8";
}

TEST(ResolveFragments, UsageErrorsExitTwo) {
    const auto entity = write_file("batch.txt", three_line_entity);
    const auto both_stdin = fragid({"resolve", "--fragments", "-", "-"});
    EXPECT_EQ(both_stdin.exit_code, 2);
    EXPECT_NE(both_stdin.err.find("the ENTITY cannot be - too"), std::string::npos) << both_stdin.err;
    const auto missing = fragid({"resolve", "--fragments", (scratch() / "no-such-file").string(), entity});
    EXPECT_EQ(missing.exit_code, 2);
    EXPECT_NE(missing.err.find("no-such-file"), std::string::npos) << missing.err;
    const auto extra = fragid({"resolve", "--fragments", "-", entity, entity}, "char=1\n");
    EXPECT_EQ(extra.exit_code, 2);
    EXPECT_NE(extra.err.find("one too many"), std::string::npos) << extra.err;
    const auto charset = fragid({"resolve", "--fragments", "-", "--charset", "no-such-charset", entity}, "char=1\n");
    EXPECT_EQ(charset.exit_code, 2) << charset.out;
    EXPECT_EQ(charset.out, "");
}

}  // namespace
}  // namespace fragid::test
