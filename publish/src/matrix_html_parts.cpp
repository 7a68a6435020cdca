#include "matrix_html_parts.hpp"

#include "fragid/publish/drawing_html.hpp"
#include "fragid/publish/html.hpp"
#include "fragid/publish/outcome_text.hpp"

namespace fragid::publish::matrix_page {

using namespace conformance;

namespace {

const char* css_class(CellKind kind) {
    switch (kind) {
        case CellKind::pass: return "pass";
        case CellKind::fail: return "fail";
        case CellKind::skip: return "skip";
        case CellKind::broken: return "broken";
    }
    return "";
}

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

std::string word_html(Verdict v) {
    const auto kind = cell_kind(v);
    const auto text = icon(kind) + " " + std::string(cell_word(v));
    return kind == CellKind::fail || kind == CellKind::broken ? "<b>" + text + "</b>" : text;
}

}  // namespace

std::string shortened(const std::string& text, std::size_t max_bytes) {
    if (text.size() <= max_bytes) return text;
    auto cut = max_bytes;
    while (cut > 0 && (static_cast<unsigned char>(text[cut]) & 0xC0) == 0x80) --cut;  // not inside a UTF-8 sequence
    const auto open = text.rfind("\u27E8", cut);
    if (open != std::string::npos && text.find("\u27E9", open) >= cut) cut = open;  // nor inside a marker
    return text.substr(0, cut) + "\u2026";
}

std::string cell_text_html(const std::string& text, std::size_t max_bytes, const char* css_class) {
    const std::string open = "<span class=\"" + std::string(css_class) + "\">";
    if (text.size() <= max_bytes + 8) return open + marked_html(text) + "</span>";
    return "<details><summary>" + open + marked_html(shortened(text, max_bytes)) + "</span></summary>" + open +
           marked_html(text) + "</span></details>";
}

// One line per implementation, so that the first case of the first table
// still shows on the first screen at 1400 px (issue 19): the package and its
// version, the specs and the counts are visible; the language and the
// adapter's command are in the row's title; the name links to the deviation
// report, which says everything else.
void implementations(std::ostream& out, const Matrix& m) {
    out << "<h2 id=\"implementations\">Implementations</h2>\n<div class=\"wide\"><table class=\"summary\">\n<thead><tr>"
           "<th>column (deviation report)</th><th>package</th><th>specs</th><th>\u2713 pass</th><th>\u2717 FAIL</th>"
           "<th>\u26A0 no answer</th><th>\u2013 skip</th><th>must cases</th></tr></thead>\n";
    for (const auto& c : m.columns) {
        const auto totals = column_totals(c);
        const int fail = totals.of(CellKind::fail), broken = totals.of(CellKind::broken);
        const auto& impl = c.handshake.implementation;
        out << "<tr title=\"" << html_escape(impl.language + " \u00B7 " + c.adapter) << "\"><td>";
        if (c.reference) out << html_escape(c.name) << " (expected)";
        else
            out << "<a href=\"deviations/" << html_escape(deviation_file_name(c.name)) << "\">" << html_escape(c.name) << "</a>";
        out << (c.handshake.supports.semantic_only ? std::string(" ") + semantic_only_mark : "") << "</td><td>"
            << (c.start_failure ? "did not start: " + html_escape(*c.start_failure) : html_escape(impl.name + " " + impl.version))
            << "</td><td>" << html_escape(totals.specs) << "</td><td>" << totals.of(CellKind::pass) << "</td><td"
            << (fail ? " class=\"fail\"" : "") << ">" << fail << "</td><td" << (broken ? " class=\"broken\"" : "") << ">"
            << broken << "</td><td>" << totals.of(CellKind::skip) << "</td><td>"
            << (c.summary.conformant() ? "all passed" : "<strong>some failed</strong>") << "</td></tr>\n";
    }
    out << "</table></div>\n";
    if (any_semantic_only(m)) out << "<p class=\"note\">" << semantic_only_mark << " " << html_escape(semantic_only_meaning) << ".</p>\n";
}

void legend(std::ostream& out) {
    out << "<div class=\"legend\"><span><b>expected</b>: what the vector says the fragment identifies</span>"
           "<span><span class=\"cell pass\">\u2713 pass</span> the expected answer</span>"
           "<span><span class=\"cell fail\">"
           "<b>\u2717 FAIL</b></span> another answer (shown below the word)</span>"
           "<span><span class=\"cell broken\">"
           "<b>\u26A0 error</b></span> no answer: error, crash or timeout</span>"
           "<span><span class=\"cell skip\">\u2013 skip</span> not supported, not run</span>"
           "<span><b>\u2261</b> the same wrong answer as another implementation (agreement, not truth)</span>"
           "<span>" << marked_html("\u240D\u240A") << " line endings, " << marked_html("\u27E8BOM\u27E9")
        << " byte order mark, " << marked_html("\u27E8E9\u27E9") << " a byte not valid in the charset</span>"
           "<span><a class=\"tag\">edge</a> explained on the edge-case page</span></div>\n";
}

std::string result_cell(const Matrix& m, std::size_t k, std::size_t i, const std::vector<VisibleChar>& chars, bool agree) {
    const auto& column = m.columns[k];
    const auto& r = column.summary.records[i];
    const auto kind = cell_kind(r.verdict);
    const auto& name = column.name;
    std::string out = "<td class=\"res " + std::string(css_class(kind)) + (agree ? " agree" : "") + "\" data-impl=\"" +
                      html_escape(name) + "\" data-label=\"" + html_escape(name) + "\"";
    // Hover text as before (the runner's own words); the answer is in the cell too, for touch, print and search.
    const bool own_words = r.verdict == Verdict::failed || r.other_reading;
    const auto title = own_words ? r.detail : cell_detail(column, r);
    if (!title.empty()) out += " title=\"" + html_escape(title) + "\"";
    out += "><div class=\"res\">" + word_html(r.verdict) + (agree ? " \u2261" : "");
    if (kind == CellKind::fail || kind == CellKind::broken) {
        const Case& c = *m.cases[i];
        const auto answer = r.actual && c.resolves() ? "gave " + identified_text(c, *r.actual, chars) : cell_detail(column, r);
        if (!answer.empty()) out += "<br>" + cell_text_html(answer, 40, "ans");
    } else if (r.other_reading) {
        out += "<br><span class=\"muted\">another reading the case allows</span>";
    }
    return out + "</div></td>";
}

void pruned(std::ostream& out, const Matrix& m) {
    out << "<h2 id=\"pruned\">Pruned: one row per group of identical results</h2>\n"
           "<p>Vectors whose verdicts are the same in every column, largest group first.</p>\n"
           "<div class=\"wide\"><table>\n<thead><tr><th>cases</th>";
    for (const auto& col : m.columns) out << "<th>" << html_escape(col.name) << "</th>";
    out << "<th>for example</th></tr></thead>\n";
    for (const auto& g : result_groups(m)) {
        out << "<tr><td>" << g.cases.size() << "</td>";
        for (auto v : g.verdicts) out << "<td class=\"" << css_class(cell_kind(v)) << "\">" << word_html(v) << "</td>";
        out << "<td>";
        for (std::size_t k = 0; k < g.cases.size() && k < 4; ++k) {
            const auto& id = m.cases[g.cases[k]]->id;
            out << (k ? ", " : "") << "<a href=\"#case-" << html_id(id) << "\"><code>" << html_escape(id) << "</code></a>";
        }
        out << (g.cases.size() > 4 ? ", \u2026" : "") << "</td></tr>\n";
    }
    out << "</table></div>\n";
}

}  // namespace fragid::publish::matrix_page
