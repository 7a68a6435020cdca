#include "matrix_parts.hpp"

#include "fragid/publish/drawing_html.hpp"
#include "fragid/publish/html.hpp"
#include "fragid/publish/outcome_text.hpp"
#include "site_pages.hpp"

namespace fragid::publish::site::matrix_parts {

using namespace conformance;

namespace {

// The icon goes with the word so that FAIL does not rest on its colour alone.
std::string icon(CellKind kind) {
    switch (kind) {
        case CellKind::pass: return "\u2713";
        case CellKind::fail: return "\u2717";
        case CellKind::skip: return "\u2013";
        case CellKind::broken: return "\u26A0";
    }
    return "";
}

}  // namespace

const char* verdict_css(CellKind kind) {
    switch (kind) {
        case CellKind::pass: return "pass";
        case CellKind::fail: return "fail";
        case CellKind::skip: return "skip";
        case CellKind::broken: return "broken";
    }
    return "";
}

std::string verdict_word_html(Verdict v) {
    const auto kind = cell_kind(v);
    const auto text = icon(kind) + " " + std::string(cell_word(v));
    return kind == CellKind::fail || kind == CellKind::broken ? "<b>" + text + "</b>" : text;
}

std::string cell_text_html(const std::string& text, const char* css_class) {
    // tabindex: a tap (or Tab) on a long answer shows it whole (page_style.hpp, .clamp:focus).
    return "<span class=\"" + std::string(css_class) + " clamp\" tabindex=\"0\">" + marked_html(text) + "</span>";
}

// One line per implementation, so that the first case of the first table
// still shows on the first screen at 1400 px (issue 19); the counts come first
// so that a phone shows pass and FAIL without scrolling (issue 33); the name
// links to the implementation's page, which says everything else.
void implementations(std::ostream& out, const Model& m) {
    out << "<h2 id=\"implementations\">Implementations</h2>\n<div class=\"wide\"><table class=\"summary\">\n<thead><tr>"
           "<th>implementation</th><th>\u2713 pass</th><th>\u2717 FAIL</th><th>\u26A0 no answer</th><th>\u2013 skip</th>"
           "<th class=\"more\">package</th><th class=\"more\">specs</th><th class=\"more\">must cases</th></tr></thead>\n";
    for (const auto& c : m.in.matrix.columns) {
        const auto totals = column_totals(c);
        const int fail = totals.of(CellKind::fail), broken = totals.of(CellKind::broken);
        const auto& impl = c.handshake.implementation;
        out << "<tr title=\"" << html_escape(impl.language + " \u00B7 " + c.adapter) << "\"><td>";
        if (c.reference) out << html_escape(c.name) << " (expected)";
        else out << "<a href=\"" << html_escape(m.implementation_page(c.name)) << "\">" << html_escape(c.name) << "</a>";
        out << (c.handshake.supports.semantic_only ? std::string(" ") + semantic_only_mark : "") << "</td><td>"
            << totals.of(CellKind::pass) << "</td><td" << (fail ? " class=\"fail\"" : "") << ">" << fail << "</td><td"
            << (broken ? " class=\"broken\"" : "") << ">" << broken << "</td><td>" << totals.of(CellKind::skip)
            << "</td><td class=\"more\">"
            << (c.start_failure ? "did not start: " + html_escape(*c.start_failure) : html_escape(impl.name + " " + impl.version))
            << "</td><td class=\"more\">" << html_escape(totals.specs) << "</td><td class=\"more\">"
            << (c.summary.conformant() ? "all passed" : "<strong>some failed</strong>") << "</td></tr>\n";
    }
    out << "</table></div>\n";
    if (any_semantic_only(m.in.matrix))
        out << "<p class=\"note\">" << semantic_only_mark << " " << html_escape(semantic_only_meaning) << ".</p>\n";
}

void legend(std::ostream& out) {
    out << "<div class=\"legend\"><span><b>expected</b>: what the vector says the fragment identifies</span>"
           "<span><span class=\"cell pass\">\u2713 pass</span> the expected answer</span>"
           "<span><span class=\"cell fail\"><b>\u2717 FAIL</b></span> another answer (below the word, which links to "
           "its cause)</span><span><span class=\"cell broken\"><b>\u26A0 error</b></span> no answer: error, crash or "
           "timeout</span><span><span class=\"cell skip\">\u2013 skip</span> not supported, not run</span>"
           "<span><b>\u2261</b> the same wrong answer as another implementation (agreement, not truth)</span>"
           "<span><span class=\"triage disputed\">disputed</span> its cause is disputed upstream: the project holds its "
           "reading is right (the implementation&#39;s page says why)</span>"
           "<span>" << marked_html("\u240D\u240A") << " line endings, " << marked_html("\u27E8BOM\u27E9")
        << " byte order mark, " << marked_html("\u27E8E9\u27E9") << " a byte not valid in the charset</span>"
           "<span><a class=\"tag\">edge</a> explained on its spec&#39;s edge-case page</span></div>\n";
}

std::string result_cell(const Model& m, std::size_t k, std::size_t i, const std::vector<VisibleChar>& chars, bool agree) {
    const auto& column = m.in.matrix.columns[k];
    const auto& r = column.summary.records[i];
    const auto kind = cell_kind(r.verdict);
    const auto& name = column.name;
    const bool deviates = kind == CellKind::fail || kind == CellKind::broken;
    // A cause disputed upstream reads as disputed, in the cell and in its title, not as a plain FAIL.
    const auto* triage = deviates ? m.triage_of(name, *r.c) : nullptr;
    std::string out = "<td class=\"res " + std::string(verdict_css(kind)) + (agree ? " agree" : "") +
                      (disputed(triage) ? " disputed" : "") + "\" data-impl=\"" + html_escape(name) + "\" data-label=\"" +
                      html_escape(name) + "\"";
    const bool own_words = r.verdict == Verdict::failed || r.other_reading;
    auto title = own_words ? r.detail : cell_detail(column, r);
    if (disputed(triage)) title = "disputed upstream (" + triage->url + "): " + triage->why + "\n" + title;
    if (!title.empty()) out += " title=\"" + html_escape(title) + "\"";
    out += "><div class=\"res\">";
    const auto why = deviates ? m.group_link(name, *r.c, "") : std::string();
    out += why.empty() ? verdict_word_html(r.verdict)
                       : "<a class=\"why\" href=\"" + html_escape(why) + "\">" + verdict_word_html(r.verdict) + "</a>";
    out += agree ? " \u2261" : "";
    if (disputed(triage)) out += " " + triage_tag_html(triage, false);
    if (deviates) {
        const Case& c = *m.in.matrix.cases[i];
        const auto answer = r.actual && c.resolves() ? "gave " + answered_text(c, *r.actual, chars) : cell_detail(column, r);
        if (!answer.empty()) out += "<br>" + cell_text_html(answer, "ans");
    } else if (r.other_reading) {
        out += " <span class=\"muted\" title=\"another reading the case allows\">(other reading)</span>";
    }
    return out + "</div></td>";
}

void pruned(std::ostream& out, const Model& m) {
    const auto& matrix = m.in.matrix;
    out << "<h2 id=\"pruned\">Pruned: one row per group of identical results</h2>\n"
           "<p>Vectors whose verdicts are the same in every column, largest group first.</p>\n"
           "<div class=\"wide\"><table class=\"pruned\">\n<thead><tr><th>cases</th>";
    for (const auto& col : matrix.columns) out << "<th>" << html_escape(col.name) << "</th>";
    out << "<th>for example</th></tr></thead>\n";
    for (const auto& g : result_groups(matrix)) {
        out << "<tr><td>" << g.cases.size() << "</td>";
        for (auto v : g.verdicts) out << "<td class=\"" << verdict_css(cell_kind(v)) << "\">" << verdict_word_html(v) << "</td>";
        out << "<td>";
        for (std::size_t k = 0; k < g.cases.size() && k < 4; ++k) {
            out << (k ? ", " : "") << m.case_id_html(*matrix.cases[g.cases[k]], "");
        }
        out << (g.cases.size() > 4 ? ", \u2026" : "") << "</td></tr>\n";
    }
    out << "</table></div>\n";
}

}  // namespace fragid::publish::site::matrix_parts
