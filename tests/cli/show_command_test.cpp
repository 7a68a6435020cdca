// `fragid show ID` (issue 29): one case in full, as a person fixing an
// implementation against it needs it, as text and as --json; an unknown id is
// a usage error that names the closest ids.
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include "run_fragid.hpp"
#include "build_paths.hpp"

namespace fragid {
namespace {

using test::fragid;

const std::filesystem::path source{build::source_dir};
// An impl-defined case with two accepted answers; its section, s.4.1, has a
// heading in docs/interpretations.md.
const std::string two_readings = "rfc5147-eol-crlf-supported-when-only-lf-in-force";

TEST(ShowCommand, ShowsTheCaseInFull) {
    const auto run = fragid({"show", two_readings});
    ASSERT_EQ(run.exit_code, 0) << run.err;
    const auto& out = run.out;
    const auto has = [&](const std::string& what) { EXPECT_NE(out.find(what), std::string::npos) << what << "\n" << out; };
    has(two_readings + "\n  RFC 5147 (text/plain) s.4.1 Handling of Line Endings");
    has("level impl-defined");
    has("rfc5147-line-endings.yaml:");
    has("With only LF in force, line=1 on a CR LF b is either after the CR+LF");
    has("\u201CAll implementations SHOULD support the Internet-wide CR+LF line ending convention\u201D");
    has("\nFragment: line=1\n");
    has("Entity: 4 bytes, US-ASCII (the default), line endings in force: LF");
    has("  a\u240D\u240A\n  b\n");                             // drawn: CR and LF visible, the line broken after them
    has("  00000000  61 0d 0a 62");                            // and in hex
    has("  (1) the position before character 3 (byte 3)");     // every accepted answer, in words
    has("  (2) the position before character 2 (byte 3)");
    has("\u2190 fragid's reading\n      {\"end\":{\"byte\":3,\"character\":3}");  // which is fragid's, and the protocol's shape
    has("How fragid reads the spec here (docs/interpretations.md#");
    has("  s.4.1 names CR+LF, LF, CR, NEL and CR+NEL; which are *in force* depends on the protocol and\n");
    EXPECT_LT(out.find("(1) "), out.find("fragid's reading")) << "the first answer is fragid's";
    EXPECT_GT(out.find("(2) "), out.find("fragid's reading"));
}

TEST(ShowCommand, JsonHasEveryByteAndEveryAnswer) {
    const auto run = fragid({"show", two_readings, "--json"});
    ASSERT_EQ(run.exit_code, 0) << run.err;
    const auto j = nlohmann::json::parse(run.out);
    EXPECT_EQ(j["id"], two_readings);
    EXPECT_EQ(j["level"], "impl-defined");
    EXPECT_EQ(j["fragment"], "line=1");
    EXPECT_EQ(j["entity"]["bytes_hex"], "610d0a62");
    EXPECT_EQ(j["entity"]["line_endings"], "LF");
    ASSERT_EQ(j["accepted"].size(), 2u);
    EXPECT_EQ(j["accepted"][0]["fragids_reading"], true);
    EXPECT_EQ(j["accepted"][1]["fragids_reading"], false);
    EXPECT_EQ(j["accepted"][1]["outcome"]["start"]["character"], 2);
    EXPECT_EQ(j["interpretation"]["href"].get<std::string>().rfind("docs/interpretations.md#", 0), 0u) << j["interpretation"];
    EXPECT_NE(j["interpretation"]["text"].get<std::string>().find("s.4.1 names CR+LF"), std::string::npos);
}

// A must case has no interpretation to show; a producer case has no answers but its request.
TEST(ShowCommand, MustAndProducerCases) {
    const auto must = fragid({"show", "rfc5147-example-line-10-20-lines-11-to-20"});
    EXPECT_EQ(must.exit_code, 0) << must.err;
    EXPECT_NE(must.out.find("The one accepted answer:\n  (1) characters 40 to 80"), std::string::npos) << must.out;
    EXPECT_EQ(must.out.find("How fragid reads the spec here"), std::string::npos) << must.out;
    const auto producer = fragid({"show", "rfc7111-produce-rows-simple"});
    EXPECT_EQ(producer.exit_code, 0) << producer.err;
    EXPECT_NE(producer.out.find("Asks for: produce rows fragments"), std::string::npos) << producer.out;
}

TEST(ShowCommand, AnUnknownIdIsAUsageErrorNamingTheClosest) {
    const auto typo = fragid({"show", "rfc5147-eol-crlf-suported-when-only-lf-in-force"});
    EXPECT_EQ(typo.exit_code, 2);
    EXPECT_EQ(typo.out, "");
    EXPECT_NE(typo.err.find("no case rfc5147-eol-crlf-suported-when-only-lf-in-force in the suite"), std::string::npos) << typo.err;
    EXPECT_NE(typo.err.find("did you mean: " + two_readings), std::string::npos) << typo.err;
    const auto part = fragid({"show", "lines-11-to-20"});
    EXPECT_EQ(part.exit_code, 2);
    EXPECT_NE(part.err.find("rfc5147-example-line-10-20-lines-11-to-20"), std::string::npos) << part.err;
    const auto nothing_like = fragid({"show", "zzzzzzzzzzzzzzzzzzzzzzzzzzzzzz"});
    EXPECT_EQ(nothing_like.exit_code, 2);
    EXPECT_NE(nothing_like.err.find("fragid check --list"), std::string::npos) << nothing_like.err;
}

// Without --interpretations, the docs are found beside the suite; with it,
// there, and a directory that does not hold them is an error naming it (it
// said "were not found ()", issue 38 item 8).
TEST(ShowCommand, InterpretationsFromTheOptionOrBesideTheSuite) {
    const auto from_source = fragid({"show", two_readings, "--suite", (source / "conformance").string()});
    EXPECT_NE(from_source.out.find("s.4.1 names CR+LF"), std::string::npos) << from_source.out << from_source.err;
    const auto from_option = fragid({"show", two_readings, "--interpretations", (source / "docs").string()});
    EXPECT_NE(from_option.out.find("s.4.1 names CR+LF"), std::string::npos) << from_option.out << from_option.err;
    const auto nowhere = fragid({"show", two_readings, "--interpretations", "/nonexistent"});
    EXPECT_EQ(nowhere.exit_code, 2) << nowhere.err;
    EXPECT_EQ(nowhere.err, "fragid: --interpretations /nonexistent: no such directory\n");
    EXPECT_EQ(nowhere.out, "");
}

// --id and --skip take globs; show takes one id, and says so (issue 38 item 8).
TEST(ShowCommand, AGlobIsNotAnIdAndShowSaysSo) {
    const auto glob = fragid({"show", "rfc5147-eol-*"});
    EXPECT_EQ(glob.exit_code, 2);
    EXPECT_EQ(glob.out, "");
    EXPECT_NE(glob.err.find("show takes one case id, not a glob: fragid check --list --id 'rfc5147-eol-*' lists the "
                            "cases the glob matches"),
              std::string::npos)
        << glob.err;
}

}  // namespace
}  // namespace fragid
