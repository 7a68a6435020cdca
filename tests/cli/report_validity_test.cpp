// Every report format stays valid, and safe on a terminal, whatever bytes an
// adapter sends: invalid UTF-8 and terminal escapes in its errored and skipped
// messages, in a line that is not JSON, and on its stderr (misbehaving_adapter.py dirty).
#include <gtest/gtest.h>

#include <regex>
#include <sstream>

#include "run_fragid.hpp"
#include "../conformance/support.hpp"
#include "tap_check.hpp"

namespace fragid {
namespace {

using test::fragid;

const std::string dirty_adapter =
    "python3 " + (test::source_dir / "tests/conformance/misbehaving_adapter.py").string() + " dirty line-10-20";

test::Run check_dirty(const std::vector<std::string>& more) {
    std::vector<std::string> args = {"check", "--impl", dirty_adapter, "--id", "rfc5147-example-*"};
    args.insert(args.end(), more.begin(), more.end());
    return fragid(args);
}

// Well-formed UTF-8 with no control character but line feeds (and tabs):
// nothing a terminal would take as a command. JSON may carry C1 controls as
// characters (JSON escapes only C0), so `c1` may be allowed.
std::string unsafe_for_terminal(const std::string& s, bool allow_c1 = false) {
    for (std::size_t i = 0; i < s.size(); ++i) {
        const auto c = static_cast<unsigned char>(s[i]);
        if ((c < 0x20 && c != '\n' && c != '\t') || c == 0x7F) return "control byte at " + std::to_string(i);
        if (!allow_c1 && c == 0xC2 && i + 1 < s.size() && static_cast<unsigned char>(s[i + 1]) >= 0x80 &&
            static_cast<unsigned char>(s[i + 1]) <= 0x9F)
            return "C1 control at " + std::to_string(i);
    }
    // Invalid UTF-8 makes std::regex over wide strings awkward; count by hand.
    for (std::size_t i = 0; i < s.size();) {
        const auto c = static_cast<unsigned char>(s[i]);
        const std::size_t n = c < 0x80 ? 1 : (c >> 5) == 6 && c >= 0xC2 ? 2 : (c >> 4) == 14 ? 3 : (c >> 3) == 30 && c <= 0xF4 ? 4 : 0;
        if (n == 0 || i + n > s.size()) return "invalid UTF-8 at " + std::to_string(i);
        for (std::size_t k = 1; k < n; ++k)
            if ((static_cast<unsigned char>(s[i + k]) & 0xC0) != 0x80) return "invalid UTF-8 at " + std::to_string(i);
        i += n;
    }
    return "";
}

TEST(ReportValidity, TextIsSafeOnATerminal) {
    const auto run = check_dirty({});
    EXPECT_EQ(run.exit_code, 1) << run.err;
    EXPECT_EQ(unsafe_for_terminal(run.out), "") << run.out;
    EXPECT_EQ(unsafe_for_terminal(run.err), "") << run.err;
    EXPECT_NE(run.out.find("\\x1B]0;pwned\\x07"), std::string::npos) << "the escape is shown, spelled:\n" << run.out;
    EXPECT_NE(run.out.find("\xEF\xBF\xBD"), std::string::npos) << "invalid UTF-8 is shown as U+FFFD:\n" << run.out;
}

TEST(ReportValidity, JunitIsWellFormedXml) {
    const auto path = test::scratch() / "dirty.xml";
    const auto run = check_dirty({"--format", "junit", "--output", path.string()});
    EXPECT_EQ(run.exit_code, 1) << run.err;
    const auto checker = test::source_dir / "tests/conformance/junit_check.py";
    const auto command = "python3 " + test::shell_quote(checker.string()) + " " + test::shell_quote(path.string());
    EXPECT_EQ(std::system(command.c_str()), 0) << test::slurp(path);
    const auto xml = test::slurp(path);
    EXPECT_EQ(unsafe_for_terminal(xml), "");
    // A parser turns a line break in an attribute into a space: a multi-line
    // message must be the element's text, its first line the attribute.
    EXPECT_NE(xml.find("\\x00 # not a directive\">"), std::string::npos) << xml;
    EXPECT_NE(xml.find("second line</error>"), std::string::npos) << xml;
}

TEST(ReportValidity, TapFollowsTheGrammar) {
    const auto run = check_dirty({"--format", "tap"});
    EXPECT_EQ(run.exit_code, 1) << run.err;
    EXPECT_EQ(test::tap_problem(run.out), "") << run.out;
    EXPECT_EQ(unsafe_for_terminal(run.out), "") << run.out;
    EXPECT_NE(run.out.find("# SKIP "), std::string::npos) << "the even cases are skipped:\n" << run.out;
    EXPECT_NE(run.out.find("\\# not a directive"), std::string::npos) << run.out;
}

TEST(ReportValidity, JsonAndMarkdownStayUtf8) {
    for (const std::string format : {"jsonl", "json", "markdown"}) {
        const auto run = check_dirty({"--format", format});
        EXPECT_EQ(run.exit_code, 1) << format << ": " << run.err;
        EXPECT_EQ(unsafe_for_terminal(run.out, format != "markdown"), "") << format << ":\n" << run.out;
    }
}

}  // namespace
}  // namespace fragid
