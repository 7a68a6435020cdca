// A cause's triage on the pages (triage_words.hpp): a tag beside the group's
// heading and wherever the group is named, linked to where it was reported or
// disputed, and the sentence under the heading. A disputed cause reads as
// disputed, in its own colour, never as a plain FAIL.
#include "fragid/publish/html.hpp"
#include "site_pages.hpp"

namespace fragid::publish::site {

using conformance::TriageEntry;
using conformance::TriageState;

std::string triage_tag_html(const TriageEntry* entry, bool linked) {
    const std::string state(to_string(entry ? entry->state : TriageState::not_reported));
    const auto label = html_escape(triage_label(entry));
    const auto title = html_escape(triage_sentence(entry));
    if (linked && entry && !entry->url.empty())
        return "<a class=\"triage " + state + "\" href=\"" + html_escape(entry->url) + "\" title=\"" + title + "\">" + label + "</a>";
    return "<span class=\"triage " + state + "\" title=\"" + title + "\">" + label + "</span>";
}

std::string triage_note_html(const TriageEntry* entry, const std::string& file) {
    std::string out = "<p class=\"note upstream\"><b>Upstream:</b> " + triage_tag_html(entry);
    if (entry && entry->state == TriageState::disputed)
        out += " at <a href=\"" + html_escape(entry->url) + "\">" + html_escape(entry->url) + "</a>: " + html_escape(entry->why);
    else if (entry && !entry->url.empty())
        out += " at <a href=\"" + html_escape(entry->url) + "\">" + html_escape(entry->url) + "</a>";
    return out + " <span class=\"muted\">(triage: <code>" + html_escape(file) + "</code>)</span></p>\n";
}

}  // namespace fragid::publish::site
