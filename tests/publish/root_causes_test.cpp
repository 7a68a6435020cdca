// Root causes (root_causes.hpp): each detector on records made in code, whose
// answers are what the reference answers for the fragment as a faulty reading
// would have it; an example adapter that ignores every char=; and the causes of
// the real implementations of docs/matrix/results.json.
#include <gtest/gtest.h>

#include <deque>
#include <nlohmann/json.hpp>

#include "fragid/conformance/difference.hpp"
#include "fragid/conformance/process_adapter.hpp"
#include "fragid/conformance/reference_adapter.hpp"
#include "fragid/publish/recorded_run.hpp"
#include "fragid/publish/root_causes.hpp"
#include "../cli/run_fragid.hpp"
#include "../conformance/support.hpp"

namespace fragid {
namespace {

using namespace conformance;
using namespace publish;

// One implementation's run made in code: cases whose expected answer is the
// reference's, and answers given as outcomes or as "what the reference answers
// for this other fragment".
class MadeRun {
public:
    MadeRun() { reference_.start(); }

    const Case& add(Spec spec, std::string fragment, std::string entity, std::optional<std::string> charset = {}) {
        Case c;
        c.id = std::string(describe(spec).id_prefix) + "t-" + std::to_string(cases_.size());
        c.spec = spec;
        c.entity.bytes = std::move(entity);
        c.entity.charset = std::move(charset);
        ResolveCheck check;
        check.fragment = fragment;
        check.acceptable = {reference(c, fragment)};
        c.check = std::move(check);
        return cases_.emplace_back(std::move(c));
    }
    const Case& text(std::string fragment, std::string entity) { return add(Spec::rfc5147, std::move(fragment), std::move(entity)); }
    const Case& csv(std::string fragment, std::string entity) { return add(Spec::rfc7111, std::move(fragment), std::move(entity)); }

    Outcome reference(const Case& c, const std::string& fragment) {
        return *reference_.run(Request{c.id, c.spec, fragment, c.entity.view()}).outcome();
    }

    void answer(const Case& c, Outcome actual) {
        CaseRecord r;
        r.c = &c;
        r.difference = difference(*c.resolves(), actual, true);
        r.verdict = r.difference ? Verdict::failed : Verdict::passed;
        r.actual = std::move(actual);
        column.summary.records.push_back(std::move(r));
    }
    void answer_as(const Case& c, const std::string& fragment) { answer(c, reference(c, fragment)); }
    void right(const Case& c) { answer_as(c, c.resolves()->fragment); }
    void no_answer(const Case& c) {
        CaseRecord r;
        r.c = &c;
        r.verdict = Verdict::errored;
        r.detail = "it threw";
        column.summary.records.push_back(std::move(r));
    }

