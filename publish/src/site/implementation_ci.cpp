// What an implementation's maintainers take from its page to their own
// project (issue 39): its badge, as Markdown and as HTML, served by
// shields.io's endpoint badge from the badge JSON this site commits
// (https://shields.io/badges/endpoint-badge); and its baseline, the cases it
// does not pass today as `fragid check --expect-failures` reads them
// (conformance/baseline.hpp), so that their CI fails on a change, not on what
// is known.
#include <sstream>

#include "../cause_view.hpp"
#include "fragid/conformance/baseline.hpp"
#include "fragid/publish/html.hpp"
#include "site_pages.hpp"

namespace fragid::publish::site {

using namespace conformance;

namespace {

// A URL as the value of a query parameter: everything but RFC 3986's unreserved characters percent-encoded.
std::string query_value(const std::string& text) {
    static constexpr char digits[] = "0123456789ABCDEF";
    std::string out;
    for (unsigned char c : text) {
        const bool unreserved = (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '-' ||
                                c == '.' || c == '_' || c == '~';
        if (unreserved) out += static_cast<char>(c);
        else out += std::string("%") + digits[c >> 4] + digits[c & 15];
    }
    return out;
}

// The records that did not pass and were not skipped: failed, errored, crashed, timed out.
std::vector<const CaseRecord*> not_passed(const MatrixColumn& column) {
    std::vector<const CaseRecord*> out;
    for (const auto& r : column.summary.records)
        if (r.verdict != Verdict::passed && r.verdict != Verdict::skipped) out.push_back(&r);
    return out;
}

}  // namespace

std::string baseline_text_of(const Implementation& impl) {
    const auto& column = *impl.column;
    const auto& info = column.handshake.implementation;
    std::vector<BaselineEntry> entries;
    for (const auto* r : not_passed(column)) entries.push_back({r->c->id, std::string(to_string(r->c->level)) + ", " + baseline_comment(*r), 0});
    return baseline_text(std::move(entries),
                         {"fragid check --expect-failures: the cases expected to fail, one id per line; '#' starts a comment.",
                          "The cases " + column.name + " (" + (info.name.empty() ? column.name : info.name) + " " +
                              info.version + ") did not pass in fragid's run, at every level: with this file, a run fails",
                          "on a new failure or on a case listed here that passes (remove it then), and on nothing else."});
}

std::string ci_section_html(const Model& m, const Implementation& impl) {
    const auto& name = impl.name();
    std::string site = m.in.site_url.empty() ? "SITE_URL/" : m.in.site_url;
    if (site.back() != '/') site += '/';
    const auto badge_file = m.report ? std::string("badge.json") : Model::badge_file(name);
    const auto badge = "https://img.shields.io/endpoint?url=" + query_value(site + badge_file);
    const auto page = site + m.implementation_page(name);
    const auto markdown = "[![fragid](" + badge + ")](" + page + ")";
    const auto html = "<a href=\"" + html_escape(page) + "\"><img alt=\"fragid\" src=\"" + html_escape(badge) + "\"></a>";
    const std::string root = m.report ? "" : "../";
    const auto baseline = m.baseline_file(name);
    const auto failing = not_passed(*impl.column).size();
    std::ostringstream out;
    out << "<h2 id=\"ci\">For its README and its CI</h2>\n<p>Its badge (" << badge_html(impl)
        << "), drawn by shields.io from <a href=\"" << html_escape(root + badge_file) << "\">" << html_escape(badge_file)
        << "</a>, which this site keeps current; in Markdown and in HTML:</p>\n<pre class=\"snippet\">"
        << html_escape(markdown) << "</pre>\n<pre class=\"snippet\">" << html_escape(html) << "</pre>\n";
    if (m.in.site_url.empty())
        out << "<p class=\"note\"><code>SITE_URL/</code>: where this directory is served (give it to <code>fragid "
            << (m.report ? "report" : "docs") << " --site-url</code> and the snippets have it).</p>\n";
    out << "<p>The " << cause_view::cases_text(failing) << " it does not pass today, as <code>fragid check "
        << "--expect-failures</code> reads them: <a href=\"" << html_escape(root + baseline) << "\">"
        << html_escape(baseline.substr(baseline.rfind('/') + 1)) << "</a>. In its CI, this run fails on a new failure "
        << "or a case of the list that passes, and not on the list:</p>\n<pre class=\"snippet\">"
        << html_escape("fragid check --impl " + cause_view::shell_quote(impl.column->adapter) + " --fail-on any --expect-failures " +
                       baseline.substr(baseline.rfind('/') + 1))
        << "</pre>\n";
    return out.str();
}

}  // namespace fragid::publish::site
