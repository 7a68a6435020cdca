// The text report's block for a case that did not pass (issue 29): the
// entity drawn beside expected and got, the command that reruns the case
// alone, and records alike in all but their case folded into one block.
#include <gtest/gtest.h>

#include <regex>

#include "../conformance/loop_support.hpp"

namespace fragid {
namespace {

using test::fragid;

std::size_t occurrences(const std::string& text, const std::string& what) {
    std::size_t n = 0;
    for (auto at = text.find(what); at != std::string::npos; at = text.find(what, at + 1)) ++n;
    return n;
}

// The block of `id` in a text report, up to the next blank line.
std::string block_of(const std::string& report, const std::string& id) {
    const auto at = report.find(": " + id + " (");
    if (at == std::string::npos) return {};
    const auto start = report.rfind('\n', at);
    return report.substr(start + 1, report.find("\n\n", at) - start - 1);
}

TEST(FailureBlocks, EachFailureShowsTheEntityDrawnBesideExpectedAndGot) {
    const auto run = fragid({"check", "--suite", test::loop_suite().string(), "--id", "rfc5147-loop-must-fails-one"});
    EXPECT_EQ(run.exit_code, 1) << run.err;
    const auto block = block_of(run.out, "rfc5147-loop-must-fails-one");
    EXPECT_NE(block.find("  entity:   \u201Cab\u240Acd\u240A\u201D (6 bytes, US-ASCII (the default), all line endings in force)"),
              std::string::npos)
        << run.out;
    EXPECT_NE(block.find("expected ok range characters [0,3)"), std::string::npos) << block;
    EXPECT_NE(block.find("got ok range characters [0,2)"), std::string::npos) << block;
}

// The rerun line is a command a shell runs as it stands, and it runs that
// case alone, the same way: the suite, the adapter and the timeout of the run.
TEST(FailureBlocks, EachFailureCarriesTheCommandThatRerunsItAlone) {
    const auto impl = test::misbehaving_adapter("ok-answer line-10-20-lines-11-to-20");
    const auto run = fragid({"check", "--suite", test::suite_dir.string(), "--impl", impl, "--timeout", "7.5", "--id",
                             "rfc5147-example-*"});
    EXPECT_EQ(run.exit_code, 1) << run.err;
    const auto block = block_of(run.out, "rfc5147-example-line-10-20-lines-11-to-20");
    std::smatch m;
    ASSERT_TRUE(std::regex_search(block, m, std::regex("\n  rerun:    ([^\n]+)"))) << run.out;
    const std::string command = m[1];
    EXPECT_NE(command.find(" check --suite " + test::suite_dir.string() + " --impl '" + impl + "' --timeout 7.5 --id "
                           "rfc5147-example-line-10-20-lines-11-to-20"),
              std::string::npos)
        << command;
    const auto rerun = test::run_command_line(command + " --format jsonl");
    EXPECT_EQ(rerun.exit_code, 1) << command << "\n" << rerun.err;
    const auto report = test::read_jsonl(rerun.out);
    ASSERT_EQ(report.cases.size(), 1u) << rerun.out;
    EXPECT_EQ(report.cases[0]["id"], "rfc5147-example-line-10-20-lines-11-to-20");
    EXPECT_EQ(report.cases[0]["verdict"], "failed");
    EXPECT_EQ(report.header["adapter"], impl);
    // The JSON Lines record carries both, for tools.
    EXPECT_EQ(report.cases[0]["rerun"].get<std::string>().find(" check "), command.find(" check ")) << report.cases[0];
    EXPECT_TRUE(report.cases[0].contains("entity")) << report.cases[0];
}

// The suite beside the program, the default timeout and the in-process
// reference need no option; a shell-special character is quoted.
TEST(FailureBlocks, TheRerunCommandSaysOnlyWhatDiffersFromTheDefaults) {
    const auto run = fragid({"check", "--suite", test::loop_suite().string(), "--id", "rfc5147-loop-must-fails-one"});
    std::smatch m;
    ASSERT_TRUE(std::regex_search(run.out, m, std::regex("\n  rerun:    ([^\n]+)"))) << run.out;
    EXPECT_EQ(m[1].str().find(" --impl "), std::string::npos) << m[1];
    EXPECT_EQ(m[1].str().find(" --timeout "), std::string::npos) << m[1];
    const auto passed = test::run_command_line(m[1].str() + " --format jsonl");
    EXPECT_EQ(test::read_jsonl(passed.out).cases.size(), 1u) << passed.out << passed.err;
    const auto quoted = fragid({"check", "--impl", test::misbehaving_adapter("ok-answer line-10-20-lines-11-to-20"), "--id",
                                "rfc5147-example-line-10-20-lines-11-to-20"});
    EXPECT_NE(quoted.out.find(" --impl 'python3 "), std::string::npos) << quoted.out;
    EXPECT_EQ(quoted.out.find(" --suite "), std::string::npos) << "the suite beside the program:\n" << quoted.out;
}

// An adapter given up on errors every case left with one message: one block
// with the count and the ids, not one block per case (issue 16's 638 blocks).
TEST(FailureBlocks, RecordsAlikeButForTheirCaseAreFoldedIntoOneBlock) {
    const std::vector<std::string> args = {"check", "--impl", test::misbehaving_adapter("crash"), "--max-restarts", "1", "--id",
                                           "rfc5147-example-*"};
    auto jsonl_args = args;
    jsonl_args.insert(jsonl_args.end(), {"--format", "jsonl"});
    const auto records = test::read_jsonl(fragid(jsonl_args).out).cases;
    std::vector<std::string> given_up;
    for (const auto& r : records)
        if (r.value("detail", "") == "adapter given up after 1 restarts") given_up.push_back(r["id"]);
    ASSERT_GE(given_up.size(), 3u);
    const auto run = fragid(args);
    EXPECT_EQ(occurrences(run.out, "adapter given up"), 1u) << run.out;
    const auto n = std::to_string(given_up.size());
    EXPECT_NE(run.out.find("\nerrored, " + n + " cases alike: adapter given up after 1 restarts\n"
                           "  ids, in the order run: " + given_up.front() + " \u2026 " + given_up.back() + " (" + n + " cases)\n"),
              std::string::npos)
        << run.out;
    EXPECT_NE(run.out.find("\n  rerun the first: "), std::string::npos) << run.out;
    // The two crashes before it, with one message and one stderr, are folded too; two ids are listed, not a range.
    EXPECT_NE(run.out.find("\ncrashed, 2 cases alike: the adapter exited with status 3\n  ids, in the order run: " +
                           records[0]["id"].get<std::string>() + ", " + records[1]["id"].get<std::string>() +
                           "\n  stderr: dying now\n"),
              std::string::npos)
        << run.out;
    EXPECT_EQ(occurrences(run.out, "crashed: "), 0u) << run.out;
}

}  // namespace
}  // namespace fragid
