// cases/SPEC-sSECTION.html: the cases of one section of a spec, one anchored
// section each (the case's id), so that every case id on the site has a place
// to link to (issue 39): what the case tests, the spec's words, the fragment,
// the entity drawn (and in hex when small), every accepted answer, and every
// implementation's answer with the group of its cause and that cause's triage.
// cases/index.html lists the sections. A page per section, not per case: the
// style sheet is inline in every page, and 38 pages read as well as 660.
#include <map>
#include <sstream>

#include "../cited_words.hpp"
#include "fragid/conformance/bytes_text.hpp"
#include "fragid/publish/drawing_html.hpp"
#include "fragid/publish/html.hpp"
#include "fragid/publish/matrix_report.hpp"
#include "fragid/publish/outcome_text.hpp"
#include "fragid/publish/visible.hpp"
#include "matrix_parts.hpp"
#include "site_pages.hpp"

namespace fragid::publish::site {

using namespace conformance;

namespace {

const std::string root = "../";
// Entities this small are given in hex too, as the vectors spell them: the exact bytes.
constexpr std::size_t hex_limit = 256;

// Where else the case is: its matrix row, its edge-case entry, fragid's reading of it.
std::string elsewhere(const Model& m, const Case& c) {
    std::vector<std::string> links;
    if (const auto row = m.matrix_link(c, root); !row.empty() && m.record(0, c))
        links.push_back("<a href=\"" + html_escape(row) + "\">its row in the matrix</a>");
    if (const auto edge = m.edge_link(c, root); !edge.empty())
        links.push_back("<a href=\"" + html_escape(edge) + "\">its edge-case entry</a>");
    // The interpretation docs are beside the matrix site (docs/); a report's site is elsewhere.
    if (const auto reading = interpretation_link(m.in.interpretations, c)) {
        if (m.report) links.push_back("fragid&#39;s reading: " + html_with_code(reading->title));
        else
            links.push_back("fragid&#39;s reading: <a href=\"../../" + html_escape(reading->href) + "\">" +
                            html_with_code(reading->title) + "</a>");
    }
    std::string out;
    for (std::size_t i = 0; i < links.size(); ++i) out += (i ? " \u00B7 " : "") + links[i];
    return out;
}

void accepted(std::ostream& out, const Case& c, const std::vector<VisibleChar>& chars) {
    const auto* check = c.resolves();
    if (!check) {
        out << "<p><b>Accepted:</b> every fragment produced (<code>" << html_escape(c.produces()->kind)
            << "</code>) identifies exactly what it claims, resolved by the reference.</p>\n";
        return;
    }
    out << "<p><b>" << (check->acceptable.size() == 1 ? "The one accepted answer" : "Accepted answers (any one passes)")
        << ":</b></p>\n<ol class=\"accepted\">\n";
    for (std::size_t i = 0; i < check->acceptable.size(); ++i)
        out << "<li>" << marked_html(identified_text(c, check->acceptable[i], chars))
            << (i == check->fragids_reading() && check->acceptable.size() > 1
                    ? " <span class=\"muted\">(fragid&#39;s reading, marked in the drawing)</span>"
                    : "")
            << "</li>\n";
    out << "</ol>\n";
    if (check->single_answer)
        out << "<p class=\"note\">Why no other answer is defensible: " << html_escape(*check->single_answer) << "</p>\n";
}

// The group of an implementation's answer, with its triage; a disputed cause reads as disputed.
std::string group_html(const Model& m, const std::string& name, const Case& c) {
    const auto* group = m.group_of(name, c);
    if (!group) return "\u2013";
    const auto* impl = m.implementation(name);
    std::string out = "<a href=\"" + html_escape(m.group_link(name, c, root)) + "\">" + html_with_code(group->statement) + "</a>";
    if (impl->triage) out += " " + triage_tag_html(impl->triage_of(*group));
    return out;
}

// Every implementation that was sent the case: its verdict, its answer, why; those that skipped it, by reason.
void implementations(std::ostream& out, const Model& m, const Case& c, const std::vector<VisibleChar>& chars) {
    std::string rows;
    std::map<std::string, std::string> skipped;  // reason -> names
    for (const auto& impl : m.implementations) {
        const auto* r = m.record(m.column_index.at(impl.name()), c);
        if (!r) continue;
        const auto& column = *impl.column;
        if (r->verdict == Verdict::skipped) {
            auto& names = skipped[cell_detail(column, *r)];
            names += (names.empty() ? "" : ", ") + impl.name();
            continue;
        }
        const auto kind = cell_kind(r->verdict);
        const auto answer = r->actual && c.resolves() ? answered_text(c, *r->actual, chars) : cell_detail(column, *r);
        rows += "<tr><td data-label=\"implementation\"><a href=\"" + html_escape(root + m.implementation_page(impl.name())) +
                "\">" + html_escape(impl.name()) + "</a></td><td class=\"" + matrix_parts::verdict_css(kind) +
                "\" data-label=\"verdict\">" + matrix_parts::verdict_word_html(r->verdict) + "</td><td data-label=\"answer\">" +
                marked_html(answer.empty() ? std::string("the expected answer") : answer) + "</td><td data-label=\"why\">" +
                group_html(m, impl.name(), c) + "</td></tr>\n";
    }
    if (m.implementations.empty()) return;
    if (rows.empty()) out << "<p class=\"note\">No implementation of the matrix was sent it.</p>\n";
    else
        out << "<table class=\"answers\">\n<thead><tr><th>implementation</th><th>verdict</th><th>its answer</th>"
               "<th>why: the group of its cause</th></tr></thead>\n<tbody>\n"
            << rows << "</tbody>\n</table>\n";
    if (skipped.empty()) return;
    out << "<p class=\"note\">Not sent to ";
    std::size_t i = 0;
    for (const auto& [reason, names] : skipped) out << (i++ ? "; " : "") << html_escape(names) << " (" << html_escape(reason) << ")";
    out << ".</p>\n";
}

void case_section(std::ostream& out, const Model& m, const Case& c) {
    const auto id = html_id(c.id);
    const auto chars = visible_chars(c.entity, c.spec);
    out << "<section class=\"case\" id=\"" << id << "\">\n<h3><a class=\"self\" href=\"#" << id << "\"><code>"
        << html_escape(c.id) << "</code></a></h3>\n<p>" << html_escape(c.description) << "</p>\n";
    if (const auto words = cited_words(c, m.in.catalogues))
        out << "<blockquote>" << html_escape(words->words) << " (" << html_escape(words->citation) << ")</blockquote>\n";
    out << "<p>" << (c.resolves() ? "Fragment" : "Asks for") << ": <code>" << html_escape(visible_request(c))
        << "</code> \u00B7 level <b>" << html_escape(to_string(c.level)) << "</b>"
        << (c.level == Level::must ? "" : " (not counted against conformance)");
    if (!c.tags.empty()) {
        out << " \u00B7 <span class=\"muted\">tags:";
        for (const auto& tag : c.tags) out << " " << html_escape(tag);
        out << "</span>";
    }
    out << "</p>\n";
    if (const auto links = elsewhere(m, c); !links.empty()) out << "<p class=\"note\">" << links << "</p>\n";
    out << "<p>Entity: " << html_escape(entity_summary(c.entity, c.spec)) << ".</p>\n<pre class=\"drawing\">"
        << (c.entity.bytes.empty() ? "<span class=\"muted\">(empty)</span>" : "");
    const auto* check = c.resolves();
    const auto highlight = check ? highlight_of(c, check->acceptable[check->fragids_reading()]) : Highlight{};
    out << drawing_html(chars, c.entity.bytes.size(), highlight) << "</pre>\n";
    if (!c.entity.bytes.empty() && c.entity.bytes.size() <= hex_limit)
        out << "<p class=\"note\">Its bytes: <code>" << html_escape(hex_of(c.entity.bytes)) << "</code></p>\n";
    accepted(out, c, chars);
    implementations(out, m, c, chars);
    out << "<p class=\"note\">In a terminal: <code>fragid show " << html_escape(c.id) << "</code></p>\n</section>\n";
}

const char* const case_css =
    "section.case{border-top:2px solid #ccd;margin-top:1.2em}\nsection.case h3{margin:.6em 0 .3em;font-size:1.1em;"
    "overflow-wrap:anywhere}\nsection.case h3 a.self{color:inherit;text-decoration:none}\n"
    "table.answers td:nth-child(3){max-width:34em;overflow-wrap:anywhere}\nol.accepted li{margin:.2em 0}\n"
    // A long answer ("xxxx…" of 4930 characters) breaks anywhere rather than widen a phone's page.
    "section.case p,section.case li,section.case blockquote{overflow-wrap:anywhere}\n"
    "@media (max-width:700px){table.answers,table.answers tbody,table.answers tr,table.answers td{display:block;width:auto}\n"
    " table.answers thead{display:none}\n table.answers tr{border:1px solid #bbb;margin:.4em 0}\n"
    " table.answers td{border:none;border-top:1px solid #eee}\n"
    " table.answers td[data-label]::before{content:attr(data-label) \": \";color:#555;font-weight:400}}\n";

}  // namespace

std::string case_page(const Model& m, const std::string& file, const std::vector<const Case*>& cases) {
    const Case& first = *cases.front();
    const auto section = section_heading(m.in.catalogues, first.spec, first.section);
    std::ostringstream out;
    out << html_page_start(spec_title(first.spec) + " s." + section + ": its cases", case_css) << nav_html(m, root, file)
        << "<h1>" << html_escape(spec_title(first.spec)) << " s." << html_escape(section) << "</h1>\n<p class=\"intro\">"
        << cases.size() << (cases.size() == 1 ? " case" : " cases")
        << " of this section, each in full: what it tests, the specification&#39;s words, the entity drawn (what the "
           "expected answer identifies <mark>marked</mark>), every accepted answer"
        << (m.implementations.empty() ? "" : ", and every implementation&#39;s answer with the group of its cause")
        << ". <a href=\"index.html\">Every section</a>.</p>\n<ul class=\"toc\">\n";
    for (const auto* c : cases) {
        std::size_t deviating = 0;
        for (const auto& impl : m.implementations)
            if (const auto* r = m.record(m.column_index.at(impl.name()), *c); r && r->verdict != Verdict::passed &&
                                                                                   r->verdict != Verdict::skipped)
                ++deviating;
        out << "<li><a href=\"#" << html_id(c->id) << "\"><code>" << html_escape(c->id) << "</code></a>"
            << (deviating ? " <span class=\"muted\">(" + std::to_string(deviating) + " deviating)</span>" : "") << "</li>\n";
    }
    out << "</ul>\n";
    for (const auto* c : cases) case_section(out, m, *c);
    out << html_page_end();
    return out.str();
}

std::string cases_index_page(const Model& m) {
    std::ostringstream out;
    out << html_page_start("fragid: every case, by section") << nav_html(m, root, Model::cases_index)
        << "<h1>Every case, by section</h1>\n<p class=\"intro\">Each page holds the cases of one section of a "
           "specification, each in full; every case id on this site links to its case.</p>\n";
    // In the spec table's order and by section as the matrix orders them, not by file name.
    std::vector<const Case*> firsts;
    for (const auto& [file, cases] : m.case_pages()) firsts.push_back(cases.front());
    Spec spec{};
    bool open = false;
    for (const auto* c : matrix_order(firsts)) {
        const auto& cases = m.case_pages().at(case_page_file(*c));
        if (!open || c->spec != spec) {
            out << (open ? "</ul>\n" : "") << "<h2>" << html_escape(spec_title(c->spec)) << "</h2>\n<ul class=\"toc\">\n";
            spec = c->spec;
            open = true;
        }
        out << "<li><a href=\"" << html_escape(case_page_file(*c).substr(6)) << "\">s."
            << html_escape(section_heading(m.in.catalogues, c->spec, c->section)) << "</a> <span class=\"muted\">("
            << cases.size() << (cases.size() == 1 ? " case" : " cases") << ")</span></li>\n";
    }
    out << (open ? "</ul>\n" : "") << html_page_end();
    return out.str();
}

}  // namespace fragid::publish::site
