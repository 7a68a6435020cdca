// `fragid check` as CI uses it: exit codes, formats, filters, skipping, and
// the example adapters that implementers copy.
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>
#include <regex>
#include <sstream>

#include "run_fragid.hpp"
#include "fragid/conformance/json_schema.hpp"
#include "../conformance/support.hpp"

namespace fragid {
namespace {

using test::fragid;

// The closing line "N passed, N failed, N errored, N skipped" (crashed and
// timed out follow when there were some).
std::array<int, 4> totals(const std::string& out) {
    std::smatch m;
    static const std::regex line("\\n(\\d+) passed, (\\d+) failed, (\\d+) errored, (\\d+) skipped[^\\n]*\\n$");
    if (!std::regex_search(out, m, line)) return {-1, -1, -1, -1};
    return {std::stoi(m[1]), std::stoi(m[2]), std::stoi(m[3]), std::stoi(m[4])};
}

// The in-process reference on the specifications' own examples (the whole
// suite runs once, in suite_test.cpp).
TEST(CheckCommand, TheReferencePassesAndExitsZero) {
    const auto run = fragid({"check", "--tag", "example"});
    EXPECT_EQ(run.exit_code, 0) << run.err;
    int examples = 0;
    for (const auto& c : test::shipped_cases())
        if (std::find(c.tags.begin(), c.tags.end(), "example") != c.tags.end()) ++examples;
    const auto [passed, failed, errored, skipped] = totals(run.out);
    EXPECT_EQ(passed, examples);
    EXPECT_EQ(failed, 0);
    EXPECT_EQ(errored, 0);
    EXPECT_EQ(skipped, 0);
    EXPECT_NE(run.out.find("conformant: every must case that ran passed"), std::string::npos);
}

// A run that checked no must case proves nothing and must not look like a
// success to CI: no case selected (a usage error, exit 2: the filters are
// wrong), or none the implementation supports (exit 1).
TEST(CheckCommand, NothingCheckedExitsOneAndNothingSelectedExitsTwo) {
    const auto none = fragid({"check", "--id", "nomatch*"});
    EXPECT_EQ(none.exit_code, 2) << none.err;
    EXPECT_EQ(none.out, "");
    EXPECT_NE(none.err.find("fragid: no case selected"), std::string::npos) << none.err;
    const auto python =
        "python3 " + (test::source_dir / "adapters/examples/python/adapter.py").string();  // rfc5147 only
    const auto other_spec = fragid({"check", "--impl", python, "--spec", "rfc7111"});
    EXPECT_EQ(other_spec.exit_code, 1) << other_spec.out;
    EXPECT_NE(other_spec.out.find("nothing was checked"), std::string::npos) << other_spec.out;
}

TEST(CheckCommand, AFailingMustCaseExitsOneAndIsReportedInFull) {
    const auto run = fragid({"check", "--impl", test::misbehaving_adapter("ok-answer line-10-20-lines-11-to-20"), "--id",
                             "rfc5147-example-*"});
    EXPECT_EQ(run.exit_code, 1);
    EXPECT_NE(run.out.find("failed: rfc5147-example-line-10-20-lines-11-to-20"), std::string::npos) << run.out;
    EXPECT_NE(run.out.find("fragment: line=10,20"), std::string::npos);
    EXPECT_NE(run.out.find("NOT conformant"), std::string::npos);
}

// One case answered wrong, one errored, one crashed: each counted as what it is.
TEST(CheckCommand, TheClosingLineCountsEachVerdictApart) {
    const auto wrong = fragid({"check", "--impl", test::misbehaving_adapter("ok-answer line-10-20-lines-11-to-20"), "--id",
                               "rfc5147-example-line-*"});
    const auto [passed, failed, errored, skipped] = totals(wrong.out);
    EXPECT_EQ(failed, 1) << wrong.out;
    EXPECT_EQ(errored, 0) << wrong.out;
    EXPECT_GT(skipped, 0) << wrong.out;
    EXPECT_EQ(passed, 0) << wrong.out;
    const auto garbage = fragid({"check", "--impl", test::misbehaving_adapter("garbage line-10-20-lines-11-to-20"), "--id",
                                 "rfc5147-example-line-*"});
    EXPECT_EQ(totals(garbage.out)[1], 0) << garbage.out;
    EXPECT_EQ(totals(garbage.out)[2], 1) << garbage.out;
    const auto crash = fragid({"check", "--impl", test::misbehaving_adapter("crash line-10-20-lines-11-to-20"), "--id",
                               "rfc5147-example-line-*"});
    EXPECT_EQ(totals(crash.out)[1], 0) << crash.out;
    EXPECT_NE(crash.out.find(" skipped, 1 crashed\n"), std::string::npos) << crash.out;
    EXPECT_EQ(crash.out.find("timed out"), std::string::npos) << "named only when there were some:\n" << crash.out;
}

// --output: the report goes to the file, the summary (not the report) to stderr, in every format.
TEST(CheckCommand, WithOutputTheSummaryGoesToStderr) {
    const auto path = test::scratch() / "report.out";
    for (const char* format : {"junit", "text"}) {
        const auto run = fragid({"check", "--impl", test::misbehaving_adapter("ok-answer line-10-20-lines-11-to-20"), "--id",
                                 "rfc5147-example-line-*", "--format", format, "--output", path.string()});
        EXPECT_EQ(run.exit_code, 1) << run.err;
        EXPECT_EQ(run.out, "") << format;
        EXPECT_NE(run.err.find("NOT conformant"), std::string::npos) << format << ":\n" << run.err;
        EXPECT_EQ(totals(run.err)[1], 1) << format << ":\n" << run.err;
        EXPECT_EQ(run.err.find("fragment: line=10,20"), std::string::npos) << format << ": no case in the summary:\n" << run.err;
        EXPECT_NE(test::slurp(path).find("line=10,20"), std::string::npos) << format << ": the case is in the file";
    }
}

// A command that cannot start is not a non-conformant implementation: one
// message, exit 2, and no case reported (not one error per case).
TEST(CheckCommand, AnAdapterThatCannotStartIsSaidOnceAndExitsTwo) {
    for (const char* format : {"text", "jsonl"}) {
        const auto run = fragid({"check", "--impl", "python3 /nonexistent/missing.py", "--format", format});
        EXPECT_EQ(run.exit_code, 2) << format << ": " << run.err;
        EXPECT_EQ(run.out, "") << format;
        EXPECT_EQ(run.err.rfind("fragid: the adapter did not start: handshake failed: the adapter exited with status 2", 0), 0u)
            << run.err;
        EXPECT_EQ(run.err.find("handshake failed", 1), run.err.find("handshake failed")) << "said once:\n" << run.err;
    }
}

TEST(CheckCommand, JsonLinesHasAHeaderARecordPerCaseAndAFooter) {
    const auto run = fragid({"check", "--spec", "rfc7111", "--tag", "example", "--format", "jsonl"});
    EXPECT_EQ(run.exit_code, 0) << run.err;
    std::istringstream lines(run.out);
    std::vector<nlohmann::json> records;
    for (std::string line; std::getline(lines, line);) records.push_back(nlohmann::json::parse(line));
    ASSERT_GE(records.size(), 3u);
    EXPECT_EQ(records.front()["record"], "header");
    EXPECT_EQ(records.front()["implementation"]["name"], "fragid-reference");
    // The tool's version is the build's, the suite's its suite.json's.
    EXPECT_EQ(records.front()["tool"]["version"], FRAGID_PROJECT_VERSION);
    const auto suite = nlohmann::json::parse(test::slurp(test::suite_dir / "suite.json"));
    EXPECT_EQ(records.front()["suite"]["name"], suite["name"]);
    EXPECT_EQ(records.front()["suite"]["version"], suite["version"]);
    EXPECT_EQ(records.back()["record"], "footer");
    EXPECT_EQ(records.back()["conformant"], true);
    for (std::size_t i = 1; i + 1 < records.size(); ++i) {
        EXPECT_EQ(records[i]["record"], "case");
        EXPECT_EQ(records[i]["spec"], "rfc7111");
        EXPECT_EQ(records[i]["verdict"], "passed");
    }
    EXPECT_EQ(records.front()["suite"]["cases"], records.size() - 2);
}

// conformance/schema/report.schema.json describes every record a real run
// writes: passes of both readings, skips, failures, producer cases.
TEST(CheckCommand, EveryJsonLinesRecordMatchesTheReportSchema) {
    const auto schema = conformance::JsonSchema::from_file(test::suite_dir / "schema" / "report.schema.json");
    const auto python = "python3 " + (test::source_dir / "adapters/examples/python/adapter.py").string();
    std::set<std::string> seen;
    const auto reference = fragid({"check", "--id", "rfc5147-example-*", "--id", "rfc7111-produce-*", "--format", "jsonl"});
    for (const auto& run : {reference, fragid({"check", "--impl", python, "--format", "jsonl"}),
                            fragid({"check", "--impl", test::misbehaving_adapter("ok-answer line-10-20-lines-11-to-20"), "--id",
                                    "rfc5147-example-*", "--format", "jsonl"})}) {
        std::istringstream lines(run.out);
        for (std::string line; std::getline(lines, line);) {
            const auto record = nlohmann::json::parse(line);
            const auto problems = schema.validate(record);
            EXPECT_TRUE(problems.empty()) << line << "\n" << (problems.empty() ? "" : problems.front());
            seen.insert(record.value("verdict", record["record"].get<std::string>()) + "/" + record.value("reading", ""));
        }
    }
    for (const char* kind : {"header/", "footer/", "passed/fragid", "passed/other", "skipped/", "failed/"})
        EXPECT_TRUE(seen.contains(kind)) << kind << " not exercised";
    EXPECT_NE(reference.out.find("\"id\":\"rfc7111-produce-"), std::string::npos) << "no producer case exercised";
}

TEST(CheckCommand, EveryFormatRendersTheSameRun) {
    const std::vector<std::string> filter = {"check", "--impl", test::misbehaving_adapter("ok-answer line-10-20-lines-11-to-20"),
                                             "--id", "rfc5147-example-line-*"};
    auto with = [&](const char* format) {
        auto args = filter;
        args.insert(args.end(), {"--format", format});
        return fragid(args);
    };
    const auto junit = with("junit");
    EXPECT_NE(junit.out.find("<testsuite name=\"rfc5147\""), std::string::npos) << junit.out;
    EXPECT_NE(junit.out.find("<failure message=\"expected ok"), std::string::npos);
    EXPECT_NE(junit.out.find("<skipped message=\"misbehaving adapter\"/>"), std::string::npos);
    const auto tap = with("tap");
    EXPECT_EQ(tap.out.rfind("TAP version 13\n1..", 0), 0u);
    EXPECT_NE(tap.out.find("not ok"), std::string::npos);
    EXPECT_NE(tap.out.find("# SKIP misbehaving adapter"), std::string::npos);
    const auto markdown = with("markdown");
    EXPECT_NE(markdown.out.find("| failed | `rfc5147-example-line-10-20-lines-11-to-20` |"), std::string::npos) << markdown.out;
    const auto json = nlohmann::json::parse(with("json").out);
    EXPECT_EQ(json["footer"]["conformant"], false);
    EXPECT_EQ(json["footer"]["totals"]["failed"], 1);
}

TEST(CheckCommand, UsageErrorsExitTwo) {
    EXPECT_EQ(fragid({"check", "--format", "xml"}).exit_code, 2);
    EXPECT_EQ(fragid({"check", "--level", "mandatory"}).exit_code, 2);
    EXPECT_EQ(fragid({"check", "--suite", "/nonexistent"}).exit_code, 2);
    const auto help = fragid({"check", "--help"});
    EXPECT_EQ(help.exit_code, 0);
    EXPECT_NE(help.out.find("--impl"), std::string::npos);
}

// The examples implement one spec each and declare what they support: every
// case of the other specs is skipped unsent, and every case sent passes.
// Every case of the suite is accounted for, once.
void expect_example_passes(const std::string& command, const std::string& spec) {
    const auto run = fragid({"check", "--impl", command, "--format", "jsonl"});
    EXPECT_EQ(run.exit_code, 0) << run.err;
    const auto report = test::read_jsonl(run.out);
    int passed = 0;
    for (const auto& record : report.cases) {
        const auto verdict = record["verdict"].get<std::string>();
        EXPECT_TRUE(verdict == "passed" || verdict == "skipped") << record.dump();
        if (record["spec"] != spec) {
            EXPECT_EQ(verdict, "skipped") << record.dump();
        }
        passed += verdict == "passed";
    }
    EXPECT_GT(passed, 0);
    const auto cases = test::shipped_cases();
    EXPECT_EQ(report.cases.size(), cases.size());
    for (const auto& c : cases) EXPECT_EQ(report.records_per_id.count(c.id), 1u) << c.id << " got no record";
}

TEST(ExampleAdapters, PythonPassesEveryCaseItTakes) {
    expect_example_passes("python3 " + (test::source_dir / "adapters/examples/python/adapter.py").string(), "rfc5147");
}

TEST(ExampleAdapters, NodePassesEveryCaseItTakes) {
    if (std::system("command -v node >/dev/null 2>&1") != 0) GTEST_SKIP() << "node is not installed";
    expect_example_passes("node " + (test::source_dir / "adapters/examples/node/adapter.js").string(), "rfc7111");
}

// What `fragid lint` says about quotes, on a small suite: how many it looked
// up, in which texts, found how; and plainly that it checked none when the
// texts it was pointed at cannot be read (the shipped suite is linted by
// Suite.LintFindsNoProblem and, with its quotes, by the ctest conformance.lint_quotes).
TEST(LintCommand, SaysWhetherAndWhereItCheckedQuotes) {
    const auto suite = test::scratch_suite("lint-command", false);
    test::write(suite / "requirements" / "rfc5147.yaml", R"(
spec: rfc5147
title: t
sections: [{number: "2.1.1", title: t}]
requirements:
  - {id: rfc5147-s2.1.1-1, section: "2.1.1", level: must, quote: "a range"}
)");
    test::write(suite / "vectors" / "a.yaml", R"(cases:
  - id: rfc5147-t-one
    description: char=1,3 on four characters
    spec: rfc5147
    section: "2.1.1"
    quote: "The end of a range"
    level: must
    fragment: "char=1,3"
    entity: {text: "abcd"}
    expect: {status: ok, position: false, start: {character: 1, byte: 1}, end: {character: 3, byte: 3}}
)");
    const auto specs = suite / "specs";
    std::filesystem::create_directories(specs);
    test::write(specs / "rfc5147.txt", "The end of a\n  range must have a value.");
    test::write(specs / "draft-hausenblas-csv-fragment-07.md", "x");
    test::write(specs / "draft-wilde-text-fragment-01.txt", "x");

    const auto run = fragid({"lint", "--suite", suite.string(), "--specs", specs.string()});
    EXPECT_EQ(run.exit_code, 0) << run.out;
    EXPECT_NE(run.out.find("1 file, 1 case, 0 problems\n"), std::string::npos) << run.out;
    EXPECT_NE(run.out.find("quotes checked: 2 looked up in the texts in " + specs.string() +
                           " (--specs): rfc5147.txt draft-hausenblas-csv-fragment-07.md draft-wilde-text-fragment-01.txt; "
                           "0 quoting other documents (quote_source), not looked up\n"),
              std::string::npos)
        << run.out;

    const auto missing = fragid({"lint", "--suite", suite.string(), "--specs", (suite / "no-such-dir").string()});
    EXPECT_EQ(missing.exit_code, 1) << missing.out;
    EXPECT_NE(missing.out.find("/no-such-dir/rfc5147.txt: cannot read the specification"), std::string::npos) << missing.out;
    EXPECT_NE(missing.out.find("quotes NOT checked: no specification's text could be read from"), std::string::npos)
        << missing.out;
}

}  // namespace
}  // namespace fragid
