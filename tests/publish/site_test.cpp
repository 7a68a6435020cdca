// The site of docs/matrix/ (publish/site.hpp), rendered from the committed
// results.json: that the committed files are current, that the links a
// maintainer follows from a FAIL land somewhere (its group, its edge-case
// entry), and the files for programs. How the pages look is tests/browser's.
#include <gtest/gtest.h>

#include <algorithm>
#include <nlohmann/json.hpp>
#include <regex>
#include <set>

#include "fragid/conformance/baseline.hpp"
#include "fragid/conformance/json_schema.hpp"
#include "fragid/conformance/triage.hpp"
#include "fragid/publish/recorded_run.hpp"
#include "fragid/publish/site.hpp"
#include "../cli/run_fragid.hpp"
#include "../conformance/support.hpp"

namespace fragid {
namespace {

using namespace conformance;
using namespace publish;
namespace fs = std::filesystem;

const fs::path site_dir = test::source_dir / "docs" / "matrix";

struct ShippedSite {
    std::vector<Case> cases;
    SiteInputs inputs;
    std::map<std::string, std::string> files;  // path -> text
};

// What `fragid docs --playground built` adds: the WebAssembly module (fragid-wasm.js), the build's,
// never committed (.gitignore): its text here is a stand-in.
const std::string module_stand_in = "// the WebAssembly module (wasm/fragid-wasm.js)\n";

// Each implementation's triage, as fragid docs reads it from adapters/matrix.tsv.
std::map<std::string, ImplementationTriage> committed_triage() {
    return triage_of_adapters_table(test::source_dir / "adapters" / "matrix.tsv", test::source_dir,
                                    JsonSchema::from_file(test::suite_dir / "schema" / "triage.schema.json"));
}

const ShippedSite& shipped_site() {
    static const ShippedSite s = [] {
        ShippedSite out;
        out.cases = test::shipped_cases();
        for (const auto& c : out.cases) out.inputs.cases.push_back(&c);
        std::vector<Problem> problems;
        out.inputs.catalogues = load_catalogues(test::suite_dir, problems);
        out.inputs.interpretations = load_interpretations(test::source_dir / "docs");
        std::vector<std::string> warnings;
        out.inputs.matrix = matrix_of_results(nlohmann::json::parse(test::slurp(site_dir / "results.json")),
                                              cases_by_id(out.inputs.cases), warnings);
        // Exactly what `fragid docs` renders from the source tree: the triage files, and no module.
        out.inputs.triage = committed_triage();
        for (auto& f : matrix_site(out.inputs)) out.files[f.path] = std::move(f.text);
        return out;
    }();
    return s;
}

const std::string& page(const std::string& path) {
    const auto it = shipped_site().files.find(path);
    if (it == shipped_site().files.end()) throw std::runtime_error(path + " is not a file of the site");
    return it->second;
}

bool has_id(const std::string& html, const std::string& id) { return html.find("id=\"" + id + "\"") != std::string::npos; }

TEST(Site, TheCommittedSiteIsCurrent) {
    for (const auto& [path, text] : shipped_site().files) {
        EXPECT_TRUE(test::slurp(site_dir / path) == text)
            << "docs/matrix/" << path << " is out of date: run fragid docs (from the source tree)";
    }
    // Nothing in a generated folder that the site no longer has.
    for (const auto& dir : generated_directories())
        for (const auto& entry : fs::directory_iterator(site_dir / dir)) {
            const auto path = fs::relative(entry.path(), site_dir).string();
            EXPECT_TRUE(shipped_site().files.contains(path)) << "docs/matrix/" << path << " is no longer generated";
        }
    EXPECT_FALSE(fs::exists(test::source_dir / "docs" / "edge-cases.html")) << "the edge cases are docs/matrix/edge-cases/ now";
}

// Every FAIL and no-answer cell links to a group of the implementation's page,
// and that group exists: the reason is one click from the cell (issue 33).
TEST(Site, EveryFailCellLinksToItsGroup) {
    const auto& matrix = page("matrix.html");
    const std::regex cell(
        R"re(<td class="res (fail|broken)[^"]*" data-impl="([^"]*)"[^>]*><div class="res">(<a class="why" href="([^"#]*)#([^"]*)">)?)re");
    std::size_t cells = 0;
    for (std::sregex_iterator it(matrix.begin(), matrix.end(), cell), end; it != end; ++it) {
        ++cells;
        const auto& m = *it;
        ASSERT_TRUE(m[3].matched) << "a " << m[1] << " cell of " << m[2] << " with no link to its cause";
        EXPECT_TRUE(has_id(page(m[4]), m[5])) << m[4] << " has no group #" << m[5];
    }
    EXPECT_GT(cells, 100u);  // 152 in the committed site
}

// The edge-case pages' "try it" panel (publish/src/site/playground.hpp): only in a site that has
// the module beside its pages, hidden until its script has loaded it; each entry's case is there for
// its button, its entity as hex where a textarea would not give its bytes back (CR, a BOM). The
// committed site has no module, so no page of it asks for one (no missing file, issue 39).
TEST(Site, TheEdgeCasePagesHaveAPlaygroundOnlyWithTheModule) {
    for (const auto& [path, text] : shipped_site().files) {
        EXPECT_NE(path, "fragid-wasm.js");
        EXPECT_EQ(text.find("fragid-wasm.js"), std::string::npos) << path << " asks for a module the site has not";
        EXPECT_EQ(text.find("id=\"playground\""), std::string::npos) << path;
    }
    auto inputs = shipped_site().inputs;
    inputs.playground_script = module_stand_in;
    std::map<std::string, std::string> with;
    for (auto& f : matrix_site(inputs)) with[f.path] = std::move(f.text);
    EXPECT_EQ(with.at("fragid-wasm.js"), module_stand_in);
    // Only the edge-case pages differ, and the module is added.
    for (const auto& [path, text] : with)
        if (!path.starts_with("edge-cases/") && path != "fragid-wasm.js") {
            EXPECT_EQ(text, page(path)) << path;
        }
    const auto edge_page = [&](const std::string& spec) -> const std::string& { return with.at("edge-cases/" + spec + ".html"); };
    for (const char* spec : {"rfc5147", "rfc7111", "wilde"}) {
        const auto& edge = edge_page(spec);
        EXPECT_NE(edge.find("<section id=\"playground\" class=\"noprint\" hidden data-module=\"../fragid-wasm.js\">"),
                  std::string::npos) << spec;
        EXPECT_NE(edge.find(std::string("<option value=\"") + spec + "\" data-media-type"), std::string::npos) << spec;
        const auto start = edge.find("<script type=\"application/json\" id=\"playground-cases\">");
        ASSERT_NE(start, std::string::npos) << spec;
        const auto json_start = edge.find('>', start) + 1;
        const auto cases = nlohmann::json::parse(edge.substr(json_start, edge.find("</script>", json_start) - json_start));
        std::size_t entries = 0;
        for (auto at = edge.find("<section class=\"entry\" id=\""); at != std::string::npos;
             at = edge.find("<section class=\"entry\" id=\"", at + 1), ++entries) {
            const auto id_start = at + std::string_view("<section class=\"entry\" id=\"").size();
            EXPECT_TRUE(cases.contains(edge.substr(id_start, edge.find('"', id_start) - id_start))) << spec;
        }
        EXPECT_EQ(cases.size(), entries) << spec;
    }
    const auto& edge = edge_page("rfc5147");
    const auto json_start = edge.find('>', edge.find("id=\"playground-cases\"")) + 1;
    const auto cases = nlohmann::json::parse(edge.substr(json_start, edge.find("</script>", json_start) - json_start));
    EXPECT_EQ(cases["rfc5147-eol-crlf-never-split"],
              (nlohmann::json{{"spec", "rfc5147"}, {"fragment", "char=2"}, {"hex", "61 0D 0A"}, {"charset", "US-ASCII"},
                              {"lineEndings", "CRLF"}}));
    EXPECT_EQ(cases["rfc5147-charset-utf8-astral-one-character"]["text"], "a\xF0\x9F\x98\x80" "b");
}

// A case of an edge-case page is linked from its matrix row and links back.
TEST(Site, MatrixRowsAndEdgeEntriesLinkEachOther) {
    const auto& matrix = page("matrix.html");
    const std::regex edge(R"re(<a class="tag" href="(edge-cases/[a-z0-9]+\.html)#([^"]*)")re");
    std::size_t links = 0;
    for (std::sregex_iterator it(matrix.begin(), matrix.end(), edge), end; it != end; ++it, ++links) {
        const auto& entry_page = page((*it)[1]);
        EXPECT_TRUE(has_id(entry_page, (*it)[2])) << (*it)[1] << " has no entry #" << (*it)[2];
        EXPECT_NE(entry_page.find("href=\"../matrix.html#case-" + std::string((*it)[2]) + "\""), std::string::npos);
    }
    EXPECT_GT(links, 300u);
    // '#' in a fragment: RFC 7111's vectors about it are on its page, and findable (issue 33).
    EXPECT_TRUE(has_id(page("edge-cases/rfc7111.html"), "rfc7111-syntax-hash-inside"));
    EXPECT_TRUE(has_id(page("edge-cases/rfc5147.html"), "rfc5147-syntax-number-sign-inside"));
}

TEST(Site, AnEdgeCaseDeviationLinksToItsGroup) {
    const auto& edge = page("edge-cases/rfc5147.html");
    const std::regex badge(R"re(<a class="badge dev" title="[^"]*" href="\.\./(implementations/[^"#]*)#([^"]*)">)re");
    std::size_t links = 0;
    for (std::sregex_iterator it(edge.begin(), edge.end(), badge), end; it != end; ++it, ++links)
        EXPECT_TRUE(has_id(page((*it)[1]), (*it)[2])) << (*it)[1] << "#" << (*it)[2];
    EXPECT_GT(links, 50u);
    // Interpretation headings keep their code as code, not as backticks (issue 33).
    EXPECT_EQ(edge.find("(level `erratum`)"), std::string::npos);
    EXPECT_NE(edge.find("(level <code>erratum</code>)"), std::string::npos);
    // An entry no implementation ran names none; the page says how many once.
    EXPECT_EQ(page("edge-cases/wilde.html").find("<strong>Implementations:</strong>"), std::string::npos);
    EXPECT_NE(page("edge-cases/wilde.html").find("were run by no implementation of the matrix"), std::string::npos);
    EXPECT_NE(edge.find("<div id=\"search\""), std::string::npos);
    // The bugs of issue 19 stay fixed: raw Markdown in the intro, a doubled parenthesis, control pictures
    // (which need a font) instead of badges; and the identified span is marked.
    EXPECT_EQ(edge.substr(0, edge.find("id=\"contents\"")).find('`'), std::string::npos);
    EXPECT_EQ(edge.find("(the default))"), std::string::npos);
    EXPECT_NE(edge.find("<code>impl-defined</code>"), std::string::npos);
    EXPECT_EQ(edge.find("\u240D"), std::string::npos);
    EXPECT_NE(edge.find("<mark>"), std::string::npos);
    EXPECT_NE(edge.find("<a href=\"#s-rfc5147-4-1\">s.4.1"), std::string::npos);
    EXPECT_NE(edge.find("<h3 id=\"s-rfc5147-4-1\">"), std::string::npos);
}

// What a maintainer reads: one group per cause, first the most general, each
// with a sentence of the spec (never the s.4 preamble), its smallest case in
// full and every case, and nothing said twice.
TEST(Site, TheFileEditorsPageLeadsWithItsCause) {
    const auto& html = page("implementations/jupyterlab-fileeditor.html");
    const auto causes = html.find("<ol class=\"causes\">");
    ASSERT_NE(causes, std::string::npos);
    // Its adapter declares `line=` only (supports.schemes): said as a declaration, its code
    // marked as code, before the causes; no group of failures for the scheme it left out.
    const auto declared = html.find("RFC 5147: implements <code>line=</code> only");
    ASSERT_NE(declared, std::string::npos);
    EXPECT_LT(declared, causes);
    EXPECT_EQ(html.find("char-not-implemented"), std::string::npos);
    EXPECT_NE(html.find("<li><a href=\"#rfc5147-range-end-ignored\">", causes), std::string::npos);
    EXPECT_EQ(html.find("<details"), std::string::npos) << "nothing folded, so nothing printed twice";
    for (const auto& [path, text] : shipped_site().files)
        EXPECT_EQ(text.find("MUST behave as described in the following sections"), std::string::npos) << path;
}

// Two clicks from the index to the reason for any FAIL: the implementation's
// page, then its group (each group is listed at the top of the page).
TEST(Site, TheIndexLeadsToEveryImplementationAndItsCauses) {
    const auto& index = page("index.html");
    // The counts are the suite's own (it grows), each kind counted apart.
    const auto& cases = shipped_site().inputs.matrix.cases;
    const auto producers = static_cast<std::size_t>(std::count_if(cases.begin(), cases.end(), [](const auto* c) { return c->produces(); }));
    ASSERT_GT(producers, 0u);
    ASSERT_LT(producers, cases.size());
    EXPECT_NE(index.find(std::to_string(cases.size()) + " cases: " + std::to_string(cases.size() - producers) +
                         " vectors that resolve a fragment, and " + std::to_string(producers) + " producer cases"),
              std::string::npos);
    for (const auto& column : shipped_site().inputs.matrix.columns) {
        if (column.reference) continue;
        const auto path = "implementations/" + implementation_file_stem(column.name) + ".html";
        EXPECT_NE(index.find("href=\"" + path + "\""), std::string::npos) << path;
        const auto& impl = page(path);
        const std::regex listed(R"re(<li><a href="#([^"]*)">)re");
        for (std::sregex_iterator it(impl.begin(), impl.end(), listed), end; it != end; ++it)
            EXPECT_TRUE(has_id(impl, (*it)[1])) << path << "#" << (*it)[1];
    }
}

TEST(Site, ImplementationsJsonAndBadges) {
    const auto json = nlohmann::json::parse(page("implementations.json"));
    EXPECT_EQ(json["format"], "fragid-implementations");
    ASSERT_EQ(json["implementations"].size(), shipped_site().inputs.matrix.columns.size() - 1);
    for (const auto& impl : json["implementations"]) {
        for (const char* key : {"name", "version", "language", "specs", "counts", "totals", "causes", "link", "badge"})
            EXPECT_TRUE(impl.contains(key)) << impl["name"] << " has no " << key;
        EXPECT_TRUE(shipped_site().files.contains(impl["link"].get<std::string>()));
        const auto badge = nlohmann::json::parse(page(impl["badge"].get<std::string>()));
        EXPECT_EQ(badge["schemaVersion"], 1);
        EXPECT_EQ(badge["label"], "fragid");
        EXPECT_TRUE(badge["message"].is_string() && badge["color"].is_string());
    }
    const auto& fileeditor = *std::find_if(json["implementations"].begin(), json["implementations"].end(),
                                           [](const auto& i) { return i["name"] == "jupyterlab-fileeditor"; });
    EXPECT_EQ(fileeditor["package"], "@jupyterlab/fileeditor");
    // Its char= cases are skipped by its declaration (supports.schemes), so they fail no more.
    EXPECT_EQ(fileeditor["counts"]["rfc5147"]["must"]["failed"], 28);
    EXPECT_EQ(fileeditor["causes"][0]["link"], "implementations/jupyterlab-fileeditor.html#rfc5147-range-end-ignored");
    EXPECT_EQ(fileeditor["causes"][0]["misreadings"], nlohmann::json::array({"rfc5147-range-end-ignored"}));
    EXPECT_EQ(nlohmann::json::parse(page("badges/jupyterlab-fileeditor.json"))["color"], "red");
    EXPECT_EQ(nlohmann::json::parse(page("badges/python-example.json"))["color"], "brightgreen");
}

// Every case id a page shows is a link to its case's section (issue 39): an id in <code> sits in
// a link whose target is its section on its case page (or, on that page, the section itself).
TEST(Site, EveryCaseIdLinksToItsCase) {
    std::set<std::string> ids;
    for (const auto* c : shipped_site().inputs.cases) ids.insert(c->id);
    const std::regex code(R"re(<code[^>]*>([a-z0-9][a-z0-9-]*)</code>)re");
    const std::regex to_case(R"re(href="(?:\.\./)?(cases/[^"#]+\.html)#([^"]+)")re");
    std::size_t shown = 0, links = 0;
    for (const auto& [path, text] : shipped_site().files) {
        if (!path.ends_with(".html")) continue;
        for (std::sregex_iterator it(text.begin(), text.end(), code), end; it != end; ++it) {
            const std::string id = (*it)[1];
            if (!ids.contains(id)) continue;
            ++shown;
            // The link it is in: the last <a before it, not closed before it.
            const auto at = static_cast<std::size_t>(it->position(0));
            const auto open = text.rfind("<a ", at);
            const auto close = text.rfind("</a>", at);
            const bool inside = open != std::string::npos && (close == std::string::npos || close < open);
            const auto tag = inside ? text.substr(open, text.find('>', open) - open) : std::string();
            const bool there = tag.find("cases/" ) != std::string::npos ? tag.find("#" + id + "\"") != std::string::npos
                                                                          : path.starts_with("cases/") && tag.find("href=\"#" + id + "\"") != std::string::npos;
            EXPECT_TRUE(there) << path << ": " << id << " is not linked to its case (" << tag << ")";
        }
        for (std::sregex_iterator it(text.begin(), text.end(), to_case), end; it != end; ++it, ++links)
            EXPECT_TRUE(has_id(page((*it)[1]), (*it)[2])) << path << ": " << (*it)[1] << " has no #" << (*it)[2];
    }
    EXPECT_GT(shown, 1000u);
    EXPECT_GT(links, 1000u);
}

// Every case an implementation fails, or gives no answer for, has its entity drawn on the site, in
// its case's section (issue 39: 69 of 133 failing ids had no entity anywhere).
TEST(Site, EveryFailingCaseHasItsEntityOnTheSite) {
    std::size_t failing = 0;
    for (const auto& column : shipped_site().inputs.matrix.columns)
        for (const auto& r : column.summary.records) {
            const auto kind = cell_kind(r.verdict);
            if (kind != CellKind::fail && kind != CellKind::broken) continue;
            ++failing;
            const auto& html = page(case_page_file(*r.c));
            const auto start = html.find("<section class=\"case\" id=\"" + r.c->id + "\">");
            ASSERT_NE(start, std::string::npos) << r.c->id;
            const auto section = html.substr(start, html.find("</section>", start) - start);
            EXPECT_NE(section.find("<pre class=\"drawing\">"), std::string::npos) << r.c->id << " has no drawing";
            EXPECT_NE(section.find(column.name), std::string::npos) << r.c->id << " does not name " << column.name;
        }
    EXPECT_GT(failing, 100u);
}

// Triage beside the results (issue 39): every group of every implementation with a triage file has
// its entry there, and each reads on its page, in implementations.json and in its Markdown report.
TEST(Site, EveryGroupHasItsTriage) {
    const auto json = nlohmann::json::parse(page("implementations.json"));
    std::size_t groups = 0;
    for (const auto& impl : json["implementations"]) {
        const auto name = impl["name"].get<std::string>();
        if (!shipped_site().inputs.triage.contains(name)) continue;
        const auto& entries = shipped_site().inputs.triage.at(name).causes;
        EXPECT_EQ(impl["triage"]["causes"], impl["causes"].size()) << name;
        for (const auto& cause : impl["causes"]) {
            ++groups;
            const auto anchor = cause["anchor"].get<std::string>();
            EXPECT_TRUE(std::any_of(entries.begin(), entries.end(), [&](const auto& e) { return e.anchor == anchor; }))
                << shipped_site().inputs.triage.at(name).file << " has no entry for " << name << "'s group " << anchor;
            EXPECT_EQ(cause["triage"]["state"], "not-reported") << name << " " << anchor << ": nothing was filed yet";
        }
        const auto& html = page(impl["link"].get<std::string>());
        std::size_t notes = 0;
        for (auto at = html.find("<p class=\"note upstream\">"); at != std::string::npos; at = html.find("<p class=\"note upstream\">", at + 1))
            ++notes;
        EXPECT_EQ(notes, impl["causes"].size()) << name << ": a group without its triage";
        EXPECT_NE(page(impl["report"].get<std::string>()).find("Upstream: not reported yet. (triage: `"), std::string::npos) << name;
    }
    EXPECT_GT(groups, 10u);
}

// A cause renamed by the catalogue leaves its old key in the triage file: the site is not made,
// and the message names the key, its line and the nearest group; it is never dropped in silence.
TEST(Site, AnUnknownCauseKeyIsAnError) {
    auto inputs = shipped_site().inputs;
    auto& fileeditor = inputs.triage.at("jupyterlab-fileeditor");
    fileeditor.causes.push_back(fileeditor.causes.front());
    fileeditor.causes.back().anchor = "rfc5147-range-end-ignore";
    fileeditor.causes.back().where = "adapters/jupyterlab-fileeditor/triage.yaml:99";
    try {
        matrix_site(inputs);
        ADD_FAILURE() << "a triage key that is no group was accepted";
    } catch (const std::runtime_error& e) {
        EXPECT_NE(std::string(e.what()).find("adapters/jupyterlab-fileeditor/triage.yaml:99: unknown cause `rfc5147-range-end-ignore`: "
                                             "jupyterlab-fileeditor has no such group"),
                  std::string::npos) << e.what();
        EXPECT_NE(std::string(e.what()).find("the nearest is `rfc5147-range-end-ignored`"), std::string::npos) << e.what();
    }
}

// A disputed cause reads as disputed wherever its failures show, not as a plain FAIL.
TEST(Site, ADisputedCauseReadsAsDisputed) {
    auto inputs = shipped_site().inputs;
    auto& entry = inputs.triage.at("jupyterlab-fileeditor").causes.front();
    ASSERT_EQ(entry.anchor, "rfc5147-range-end-ignored");
    entry.state = TriageState::disputed;
    entry.url = "https://example.org/issues/7";
    entry.why = "the project reads s.2.2 otherwise";
    std::map<std::string, std::string> files;
    for (auto& f : matrix_site(inputs)) files[f.path] = std::move(f.text);
    const auto& impl = files.at("implementations/jupyterlab-fileeditor.html");
    const auto section = impl.substr(impl.find("<section class=\"cause\" id=\"rfc5147-range-end-ignored\">"));
    EXPECT_NE(section.substr(0, section.find("</h3>")).find("class=\"triage disputed\""), std::string::npos);
    EXPECT_NE(section.find("the project reads s.2.2 otherwise"), std::string::npos);
    const auto& matrix = files.at("matrix.html");
    EXPECT_NE(matrix.find("<td class=\"res fail disputed\" data-impl=\"jupyterlab-fileeditor\""), std::string::npos);
    EXPECT_EQ(page("matrix.html").find("res fail disputed"), std::string::npos);
    const auto json = nlohmann::json::parse(files.at("implementations.json"));
    for (const auto& i : json["implementations"])
        if (i["name"] == "jupyterlab-fileeditor") {
            EXPECT_EQ(i["causes"][0]["triage"]["state"], "disputed");
            EXPECT_EQ(i["triage"]["disputed"], 1);
        }
    const auto badge = nlohmann::json::parse(files.at("badges/jupyterlab-fileeditor.json"));
    EXPECT_NE(badge["message"].get<std::string>().find("1 disputed"), std::string::npos) << badge;
    EXPECT_NE(files.at("index.html").find("disputed</span>"), std::string::npos);
    EXPECT_NE(files.at("deviations/jupyterlab-fileeditor.md").find("## 1. (disputed) "), std::string::npos);
}

// The README's results table is the one fragid docs generates from results.json: no count by hand.
TEST(Site, TheReadmeResultsTableIsGenerated) {
    const auto readme = test::slurp(test::source_dir / "README.md");
    const auto table = results_table_markdown(shipped_site().inputs, "docs/matrix");
    const auto regenerated = with_results_table(readme, table);
    ASSERT_TRUE(regenerated) << "README.md has no line " << results_table_begin;
    EXPECT_TRUE(*regenerated == readme) << "README.md's results table is out of date: run fragid docs (from the source tree)";
    EXPECT_NE(table.find(std::to_string(shipped_site().inputs.matrix.cases.size()) + " cases"), std::string::npos);
    for (const auto& column : shipped_site().inputs.matrix.columns) {
        if (column.reference) continue;
        const auto totals = column_totals(column);
        EXPECT_NE(table.find(" | " + std::to_string(totals.of(CellKind::pass)) + " / " + std::to_string(totals.of(CellKind::fail)) +
                             " / " + std::to_string(totals.of(CellKind::skip)) + " / " + std::to_string(totals.of(CellKind::broken)) +
                             " | "),
                  std::string::npos) << column.name;
    }
    EXPECT_THROW(with_results_table(std::string(results_table_begin) + "\nno end\n", table), std::runtime_error);
}

// What a maintainer takes to their own project: the badge as Markdown and HTML, and the baseline,
// the cases it does not pass as --expect-failures reads them (issue 39).
TEST(Site, EachImplementationHasItsBadgeSnippetAndBaseline) {
    for (const auto& column : shipped_site().inputs.matrix.columns) {
        if (column.reference) continue;
        const auto stem = implementation_file_stem(column.name);
        const auto& html = page("implementations/" + stem + ".html");
        EXPECT_NE(html.find("<h2 id=\"ci\">"), std::string::npos) << column.name;
        EXPECT_NE(html.find("[![fragid](https://img.shields.io/endpoint?url=SITE_URL%2Fbadges%2F" + stem + ".json)](SITE_URL/implementations/" +
                            stem + ".html)"),
                  std::string::npos) << column.name;
        EXPECT_NE(html.find("&lt;img alt=&quot;fragid&quot; src=&quot;https://img.shields.io/endpoint?url=SITE_URL%2Fbadges%2F" + stem),
                  std::string::npos) << column.name;
        const auto name = "implementations/" + stem + ".expected-failures.txt";
        const auto baseline = parse_baseline(page(name), name);
        EXPECT_TRUE(baseline.warnings.empty()) << name;
        std::set<std::string> listed, failing;
        for (const auto& e : baseline.entries) listed.insert(e.id);
        for (const auto& r : column.summary.records)
            if (r.verdict != Verdict::passed && r.verdict != Verdict::skipped) failing.insert(r.c->id);
        EXPECT_EQ(listed, failing) << name;
        EXPECT_NE(html.find("href=\"../" + name + "\""), std::string::npos) << column.name;
    }
}

TEST(DocsCommand, WritesTheSiteAndChecksIt) {
    // A site written elsewhere leaves the README of the tree it runs in alone (its table is docs/matrix's).
    const auto readme_before = test::slurp(test::source_dir / "README.md");
    const auto dir = test::scratch() / "docs-command";
    fs::remove_all(dir);
    fs::create_directories(dir);
    const auto md = (dir / "edge.md").string();
    const std::vector<std::string> base = {"docs", "--site", (dir / "site").string(), "--results",
                                           (site_dir / "results.json").string(), "--interpretations",
                                           (test::source_dir / "docs").string(), "--output", md};
    ASSERT_EQ(test::fragid(base).exit_code, 0);
    EXPECT_EQ(test::slurp(dir / "site" / "implementations" / "jupyterlab-fileeditor.html"),
              page("implementations/jupyterlab-fileeditor.html"));
    auto check = base;
    check.push_back("--check");
    EXPECT_EQ(test::fragid(check).exit_code, 0);
    test::write(md, "stale");
    EXPECT_EQ(test::fragid(check).exit_code, 1);
    ASSERT_EQ(test::fragid(base).exit_code, 0);
    // A page of an implementation no longer run, which the last run wrote (its manifest lists it), is
    // stale: --check says so, and writing removes it. A file of someone else's there is left alone.
    test::write(dir / "site" / "implementations" / "gone.html", "old");
    test::write(dir / "site" / "implementations" / "my-notes.html", "mine");
    const auto manifest = dir / "site" / ".fragid-manifest";
    test::write(manifest, test::slurp(manifest) + "implementations/gone.html\n");
    const auto stale = test::fragid(check);
    EXPECT_EQ(stale.exit_code, 1);
    EXPECT_NE(stale.err.find("gone.html is no longer generated"), std::string::npos) << stale.err;
    EXPECT_EQ(stale.err.find("my-notes.html"), std::string::npos) << stale.err;
    ASSERT_EQ(test::fragid(base).exit_code, 0);
    EXPECT_FALSE(fs::exists(dir / "site" / "implementations" / "gone.html"));
    EXPECT_TRUE(fs::exists(dir / "site" / "implementations" / "my-notes.html"));
    EXPECT_EQ(test::fragid({"docs", "--results", (dir / "missing.json").string(), "--site", (dir / "site").string(),
                            "--output", md})
                  .exit_code,
              2);
    EXPECT_TRUE(test::slurp(test::source_dir / "README.md") == readme_before) << "fragid docs --site elsewhere rewrote README.md";
    // --readme: its table written between the marks, and checked.
    test::write(dir / "README.md", std::string("# x\n\n") + results_table_begin + "\nold\n" + results_table_end + "\n\nafter\n");
    auto with_readme = base;
    with_readme.insert(with_readme.end(), {"--readme", (dir / "README.md").string()});
    auto check_readme = with_readme;
    check_readme.push_back("--check");
    const auto stale_readme = test::fragid(check_readme);
    EXPECT_EQ(stale_readme.exit_code, 1);
    EXPECT_NE(stale_readme.err.find("the results table of "), std::string::npos) << stale_readme.err;
    ASSERT_EQ(test::fragid(with_readme).exit_code, 0);
    const auto written = test::slurp(dir / "README.md");
    EXPECT_EQ(written.find("\nold\n"), std::string::npos);
    EXPECT_NE(written.find("| [@jupyterlab/fileeditor](site/implementations/jupyterlab-fileeditor.html) | 4.6.4 |"), std::string::npos)
        << written;
    EXPECT_NE(written.find("\nafter\n"), std::string::npos);
    EXPECT_EQ(test::fragid(check_readme).exit_code, 0);
}

// --playground: the module copied into the site, the pages with their panel; none: neither.
TEST(DocsCommand, CopiesThePlaygroundModuleIntoTheSite) {
    const auto dir = test::scratch() / "docs-playground";
    fs::remove_all(dir);
    fs::create_directories(dir);
    const auto module = dir / "module.js";
    test::write(module, "// a module\n");
    const std::vector<std::string> base = {"docs", "--site", (dir / "site").string(), "--interpretations",
                                           (test::source_dir / "docs").string(), "--output", (dir / "edge.md").string()};
    auto with = base;
    with.insert(with.end(), {"--playground", module.string()});
    const auto written = test::fragid(with);
    ASSERT_EQ(written.exit_code, 0) << written.err;
    EXPECT_NE(written.err.find("the edge-case pages run the WebAssembly reference (fragid-wasm.js, 1 KiB)"),
              std::string::npos) << written.err;
    EXPECT_EQ(test::slurp(dir / "site" / "fragid-wasm.js"), "// a module\n");
    EXPECT_NE(test::slurp(dir / "site" / "edge-cases" / "rfc5147.html").find("id=\"playground\""), std::string::npos);
    auto without = base;
    without.insert(without.end(), {"--playground", "none"});
    ASSERT_EQ(test::fragid(without).exit_code, 0);
    EXPECT_FALSE(fs::exists(dir / "site" / "fragid-wasm.js")) << "the last run wrote it; this one does not";
    const auto plain = test::slurp(dir / "site" / "edge-cases" / "rfc5147.html");
    EXPECT_EQ(plain.find("id=\"playground\""), std::string::npos) << "no panel for want of the module";
    EXPECT_EQ(plain.find("fragid-wasm.js"), std::string::npos) << "no request for a file the site has not";
    auto missing = base;
    missing.insert(missing.end(), {"--playground", (dir / "no-such.js").string()});
    const auto refused = test::fragid(missing);
    EXPECT_EQ(refused.exit_code, 2);
    EXPECT_NE(refused.err.find("--playground: "), std::string::npos) << refused.err;
}

// `fragid report`: an implementer's own run made into its page, as the site makes it.
TEST(ReportCommand, MakesARunIntoItsPage) {
    const auto dir = test::scratch() / "report-command";
    fs::remove_all(dir);
    fs::create_directories(dir);
    const auto adapter = "python3 " + (test::source_dir / "tests/publish/char_ignoring_adapter.py").string();
    const auto run = (dir / "run.jsonl").string();
    ASSERT_EQ(test::fragid({"check", "--impl", adapter, "--spec", "rfc5147", "--format", "jsonl", "--output", run}).exit_code, 1);
    const auto made = test::fragid({"report", run, "--output-dir", (dir / "out").string(), "--name", "no-char"});
    ASSERT_EQ(made.exit_code, 0) << made.err;
    for (const char* f : {"index.html", "README.md", "badge.json", "implementation.json", "expected-failures.txt",
                          "cases/index.html", "edge-cases/rfc5147.html"})
        EXPECT_TRUE(fs::exists(dir / "out" / f)) << f;
    EXPECT_FALSE(fs::exists(dir / "out" / "edge-cases" / "rfc7111.html")) << "only the specs it ran";
    const auto page = test::slurp(dir / "out" / "index.html");
    EXPECT_NE(page.find("<h1>no-char "), std::string::npos);
    EXPECT_NE(page.find("<section class=\"cause\" id=\"rfc5147-char-not-implemented\">"), std::string::npos);
    EXPECT_NE(page.find("href=\"cases/rfc5147-s"), std::string::npos) << "cases link to their pages beside it";
    EXPECT_NE(page.find("SITE_URL%2Fbadge.json"), std::string::npos) << "the badge snippet, to be filled in";
    EXPECT_EQ(page.find("matrix.html"), std::string::npos) << "a report has no matrix to link to";
    const auto readme = test::slurp(dir / "out" / "README.md");
    EXPECT_NE(readme.find("Generated by `fragid report`"), std::string::npos);
    EXPECT_NE(readme.find("does not implement char"), std::string::npos);
    EXPECT_EQ(nlohmann::json::parse(test::slurp(dir / "out" / "implementation.json"))["causes"][0]["link"],
              "index.html#rfc5147-char-not-implemented");
    // Its baseline is what its own CI gives --expect-failures: the same run then passes, at every level.
    const auto baseline = (dir / "out" / "expected-failures.txt").string();
    const auto again = test::fragid({"check", "--impl", adapter, "--spec", "rfc5147", "--fail-on", "any", "--expect-failures", baseline});
    EXPECT_EQ(again.exit_code, 0) << again.out << again.err;
    EXPECT_NE(page.find("--fail-on any --expect-failures expected-failures.txt"), std::string::npos);
    // The same run as --format json gives the same page.
    const auto json = (dir / "run.json").string();
    ASSERT_EQ(test::fragid({"check", "--impl", adapter, "--spec", "rfc5147", "--format", "json", "--output", json}).exit_code, 1);
    ASSERT_EQ(test::fragid({"report", json, "--output-dir", (dir / "out2").string(), "--name", "no-char"}).exit_code, 0);
    EXPECT_EQ(test::slurp(dir / "out2" / "index.html"), page);
    // --triage and --site-url: the cause's triage beside its group, the snippet pointing at the site.
    test::write(dir / "triage.yaml", "implementations:\n  no-char:\n    rfc5147-char-not-implemented:\n      state: reported\n"
                                     "      url: https://example.org/issues/5\n");
    const auto triaged = test::fragid({"report", run, "--output-dir", (dir / "out3").string(), "--name", "no-char", "--triage",
                                       (dir / "triage.yaml").string(), "--site-url", "https://example.org/fragid/"});
    ASSERT_EQ(triaged.exit_code, 0) << triaged.err;
    const auto page3 = test::slurp(dir / "out3" / "index.html");
    EXPECT_NE(page3.find("<b>Upstream:</b> <a class=\"triage reported\" href=\"https://example.org/issues/5\""), std::string::npos);
    EXPECT_NE(page3.find("endpoint?url=https%3A%2F%2Fexample.org%2Ffragid%2Fbadge.json"), std::string::npos);
    EXPECT_NE(test::slurp(dir / "out3" / "badge.json").find("1 of 1 cause reported"), std::string::npos);
    test::write(dir / "triage.yaml", "implementations:\n  no-char:\n    rfc5147-char-not-implement:\n      state: not-reported\n");
    const auto renamed = test::fragid({"report", run, "--output-dir", (dir / "out4").string(), "--name", "no-char", "--triage",
                                       (dir / "triage.yaml").string()});
    EXPECT_EQ(renamed.exit_code, 2);
    EXPECT_NE(renamed.err.find("triage.yaml:3: unknown cause `rfc5147-char-not-implement`"), std::string::npos) << renamed.err;
}

TEST(ReportCommand, RefusesWhatIsNotARun) {
    const auto dir = test::scratch() / "report-refuses";
    fs::create_directories(dir);
    const auto out = (dir / "out").string();
    EXPECT_EQ(test::fragid({"report", (dir / "missing.jsonl").string(), "--output-dir", out}).exit_code, 2);
    test::write(dir / "garbage.jsonl", "not json\n");
    const auto garbage = test::fragid({"report", (dir / "garbage.jsonl").string(), "--output-dir", out});
    EXPECT_EQ(garbage.exit_code, 2);
    EXPECT_NE(garbage.err.find("garbage.jsonl:1: not JSON"), std::string::npos) << garbage.err;
    test::write(dir / "case-first.jsonl", R"({"record": "case", "id": "x"})" "\n");
    EXPECT_EQ(test::fragid({"report", (dir / "case-first.jsonl").string(), "--output-dir", out}).exit_code, 2);
    EXPECT_FALSE(fs::exists(dir / "out" / "index.html"));
    EXPECT_EQ(test::fragid({"report", "--help"}).exit_code, 0);
}

}  // namespace
}  // namespace fragid
