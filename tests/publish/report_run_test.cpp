// `fragid report RUN` on runs that are not whole, and into directories that
// are not its own (issue 38): a run stopped early, or without its footer, is
// never published as a pass; a report's directory is written as matrix's and
// docs' are, through its manifest, so that files it did not write are never
// replaced. And `fragid docs` finds the interpretation docs beside the suite
// from any directory.
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include "../cli/run_fragid.hpp"
#include "../conformance/support.hpp"

namespace fragid {
namespace {

namespace fs = std::filesystem;

fs::path fresh(const std::string& name) {
    const auto dir = test::scratch() / name;
    fs::remove_all(dir);
    fs::create_directories(dir);
    return dir;
}

// The reference's run of the RFC 5147 cases: every case passes.
const std::string& passing_run() {
    static const std::string text = [] {
        const auto path = test::scratch() / "passing.jsonl";
        const auto run = test::fragid({"check", "--spec", "rfc5147", "--format", "jsonl", "--output", path.string()});
        EXPECT_EQ(run.exit_code, 0) << run.err;
        return test::slurp(path);
    }();
    return text;
}

// The passing run's header and first `cases` records, then `footer` (none if empty).
std::string first_cases(std::size_t cases, const std::string& footer) {
    const auto& run = passing_run();
    std::size_t end = 0;
    for (std::size_t line = 0; line < 1 + cases; ++line) end = run.find('\n', end) + 1;
    return run.substr(0, end) + footer;
}

struct Published {
    int exit_code = -1;
    std::string err, page, readme;
    nlohmann::json badge;
};

Published publish(const std::string& name, const std::string& run_text) {
    const auto dir = fresh("report-" + name);
    const auto run = test::write_file("run-" + name + ".jsonl", run_text);
    const auto made = test::fragid({"report", run.string(), "--output-dir", (dir / "out").string()});
    Published p;
    p.exit_code = made.exit_code;
    p.err = made.err;
    if (made.exit_code != 0) return p;
    p.page = test::slurp(dir / "out" / "index.html");
    p.readme = test::slurp(dir / "out" / "README.md");
    p.badge = nlohmann::json::parse(test::slurp(dir / "out" / "badge.json"));
    return p;
}

TEST(ReportOfARunCutShort, AWholePassingRunIsGreen) {
    const auto whole = publish("whole", passing_run());
    ASSERT_EQ(whole.exit_code, 0) << whole.err;
    EXPECT_EQ(whole.badge["color"], "brightgreen");
    EXPECT_NE(whole.page.find("It passed every case it ran."), std::string::npos);
    EXPECT_EQ(whole.page.find("cut short"), std::string::npos);
    EXPECT_NE(whole.readme.find("\nIt passed every case it ran.\n"), std::string::npos) << whole.readme;
}

// A run stopped by Ctrl-C after 99 cases got "It passed every case it ran"
// and a brightgreen "61/61 must": the other cases may all fail.
TEST(ReportOfARunCutShort, AStoppedRunIsNeverGreen) {
    auto footer = nlohmann::json::parse(passing_run().substr(passing_run().rfind('\n', passing_run().size() - 2) + 1));
    ASSERT_EQ(footer["record"], "footer");
    footer["stopped"] = "SIGINT";
    const auto stopped = publish("stopped", first_cases(99, footer.dump() + "\n"));
    ASSERT_EQ(stopped.exit_code, 0) << stopped.err;
    EXPECT_EQ(stopped.badge["color"], "lightgrey");
    EXPECT_NE(stopped.badge["message"].get<std::string>().find(" must, run cut short"), std::string::npos) << stopped.badge;
    EXPECT_EQ(stopped.page.find("It passed every case it ran."), std::string::npos);
    const std::string cut = "The run was cut short (SIGINT) after 99 cases: it has no answer to the suite&#39;s other cases";
    EXPECT_NE(stopped.page.find(cut), std::string::npos) << stopped.page.substr(0, 3000);
    EXPECT_NE(stopped.readme.find("**The run was cut short (SIGINT) after 99 cases"), std::string::npos) << stopped.readme;
    EXPECT_EQ(stopped.readme.find("It passed every case it ran."), std::string::npos) << stopped.readme;
    EXPECT_NE(stopped.readme.find("\nNone of the cases it ran failed, but its run was cut short.\n"), std::string::npos)
        << stopped.readme;
}

TEST(ReportOfARunCutShort, ARunWithoutItsFooterIsNeverGreen) {
    const auto unfinished = publish("no-footer", first_cases(99, ""));
    ASSERT_EQ(unfinished.exit_code, 0) << unfinished.err;
    EXPECT_NE(unfinished.err.find("has no footer"), std::string::npos) << unfinished.err;
    EXPECT_EQ(unfinished.badge["color"], "lightgrey");
    EXPECT_NE(unfinished.page.find("The run was cut short (its report ends without a footer) after 99 cases"),
              std::string::npos);
    EXPECT_EQ(unfinished.page.find("It passed every case it ran."), std::string::npos);
}

// Its last line cut mid-record: read as a run without its footer (issue 38 item 6).
TEST(ReportOfARunCutShort, ALastLineCutMidRecordIsLeftOutWithAWarning) {
    const auto text = first_cases(99, "");
    const auto cut = publish("cut-mid-record", text + first_cases(100, "").substr(text.size(), 25));
    ASSERT_EQ(cut.exit_code, 0) << cut.err;
    EXPECT_NE(cut.err.find(".jsonl:101 is a record cut mid-way (25 bytes, not JSON, no line end): it is left out, and the "
                           "100 whole records before it are read"),
              std::string::npos)
        << cut.err;
    EXPECT_NE(cut.page.find("after 99 cases"), std::string::npos);
    EXPECT_EQ(cut.badge["color"], "lightgrey");
}

// `report --output-dir` replaced a README.md and a badge.json it had not
// written; it now keeps a manifest as matrix and docs do.
TEST(ReportOutputDir, FilesItDidNotWriteAreNeverReplaced) {
    const auto dir = fresh("report-foreign");
    test::write(dir / "README.md", "my project\n");
    test::write(dir / "badge.json", "{}\n");
    const auto run = test::write_file("run-foreign.jsonl", passing_run());
    const auto refused = test::fragid({"report", run.string(), "--output-dir", dir.string()});
    EXPECT_EQ(refused.exit_code, 2) << refused.err;
    EXPECT_NE(refused.err.find("is not empty and has no .fragid-manifest"), std::string::npos) << refused.err;
    EXPECT_EQ(test::slurp(dir / "README.md"), "my project\n");
    EXPECT_EQ(test::slurp(dir / "badge.json"), "{}\n");
    EXPECT_FALSE(fs::exists(dir / "index.html"));

    // Its own directory it writes again, leaving a file of someone else's there alone.
    const auto own = fresh("report-own") / "out";
    ASSERT_EQ(test::fragid({"report", run.string(), "--output-dir", own.string()}).exit_code, 0);
    EXPECT_NE(test::slurp(own / ".fragid-manifest").find("\nbadge.json\n"), std::string::npos);
    test::write(own / "notes.md", "mine\n");
    const auto again = test::fragid({"report", run.string(), "--output-dir", own.string()});
    EXPECT_EQ(again.exit_code, 0) << again.err;
    EXPECT_EQ(test::slurp(own / "notes.md"), "mine\n");
}

// `matrix` and `docs` looked for docs/interpretations*.md in the current
// directory: run from elsewhere, the edge-case pages lost every link to
// fragid's readings without a word. They are beside the suite.
TEST(InterpretationsDirectory, FoundBesideTheSuiteFromAnyDirectory) {
    // The same command from the source tree and from a directory of its own:
    // the same page (not the committed one, which the site's own test checks).
    const auto docs_from = [](const fs::path& cwd, const std::string& name) {
        const auto out = fresh("docs-from-" + name);
        const auto run = test::shell("\"$FRAGID\" docs --suite " + test::shell_quote(test::suite_dir.string()) +
                                         " --results " +
                                         test::shell_quote((test::source_dir / "docs/matrix/results.json").string()) +
                                         " --site " + test::shell_quote((out / "site").string()) + " --output " +
                                         test::shell_quote((out / "edge-cases.md").string()),
                                     cwd);
        EXPECT_EQ(run.exit_code, 0) << run.err;
        EXPECT_EQ(run.err.find("link none of fragid's readings"), std::string::npos) << name << ": " << run.err;
        return test::slurp(out / "edge-cases.md");
    };
    const auto from_source = docs_from(test::source_dir, "source");
    const auto elsewhere = docs_from(fresh("docs-elsewhere"), "elsewhere");
    EXPECT_NE(elsewhere.find("](interpretations.md#"), std::string::npos) << "no link to fragid's readings";
    EXPECT_TRUE(elsewhere == from_source) << "run from elsewhere, the page differs from the one written in the source tree";
}

TEST(InterpretationsDirectory, ADirectoryNamedMustHoldThem) {
    const auto dir = fresh("docs-interpretations");
    const std::vector<std::string> docs = {"docs", "--site", (dir / "site").string(), "--output", (dir / "e.md").string()};
    auto missing = docs;
    missing.insert(missing.end(), {"--interpretations", "/nonexistent"});
    const auto none = test::fragid(missing);
    EXPECT_EQ(none.exit_code, 2);
    EXPECT_NE(none.err.find("--interpretations /nonexistent: no such directory"), std::string::npos) << none.err;
    auto empty = docs;
    empty.insert(empty.end(), {"--interpretations", dir.string()});
    const auto holds_none = test::fragid(empty);
    EXPECT_EQ(holds_none.exit_code, 2);
    EXPECT_NE(holds_none.err.find("holds no interpretations.md, interpretations-rfc7111.md or interpretations-wilde.md"),
              std::string::npos)
        << holds_none.err;
    EXPECT_FALSE(fs::exists(dir / "e.md"));
}

}  // namespace
}  // namespace fragid
