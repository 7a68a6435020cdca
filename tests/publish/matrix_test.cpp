// The comparison matrix: the reference, the example adapters and an adapter
// that is wrong on purpose, side by side; the deviation in the right cell, the
// pruned groups, escaping, and the deviation report an issue tracker gets.
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include "fragid/conformance/process_adapter.hpp"
#include "fragid/conformance/reference_adapter.hpp"
#include "fragid/publish/matrix.hpp"
#include "fragid/publish/matrix_report.hpp"
#include "fragid/publish/recorded_run.hpp"
#include "../cli/run_fragid.hpp"
#include "../conformance/support.hpp"

namespace fragid {
namespace {

using namespace conformance;
using namespace publish;

const std::string python_example = "python3 " + (test::source_dir / "adapters/examples/python/adapter.py").string();
const std::string node_example = "node " + (test::source_dir / "adapters/examples/node/adapter.js").string();

bool has_node() { return std::system("command -v node >/dev/null 2>&1") == 0; }

// The shipped cases whose id starts with `prefix`.
struct Selection {
    std::vector<Case> cases;
    std::vector<const Case*> all;
};
Selection shipped(const std::string& prefix) {
    Selection s;
    for (auto& file : load_vectors(test::suite_dir))
        for (auto& c : file.cases)
            if (c.id.rfind(prefix, 0) == 0) s.cases.push_back(std::move(c));
    for (const auto& c : s.cases) s.all.push_back(&c);
    return s;
}

MatrixColumn process_column(const std::string& name, const std::string& command, const std::vector<const Case*>& cases) {
    ProcessOptions p;
    p.command = command;
    p.timeout = std::chrono::milliseconds(3000);
    p.schema_dir = test::suite_dir / "schema" / "protocol";
    ProcessAdapter adapter(p);
    return run_column(name, command, false, adapter, cases, 2);
}

Matrix matrix_of(const std::vector<const Case*>& cases, const std::vector<std::pair<std::string, std::string>>& impls) {
    Matrix m;
    m.cases = matrix_order(cases);
    ReferenceAdapter reference;
    m.columns.push_back(run_column("reference", "in-process reference", true, reference, m.cases, 0));
    for (const auto& [name, command] : impls) m.columns.push_back(process_column(name, command, m.cases));
    return m;
}

std::size_t index_of(const Matrix& m, const std::string& id) {
    for (std::size_t i = 0; i < m.cases.size(); ++i)
        if (m.cases[i]->id == id) return i;
    ADD_FAILURE() << id << " is not in the matrix";
    return 0;
}

const std::string wrong_case = "rfc5147-eol-crlf-one-character-position";

TEST(Matrix, TheDeviationIsInTheRightCellAndAgreementIsNotTruth) {
    const auto s = shipped("rfc5147-eol-crlf-");
    const auto m = matrix_of(s.all, {{"python", python_example},
                                     {"wrong-one", test::misbehaving_adapter("ok-answer " + wrong_case)},
                                     {"wrong-all", test::misbehaving_adapter("ok-answer eol-crlf-one-character")}});
    ASSERT_EQ(m.columns.size(), 4u);
    const auto i = index_of(m, wrong_case);
    EXPECT_EQ(m.columns[0].summary.records[i].verdict, Verdict::passed);  // the reference
    EXPECT_EQ(m.columns[1].summary.records[i].verdict, Verdict::passed);  // the python example
    const auto& wrong = m.columns[2].summary.records[i];
    EXPECT_EQ(wrong.verdict, Verdict::failed);
    ASSERT_TRUE(wrong.actual);
    EXPECT_EQ(cell_detail(m.columns[2], wrong), "answered ok range characters [0,0) bytes [0,0)");
    // Every other case the wrong-one adapter skips: one deviation, in one cell.
    for (std::size_t k = 0; k < m.cases.size(); ++k)
        if (k != i) {
            EXPECT_EQ(m.columns[2].summary.records[k].verdict, Verdict::skipped) << m.cases[k]->id;
        }
    // Two implementations give the same wrong answer: agreement, and still FAIL.
    const auto agree = agreeing_failures(m, i);
    ASSERT_EQ(agree.size(), 1u);
    EXPECT_EQ(agree.front(), (std::vector<std::size_t>{2, 3}));
    EXPECT_EQ(m.columns[3].summary.records[i].verdict, Verdict::failed);
    EXPECT_TRUE(reference_must_failures(m).empty());

    const auto markdown = matrix_markdown(m, {});
    EXPECT_NE(markdown.find("| `" + wrong_case + "` | must | `char=3` | pass | pass | **FAIL**: answered ok range "
                                                 "characters \\[0,0) bytes \\[0,0) | **FAIL**"),
              std::string::npos)
        << markdown;
    EXPECT_NE(markdown.find("wrong-one, wrong-all give the same wrong answer"), std::string::npos);
}

// A semantic-only column (supports.semantic_only) is marked in the table of
// implementations and in every heading, with the legend that says what it means.
TEST(Matrix, SemanticOnlyColumnsAreMarked) {
    const auto s = shipped("rfc5147-eol-crlf-");
    auto m = matrix_of(s.all, {{"python", python_example}, {"counter", python_example}});
    m.columns[2].handshake.supports.semantic_only = true;
    const auto markdown = matrix_markdown(m, {});
    EXPECT_NE(markdown.find("| counter \u2020 | fragid-example-python"), std::string::npos) << markdown;
    EXPECT_NE(markdown.find("| python | fragid-example-python"), std::string::npos) << markdown;
    EXPECT_NE(markdown.find("| reference | python | counter \u2020 |"), std::string::npos) << markdown;
    EXPECT_NE(markdown.find("\n\u2020 semantic-only: the package has no fragment parser"), std::string::npos) << "a line of its own";
    m.columns[2].handshake.supports.semantic_only = false;
    EXPECT_EQ(matrix_markdown(m, {}).find("semantic-only"), std::string::npos) << "no legend without such a column";
}

TEST(Matrix, PrunedViewHasOneRowPerGroupOfIdenticalResults) {
    const auto s = shipped("rfc5147-eol-crlf-");
    const auto m = matrix_of(s.all, {{"wrong-one", test::misbehaving_adapter("ok-answer " + wrong_case)}});
    const auto groups = result_groups(m);
    // The wrong case alone, and every other case (passed by the reference, skipped by the adapter).
    ASSERT_EQ(groups.size(), 2u);
    EXPECT_EQ(groups[0].cases.size(), m.cases.size() - 1);
    EXPECT_EQ(groups[0].verdicts, (std::vector<Verdict>{Verdict::passed, Verdict::skipped}));
    ASSERT_EQ(groups[1].cases.size(), 1u);
    EXPECT_EQ(m.cases[groups[1].cases.front()]->id, wrong_case);
    EXPECT_EQ(groups[1].verdicts, (std::vector<Verdict>{Verdict::passed, Verdict::failed}));
    std::size_t total = 0;
    for (const auto& g : groups) total += g.cases.size();
    EXPECT_EQ(total, m.cases.size());
    const auto pruned = matrix_pruned_markdown(m);
    EXPECT_NE(pruned.find("| 1 | pass | **FAIL** | rfc5147 must (1) | `" + wrong_case + "` |"), std::string::npos) << pruned;
}

TEST(Matrix, TheExampleAdaptersAreColumnsToo) {
    if (!has_node()) GTEST_SKIP() << "node is not installed";
    const auto s = shipped("rfc7111-example-");
    const auto m = matrix_of(s.all, {{"python", python_example}, {"node", node_example}});
    for (std::size_t i = 0; i < m.cases.size(); ++i) {
        EXPECT_EQ(m.columns[1].summary.records[i].verdict, Verdict::skipped);  // python: rfc5147 only
        EXPECT_EQ(m.columns[2].summary.records[i].verdict, Verdict::passed) << m.cases[i]->id;
    }
    EXPECT_EQ(result_groups(m).size(), 1u);
}

TEST(Matrix, ResultsJsonReadsBackAsDeviations) {
    const auto s = shipped("rfc5147-eol-crlf-");
    const auto m = matrix_of(s.all, {{"wrong-one", test::misbehaving_adapter("ok-answer " + wrong_case)}});
    const auto json = nlohmann::json::parse(results_text(results_json(m)));
    EXPECT_EQ(json["implementations"].size(), 2u);
    EXPECT_FALSE(json.dump().find("\"seconds\"") != std::string::npos);  // nothing that changes run to run
    const auto deviations = deviations_from_results(json);
    EXPECT_EQ(deviations.implementations, std::vector<std::string>{"wrong-one"});
    const auto& verdicts = deviations.by_case.at(wrong_case);
    ASSERT_EQ(verdicts.size(), 1u);
    EXPECT_EQ(verdicts[0].verdict, "failed");
    EXPECT_NE(verdicts[0].detail.find("got ok range characters [0,0)"), std::string::npos);
    EXPECT_THROW(deviations_from_results(nlohmann::json::array()), std::runtime_error);
}

// An adapter's stderr and answers can hold any bytes: results.json is written
// with U+FFFD for what is not UTF-8 (conformance/json_text.hpp), never an
// exception at the end of a whole matrix run (issue 29, item 3).
TEST(Matrix, ResultsJsonOfAnAdapterWritingInvalidUtf8IsWritten) {
    const auto s = shipped("rfc5147-eol-crlf-");
    const auto m = matrix_of(s.all, {{"dirty", test::misbehaving_adapter("dirty " + wrong_case)}});
    std::string text;
    ASSERT_NO_THROW(text = results_text(results_json(m)));
    const auto json = nlohmann::json::parse(text);
    EXPECT_NE(text.find("\xEF\xBF\xBD"), std::string::npos) << "the invalid bytes, replaced";
    EXPECT_EQ(json["implementations"].size(), 2u);
}

// Every page is rendered from runs read back from their records (recorded_run.hpp):
// a matrix read from its results.json is the matrix that was run.
TEST(Matrix, ResultsJsonReadsBackAsTheSameMatrix) {
    const auto s = shipped("rfc5147-eol-crlf-");
    const auto m = matrix_of(s.all, {{"python", python_example}, {"wrong-one", test::misbehaving_adapter("ok-answer " + wrong_case)}});
    const auto json = results_json(m);
    std::vector<std::string> warnings;
    const auto back = matrix_of_results(nlohmann::json::parse(results_text(json)), cases_by_id(s.all), warnings);
    EXPECT_TRUE(warnings.empty());
    ASSERT_EQ(back.cases, m.cases);
    ASSERT_EQ(back.columns.size(), m.columns.size());
    EXPECT_EQ(results_json(back), json);
    for (std::size_t k = 0; k < m.columns.size(); ++k) {
        EXPECT_EQ(back.columns[k].handshake.implementation, m.columns[k].handshake.implementation);
        EXPECT_EQ(back.columns[k].summary.conformant(), m.columns[k].summary.conformant());
        for (std::size_t i = 0; i < m.cases.size(); ++i) {
            const auto& a = m.columns[k].summary.records[i];
            const auto& b = back.columns[k].summary.records[i];
            EXPECT_EQ(a.verdict, b.verdict);
            EXPECT_EQ(a.difference, b.difference) << a.c->id;
            EXPECT_EQ(a.actual, b.actual) << a.c->id;
        }
    }
    // A suite that has lost a case: its records are left out, with a warning.
    auto fewer = s.all;
    fewer.pop_back();
    EXPECT_EQ(matrix_of_results(json, cases_by_id(fewer), warnings).cases.size(), m.cases.size() - 1);
    ASSERT_EQ(warnings.size(), 3u);
    EXPECT_NE(warnings[0].find("the run of reference has 1 record of a case the suite does not have (left out)"), std::string::npos)
        << warnings[0];
    EXPECT_THROW(matrix_of_results(nlohmann::json::array(), cases_by_id(s.all), warnings), std::runtime_error);
}

TEST(Matrix, DeviationReportHasQuoteEntityExpectedAndActual) {
    const auto s = shipped("rfc5147-eol-crlf-");
    const auto m = matrix_of(s.all, {{"wrong-one", test::misbehaving_adapter("ok-answer " + wrong_case)}});
    std::vector<Problem> problems;
    const auto report = deviation_markdown(m, 1, load_catalogues(test::suite_dir, problems), "../implementations/wrong-one.html");
    EXPECT_NE(report.find("### " + wrong_case), std::string::npos) << report;
    EXPECT_NE(report.find("\u201CIndependent of the number of bytes or characters used to represent a line ending, "
                          "each line ending MUST be counted as one single character.\u201D"),
              std::string::npos);
    EXPECT_NE(report.find("section 4.1"), std::string::npos);
    EXPECT_NE(report.find("level **must**"), std::string::npos);
    EXPECT_NE(report.find("**Fragment:** `char=3`"), std::string::npos);
    EXPECT_NE(report.find("ab\u240D\u240A\ncd"), std::string::npos);  // the entity, line endings visible
    EXPECT_NE(report.find("bytes: `61 62 0d 0a 63 64`"), std::string::npos);
    EXPECT_NE(report.find("**Expected:** the position before character 3 (byte 4)"), std::string::npos);
    EXPECT_NE(report.find("**Actual:** characters 0 to 0 (bytes 0 to 0): an empty range"), std::string::npos);
    EXPECT_NE(report.find("--id " + wrong_case), std::string::npos);
    EXPECT_NE(report.find("1 failed"), std::string::npos);
    // Grouped by cause: the summary links the group, whose heading names what is wrong (one case, no cause
    // to check a hypothesis on: its symptom).
    EXPECT_NE(report.find("| 1 | [the whole selection is 3 characters too early](#1-the-whole-selection-is-3-characters-too-early) | 1 |"),
              std::string::npos) << report;
    EXPECT_NE(report.find("\n## 1. the whole selection is 3 characters too early\n"), std::string::npos);
    EXPECT_NE(report.find("[../implementations/wrong-one.html](../implementations/wrong-one.html)"), std::string::npos);
}

// A scratch suite with a fragment full of HTML's special characters.
const char* const markup_case = R"(
  - id: rfc5147-t-markup
    description: "A fragment with <&\"'> in it is a syntax error."
    spec: rfc5147
    section: "3"
    quote: "<b>not markup</b> & \"quoted\""
    level: must
    fragment: "char=<&\"'>"
    entity: {text: "a<b>\r\n"}
    expect: {status: syntax-error}
)";

TEST(MatrixCommand, EscapesHtmlAndWritesEveryFile) {
    const auto suite = test::scratch_suite("matrix-markup");
    test::write(suite / "vectors" / "t.yaml", std::string("cases:") + markup_case);
    const auto out = suite / "out";
    const auto run = test::fragid({"matrix", "--suite", suite.string(), "--impl",
                                   "wrong=" + test::misbehaving_adapter("ok-answer markup"), "--output-dir", out.string()});
    ASSERT_EQ(run.exit_code, 0) << run.err;
    for (const char* f : {"index.html", "matrix.md", "matrix-pruned.md", "matrix.html", "results.json", "deviations/wrong.md",
                          "implementations/wrong.html", "implementations.json", "badges/wrong.json"})
        EXPECT_TRUE(std::filesystem::exists(out / f)) << f;
    const auto html = test::slurp(out / "matrix.html");
    EXPECT_NE(html.find("<span class=\"mono clamp\" tabindex=\"0\">char=&lt;&amp;&quot;&#39;&gt;</span>"), std::string::npos) << html;
    EXPECT_EQ(html.find("char=<&"), std::string::npos);
    // One inline script (the optional filter), after everything the page shows.
    const auto script = html.find("<script>");
    ASSERT_NE(script, std::string::npos);
    EXPECT_EQ(html.find("<script", script + 1), std::string::npos);
    EXPECT_GT(script, html.find("id=\"pruned\""));
    EXPECT_NE(html.find("<meta name=\"viewport\""), std::string::npos);
    EXPECT_NE(html.find("title=\"expected syntax-error, got ok range characters [0,0) bytes [0,0)\""), std::string::npos);
    // The FAIL shows the answer given in the cell, once, and its word links to its group on the implementation's
    // page (a symptom: no misreading answers a syntax error with an empty range); the expected answer has its own column.
    EXPECT_NE(html.find("<td class=\"res fail\" data-impl=\"wrong\""), std::string::npos);
    EXPECT_NE(html.find("<a class=\"why\" href=\"implementations/wrong.html#answers-ok-where-the-spec-s-answer-is-syntax-error\">"
                        "<b>\u2717 FAIL</b></a><br>"
                        "<span class=\"ans clamp\" tabindex=\"0\">gave characters 0 to 0 (bytes 0 to 0): an empty range</span>"),
              std::string::npos) << html;
    EXPECT_EQ(html.find("<details><summary><span class=\"ans"), std::string::npos) << "an answer is never written twice";
    EXPECT_NE(html.find("<td class=\"exp\" data-label=\"expected\"><div class=\"exp\"><span class=\"e clamp\" tabindex=\"0\">syntax-error"),
              std::string::npos);
    EXPECT_NE(html.find("<a href=\"implementations/wrong.html\">"), std::string::npos);
    const auto report = test::slurp(out / "deviations" / "wrong.md");
    // In Markdown the quote's < and > are escaped, so a renderer shows them and makes no tags of them.
    EXPECT_NE(report.find("\u201C\\<b\\>not markup\\</b\\> & \"quoted\"\u201D"), std::string::npos) << report;
}

TEST(MatrixCommand, ExitsOneWhenTheReferenceFailsAMustCase) {
    const auto suite = test::scratch_suite("matrix-wrong-vector");
    test::write(suite / "vectors" / "t.yaml", R"(cases:
  - id: rfc5147-t-wrong
    description: A vector with a wrong expectation.
    spec: rfc5147
    section: "2.1.1"
    level: must
    fragment: "char=1"
    entity: {text: "ab"}
    expect: {status: ignored}
)");
    const auto run = test::fragid({"matrix", "--suite", suite.string(), "--impl", "py=" + python_example,
                                   "--output-dir", (suite / "out").string()});
    EXPECT_EQ(run.exit_code, 1);
    EXPECT_NE(run.err.find("the reference failed a must case: rfc5147-t-wrong"), std::string::npos) << run.err;
    EXPECT_TRUE(std::filesystem::exists(suite / "out" / "matrix.md"));
}

TEST(MatrixCommand, UsageErrorsAndHelp) {
    EXPECT_EQ(test::fragid({"matrix", "--impl", "no-equals-sign"}).exit_code, 2);
    EXPECT_EQ(test::fragid({"matrix", "--impl", "reference=fragid adapter"}).exit_code, 2);
    EXPECT_EQ(test::fragid({"matrix", "--impl", "a=x", "--impl", "a=y"}).exit_code, 2);
    EXPECT_EQ(test::fragid({"matrix", "--impl", "a=x", "--level", "mandatory"}).exit_code, 2);
    EXPECT_EQ(test::fragid({"matrix"}).exit_code, 2);  // --impl is required
    const auto help = test::fragid({"matrix", "--help"});
    EXPECT_EQ(help.exit_code, 0);
    EXPECT_NE(help.out.find("--output-dir"), std::string::npos);
    EXPECT_EQ(test::fragid({"docs", "--help"}).exit_code, 0);
}

TEST(MatrixCommand, AnAdapterThatDoesNotStartIsAColumnOfErrors) {
    const auto s = shipped("rfc5147-eol-crlf-");
    const auto m = matrix_of(s.all, {{"dead", test::misbehaving_adapter("exit-at-start")}});
    ASSERT_TRUE(m.columns[1].start_failure);
    for (const auto& r : m.columns[1].summary.records) EXPECT_EQ(r.verdict, Verdict::errored);
    const auto report = deviation_markdown(m, 1, {}, "dead.html");
    EXPECT_NE(report.find("The adapter did not start"), std::string::npos);
    EXPECT_EQ(report.find("### rfc5147-"), std::string::npos);  // not one entry per case
}

}  // namespace
}  // namespace fragid
