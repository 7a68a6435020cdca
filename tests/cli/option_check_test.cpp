// Every option's value is checked as the command line is parsed: a bad one
// is a usage error (exit 2) that names the option and says what is allowed,
// before anything runs (`--random -5` once ran 2^64-5 cases).
#include <gtest/gtest.h>

#include "run_fragid.hpp"
#include "build_paths.hpp"

namespace fragid::test {
namespace {

// Given to `matrix`, so that if a check were missing it would stop at the
// suite, before running anything or writing docs/matrix/ where it runs.
const std::string no_suite = "/nonexistent/fragid-suite";

void expect_rejected(const std::vector<std::string>& args, const std::string& says) {
    const auto r = fragid(args);
    EXPECT_EQ(r.exit_code, 2) << args[1] << " " << args[2] << ": " << r.err;
    EXPECT_NE(r.err.find(says), std::string::npos) << args[1] << " " << args[2] << ": " << r.err;
    EXPECT_EQ(r.out, "") << args[1];
}

TEST(OptionCheck, CountsAreWholeNumbersInRange) {
    expect_rejected({"check", "--random", "-5"}, "--random: '-5' is not a whole number from 1 to");
    expect_rejected({"check", "--random", "0"}, "--random: '0' is not a whole number from 1");
    expect_rejected({"check", "--random", "99999999999999999999999"}, "is not a whole number");
    expect_rejected({"check", "--max-restarts", "-1"}, "--max-restarts: '-1' is not a whole number from 0 to 1000");
    expect_rejected({"matrix", "--max-restarts", "-1", "--impl", "a=b", "--suite", no_suite}, "--max-restarts: '-1'");
    expect_rejected({"check", "--max-findings", "0"}, "--max-findings: '0'");
    expect_rejected({"check", "--seed", "-1"}, "--seed: '-1'");
}

TEST(OptionCheck, TimeoutsAreFiniteAndAtLeastAMillisecond) {
    for (const char* bad : {"inf", "nan", "-inf", "1e-12", "0", "-1", ""})
        expect_rejected({"check", "--timeout", bad}, "is not a number of seconds from 0.001 to 86400");
    expect_rejected({"matrix", "--timeout", "nan", "--impl", "a=b", "--suite", no_suite}, "--timeout: 'nan'");
}

TEST(OptionCheck, StringsAreNotEmpty) {
    expect_rejected({"check", "--impl", ""}, "--impl: must not be empty");
    expect_rejected({"check", "--suite", ""}, "--suite: must not be empty");
    expect_rejected({"check", "--output", ""}, "--output: must not be empty");
    expect_rejected({"coverage", "--output", ""}, "--output: must not be empty");
    expect_rejected({"resolve", "--charset", "", "char=1", "-"}, "--charset: must not be empty");
    expect_rejected({"matrix", "--output-dir", "", "--impl", "a=b", "--suite", no_suite}, "--output-dir: must not be empty");
}

TEST(OptionCheck, LineEndingsListTheConventions) {
    expect_rejected({"resolve", "--line-endings", "", "char=1", "-"}, "--line-endings: '' is not a comma-separated");
    expect_rejected({"explain", "--line-endings", "LF,XX", "char=1"}, "CRLF, LF, CR, NEL, CR+NEL (or all, none)");
    EXPECT_EQ(fragid({"resolve", "--line-endings", "none", "char=0,1", "-"}, "ab").exit_code, 0);
}

TEST(OptionCheck, NamesListTheAllowedOnes) {
    expect_rejected({"check", "--spec", "RFC5148"}, "--spec: 'RFC5148' is none of rfc5147, rfc7111, draft-wilde-text-fragment-01");
    expect_rejected({"check", "--level", "MUSTN'T"}, "--level: 'MUSTN'T' is none of must, should, may, impl-defined, erratum");
    expect_rejected({"check", "--format", "xml"}, "--format: 'xml' is none of text, json, jsonl, junit, tap, markdown");
    expect_rejected({"matrix", "--spec", "x", "--impl", "a=b", "--suite", no_suite}, "--spec: 'x' is none of rfc5147");
}

// An option of one mode given to the other would be silently unused (issue 14, item 21).
TEST(OptionCheck, OptionsOfAnotherModeAreRejected) {
    expect_rejected({"check", "--seed", "5"}, "--seed requires --random");
    expect_rejected({"check", "--max-findings", "3"}, "--max-findings requires --random");
    expect_rejected({"check", "--random", "5", "--format", "json"}, "--format excludes --random");
}

// Names are taken in any case, as --line-endings lf and --type CSV always were
// (issue 29, item 16: --spec RFC5147 was rejected).
TEST(OptionCheck, NamesAreTakenInAnyCase) {
    const auto upper = fragid({"check", "--spec", "RFC5147", "--level", "MUST", "--tag", "example", "--format", "JSON",
                               "--fail-on", "Should"});
    EXPECT_EQ(upper.exit_code, 0) << upper.err;
    const auto lower = fragid({"check", "--spec", "rfc5147", "--level", "must", "--tag", "example", "--format", "json",
                               "--fail-on", "should"});
    EXPECT_EQ(upper.out.substr(0, 200), lower.out.substr(0, 200));
    const auto file = write_file("any-case.txt", "one\ntwo\n");
    EXPECT_EQ(fragid({"make", file, "--lines", "1", "--integrity", "MD5"}).exit_code, 0);
    EXPECT_EQ(fragid({"completions", "BASH"}).exit_code, 0);
}

// What is allowed still runs.
TEST(OptionCheck, GoodValuesPass) {
    const auto r = fragid({"check", "--spec", "rfc5147", "--level", "must", "--tag", "example", "--timeout", "0.5",
                           "--max-restarts", "0", "--format", "tap"});
    EXPECT_EQ(r.exit_code, 0) << r.err;
}

// The in-process reference has no process to wait for or restart: these did
// nothing without --impl, and said nothing (issue 38 item 8). Now they say so;
// the run goes on, as it does nothing wrong.
TEST(OptionCheck, AdapterOptionsWithoutAnAdapterAreSaidToDoNothing) {
    for (const char* option : {"--timeout", "--start-timeout", "--max-restarts"}) {
        const auto r = fragid({"check", "--spec", "rfc5147", "--level", "must", "--tag", "example", option, "3"});
        EXPECT_EQ(r.exit_code, 0) << option << ": " << r.err;
        EXPECT_NE(r.err.find(std::string("fragid: warning: ") + option + " does nothing without --impl"), std::string::npos)
            << option << ": " << r.err;
    }
    const auto with_adapter = fragid({"check", "--spec", "rfc5147", "--level", "must", "--tag", "example", "--impl",
                                      shell_quote(build::program) + " adapter", "--timeout", "30"});
    EXPECT_EQ(with_adapter.exit_code, 0) << with_adapter.err;
    EXPECT_EQ(with_adapter.err.find("does nothing"), std::string::npos) << with_adapter.err;
}

}  // namespace
}  // namespace fragid::test
