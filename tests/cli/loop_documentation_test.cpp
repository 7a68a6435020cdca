// The implementer's loop (issue 29) is documented where a user looks: --help,
// the man page's options and EXAMPLES, and the implementers' guide, which the
// README links (the section moved there from the README, issue 41).
#include <gtest/gtest.h>

#include "run_fragid.hpp"
#include "build_paths.hpp"

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

TEST(LoopDocumentation, TheImplementersGuideHasThemAndTheReadmeLinksIt) {
    const std::filesystem::path source{build::source_dir};
    const auto guide = test::slurp(source / "docs/guide-implementers.md");
    for (const char* what : {"fragid show ", "--rerun-failed", "--expect-failures", "--write-baseline", "skipped, by reason",
                             "rerun:"})
        EXPECT_NE(guide.find(what), std::string::npos) << what;
    EXPECT_NE(guide.find("\n### The implementer's loop\n"), std::string::npos);
    EXPECT_NE(test::slurp(source / "README.md").find("(docs/guide-implementers.md)"), std::string::npos);
}

}  // namespace
}  // namespace fragid
