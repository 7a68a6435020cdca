// The implementer's loop (issue 29) is documented where a user looks: --help,
// the man page's options and EXAMPLES, and the README.
#include <gtest/gtest.h>

#include "run_fragid.hpp"

namespace fragid {
namespace {

using test::fragid;

TEST(LoopDocumentation, HelpNamesEveryConvenience) {
    EXPECT_NE(fragid({"--help"}).out.find("\n  show "), std::string::npos);
    const auto check = fragid({"check", "--help"}).out;
    for (const char* option : {"--rerun-failed", "--expect-failures", "--write-baseline"})
        EXPECT_NE(check.find(option), std::string::npos) << option << "\n" << check;
}

TEST(LoopDocumentation, TheManPageHasThemWithExamples) {
    const auto man = fragid({"man"}).out;
    const auto examples = man.find("\n.SH EXAMPLES\n");
    ASSERT_NE(examples, std::string::npos);
    EXPECT_NE(man.find("\n.SS show\n"), std::string::npos);
    for (const char* example : {"\\fBfragid show ", "\\-\\-rerun\\-failed run.jsonl", "\\-\\-write\\-baseline known",
                                "\\-\\-expect\\-failures known"})
        EXPECT_NE(man.find(example, examples), std::string::npos) << example;
}

TEST(LoopDocumentation, TheReadmeHasThem) {
    const auto readme = test::slurp(std::filesystem::path(FRAGID_SOURCE_DIR) / "README.md");
    for (const char* what : {"fragid show ", "--rerun-failed", "--expect-failures", "--write-baseline", "skipped, by reason",
                             "rerun:"})
        EXPECT_NE(readme.find(what), std::string::npos) << what;
}

}  // namespace
}  // namespace fragid
