// `fragid resolve`: output, exit codes (0 identified, 1 not, 2 usage/I/O) and messages.
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include "run_fragid.hpp"

namespace fragid::test {
namespace {

const std::string three_lines = "one\ntwo\nthree\n";

TEST(ResolveCommand, PrintsTheIdentifiedText) {
    const auto file = write_file("lines.txt", three_lines);
    const auto r = fragid({"resolve", "line=1,2", file});
    EXPECT_EQ(r.exit_code, 0);
    EXPECT_EQ(r.out, "two\n");
}

TEST(ResolveCommand, PositionPrintsNothingAndSaysWhereOnStderr) {
    const auto file = write_file("lines.txt", three_lines);
    const auto r = fragid({"resolve", "line=1", file});
    EXPECT_EQ(r.exit_code, 0);
    EXPECT_EQ(r.out, "");
    EXPECT_NE(r.err.find("position 4, after character 4 (byte 4, line 2, column 1)"), std::string::npos) << r.err;
}

TEST(ResolveCommand, ReadsStandardInput) {
    const auto r = fragid({"resolve", "char=4,7", "-"}, three_lines);
    EXPECT_EQ(r.exit_code, 0);
    EXPECT_EQ(r.out, "two");
}

// On the command line, and only there, a URI reference or "#fragment" may be
// typed: the fragment is what follows the first '#' (grammar/typed_fragment.hpp).
TEST(ResolveCommand, TakesAUriApartOnTheCommandLine) {
    const auto file = write_file("lines.txt", three_lines);
    for (const char* typed : {"#line=1,2", "http://example.com/lines.txt#line=1,2", "lines.txt?x=1#line=1,2"}) {
        const auto r = fragid({"resolve", typed, file});
        EXPECT_EQ(r.exit_code, 0) << typed << ": " << r.err;
        EXPECT_EQ(r.out, "two\n") << typed;
    }
}

// What follows that first '#' is the fragment, whole: a second '#' is in it,
// and makes it a syntax error (RFC 3986 s.3.5), not a fresh start.
TEST(ResolveCommand, ASecondNumberSignIsASyntaxError) {
    const auto file = write_file("lines.txt", three_lines);
    const auto r = fragid({"resolve", "#line=0#line=1,2", file});
    EXPECT_EQ(r.exit_code, 1);
    EXPECT_EQ(r.out, "");
    EXPECT_NE(r.err.find("syntax-error"), std::string::npos) << r.err;
}

TEST(ResolveCommand, SyntaxErrorExitsOneWithOffset) {
    const auto file = write_file("lines.txt", three_lines);
    const auto r = fragid({"resolve", "char=1;md5=abc", file});
    EXPECT_EQ(r.exit_code, 1);
    EXPECT_NE(r.err.find("syntax-error: offset 11: expected"), std::string::npos) << r.err;
}

// The offset counts the fragment as the user wrote it: "%2C" is three octets.
TEST(ResolveCommand, SyntaxErrorOffsetIsIntoTheFragmentAsWritten) {
    const auto file = write_file("lines.txt", three_lines);
    const auto r = fragid({"resolve", "char=1%2C5x", file});
    EXPECT_EQ(r.exit_code, 1);
    EXPECT_NE(r.err.find("syntax-error: offset 10: expected"), std::string::npos) << r.err;
}

// Without --type or a known extension, the grammars say which spec a fragment
// is in; with a bad one, the spec whose grammar read furthest speaks.
TEST(ResolveCommand, TheGrammarsRecogniseTheSpec) {
    const auto file = write_file("data", "a,b\nc,d\n");
    EXPECT_EQ(fragid({"resolve", "row=2", file}).out, "c,d\n");
    EXPECT_EQ(fragid({"resolve", "char=0,3", file}).out, "a,b");
    EXPECT_EQ(fragid({"resolve", "char(1,3)", file}).out, "a,b");
    const auto bad_row = fragid({"resolve", "row=x", file});
    EXPECT_EQ(bad_row.exit_code, 1);
    EXPECT_NE(bad_row.err.find("offset 4: expected a row number"), std::string::npos) << bad_row.err;
    const auto txt = write_file("data.txt", "a,b\n");
    EXPECT_NE(fragid({"resolve", "row=2", txt}).err.find("offset 0: expected 'char=' or 'line='"), std::string::npos)
        << "a .txt file is text/plain: row= is no scheme of it";
}

TEST(ResolveCommand, InvertedRangeExitsOne) {
    const auto file = write_file("lines.txt", three_lines);
    const auto r = fragid({"resolve", "char=5,1", file});
    EXPECT_EQ(r.exit_code, 1);
    EXPECT_NE(r.err.find("ignored"), std::string::npos);
    EXPECT_EQ(r.out, "");
}

TEST(ResolveCommand, IntegrityMismatchExitsOne) {
    const auto file = write_file("lines.txt", three_lines);
    const auto r = fragid({"resolve", "char=0,3;length=1", file});
    EXPECT_EQ(r.exit_code, 1);
    EXPECT_NE(r.err.find("integrity-mismatch"), std::string::npos);
}

TEST(ResolveCommand, InvalidBytesExitOneWithOffset) {
    const auto file = write_file("binary.txt", std::string("ab\0\xff\xfe", 5));
    const auto r = fragid({"resolve", "--charset", "UTF-8", "char=0,", file});
    EXPECT_EQ(r.exit_code, 1);
    EXPECT_NE(r.err.find("entity-error"), std::string::npos) << r.err;
    EXPECT_NE(r.err.find("3"), std::string::npos) << r.err;
}

TEST(ResolveCommand, EmptyFile) {
    const auto file = write_file("empty.txt", "");
    const auto r = fragid({"resolve", "--json", "line=5,9", file});
    EXPECT_EQ(r.exit_code, 0);
    const auto j = nlohmann::json::parse(r.out);
    EXPECT_EQ(j["start"]["character"], 0);
    EXPECT_EQ(j["end"]["character"], 0);
}

// An empty range prints nothing, as a position does: where it is goes to
// stderr, so that an empty output is never unexplained (issue 14, item 19).
TEST(ResolveCommand, AnEmptyRangeSaysWhere) {
    const auto file = write_file("hello.txt", "hello\nworld\n");
    const auto same = fragid({"resolve", "char=5,5", file});
    EXPECT_EQ(same.exit_code, 0);
    EXPECT_EQ(same.out, "");
    EXPECT_NE(same.err.find("fragid: empty range, nothing to print: at position 5, after character 5 (byte 5, line 1, column 6)"),
              std::string::npos)
        << same.err;
    EXPECT_NE(fragid({"resolve", "char=20,30", file}).err.find("empty range, nothing to print: at position 12, after character 12"),
              std::string::npos);
    const auto empty = write_file("nothing.txt", "");
    EXPECT_NE(fragid({"resolve", "char=0,5", empty}).err.find("empty range, nothing to print: at position 0, before the first character"),
              std::string::npos);
}

TEST(ResolveCommand, AnIntegrityCheckThatIsNotUsedIsNotedOnce) {
    const auto file = write_file("hello.txt", "hello\n");
    const auto unknown = fragid({"resolve", "char=0,2;sha1=abc", file});
    EXPECT_EQ(unknown.out, "he");
    EXPECT_NE(unknown.err.find("fragid: note: integrity check ignored: integrity check 'sha1' is unknown"), std::string::npos)
        << unknown.err;
    const auto other_charset = fragid({"resolve", "char=0,2;length=12,FOO", file});
    EXPECT_NE(other_charset.err.find("fragid: note: integrity check not used: computed for charset FOO"), std::string::npos)
        << other_charset.err;
    EXPECT_EQ(other_charset.err.find("note:"), other_charset.err.rfind("note:")) << "said once: " << other_charset.err;
}

TEST(ResolveCommand, MissingFileIsAnIoErrorNamingThePath) {
    const auto r = fragid({"resolve", "char=1", "/nonexistent/fragid.txt"});
    EXPECT_EQ(r.exit_code, 2);
    EXPECT_NE(r.err.find("/nonexistent/fragid.txt"), std::string::npos) << r.err;
}

TEST(ResolveCommand, DirectoryIsAnIoError) {
    EXPECT_EQ(fragid({"resolve", "char=1", scratch().string()}).exit_code, 2);
}

TEST(ResolveCommand, UsageErrorsExitTwo) {
    const auto file = write_file("lines.txt", three_lines);
    EXPECT_EQ(fragid({"resolve", "char=1"}).exit_code, 2);
    EXPECT_EQ(fragid({"resolve", "--charset", "no-such-charset-x", "char=1", file}).exit_code, 2);
    EXPECT_EQ(fragid({"resolve", "--line-endings", "CRLF,XX", "char=1", file}).exit_code, 2);
    EXPECT_EQ(fragid({"resolve", "--type", "html", "char=1", file}).exit_code, 2);
    EXPECT_EQ(fragid({"frobnicate"}).exit_code, 2);
    EXPECT_EQ(fragid({}).exit_code, 2);
}

TEST(ResolveCommand, HelpExitsZero) {
    for (const auto* command : {"resolve", "explain"}) {
        const auto r = fragid({command, "--help"});
        EXPECT_EQ(r.exit_code, 0) << command;
        EXPECT_NE(r.out.find("FRAGMENT"), std::string::npos) << command;
    }
    EXPECT_EQ(fragid({"--help"}).exit_code, 0);
}

TEST(ResolveCommand, JsonHasBothCharacterAndByteRanges) {
    const auto file = write_file("utf8.txt", "h\xC3\xA9llo\nworld\n");
    const auto r = fragid({"resolve", "--json", "--charset", "UTF-8", "char=1,3", file});
    ASSERT_EQ(r.exit_code, 0) << r.err;
    const auto j = nlohmann::json::parse(r.out);
    EXPECT_EQ(j["status"], "ok");
    EXPECT_EQ(j["type"], "text");
    EXPECT_EQ(j["start"]["character"], 1);
    EXPECT_EQ(j["start"]["byte"], 1);
    EXPECT_EQ(j["end"]["character"], 3);
    EXPECT_EQ(j["end"]["byte"], 4);
    EXPECT_EQ(j["end"]["line"], 1);
    EXPECT_EQ(j["end"]["column"], 4);
}

TEST(ResolveCommand, JsonForASyntaxError) {
    const auto file = write_file("lines.txt", three_lines);
    const auto r = fragid({"resolve", "--json", "line=x", file});
    EXPECT_EQ(r.exit_code, 1);
    const auto j = nlohmann::json::parse(r.out);
    EXPECT_EQ(j["status"], "syntax-error");
    EXPECT_EQ(j["error_offset"], 5);
}

TEST(ResolveCommand, LineEndingsOption) {
    const auto file = write_file("crlf.txt", "a\r\nb\r\n");
    EXPECT_EQ(fragid({"resolve", "char=0,2", file}).out, "a\r\n");
    EXPECT_EQ(fragid({"resolve", "--line-endings", "LF", "char=0,2", file}).out, "a\r");
}

// --type text (text/plain, rfc5147) means RFC 5147's syntax only: the
// draft's char(1,5) is then a syntax error, not quietly the draft's.
TEST(ResolveCommand, TypeTextMeansRfc5147Only) {
    const auto file = write_file("plain", "hello world\n");
    for (const char* type : {"text", "text/plain", "TEXT/PLAIN", "rfc5147"}) {
        const auto r = fragid({"resolve", "--type", type, "char(1,5)", file});
        EXPECT_EQ(r.exit_code, 1) << type << ": " << r.out;
        EXPECT_EQ(r.out, "") << type;
        EXPECT_NE(r.err.find("syntax-error"), std::string::npos) << type << ": " << r.err;
    }
    EXPECT_EQ(fragid({"resolve", "--type", "wilde", "char(1,5)", file}).out, "hello");
    EXPECT_EQ(fragid({"resolve", "--type", "text", "char=0,5", file}).out, "hello");
}

// A URI typed without '#' has no fragment: say so, rather than parse
// "http://..." as a fragment and report a syntax error at offset 0.
TEST(ResolveCommand, AUriWithoutAFragmentIsSaidToHaveNone) {
    const auto file = write_file("lines.txt", three_lines);
    for (const char* uri : {"http://x/a.txt", "file:///tmp/a.txt", "urn:x-y:z"}) {
        const auto r = fragid({"resolve", uri, file});
        EXPECT_EQ(r.exit_code, 2) << uri;
        EXPECT_NE(r.err.find("fragid: the URI has no fragment"), std::string::npos) << uri << ": " << r.err;
        EXPECT_EQ(r.err.find("expected"), std::string::npos) << uri << ": " << r.err;
    }
    EXPECT_NE(fragid({"explain", "http://x/a.txt"}).err.find("the URI has no fragment"), std::string::npos);
    // A fragment is never taken for a URI.
    EXPECT_EQ(fragid({"resolve", "line=1,2", file}).out, "two\n");
}

// An entity error under a charset fragid chose says what to try; the result
// stays the resolver's (local_charset_test.cpp has the choice itself).
TEST(ResolveCommand, AnEntityErrorUnderAChosenCharsetSuggestsOne) {
    const auto latin1 = write_file("latin1.txt", "caf\xE9\n");
    const auto r = fragid({"resolve", "line=0,1", latin1});
    EXPECT_EQ(r.exit_code, 1);
    EXPECT_NE(r.err.find("not valid UTF-8"), std::string::npos) << r.err;
    EXPECT_NE(r.err.find("say which: --charset ISO-8859-1"), std::string::npos) << r.err;
    EXPECT_NE(fragid({"explain", "line=0,1", latin1}).err.find("--charset ISO-8859-1"), std::string::npos);

    // A media type given as such reads the file as a MIME entity: US-ASCII, and a UTF-16 mark is pointed out.
    const auto utf16 = write_file("utf16.txt", std::string("\xFF\xFEh\0\xE9\0\n\0", 8));
    const auto bom = fragid({"resolve", "--type", "text/plain", "line=0,1", utf16});
    EXPECT_NE(bom.err.find("try --charset UTF-16"), std::string::npos) << bom.err;

    // The JSON result is the resolver's, unchanged.
    const auto json = nlohmann::json::parse(fragid({"resolve", "--json", "line=0,1", latin1}).out);
    EXPECT_EQ(json["reason"].get<std::string>().find("--charset"), std::string::npos) << json;
    // Told the charset, fragid suggests nothing.
    const auto told = fragid({"resolve", "--charset", "UTF-8", "line=0,1", latin1});
    EXPECT_EQ(told.err.find("--charset"), std::string::npos) << told.err;
}

}  // namespace
}  // namespace fragid::test
