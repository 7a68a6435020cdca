// docs/matrix/matrix.html: the implementations and their deviation reports,
// a legend, then one table per spec with the expected answer first and only
// the implementations that ran something of that spec, so that at 1400 px a
// row shows the case, what it expects and every result (issue 19).
#include <sstream>

#include "fragid/publish/edge_cases.hpp"
#include "fragid/publish/html.hpp"
#include "fragid/publish/matrix_report.hpp"
#include "fragid/publish/outcome_text.hpp"
#include "fragid/publish/visible.hpp"
#include "matrix_filter_script.hpp"
#include "matrix_html_parts.hpp"

namespace fragid::publish {

using namespace conformance;
using namespace matrix_page;

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

std::string expected_words(const Case& c, const std::vector<VisibleChar>& chars) {
    if (const auto* check = c.resolves()) return expected_text(c, *check, chars);
    return "fragments (" + c.produces()->kind + ") that each identify, by the reference, exactly what they claim";
}

// A header that may break after a hyphen of a long implementation name.
std::string breakable(const std::string& name) {
    std::string out;
    for (char ch : html_escape(name)) out += ch == '-' ? std::string("-<wbr>") : std::string(1, ch);
    return out;
}

void case_row(std::ostream& out, const Matrix& m, std::size_t i, const std::vector<std::size_t>& columns) {
    const Case& c = *m.cases[i];
    const auto id = html_id(c.id);
    const auto chars = visible_chars(c.entity, c.spec);
    std::vector<bool> agree(m.columns.size(), false);
    for (const auto& group : agreeing_failures(m, i))
        for (auto k : group) agree[k] = true;
    out << "<tr id=\"case-" << id << "\" data-level=\"" << html_escape(to_string(c.level)) << "\"><td class=\"case\">"
        << "<a class=\"id\" href=\"#case-" << id << "\"><code title=\"" << html_escape(c.description) << "\">"
        << html_escape(c.id) << "</code></a>";
    if (c.resolves() && !tricky_reasons(c).empty())
        out << " <a class=\"tag\" href=\"../edge-cases.html#" << id << "\" title=\"on the edge-case page\">edge</a>";
    out << "</td><td data-label=\"level\">" << html_escape(to_string(c.level)) << "</td><td data-label=\"fragment\"><div "
        << "class=\"frag\">" << cell_text_html(visible_request(c), 48, "mono") << "</div></td>"
        << "<td class=\"exp\" data-label=\"expected\"><div class=\"exp\">" << cell_text_html(expected_words(c, chars), 140, "e")
        << "</div></td>";
    for (auto k : columns) out << result_cell(m, k, i, chars, agree[k]);
    out << "</tr>\n";
}

void spec_table(std::ostream& out, const Matrix& m, const SpecRange& range, const Catalogues& catalogues) {
    const auto columns = shown_columns(m, range);
    const auto n = range.last - range.first;
    out << "<h2 id=\"spec-" << html_id(to_string(range.spec)) << "\">" << html_escape(spec_title(range.spec)) << "</h2>\n<p class=\"note\">"
        << n << (n == 1 ? " case. " : " cases. ");
    std::string names;
    for (auto k : columns) names += (names.empty() ? "" : ", ") + m.columns[k].name;
    if (names.empty()) out << "No implementation but the reference ran them, and it gives the expected answer to each: "
                              "the table lists what the vectors expect.";
    else out << "Implementations that ran some of them: " << html_escape(names) << ". Others skipped them all.";
    out << "</p>\n<table class=\"cases\">\n<thead><tr><th>case</th><th>level</th><th>fragment</th><th>expected</th>";
    for (auto k : columns)
        out << "<th class=\"res\">" << breakable(m.columns[k].name)
            << (m.columns[k].handshake.supports.semantic_only ? std::string(" ") + semantic_only_mark : "") << "</th>";
    out << "</tr></thead>\n<tbody>\n";
    std::string section;
    for (std::size_t i = range.first; i < range.last; ++i) {
        if (i == range.first || section != m.cases[i]->section) {
            section = m.cases[i]->section;
            out << "<tr class=\"group\"><th colspan=\"" << columns.size() + 4 << "\">s."
                << html_escape(section_heading(catalogues, range.spec, section)) << "</th></tr>\n";
        }
        case_row(out, m, i, columns);
    }
    out << "</tbody>\n</table>\n";
}

}  // namespace

std::string matrix_html(const Matrix& m, const Catalogues& catalogues) {
    const auto ranges = spec_ranges(m);
    std::ostringstream out;
    out << html_page_start("fragid conformance matrix") << "<nav class=\"pages\"><a href=\"../edge-cases.html\">Edge cases"
        << "</a> \u00B7 <a href=\"#implementations\">Implementations</a>";
    for (const auto& r : ranges)
        out << " \u00B7 <a href=\"#spec-" << html_id(to_string(r.spec)) << "\">" << html_escape(spec_title(r.spec)) << "</a>";
    out << " \u00B7 <a href=\"#pruned\">Pruned view</a></nav>\n<h1>Conformance matrix</h1>\n"
           "<p class=\"intro\">Generated by <code>fragid matrix</code>: each implementation ran every vector through the "
           "adapter protocol. The vectors are the truth: <b>expected</b> is what each identifies; a FAIL shows the "
           "answer given (a long one whole under its \u25B8); <a class=\"tag\">edge</a> cases are drawn on the "
           "<a href=\"../edge-cases.html\">edge-case page</a>.</p>\n";
    implementations(out, m);
    legend(out);
    out << "<div id=\"filter\" class=\"noprint\"></div>\n";
    for (const auto& r : ranges) spec_table(out, m, r, catalogues);
    pruned(out, m);
    out << "<script>" << matrix_filter_script << "</script>\n" << html_page_end();
    return out.str();
}

}  // namespace fragid::publish
