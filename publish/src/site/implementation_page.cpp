// implementations/NAME.html (index.html of a report): one implementation, for
// its maintainer. What it is, its counts per spec and level, and why it fails:
// its root causes, most general first, each with its statement, what happened
// to it upstream (its triage), the spec's sentence, its smallest case in full
// and every case; then its badge and its baseline for its own CI. Nothing is
// cut or said twice, so the page prints as it reads.
#include <set>
#include <sstream>

#include "../cause_view.hpp"
#include "fragid/publish/drawing_html.hpp"
#include "fragid/publish/html.hpp"
#include "fragid/publish/matrix_report.hpp"
#include "fragid/publish/outcome_text.hpp"
#include "fragid/publish/visible.hpp"
#include "site_pages.hpp"

namespace fragid::publish::site {

using namespace conformance;
using namespace cause_view;

namespace {

const char* const kind_words[4] = {"\u2713 pass", "\u2717 FAIL", "\u2013 skip", "\u26A0 no answer"};

void heading(std::ostream& out, const Model& m, const Implementation& impl, const std::string& root) {
    const auto& column = *impl.column;
    const auto& info = column.handshake.implementation;
    const auto totals = column_totals(column);
    out << "<h1>" << html_escape(column.name)
        << (column.handshake.supports.semantic_only ? std::string(" ") + semantic_only_mark : "") << " "
        << badge_html(impl) << "</h1>\n<p class=\"intro\">";
    if (column.start_failure) out << "The adapter did not start: " << html_escape(*column.start_failure) << ". ";
    else
        out << "<b>" << html_escape(info.name.empty() ? column.name : info.name) << "</b> " << html_escape(info.version)
            << (info.language.empty() ? "" : " (" + html_escape(info.language) + ")");
    if (!info.homepage.empty()) out << " \u00B7 <a href=\"" << html_escape(info.homepage) << "\">" << html_escape(info.homepage) << "</a>";
    out << ", run through the fragid adapter protocol with <code>" << html_escape(column.adapter) << "</code>.";
    if (column.handshake.supports.semantic_only) out << " " << semantic_only_mark << " " << html_escape(semantic_only_meaning) << ".";
    out << "</p>\n<p>Of " << column.summary.records.size() << " cases: <b>" << totals.of(CellKind::pass) << " passed</b>, <b>"
        << totals.of(CellKind::fail) << " failed</b>, " << totals.of(CellKind::broken) << " gave no answer, "
        << totals.of(CellKind::skip) << " were skipped (it declared it cannot take them; <a href=\"#skipped\">why</a>). "
        << (column.summary.conformant() ? "Every <code>must</code> case it ran passed." : "")
        << html_with_code(declared_sentence(column.handshake.supports))
        << "</p>\n";
    if (const auto cut = cut_short_sentence(column); !cut.empty()) out << "<p class=\"broken\">" << html_escape(cut) << "</p>\n";
    if (!m.report)
        out << "<p class=\"note\">The same in Markdown: <a href=\"" << html_escape(root + Model::deviation_report(column.name))
            << "\">" << html_escape(Model::deviation_report(column.name)) << "</a>; every answer in <a href=\""
            << root << "results.json\">results.json</a>; for its own CI, its <a href=\"#ci\">badge and baseline</a>.</p>\n";
}

void counts_table(std::ostream& out, const MatrixColumn& column) {
    out << "<h2 id=\"counts\">By spec and level</h2>\n<div class=\"wide\"><table class=\"summary counts\">\n<thead><tr>"
           "<th>spec</th><th>level</th>";
    for (int k : {0, 1, 3, 2}) out << "<th>" << kind_words[k] << "</th>";
    out << "</tr></thead>\n";
    const auto counts = counts_by_spec_and_level(column);
    // A spec it skipped whole is one line below the table, not a row per level.
    std::set<Spec> ran;
    for (const auto& [key, n] : counts)
        if (n[0] + n[1] + n[3] > 0) ran.insert(key.first);
    for (const auto& [key, n] : counts) {
        if (!ran.contains(key.first)) continue;
        out << "<tr><td>" << html_escape(describe(key.first).citation) << "</td><td>" << html_escape(to_string(key.second)) << "</td>";
        for (int k : {0, 1, 3, 2})
            out << "<td" << (n[k] && (k == 1 || k == 3) ? (k == 1 ? " class=\"fail\"" : " class=\"broken\"") : "") << ">"
                << n[k] << "</td>";
        out << "</tr>\n";
    }
    out << "</table></div>\n";
    std::string skipped;
    for (const auto& [key, n] : counts)
        if (!ran.contains(key.first) && skipped.find(describe(key.first).citation) == std::string::npos)
            skipped += (skipped.empty() ? "" : ", ") + std::string(describe(key.first).citation);
    if (!skipped.empty()) out << "<p class=\"note\">Skipped whole: " << html_escape(skipped) << ".</p>\n";
}

void example(std::ostream& out, const Model& m, const MatrixColumn& column, const CaseRecord& r, const std::string& root,
             const char* title) {
    const Case& c = *r.c;
    const auto chars = visible_chars(c.entity, c.spec);
    out << "<div class=\"example\">\n<p><b>" << title << ":</b> " << m.case_id_html(c, root) << " \u00B7 level <b>"
        << html_escape(to_string(c.level)) << "</b> \u00B7 " << html_escape(describe(c.spec).citation) << " s."
        << html_escape(section_heading(m.in.catalogues, c.spec, c.section)) << "</p>\n<p>" << html_escape(c.description) << "</p>\n<p>";
    if (c.resolves()) out << "Fragment: <code>" << html_escape(visible_request(c)) << "</code>";
    else out << "Asked to produce <code>" << html_escape(c.produces()->kind) << "</code> fragments (a producer case)";
    out << " \u00B7 entity: " << html_escape(entity_summary(c.entity, c.spec)) << "</p>\n<pre class=\"drawing\">"
        << (c.entity.bytes.empty() ? "<span class=\"muted\">(empty)</span>" : "");
    const auto* check = c.resolves();
    const auto highlight = check && check->acceptable.size() == 1 ? highlight_of(c, check->acceptable.front()) : Highlight{};
    out << drawing_html(chars, c.entity.bytes.size(), highlight) << "</pre>\n<ul>\n<li><b>Expected:</b> "
        << (check ? marked_html(expected_text(c, *check, chars))
                  : std::string("every fragment produced identifies exactly what it claims (resolved by the reference)"))
        << "</li>\n<li><b>Answered:</b> ";
    if (r.verdict == Verdict::failed && r.actual) out << marked_html(answered_text(c, *r.actual, chars));
    else if (r.verdict == Verdict::failed) out << html_escape(r.detail);
    else out << "no answer (" << html_escape(to_string(r.verdict)) << "): " << html_escape(r.detail);
    out << "</li>\n";
    if (!r.raw.empty()) out << "<li>The adapter&#39;s line: <code>" << html_escape(r.raw) << "</code></li>\n";
    out << "<li>Reproduce: <code>" << html_escape(reproduce_command(column, c)) << "</code></li>\n</ul>\n</div>\n";
}

// A group's heading: the misreading's name and reading, or the symptom; a
// disputed one says so first, so that it never reads as a plain failure.
std::string group_heading(const Implementation& impl, const RootCause& cause) {
    const auto* triage = impl.triage_of(cause);
    std::string out = disputed(triage) ? triage_tag_html(triage, false) + " " : "";
    if (cause.symptom()) return out + html_with_code(cause.statement);
    std::string names;
    for (const auto* mutant : cause.misreadings) names += (names.empty() ? "" : " + ") + mutant->name;
    return out + "<code>" + html_escape(names) + "</code>: " + html_with_code(cause.statement);
}

void cause_section(std::ostream& out, const Model& m, const MatrixColumn& column, const Implementation& impl, std::size_t number,
                   const RootCause& cause, const std::string& root) {
    out << "<section class=\"cause\" id=\"" << cause.anchor << "\">\n<h3><a class=\"self\" href=\"#" << cause.anchor << "\">"
        << number << ".</a> " << group_heading(impl, cause) << "</h3>\n";
    if (impl.triage) out << triage_note_html(impl.triage_of(cause), impl.triage->file);
    out << "<p class=\"note\">" << cases_text(cause.records.size()) << " (" << html_escape(levels_text(cause)) << "). "
        << m.with_case_links(evidence_note(cause, impl.failures), root) << "</p>\n";
    for (const auto& sentence : group_sentences(cause, m.in.catalogues))
        out << "<blockquote>" << html_escape(sentence.words) << " (" << html_escape(sentence.citation) << ")</blockquote>\n";
    example(out, m, column, cause.only_this ? *cause.only_this : *cause.records.front(), root,
            cause.only_this ? "The smallest case with no other cause at work" : "The smallest case");
    if (cause.records.size() > 1) {
        out << "<table class=\"of-cause\">\n<thead><tr><th>every case (" << cause.records.size()
            << ")</th><th>level</th><th>fragment</th><th>what differs</th></tr></thead>\n<tbody>\n";
        for (const auto* r : cause.records)
            out << "<tr><td data-label=\"case\">" << m.case_id_html(*r->c, root) << "</td><td data-label=\"level\">"
                << html_escape(to_string(r->c->level)) << "</td><td data-label=\"fragment\"><code>"
                << html_escape(visible_request(*r->c)) << "</code></td><td data-label=\"what differs\">"
                << marked_html(r->detail) << "</td></tr>\n";
        out << "</tbody>\n</table>\n";
    }
    out << "</section>\n";
}

void skipped(std::ostream& out, const MatrixColumn& column) {
    const auto reasons = skipped_by_reason(column);
    out << "<h2 id=\"skipped\">Skipped, by reason</h2>\n";
    if (reasons.empty()) {
        out << "<p>None: it was sent every case.</p>\n";
        return;
    }
    out << "<p class=\"note\">A case the handshake rules out (<code>supports.*</code>) is not sent; one the implementation "
           "answered <code>skipped</code> gives its own reason. Neither counts against it.</p>\n<ul class=\"reasons\">\n";
    for (const auto& [reason, n] : reasons)
        out << "<li><b>" << n << "</b> " << html_escape(reason) << "</li>\n";
    out << "</ul>\n";
}

}  // namespace

std::string implementation_page(const Model& m, const Implementation& impl) {
    const std::string root = m.report ? "" : "../";
    const auto& column = *impl.column;
    std::ostringstream out;
    out << html_page_start("fragid: " + column.name) << nav_html(m, root, m.implementation_page(column.name));
    heading(out, m, impl, root);
    counts_table(out, column);
    out << "<h2 id=\"causes\">Why it does not pass: " << html_escape(groups_heading(impl.causes)) << "</h2>\n";
    if (impl.causes.empty()) {
        out << "<p>" << html_escape(no_group_sentence(column, impl.not_diagnosed)) << "</p>\n";
    } else {
        out << "<p class=\"note\">" << html_escape(diagnosis_method) << "</p>\n";
        if (!impl.not_diagnosed.empty()) out << "<p class=\"note\">" << html_escape(impl.not_diagnosed) << "</p>\n";
        out << "<ol class=\"causes\">\n";
        for (const auto& cause : impl.causes)
            out << "<li><a href=\"#" << cause.anchor << "\">" << group_heading(impl, cause) << "</a> <span class=\"muted\">("
                << cases_text(cause.records.size()) << (cause.symptom() ? "; a symptom" : "") << ")</span>"
                << (impl.triage && !disputed(impl.triage_of(cause)) ? " " + triage_tag_html(impl.triage_of(cause), false) : "")
                << "</li>\n";
        out << "</ol>\n";
        for (std::size_t g = 0; g < impl.causes.size(); ++g) cause_section(out, m, column, impl, g + 1, impl.causes[g], root);
    }
    out << ci_section_html(m, impl);
    skipped(out, column);
    out << html_page_end();
    return out.str();
}

}  // namespace fragid::publish::site