    std::vector<RootCause> causes() { return root_causes(column); }
    MatrixColumn column;

private:
    std::deque<Case> cases_;
    ReferenceAdapter reference_;
};

const std::string lines = "one\ntwo\nthree\n";
const std::string table = "h1,h2\r\na,b\r\nc,d\r\ne,f\r\n";

TEST(RootCauses, AWholeSchemeAnsweredIgnoredIsOneGroup) {
    MadeRun run;
    const auto& position = run.text("char=1", lines);
    const auto& range = run.text("char=2,4", lines);
    const auto& inverted = run.text("char=5,1", lines);  // ignored by the spec too: consistent, passed
    const auto& line = run.text("line=1", lines);
    for (const auto* c : {&position, &range, &inverted}) run.answer(*c, Unresolved{Status::ignored});
    run.right(line);
    const auto causes = run.causes();
    ASSERT_EQ(causes.size(), 1u);
    EXPECT_EQ(causes[0].kind, "scheme-not-implemented");
    EXPECT_EQ(causes[0].anchor, "char-not-implemented");
    EXPECT_EQ(causes[0].records.size(), 2u);
    EXPECT_NE(causes[0].statement.find("every `char=` fragment it answered (3 of 3), 2 of which identify"), std::string::npos)
        << causes[0].statement;
    EXPECT_NE(causes[0].statement.find("`char=` appears not to be implemented"), std::string::npos);
}

TEST(RootCauses, OneSchemeFragmentAnsweredIsNoSchemeCause) {
    MadeRun run;
    const auto& a = run.text("char=1", lines);
    const auto& b = run.text("char=2,4", lines);
    run.answer(a, Unresolved{Status::ignored});
    run.right(b);  // char= works here: the hypothesis fails, the wrong answer stays a symptom
    const auto causes = run.causes();
    ASSERT_EQ(causes.size(), 1u);
    EXPECT_TRUE(causes[0].symptom());
    EXPECT_EQ(causes[0].statement, "answers \u201Cignored\u201D where the spec's answer is \u201Cok\u201D");
}

TEST(RootCauses, IntegrityChecksNotEvaluated) {
    MadeRun run;
    const auto& failing = run.text("char=0,2;length=99", "abc");
    const auto& md5 = run.text("line=0,1;md5=00000000000000000000000000000000", lines);
    const auto& passing = run.text("char=0,2;length=3", "abc");
    run.answer_as(failing, "char=0,2");
    run.answer_as(md5, "line=0,1");
    run.right(passing);
    const auto causes = run.causes();
    ASSERT_EQ(causes.size(), 1u);
    EXPECT_EQ(causes[0].kind, "integrity-not-evaluated");
    EXPECT_EQ(causes[0].records.size(), 2u);
    EXPECT_NE(causes[0].statement.find("(2 of 2)"), std::string::npos);
}

TEST(RootCauses, StarNotImplemented) {
    MadeRun run;
    const auto& star = run.csv("row=*", table);
    const auto& to_star = run.csv("row=2-*", table);
    const auto& col_star = run.csv("col=*", table);
    const auto& row = run.csv("row=2", table);
    const auto& col = run.csv("col=1", table);
    for (const auto* c : {&star, &to_star, &col_star}) run.answer(*c, Unresolved{Status::ignored});
    run.right(row);
    run.right(col);
    const auto causes = run.causes();
    ASSERT_EQ(causes.size(), 1u);
    EXPECT_EQ(causes[0].anchor, "star-not-implemented");
    EXPECT_NE(causes[0].statement.find("every fragment with `*` (3 of 3)"), std::string::npos) << causes[0].statement;
}

TEST(RootCauses, MalformedFragmentsNotRecognised) {
    MadeRun run;
    const auto& accepted = run.text("line=1x", lines);
    const auto& thrown = run.text("line=,", lines);
    const auto& rejected = run.text("line=-1", lines);
    run.answer_as(accepted, "line=1");
    run.no_answer(thrown);
    run.right(rejected);
    const auto causes = run.causes();
    ASSERT_EQ(causes.size(), 1u);
    EXPECT_EQ(causes[0].anchor, "malformed-accepted-rfc5147");
    EXPECT_EQ(causes[0].statement.rfind("identifies something for 1 and gives no answer to 1 of the 3 malformed", 0), 0u)
        << causes[0].statement;
    EXPECT_NE(causes[0].statement.find("RFC 5147 s.4.4"), std::string::npos);
}

TEST(RootCauses, AHeaderRowNotCountedIsAShiftOfOne) {
    MadeRun run;
    for (const auto* f : {"row=1", "row=2", "row=3"}) run.answer_as(run.csv(f, table), "row=" + std::to_string(f[4] - '0' + 1));
    const auto& beyond = run.csv("row=4", table);
    run.answer(beyond, Unresolved{Status::ignored});  // row 5 does not exist: as the shift predicts
    const auto causes = run.causes();
    ASSERT_EQ(causes.size(), 1u);
    EXPECT_EQ(causes[0].anchor, "row-number-shift");
    EXPECT_EQ(causes[0].records.size(), 4u);
    EXPECT_NE(causes[0].statement.find("`row=N` as fragid answers `row=N+1` for every single number it answered (4 of 4)"),
              std::string::npos) << causes[0].statement;
    EXPECT_NE(causes[0].statement.find("as if the first row (a header) were not counted"), std::string::npos);
}

TEST(RootCauses, LinesCountedFromOne) {
    MadeRun run;
    run.answer_as(run.text("line=1", lines), "line=0");
    run.answer_as(run.text("line=2", lines), "line=1");
    run.answer_as(run.text("line=3", lines), "line=2");
    const auto causes = run.causes();
    ASSERT_EQ(causes.size(), 1u);
    EXPECT_EQ(causes[0].anchor, "line-number-shift");
    EXPECT_NE(causes[0].statement.find("as if lines were counted from 1"), std::string::npos) << causes[0].statement;
}

// One wrong answer fits some shift by chance: a shift is stated only when it was
// checked on several cases.
TEST(RootCauses, OneWrongNumberIsNoShift) {
    MadeRun run;
    run.answer_as(run.text("char=3", lines), "char=0");
    run.right(run.text("line=1", lines));
    const auto causes = run.causes();
    ASSERT_EQ(causes.size(), 1u);
    EXPECT_TRUE(causes[0].symptom()) << causes[0].statement;
}

TEST(RootCauses, AShiftThatFailsOnceIsNoCause) {
    MadeRun run;
    run.answer_as(run.text("line=1", lines), "line=0");
    run.right(run.text("line=2", lines));
    EXPECT_TRUE(run.causes().at(0).symptom());
}

TEST(RootCauses, RangesReadAsTheirStartBuildOnTheShift) {
    MadeRun run;
    run.answer_as(run.csv("row=1", table), "row=2");
    run.answer_as(run.csv("row=2", table), "row=3");
    run.answer_as(run.csv("row=3", table), "row=4");
    run.answer_as(run.csv("row=1-3", table), "row=2");
    run.answer_as(run.csv("row=2-4", table), "row=3");
    run.answer_as(run.csv("row=1;3", table), "row=2");
    run.answer_as(run.csv("row=2;1", table), "row=3");
    const auto causes = run.causes();
    ASSERT_EQ(causes.size(), 3u);
    EXPECT_EQ(causes[0].anchor, "row-number-shift");
    EXPECT_EQ(causes[1].anchor, "row-range-read-as-start");
    EXPECT_NE(causes[1].statement.find("as fragid answers `row=a+1` (2 of 2)"), std::string::npos) << causes[1].statement;
    EXPECT_EQ(causes[2].anchor, "row-first-selection-only");
    EXPECT_EQ(causes[2].records.size(), 2u);
}

TEST(RootCauses, TextRangesAnsweredAsAPosition) {
    MadeRun run;
    run.answer_as(run.text("line=0,2", lines), "line=0");
    run.answer_as(run.text("line=,2", lines), "line=0");
    run.answer_as(run.text("line=1,", lines), "line=1");
    run.right(run.text("line=1,1", lines));  // an empty range is a position: consistent
    const auto causes = run.causes();
    ASSERT_EQ(causes.size(), 1u);
    EXPECT_EQ(causes[0].anchor, "line-range-read-as-start");
    EXPECT_NE(causes[0].statement.find("(4 of 4): the end of a range is ignored"), std::string::npos) << causes[0].statement;
}

TEST(RootCauses, NumbersPastTheEndThatFail) {
    MadeRun run;
    run.no_answer(run.text("char=7", "abc"));
    run.no_answer(run.text("char=1,9", "abc"));
    run.right(run.text("char=3", "abc"));  // the end itself is fine
    run.right(run.text("char=9,1", "abc"));  // ignored by the spec (inverted): not a case of the hypothesis
    auto causes = run.causes();
    ASSERT_EQ(causes.size(), 1u);
    EXPECT_EQ(causes[0].anchor, "char-past-end-errors");
    EXPECT_NE(causes[0].statement.find("with a number greater than the number of characters in the text (2 of 2)"),
              std::string::npos) << causes[0].statement;
}

TEST(RootCauses, CrLfCountedAsTwoCharacters) {
    MadeRun run;
    const std::string text = "ab\r\ncd\r\nef";  // characters: a b CRLF c d CRLF e f
    run.answer_as(run.text("char=5", text), "char=4");  // 5 units in: before d, fragid's 4
    run.answer_as(run.text("char=8,9", text), "char=6,7");
    run.right(run.text("char=1", text));  // before any CR LF: alike
    const auto causes = run.causes();
    ASSERT_EQ(causes.size(), 1u);
    EXPECT_EQ(causes[0].anchor, "crlf-two-characters");
    EXPECT_NE(causes[0].statement.find("(3 of 3)"), std::string::npos) << causes[0].statement;
}

TEST(RootCauses, Utf16CodeUnits) {
    MadeRun run;
    const std::string text = "a\xF0\x9F\x98\x80" "b";  // a, U+1F600, b: UTF-16 units 0 1 3 4
    run.no_answer(run.add(Spec::rfc5147, "char=2", text, "UTF-8"));
    run.answer_as(run.add(Spec::rfc5147, "char=3", text, "UTF-8"), "char=2");
    run.right(run.add(Spec::rfc5147, "char=1", text, "UTF-8"));
    const auto causes = run.causes();
    ASSERT_EQ(causes.size(), 1u) << causes.back().statement;
    EXPECT_EQ(causes[0].anchor, "utf16-code-units");
}

TEST(RootCauses, BlankLinesNotCountedAsRows) {
    MadeRun run;
    const std::string blank = "a\r\n\r\nb\r\nc\r\n";  // rows: a, (blank), b, c
    run.answer_as(run.csv("row=2", blank), "row=3");
    run.answer_as(run.csv("row=3", blank), "row=4");
    run.right(run.csv("row=1", blank));
    const auto causes = run.causes();
    ASSERT_EQ(causes.size(), 1u);
    EXPECT_EQ(causes[0].anchor, "blank-lines-skipped");
}

// A case two causes explain is in the more general one's group only.
TEST(RootCauses, AnEarlierCauseKeepsItsCases) {
    MadeRun run;
    run.answer(run.text("char=1", lines), Unresolved{Status::ignored});
    run.answer(run.text("char=9", lines), Unresolved{Status::ignored});
    const auto causes = run.causes();
    ASSERT_EQ(causes.size(), 1u);
    EXPECT_EQ(causes[0].kind, "scheme-not-implemented");
}

// The "done when": an example adapter that ignores every char= without
// declaring it gets one group that says so, first, and it holds every case it
// got wrong.
TEST(RootCauses, TheExampleAdapterWithoutCharIsOneGroupFirst) {
    std::vector<Case> cases;
    for (auto& file : load_vectors(test::suite_dir))
        for (auto& c : file.cases)
            if (c.spec == Spec::rfc5147) cases.push_back(std::move(c));
    std::vector<const Case*> selected;
    for (const auto& c : cases) selected.push_back(&c);
    ProcessOptions p;
    p.command = "python3 " + (test::source_dir / "tests/publish/char_ignoring_adapter.py").string();
    p.timeout = std::chrono::milliseconds(5000);
    p.schema_dir = test::suite_dir / "schema" / "protocol";
    ProcessAdapter adapter(p);
    const auto column = run_column("no-char", p.command, false, adapter, matrix_order(selected), 2);
    const auto causes = root_causes(column);
    ASSERT_FALSE(causes.empty());
    EXPECT_EQ(causes[0].anchor, "char-not-implemented");
    EXPECT_NE(causes[0].statement.find("`char=` appears not to be implemented"), std::string::npos);
    std::size_t deviating = 0, with_char = 0;
    for (const auto& r : column.summary.records) {
        if (r.verdict == Verdict::passed || r.verdict == Verdict::skipped) continue;
        ++deviating;
        with_char += r.c->resolves() && r.c->resolves()->fragment.find("char=") != std::string::npos;
    }
    EXPECT_GT(causes[0].records.size(), 50u);
    EXPECT_GE(causes[0].records.size() + 5, with_char) << "nearly every deviating char= case is in the group";
    EXPECT_LE(causes[0].records.size(), deviating);
}

// The reports of docs/matrix/deviations/ come from these: every group of a real
// implementation holds a case no more general cause explains, no case is in two
// groups, and the groups run from the most general kind to the narrowest.
struct Real {
    std::vector<Case> cases;
    Matrix matrix;
};
const Real& real() {
    static const Real r = [] {
        Real out;
        out.cases = test::shipped_cases();
        std::vector<const Case*> all;
        for (const auto& c : out.cases) all.push_back(&c);
        std::vector<std::string> warnings;
        out.matrix = matrix_of_results(nlohmann::json::parse(test::slurp(test::source_dir / "docs/matrix/results.json")),
                                       cases_by_id(all), warnings);
        return out;
    }();
    return r;
}

std::size_t order_of(const std::string& kind) {
    const auto& rows = detectors();
    for (std::size_t i = 0; i < rows.size(); ++i)
        if (rows[i].kind == kind) return i;
    return rows.size();  // the symptoms, last
}

TEST(RootCauses, NoGroupOfARealReportIsExplainedByAMoreGeneralOne) {
    for (const auto& column : real().matrix.columns) {
        const auto causes = root_causes(column);
        std::set<std::string> seen_anchor;
        for (std::size_t g = 0; g < causes.size(); ++g) {
            const auto& cause = causes[g];
            EXPECT_FALSE(cause.records.empty()) << column.name << ": " << cause.anchor;
            EXPECT_TRUE(seen_anchor.insert(cause.anchor).second) << column.name << ": " << cause.anchor;
            if (g > 0) {
                EXPECT_LE(order_of(causes[g - 1].kind), order_of(cause.kind)) << column.name << ": " << cause.anchor;
            }
            for (std::size_t f = 0; f < g; ++f) {
                if (causes[f].kind == cause.kind) continue;
                for (const auto* r : cause.records) {
                    // A producer case may be in two groups, each explaining other fragments of it.
                    if (r->c->produces()) continue;
                    EXPECT_FALSE(causes[f].explains.contains(r))
                        << column.name << ": " << r->c->id << " of " << cause.anchor << " is explained by " << causes[f].anchor;
                }
            }
        }
        // Every case that did not pass is in a group.
        std::size_t deviating = 0;
        std::set<const CaseRecord*> grouped;
        for (const auto& cause : causes) grouped.insert(cause.records.begin(), cause.records.end());
        for (const auto& r : column.summary.records) deviating += r.verdict != Verdict::passed && r.verdict != Verdict::skipped;
        if (!column.start_failure) {
            EXPECT_EQ(grouped.size(), deviating) << column.name;
        }
    }
}

// What the closing note of issue 33 reports: the causes of each real implementation.
TEST(RootCauses, TheRealImplementationsHaveTheirCauses) {
    std::map<std::string, std::vector<std::string>> anchors;
    for (const auto& column : real().matrix.columns)
        for (const auto& cause : root_causes(column)) anchors[column.name].push_back(cause.anchor);
    const auto has = [&](const std::string& name, const std::string& anchor) {
        const auto& list = anchors[name];
        return std::find(list.begin(), list.end(), anchor) != list.end();
    };
    // The file editor declares `line=` only and the CSV viewer `row=` only (supports.schemes):
    // the schemes they leave out are skipped, so no cause says they are not implemented.
    EXPECT_FALSE(has("jupyterlab-fileeditor", "char-not-implemented"));
    EXPECT_TRUE(has("jupyterlab-fileeditor", "line-range-read-as-start"));
    EXPECT_TRUE(has("jupyterlab-fileeditor", "line-past-end-errors"));
    EXPECT_FALSE(has("jupyterlab-csvviewer", "col-not-implemented"));
    EXPECT_FALSE(has("jupyterlab-csvviewer", "cell-not-implemented"));
    EXPECT_TRUE(has("jupyterlab-csvviewer", "row-number-shift"));
    EXPECT_TRUE(has("apache-annotator-selector", "char-past-end-errors"));
    EXPECT_TRUE(has("dom-anchor-text-position", "utf16-code-units"));
    EXPECT_TRUE(has("jupyterlab-rendermime", "crlf-two-characters"));
    EXPECT_TRUE(has("rdf-parser-csvw", "quoted-line-breaks-as-rows"));
    EXPECT_TRUE(has("zazuko-rdf-parser-csvw", "blank-lines-skipped"));
}

}  // namespace
}  // namespace fragid
