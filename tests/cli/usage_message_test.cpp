// Usage errors name the token that is wrong, and every message fragid
// prints on stderr starts with "fragid: ".
#include <gtest/gtest.h>

#include <sstream>

#include "run_fragid.hpp"

namespace fragid::test {
namespace {

bool contains(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

// Every non-empty line of stderr.
void expect_every_line_prefixed(const std::string& err) {
    std::istringstream lines(err);
    for (std::string line; std::getline(lines, line);)
        if (!line.empty()) {
            EXPECT_TRUE(line.starts_with("fragid: ")) << line;
        }
}

void expect_usage_error(const std::vector<std::string>& args, const std::string& says) {
    const auto r = fragid(args);
    EXPECT_EQ(r.exit_code, 2) << r.err;
    EXPECT_TRUE(contains(r.err, says)) << r.err;
    expect_every_line_prefixed(r.err);
}

TEST(UsageMessage, AnUnknownCommandIsNamed) {
    expect_usage_error({"bogus"}, "fragid: 'bogus' is not a command; the commands are: resolve, explain");
}

TEST(UsageMessage, HelpIsNotACommandButSaysWhereHelpIs) {
    expect_usage_error({"help"}, "fragid: 'help' is not a command");
    EXPECT_TRUE(contains(fragid({"help"}).err, "fragid --help"));
}

TEST(UsageMessage, AnUnknownOptionBeforeTheCommandIsNamed) {
    expect_usage_error({"-V"}, "fragid: unknown option '-V'");
}

TEST(UsageMessage, NoCommandListsThem) { expect_usage_error({}, "fragid: a command is required: resolve, explain"); }

// CLI11 alone checks FRAGMENT before it looks at the unknown option.
TEST(UsageMessage, VersionAfterACommandIsNamedNotAMissingFragment) {
    const auto r = fragid({"resolve", "--version"});
    EXPECT_EQ(r.exit_code, 2);
    EXPECT_TRUE(contains(r.err, "fragid: resolve: unknown option '--version'")) << r.err;
    EXPECT_FALSE(contains(r.err, "FRAGMENT is required")) << r.err;
}

// An option's value that looks like an option is the option's, not unknown.
TEST(UsageMessage, AnOptionsValueIsNotTakenForAnOption) {
    const auto r = fragid({"explain", "--line-endings", "-x", "char=1"});
    EXPECT_FALSE(contains(r.err, "unknown option")) << r.err;
}

TEST(UsageMessage, ParserErrorsArePrefixed) {
    expect_usage_error({"resolve"}, "fragid: resolve: FRAGMENT is required");
    expect_usage_error({"check", "--timeout", "abc"}, "fragid: check: ");
}

TEST(UsageMessage, NotesArePrefixed) {
    const auto csv = write_file("notes.csv", "a,b\n1,2\n");
    const auto r = fragid({"resolve", "row=1;9", csv});
    EXPECT_TRUE(contains(r.err, "fragid: note: selection 2 ignored")) << r.err;
    expect_every_line_prefixed(r.err);
    const auto text = write_file("notes.txt", "one\ntwo\n");
    expect_every_line_prefixed(fragid({"resolve", "line=1", text}).err);
    expect_every_line_prefixed(fragid({"migrate", "line(1,2)"}).err);
}

}  // namespace
}  // namespace fragid::test
