// matrix.html: the implementations, a legend, then one table per spec with the
// expected answer first and only the implementations that ran something of
// that spec, so that at 1400 px a row shows the case, what it expects and every
// result (issue 19). A FAIL links to the group of its cause on the
// implementation's page; a case to its edge-case entry. The cases no
// implementation ran are listed apart, folded: they only say what is expected,
// which is most of the page otherwise (issue 33).
#include <sstream>

#include "fragid/publish/html.hpp"
#include "fragid/publish/matrix_report.hpp"
#include "fragid/publish/outcome_text.hpp"
#include "fragid/publish/visible.hpp"
#include "filter_script.hpp"
#include "matrix_parts.hpp"
#include "site_pages.hpp"

namespace fragid::publish::site {

using namespace conformance;
using namespace matrix_parts;

namespace {

// The cases of one spec: [first, last) of Matrix::cases (matrix_order() keeps a spec together).
struct SpecRange {
    Spec spec;
    std::size_t first, last;
};

std::vector<SpecRange> spec_ranges(const Matrix& m) {
    std::vector<SpecRange> out;
    for (std::size_t i = 0; i < m.cases.size(); ++i) {
        if (out.empty() || out.back().spec != m.cases[i]->spec) out.push_back({m.cases[i]->spec, i, i});
        out.back().last = i + 1;
    }
    return out;
}

// An implementation is a column of a spec's table if it ran any of its cases; the
// reference only if it did not pass them all (its answers are the expected column).
std::vector<std::size_t> shown_columns(const Matrix& m, const SpecRange& range) {
    std::vector<std::size_t> shown;
    for (std::size_t k = 0; k < m.columns.size(); ++k) {
        const auto& records = m.columns[k].summary.records;
        const auto unlike = m.columns[k].reference ? Verdict::passed : Verdict::skipped;
        for (std::size_t i = range.first; i < range.last; ++i)
            if (records[i].verdict != unlike) {
                shown.push_back(k);
                break;
            }
    }
    return shown;
}

// Whether an implementation (not the reference) was sent case `i`.
bool ran_by_any(const Matrix& m, std::size_t i) {
    for (const auto& column : m.columns)
        if (!column.reference && column.summary.records[i].verdict != Verdict::skipped) return true;
    return false;
}

std::string expected_words(const Case& c, const std::vector<VisibleChar>& chars) {
    if (const auto* check = c.resolves()) return expected_text(c, *check, chars);
    return "fragments (" + c.produces()->kind + ") that each identify, by the reference, exactly what they claim";
}

// A header that may break after a hyphen of a long implementation name, never inside a word.
std::string breakable(const std::string& name) {
    std::string out;
    for (char ch : html_escape(name)) out += ch == '-' ? std::string("-<wbr>") : std::string(1, ch);
    return out;
}

void case_row(std::ostream& out, const Model& model, std::size_t i, const std::vector<std::size_t>& columns) {
    const auto& m = model.in.matrix;
    const Case& c = *m.cases[i];
    const auto id = html_id(c.id);
    const auto chars = visible_chars(c.entity, c.spec);
    std::vector<bool> agree(m.columns.size(), false);
    for (const auto& group : agreeing_failures(m, i))
        for (auto k : group) agree[k] = true;
    // The id links to the case's page (every accepted answer, every implementation's answer); the row keeps its anchor.
    const auto page = model.case_link(c, "");
    out << "<tr id=\"case-" << id << "\" data-level=\"" << html_escape(to_string(c.level)) << "\"><td class=\"case\">"
        << "<a class=\"id\" href=\"" << html_escape(page.empty() ? "#case-" + id : page) << "\"><code title=\""
        << html_escape(c.description) << "\">" << html_escape(c.id) << "</code></a>";
    if (const auto edge = model.edge_link(c, ""); !edge.empty())
        out << " <a class=\"tag\" href=\"" << html_escape(edge) << "\" title=\"on the edge-case page\">edge</a>";
    out << "</td><td data-label=\"level\">" << html_escape(to_string(c.level)) << "</td><td data-label=\"fragment\"><div "
        << "class=\"frag\">" << cell_text_html(visible_request(c), "mono") << "</div></td>"
        << "<td class=\"exp\" data-label=\"expected\"><div class=\"exp\">" << cell_text_html(expected_words(c, chars), "e")
        << "</div></td>";
    for (auto k : columns) out << result_cell(model, k, i, chars, agree[k]);
    out << "</tr>\n";
}

void table_head(std::ostream& out, const Matrix& m, const std::vector<std::size_t>& columns, const char* css) {
    out << "<table class=\"" << css << "\">\n<thead><tr><th>case</th><th>level</th><th>fragment</th><th>expected</th>";
    for (auto k : columns)
        out << "<th class=\"res\">" << breakable(m.columns[k].name)
            << (m.columns[k].handshake.supports.semantic_only ? std::string(" ") + semantic_only_mark : "") << "</th>";
    out << "</tr></thead>\n<tbody>\n";
}

void rows(std::ostream& out, const Model& model, const SpecRange& range, const std::vector<std::size_t>& cases,
          const std::vector<std::size_t>& columns) {
    std::string section;
    for (auto i : cases) {
        const auto& c = *model.in.matrix.cases[i];
        if (section != c.section) {
            section = c.section;
            out << "<tr class=\"group\"><th colspan=\"" << columns.size() + 4 << "\">s."
                << html_escape(section_heading(model.in.catalogues, range.spec, section)) << "</th></tr>\n";
        }
        case_row(out, model, i, columns);
    }
}

void spec_table(std::ostream& out, const Model& model, const SpecRange& range) {
    const auto& m = model.in.matrix;
    const auto columns = shown_columns(m, range);
    std::vector<std::size_t> ran, unrun;
    for (std::size_t i = range.first; i < range.last; ++i) (ran_by_any(m, i) ? ran : unrun).push_back(i);
    const auto n = range.last - range.first;
    out << "<section class=\"spec\" id=\"spec-" << html_id(to_string(range.spec)) << "\">\n<h2>"
        << html_escape(spec_title(range.spec)) << "</h2>\n<p class=\"note\">" << n << (n == 1 ? " case" : " cases");
    std::string names;
    for (auto k : columns)
        if (!m.columns[k].reference) names += (names.empty() ? "" : ", ") + m.columns[k].name;
    if (names.empty()) out << ". No implementation ran them; the reference gives the expected answer to each.";
    else out << ", " << ran.size() << " of them run by " << html_escape(names) << "; the others skipped them.";
    out << "</p>\n";
    if (!ran.empty()) {
        table_head(out, m, columns, "cases");
        rows(out, model, range, ran, columns);
        out << "</tbody>\n</table>\n";
    }
    if (!unrun.empty()) {
        // What no implementation ran shows only what is expected: folded, so that it
        // does not make the page (or its print) long; each row still has its anchor.
        std::vector<std::size_t> reference_only;
        for (auto k : columns)
            if (m.columns[k].reference) reference_only.push_back(k);
        out << "<details class=\"unrun\"><summary>" << unrun.size() << (unrun.size() == 1 ? " case" : " cases")
            << " no implementation ran: what each expects</summary>\n";
        table_head(out, m, reference_only, "cases unrun");
        rows(out, model, range, unrun, reference_only);
        out << "</tbody>\n</table>\n</details>\n";
    }
    out << "</section>\n";
}

}  // namespace

std::string matrix_page(const Model& model) {
    const auto& m = model.in.matrix;
    const auto ranges = spec_ranges(m);
    std::ostringstream out;
    out << html_page_start("fragid conformance matrix") << nav_html(model, "", "matrix.html")
        << "<h1>Conformance matrix</h1>\n<p class=\"intro\">Generated by <code>fragid matrix</code>: each implementation "
           "ran every case through the adapter protocol. The vectors are the truth: <b>expected</b> is what each "
           "identifies; a FAIL shows the answer given, and its word links to the cause of that answer on the "
           "implementation&#39;s page; a case&#39;s id links to its page (its entity drawn, every accepted answer, every "
           "implementation&#39;s answer); <a class=\"tag\">edge</a> cases are on their spec&#39;s edge-case page too. "
           "Jump to: ";
    for (std::size_t r = 0; r < ranges.size(); ++r)
        out << (r ? ", " : "") << "<a href=\"#spec-" << html_id(to_string(ranges[r].spec)) << "\">"
            << html_escape(describe(ranges[r].spec).citation) << "</a>";
    out << (ranges.empty() ? "" : ", ") << "<a href=\"#pruned\">the pruned view</a>.</p>\n";
    matrix_parts::implementations(out, model);
    legend(out);
    out << "<div id=\"filter\" class=\"noprint\"></div>\n";
    for (const auto& r : ranges) spec_table(out, model, r);
    pruned(out, model);
    out << "<script>" << matrix_filter_script << "</script>\n" << html_page_end();
    return out.str();
}

}  // namespace fragid::publish::site
