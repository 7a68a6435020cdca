// docs/edge-cases.md: which vectors are tricky, how entities are drawn, that
// the page is deterministic, and that the committed page is current.
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include "fragid/publish/edge_cases.hpp"
#include "fragid/publish/html.hpp"
#include "fragid/publish/markdown.hpp"
#include "fragid/publish/outcome_text.hpp"
#include "fragid/publish/visible.hpp"
#include "../cli/run_fragid.hpp"
#include "../conformance/support.hpp"

namespace fragid {
namespace {

using namespace conformance;
using namespace publish;

std::string drawing(std::string bytes, std::optional<std::string> charset = std::nullopt, Spec spec = Spec::rfc5147) {
    CaseEntity e;
    e.bytes = std::move(bytes);
    e.charset = std::move(charset);
    const auto chars = visible_chars(e, spec);
    return visible_text(chars, 0, e.bytes.size());
}

TEST(Visible, LineEndingsAreDrawnAndKeepTheLines) {
    EXPECT_EQ(drawing("ab\r\ncd\ref\ngh"), "ab\u240D\u240A\ncd\u240D\nef\u240A\ngh");
    // NEL (U+0085) is a line ending of RFC 5147 s.4.1, and CR NEL is one.
    EXPECT_EQ(drawing("a\u0085b\r\u0085c", "UTF-8"), "a\u2424\nb\u240D\u2424\nc");
    EXPECT_EQ(drawing("a\tb\x01", "US-ASCII"), "a\u2409b\u2401");
}

TEST(Visible, BomInvisibleCharactersAndInvalidBytesAreShown) {
    EXPECT_EQ(drawing("\xEF\xBB\xBFx", "UTF-8"), "\u27E8BOM\u27E9x");
    EXPECT_EQ(drawing(std::string("\xFE\xFF\x00\x61", 4), "UTF-16"), "\u27E8BOM\u27E9a");
    EXPECT_EQ(drawing("a\xE2\x80\x8B" "b", "UTF-8"), "a\u27E8U+200B\u27E9b");
    // US-ASCII (the default for text/plain) has no byte E9; decoding resumes after it.
    EXPECT_EQ(drawing("ab\xE9" "c"), "ab\u27E8E9\u27E9c");
    EXPECT_EQ(drawing(""), "");
}

TEST(Visible, LongEntitiesAreCut) {
    CaseEntity e;
    e.bytes = std::string(1000, 'x');
    const auto text = visible_text(visible_chars(e, Spec::rfc5147), 0, 1000, 10, 12);
    EXPECT_EQ(text, "xxxxxxxxxx\n\u2026 (990 more bytes)");
}

TEST(OutcomeText, SaysWhatIsIdentified) {
    auto c = test::text_case("rfc5147-t", "char=2,4", "ab\r\ncd", 2, 3);
    std::get<TextSpan>(test::resolve_check(c).acceptable.front()).end_byte = 4;
    const auto chars = visible_chars(c.entity, c.spec);
    EXPECT_EQ(expected_text(c, test::resolve_check(c), chars), "characters 2 to 3 (bytes 2 to 4): \u201C\u240D\u240A\u201D");
    Outcome position{TextSpan{true, 3, 3, 4, 4}};
    EXPECT_EQ(identified_text(c, position, chars),
              "the position before character 3 (byte 4), between \u201Cab\u240D\u240A\u201D and \u201Ccd\u201D");
    Outcome cells{CsvCells{{{2, 1}, {2, 2}, {2, 3}, {4, 2}}}};
    EXPECT_EQ(identified_text(c, cells, chars), "4 cells: row 2 col 1-3; row 4 col 2");
    EXPECT_EQ(identified_text(c, Outcome{Unresolved{Status::syntax_error}}, chars).rfind("syntax-error: ", 0), 0u);
}

TEST(OutcomeText, CsvCellsShowTheirFields) {
    Case c;
    c.spec = Spec::rfc7111;
    c.entity.bytes = "a,\"b,c\"\r\nd,\r\n";
    const auto chars = visible_chars(c.entity, c.spec);
    Outcome cells{CsvCells{{{1, 2}, {2, 1}, {2, 2}}}};
    // An escaped field is shown with its quotes: the fragment identifies the field as it stands.
    EXPECT_EQ(identified_text(c, cells, chars),
              "3 cells: row 1 col 2 \u201C\"b,c\"\u201D; row 2 col 1 \u201Cd\u201D, col 2 \u201C\u201D");
}

TEST(Escaping, HtmlAndMarkdown) {
    EXPECT_EQ(html_escape("<a href=\"x\">&'</a>"), "&lt;a href=&quot;x&quot;&gt;&amp;&#39;&lt;/a&gt;");
    EXPECT_EQ(html_escape(std::string("a\x01" "b")), "a\uFFFDb");
    EXPECT_EQ(html_id("rfc5147-Eol CR"), "rfc5147-eol-cr");
    EXPECT_EQ(markdown_code("a`b"), "``a`b``");
    EXPECT_EQ(markdown_code("`x"), "`` `x ``");
    EXPECT_EQ(markdown_code("a|b", true), "`a\\|b`");
    EXPECT_EQ(markdown_text("*a* <b> | c", true), "\\*a\\* \\<b\\> \\| c");
    EXPECT_EQ(markdown_block("x```y"), "````text\nx```y\n````\n");
    EXPECT_EQ(markdown_anchor("Inverted ranges \u2014 erratum in s.4.2 (level `erratum`)"),
              "inverted-ranges--erratum-in-s42-level-erratum");
}

Case tagged(std::vector<std::string> tags, Level level = Level::must) {
    auto c = test::text_case("rfc5147-t", "char=1", "ab", 1, 1);
    c.tags = std::move(tags);
    c.level = level;
    return c;
}

TEST(EdgeCases, TheCriterion) {
    EXPECT_TRUE(tricky_reasons(tagged({"syntax"})).empty());
    EXPECT_EQ(tricky_reasons(tagged({"syntax"}, Level::impl_defined)), std::vector<std::string>{"level impl-defined"});
    EXPECT_EQ(tricky_reasons(tagged({"bom", "trap"})), (std::vector<std::string>{"tag trap", "tag bom"}));
    EXPECT_EQ(tricky_reasons(tagged({"edge"})), std::vector<std::string>{"tag edge"});
    EXPECT_TRUE(tricky_reasons(tagged({"not-edge", "trap"}, Level::erratum)).empty());
    auto empty = tagged({});
    empty.entity.bytes.clear();
    EXPECT_EQ(tricky_reasons(empty), std::vector<std::string>{"empty entity"});
}

// '#' inside a fragment is a trap of every spec (issue 33: the page listed it
// for the draft only, not the 13 RFC 5147 and RFC 7111 vectors about it).
TEST(EdgeCases, EveryNumberSignInAFragmentIsListed) {
    std::size_t seen = 0;
    for (const auto& c : test::shipped_cases()) {
        const auto* check = c.resolves();
        if (!check || (check->fragment.find('#') == std::string::npos && check->fragment.find("%23") == std::string::npos))
            continue;
        ++seen;
        EXPECT_FALSE(tricky_reasons(c).empty()) << c.id;
    }
    EXPECT_GE(seen, 17u);
}

TEST(EdgeCases, InterpretationLinksNameTheSection) {
    const auto interpretations = load_interpretations(test::source_dir / "docs");
    auto c = tagged({}, Level::erratum);
    c.section = "4.2";
    const auto link = interpretation_link(interpretations, c);
    ASSERT_TRUE(link);
    EXPECT_EQ(link->href.rfind("interpretations.md#", 0), 0u) << link->href;
    EXPECT_NE(link->href.find("s42"), std::string::npos) << link->href;
    c.level = Level::must;
    EXPECT_FALSE(interpretation_link(interpretations, c));
}

// Several headings name s.2.1.2; a BOM case links to the one about the BOM, not
// the first (issue 33: four BOM entries linked to trailing line endings).
TEST(EdgeCases, InterpretationLinksPreferTheHeadingAboutTheCase) {
    const auto interpretations = load_interpretations(test::source_dir / "docs");
    for (const auto& c : test::shipped_cases()) {
        const auto link = interpretation_link(interpretations, c);
        if (!link) continue;
        // A section that names the case is the one about it.
        const auto& bodies = interpretations.bodies.at(c.spec);
        const auto naming = std::count_if(bodies.begin(), bodies.end(),
                                          [&](const std::string& b) { return b.find(c.id) != std::string::npos; });
        if (naming == 1) {
            EXPECT_NE(link->text.find(c.id), std::string::npos) << c.id << " links to " << link->title;
        }
        if (c.spec == Spec::rfc5147 && std::find(c.tags.begin(), c.tags.end(), "bom") != c.tags.end()) {
            EXPECT_NE(link->title.find("BOM"), std::string::npos) << c.id << " links to " << link->title;
        }
    }
    auto c = tagged({"bom"}, Level::impl_defined);
    c.section = "2.1.2";
    EXPECT_NE(interpretation_link(interpretations, c)->href.find("the-bom"), std::string::npos);
    c.tags = {"lines"};
    EXPECT_NE(interpretation_link(interpretations, c)->href.find("lines-a-trailing"), std::string::npos);
}

struct Shipped {
    std::vector<Case> cases;
    EdgeCaseInputs inputs;
};

// Exactly what `fragid docs` (run from the source tree) reads.
const Shipped& shipped() {
    static const Shipped s = [] {
        Shipped out;
        out.cases = test::shipped_cases();  // the producer cases too: the page says why the matrix counts them
        for (const auto& c : out.cases) out.inputs.cases.push_back(&c);
        std::vector<Problem> problems;
        out.inputs.catalogues = load_catalogues(test::suite_dir, problems);
        out.inputs.interpretations = load_interpretations(test::source_dir / "docs");
        const auto results = test::source_dir / "docs" / "matrix" / "results.json";
        if (std::filesystem::exists(results))
            out.inputs.deviations = deviations_from_results(nlohmann::json::parse(test::slurp(results)));
        return out;
    }();
    return s;
}

TEST(EdgeCases, ThePageIsDeterministicAndShowsLineEndings) {
    const auto& in = shipped().inputs;
    const auto a = edge_cases_markdown(in);
    EXPECT_EQ(a, edge_cases_markdown(in));
    EXPECT_NE(a.find("ab\u240D\u240A\ncd"), std::string::npos);  // CR LF drawn, the line kept
    EXPECT_NE(a.find("\u27E8BOM\u27E9"), std::string::npos);
    EXPECT_NE(a.find("#### rfc5147-eol-crlf-one-character-position"), std::string::npos);
    EXPECT_EQ(a.find("#### rfc5147-example-line-10-20-lines-11-to-20"), std::string::npos);  // an ordinary must case
    EXPECT_EQ(a.find("(the default))"), std::string::npos);
    // Grouped by spec in suite order.
    EXPECT_LT(a.find("## RFC 5147"), a.find("## RFC 7111"));
    EXPECT_LT(a.find("## RFC 7111"), a.find("## draft-wilde-text-fragment-01"));
}

// Issue 33: an entry no implementation ran says nothing about implementations
// (137 of 359 said "none (no implementation ran it)"); the page says it once.
TEST(EdgeCases, AnEntryNoImplementationRanNamesNone) {
    const auto& in = shipped().inputs;
    if (!in.deviations) GTEST_SKIP() << "no docs/matrix/results.json";
    const auto a = edge_cases_markdown(in);
    EXPECT_EQ(a.find("no implementation in docs/matrix/ ran it"), std::string::npos);
    EXPECT_NE(a.find("were run by no implementation of the matrix"), std::string::npos);
    EXPECT_NE(a.find("The matrix counts "), std::string::npos) << "the page says why the matrix counts more cases";
}

// The spec's words are cited where they stand: a requirement's at its own
// section (not the case's), a quote of another document at that document.
TEST(EdgeCases, WordsAreCitedWhereTheyStand) {
    const auto a = edge_cases_markdown(shipped().inputs);
    EXPECT_EQ(a.find("differ for the character encoding being used. (RFC 5147 s.2.1.2)"), std::string::npos);
    EXPECT_NE(a.find("differ for the character encoding being used. (RFC 5147 s.2)"), std::string::npos);
    EXPECT_NE(a.find("(RFC 3986 s.2.3)"), std::string::npos);
}

TEST(EdgeCases, TheCommittedPageIsCurrent) {
    EXPECT_EQ(test::slurp(test::source_dir / "docs" / "edge-cases.md"), edge_cases_markdown(shipped().inputs))
        << "docs/edge-cases.md is out of date: run fragid docs (from the source tree)";
}

}  // namespace
}  // namespace fragid
