// Expected failures (issue 29): `--write-baseline FILE` lists the failures
// that fail the run, and with `--expect-failures FILE` only a change fails
// it: a new failure, or a listed case that now passes.
#include <gtest/gtest.h>

#include "fragid/conformance/baseline.hpp"
#include "loop_support.hpp"

namespace fragid {
namespace {

using conformance::parse_baseline;
using test::fragid;

std::string suite() { return test::loop_suite().string(); }

test::Run check(std::vector<std::string> more) {
    std::vector<std::string> args = {"check", "--suite", suite()};
    args.insert(args.end(), more.begin(), more.end());
    return fragid(args);
}

std::filesystem::path baseline(const std::string& name, const std::string& text) { return test::write_file(name, text); }

TEST(BaselineFile, IdsCommentsAndBlankLines) {
    const auto b = parse_baseline("# header\n\nrfc5147-b   # why it fails\r\nrfc5147-a\n  # indented comment\n", "f");
    ASSERT_EQ(b.entries.size(), 2u);
    EXPECT_EQ(b.entries[0].id, "rfc5147-b");
    EXPECT_EQ(b.entries[0].comment, "why it fails");
    EXPECT_EQ(b.entries[0].line, 3u);
    EXPECT_EQ(b.entries[1].id, "rfc5147-a");
    EXPECT_TRUE(b.warnings.empty());
    const auto twice = parse_baseline("rfc5147-a\nrfc5147-a # again\n", "f");
    EXPECT_EQ(twice.entries.size(), 1u);
    ASSERT_EQ(twice.warnings.size(), 1u);
    EXPECT_EQ(twice.warnings[0], "f:2: rfc5147-a is listed again (first on line 1)");
}

TEST(BaselineFile, ALineThatIsNotOneIdIsAnErrorWithItsLine) {
    for (const char* bad : {"rfc5147-*\n", "rfc5147-a rfc5147-b\n", "RFC5147-A\n", "rfc5147-a,\n"}) {
        try {
            parse_baseline(std::string("# ok\n") + bad, "known.txt");
            ADD_FAILURE() << bad;
        } catch (const std::runtime_error& e) {
            EXPECT_EQ(std::string(e.what()).rfind("known.txt:2: ", 0), 0u) << e.what();
        }
    }
}

// Issue 38 item 6: Notepad starts a UTF-8 file with a byte order mark, which
// made line 1 "not a case id" with nothing visible wrong in the message.
TEST(BaselineFile, AByteOrderMarkIsSkippedAndWhatEditorsHideIsShown) {
    const auto b = parse_baseline("\xEF\xBB\xBFrfc5147-a  # first\nrfc5147-b\n", "f");
    ASSERT_EQ(b.entries.size(), 2u);
    EXPECT_EQ(b.entries[0].id, "rfc5147-a");
    EXPECT_EQ(b.entries[0].line, 1u);
    try {
        parse_baseline("rfc5147-a\n\xEF\xBB\xBFrfc5147-b\xC2\xA0\n", "f");
        ADD_FAILURE() << "a byte order mark inside, a no-break space";
    } catch (const std::runtime_error& e) {
        EXPECT_EQ(std::string(e.what()).rfind("f:2: '\\xEF\\xBB\\xBFrfc5147-b\\xC2\\xA0' is not a case id", 0), 0u) << e.what();
    }
}

TEST(BaselineFile, WrittenSortedWithCommentsOnOneLine) {
    EXPECT_EQ(conformance::baseline_text({{"rfc5147-b", "two\nlines", 0}, {"rfc5147-a", "", 0}, {"rfc5147-b", "", 0}},
                                         {"head"}),
              "# head\nrfc5147-a\nrfc5147-b  # two lines\n");
}

// The loop suite: the reference fails two must cases and one should case.
TEST(Baseline, WriteBaselineListsTheFailuresThatFailTheRun) {
    const auto path = test::scratch() / "written.txt";
    const auto run = check({"--write-baseline", path.string()});
    EXPECT_EQ(run.exit_code, 1) << "writing a baseline does not change the verdict: " << run.err;
    const auto b = parse_baseline(test::slurp(path), "written.txt");
    std::vector<std::string> ids;
    for (const auto& e : b.entries) ids.push_back(e.id);
    EXPECT_EQ(ids, (std::vector<std::string>{"rfc5147-loop-must-fails-one", "rfc5147-loop-must-fails-two"}))
        << test::slurp(path);
    EXPECT_EQ(b.entries[0].comment.rfind("failed: expected ok range", 0), 0u) << b.entries[0].comment;
    // --fail-on should: the should failure fails the run, so it is listed.
    check({"--fail-on", "should", "--write-baseline", path.string()});
    EXPECT_NE(test::slurp(path).find("\nrfc5147-loop-should-fails  # failed"), std::string::npos) << test::slurp(path);
}

TEST(Baseline, TheRunFailsOnlyOnChange) {
    const auto path = test::scratch() / "known.txt";
    check({"--write-baseline", path.string()});
    const auto same = check({"--expect-failures", path.string()});
    EXPECT_EQ(same.exit_code, 0) << same.out << same.err;
    EXPECT_NE(same.out.find("expected failures (" + path.string() + "): 2 listed, 2 failed as listed"), std::string::npos)
        << same.out;
    EXPECT_NE(same.err.find("no change"), std::string::npos) << same.err;

    const auto one_missing = baseline("one.txt", "rfc5147-loop-must-fails-one\n");
    const auto new_failure = check({"--expect-failures", one_missing.string()});
    EXPECT_EQ(new_failure.exit_code, 1);
    EXPECT_NE(new_failure.out.find("new failures, not in " + one_missing.string() + " (1): rfc5147-loop-must-fails-two"),
              std::string::npos)
        << new_failure.out;

    const auto with_passing = baseline("passing.txt", "rfc5147-loop-must-fails-one\nrfc5147-loop-must-fails-two\n"
                                                      "rfc5147-loop-must-passes  # fixed since?\n");
    const auto unexpected = check({"--expect-failures", with_passing.string()});
    EXPECT_EQ(unexpected.exit_code, 1);
    EXPECT_NE(unexpected.out.find("unexpected passes, listed in " + with_passing.string() +
                                  " (remove them from it) (1): rfc5147-loop-must-passes"),
              std::string::npos)
        << unexpected.out;
    EXPECT_NE(unexpected.err.find("0 new failures, 1 unexpected pass"), std::string::npos) << unexpected.err;
}

// --fail-on decides what a new failure is: a should failure not listed fails
// the run under --fail-on should, not under must; a listed case that passes
// is an unexpected pass whatever its level.
TEST(Baseline, FailOnDecidesWhatANewFailureIs) {
    const auto must_only = baseline("must.txt", "rfc5147-loop-must-fails-one\nrfc5147-loop-must-fails-two\n");
    EXPECT_EQ(check({"--expect-failures", must_only.string()}).exit_code, 0);
    const auto should = check({"--expect-failures", must_only.string(), "--fail-on", "should"});
    EXPECT_EQ(should.exit_code, 1);
    EXPECT_NE(should.out.find("(1): rfc5147-loop-should-fails"), std::string::npos) << should.out;
    // The JSON footer says the same.
    const auto json = nlohmann::json::parse(check({"--expect-failures", must_only.string(), "--fail-on", "should", "--format",
                                                   "json"}).out);
    EXPECT_EQ(json["footer"]["baseline"]["new_failures"], nlohmann::json::array({"rfc5147-loop-should-fails"}));
    EXPECT_EQ(json["footer"]["baseline"]["expected"], 2);
}

// An id the suite does not have is warned about and ignored; a listed case
// not selected this time is said, and changes nothing.
TEST(Baseline, UnknownAndUnselectedIdsAreSaidNotCounted) {
    const auto path = baseline("stale.txt", "rfc5147-loop-must-fails-one\nrfc5147-loop-must-fails-two\nrfc5147-retired-long-ago\n");
    const auto run = check({"--expect-failures", path.string()});
    EXPECT_EQ(run.exit_code, 0) << run.err;
    EXPECT_NE(run.err.find("warning: --expect-failures " + path.string() + ":3: rfc5147-retired-long-ago is not a case of the suite"),
              std::string::npos)
        << run.err;
    EXPECT_NE(run.out.find("listed but not in the suite (1): rfc5147-retired-long-ago"), std::string::npos) << run.out;
    const auto narrowed = check({"--expect-failures", path.string(), "--id", "*-one"});
    EXPECT_EQ(narrowed.exit_code, 0) << narrowed.err;
    EXPECT_NE(narrowed.out.find("listed but not run (not selected, or the run stopped) (1): rfc5147-loop-must-fails-two"),
              std::string::npos)
        << narrowed.out;
}

TEST(Baseline, AMalformedBaselineIsAUsageErrorBeforeAnythingRuns) {
    const auto path = baseline("glob.txt", "rfc5147-loop-*\n");
    const auto run = check({"--expect-failures", path.string()});
    EXPECT_EQ(run.exit_code, 2);
    EXPECT_NE(run.err.find(path.string() + ":1: 'rfc5147-loop-*' is not a case id"), std::string::npos) << run.err;
    EXPECT_EQ(run.out, "");
    EXPECT_EQ(check({"--expect-failures", "/nonexistent/known.txt"}).exit_code, 2);
    // A directory opens and reads as nothing: it was an empty list, every failure new (issue 38 item 6).
    const auto directory = check({"--expect-failures", test::scratch().string()});
    EXPECT_EQ(directory.exit_code, 2) << directory.err;
    EXPECT_NE(directory.err.find("--expect-failures " + test::scratch().string() + ": a directory, not a list of case ids"),
              std::string::npos)
        << directory.err;
    EXPECT_EQ(directory.out, "");
    EXPECT_EQ(check({"--write-baseline", "x", "--max-fail", "1"}).exit_code, 2) << "a stopped run's list is not whole";
}

}  // namespace
}  // namespace fragid
