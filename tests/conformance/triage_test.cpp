// Triage files (conformance/triage.hpp, schema/triage.schema.json): what a
// maintainer of fragid writes by hand beside an adapter is read as written,
// in its order, and every mistake is said at its line.
#include <gtest/gtest.h>

#include "fragid/conformance/json_schema.hpp"
#include "fragid/conformance/triage.hpp"
#include "support.hpp"

namespace fragid {
namespace {

using namespace conformance;

const JsonSchema& schema() {
    static const auto s = JsonSchema::from_file(test::suite_dir / "schema" / "triage.schema.json");
    return s;
}

// The problems a text has, as parse_triage() throws them (empty if it reads).
std::string problems(const std::string& yaml) {
    try {
        parse_triage(yaml, "t.yaml", schema());
        return {};
    } catch (const std::runtime_error& e) {
        return e.what();
    }
}

TEST(Triage, ReadsEveryStateInTheFilesOrder) {
    const auto file = parse_triage(R"(# two packages behind one adapter
implementations:
  zz-package:
    rfc5147-range-end-ignored:
      state: disputed
      why: the maintainers read s.2.2 as allowing a position
      url: https://example.org/issues/3#comment-9
    a-symptom:
      state: not-reported
  aa-package:
    rfc7111-header-counted+rfc7111-rows-from-zero:
      state: fixed
      version: 4.2.0
    rfc7111-x:
      state: reported
      url: https://example.org/issues/1
    rfc7111-y:
      state: confirmed
      url: https://example.org/issues/2
)",
                                   "adapters/x/triage.yaml", schema());
    EXPECT_EQ(file.name, "adapters/x/triage.yaml");
    ASSERT_EQ(file.implementations.size(), 2u);
    const auto& zz = file.implementations.at("zz-package");
    ASSERT_EQ(zz.size(), 2u);
    EXPECT_EQ(zz[0].anchor, "rfc5147-range-end-ignored") << "the file's order, not the alphabet's";
    EXPECT_EQ(zz[0].state, TriageState::disputed);
    EXPECT_EQ(zz[0].why, "the maintainers read s.2.2 as allowing a position");
    EXPECT_EQ(zz[0].url, "https://example.org/issues/3#comment-9");
    EXPECT_EQ(zz[0].where, "adapters/x/triage.yaml:4");
    EXPECT_EQ(zz[1].state, TriageState::not_reported);
    const auto& aa = file.implementations.at("aa-package");
    EXPECT_EQ(aa[0].anchor, "rfc7111-header-counted+rfc7111-rows-from-zero");
    EXPECT_EQ(aa[0].state, TriageState::fixed);
    EXPECT_EQ(aa[0].version, "4.2.0");
    EXPECT_EQ(aa[1].state, TriageState::reported);
    EXPECT_EQ(aa[2].state, TriageState::confirmed);
    EXPECT_EQ(aa[2].where, "adapters/x/triage.yaml:17");
}

// Each state carries what it needs, and only that; each mistake named at its line.
TEST(Triage, EveryMistakeIsSaidAtItsLine) {
    const auto many = problems(R"(implementations:
  p:
    rfc5147-a:
      state: reported
    rfc5147-b:
      state: disputed
      url: https://example.org/1
    rfc5147-c:
      state: fixed
    rfc5147-d:
      state: not-reported
      url: https://example.org/1
    rfc5147-e:
      state: reported
      url: not a link
    rfc5147-f:
      state: done
    Bad_Anchor:
      state: not-reported
    rfc5147-g:
      state: confirmed
      url: https://example.org/1
      why: a reason only a dispute has
)");
    for (const char* line : {"t.yaml:3: /implementations/p/rfc5147-a", "t.yaml:5: /implementations/p/rfc5147-b",
                             "t.yaml:8: /implementations/p/rfc5147-c", "t.yaml:10: /implementations/p/rfc5147-d",
                             "t.yaml:15: /implementations/p/rfc5147-e/url", "t.yaml:17: /implementations/p/rfc5147-f/state",
                             "t.yaml:20: /implementations/p/rfc5147-g"})
        EXPECT_NE(many.find(line), std::string::npos) << line << " in:\n" << many;
    // A key that is no anchor, at its line, beside the others (valijson alone would not name it).
    EXPECT_NE(many.find("t.yaml:18: 'Bad_Anchor' is no group's anchor"), std::string::npos) << many;
    EXPECT_NE(problems("implementations:\n  p:\n    rfc5147-a--b:\n      state: not-reported\n").find("t.yaml:3: 'rfc5147-a--b'"),
              std::string::npos);
    const auto extra = problems("implementations:\n  p:\n    rfc5147-a:\n      state: fixed\n      version: 4.2.0\n      note: x\n");
    EXPECT_NE(extra.find("t.yaml:3: /implementations/p/rfc5147-a"), std::string::npos) << extra;
    EXPECT_NE(extra.find("'note'"), std::string::npos) << extra;
    EXPECT_NE(problems("causes: {}\n").find("t.yaml:1: "), std::string::npos) << problems("causes: {}\n");
    EXPECT_NE(problems("implementations:\n  p:\n    a: [\n").find("t.yaml:"), std::string::npos);
    EXPECT_NE(problems("implementations:\n  p:\n    rfc5147-a: {state: not-reported}\n    rfc5147-a: {state: not-reported}\n")
                  .find("appears twice"),
              std::string::npos);
    EXPECT_NE(problems("implementations:\n  p\xFF: {}\n").find("t.yaml: not UTF-8"), std::string::npos);
    EXPECT_EQ(problems("implementations:\n  p: {}\n"), "") << "an implementation with nothing triaged yet";
}

TEST(Triage, StatesReadAsTheyAreWritten) {
    for (auto state : {TriageState::not_reported, TriageState::reported, TriageState::confirmed, TriageState::disputed,
                       TriageState::fixed})
        EXPECT_EQ(triage_state_from_string(to_string(state)), state);
    EXPECT_FALSE(triage_state_from_string("not reported"));
}

// adapters/matrix.tsv's fourth column: each implementation's file and section; two implementations may
// share a file; a row whose file lacks its section, and a section no row points at, are both said.
TEST(Triage, TheAdaptersTableSaysWhoseFileIsWhose) {
    const auto dir = test::scratch_suite("triage-table");
    std::filesystem::create_directories(dir / "adapters" / "a");
    test::write(dir / "adapters" / "a" / "triage.yaml",
                "implementations:\n  one:\n    rfc5147-x:\n      state: not-reported\n  two: {}\n");
    const auto table = dir / "adapters" / "matrix.tsv";
    test::write(table, "# comment\nexample\tnode e.js\t-\nold\tnode o.js\t-\t-\none\tnode a.js 1\td.txt\tadapters/a/triage.yaml\n"
                       "two\tnode a.js 2\td.txt\tadapters/a/triage.yaml\n");
    const auto triage = triage_of_adapters_table(table, dir, schema());
    ASSERT_EQ(triage.size(), 2u);
    EXPECT_EQ(triage.at("one").file, "adapters/a/triage.yaml");
    ASSERT_EQ(triage.at("one").causes.size(), 1u);
    EXPECT_EQ(triage.at("one").causes[0].anchor, "rfc5147-x");
    EXPECT_TRUE(triage.at("two").causes.empty());
    const auto message = [&] {
        try {
            triage_of_adapters_table(table, dir, schema());
            return std::string();
        } catch (const std::runtime_error& e) {
            return std::string(e.what());
        }
    };
    test::write(table, "one\tnode a.js 1\td.txt\tadapters/a/triage.yaml\nthree\tnode a.js 3\td.txt\tadapters/a/triage.yaml\n");
    const auto both = message();
    EXPECT_NE(both.find(":2: adapters/a/triage.yaml has no section for three"), std::string::npos) << both;
    EXPECT_NE(both.find("adapters/a/triage.yaml: two is no implementation whose row"), std::string::npos) << both;
    test::write(table, "one\tnode a.js\n");
    EXPECT_NE(message().find("matrix.tsv:1: 2 columns"), std::string::npos) << message();
}

}  // namespace
}  // namespace fragid
