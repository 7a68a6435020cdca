#include "fragid/publish/edge_cases.hpp"

#include <algorithm>
#include <cctype>
#include <fstream>
#include <sstream>

#include "fragid/publish/html.hpp"
#include "fragid/publish/markdown.hpp"
#include "fragid/publish/matrix_report.hpp"
#include "fragid/publish/outcome_text.hpp"
#include "fragid/publish/visible.hpp"

namespace fragid::publish {

using namespace conformance;

namespace {

template <class T>
bool contains(const std::vector<T>& list, const T& value) {
    return std::find(list.begin(), list.end(), value) != list.end();
}

// "s.4.2" named in a heading, not as the start of "s.4.21" or "s.4.2.1".
bool names_section(const std::string& heading, const std::string& section) {
    const std::string needle = "s." + section;
    for (auto at = heading.find(needle); at != std::string::npos; at = heading.find(needle, at + 1)) {
        const auto after = at + needle.size();
        const bool digit_follows = after < heading.size() && (std::isdigit(static_cast<unsigned char>(heading[after])) ||
                                                              (heading[after] == '.' && after + 1 < heading.size() &&
                                                               std::isdigit(static_cast<unsigned char>(heading[after + 1]))));
        if (!digit_follows) return true;
    }
    return false;
}

// "python (failed: expected …, got …)", or "none: passed by python; skipped by node".
std::string deviation_text(const std::vector<ImplementationVerdict>* verdicts) {
    if (!verdicts || verdicts->empty()) return "none (no implementation in docs/matrix/ ran it)";
    std::string deviating, passed, skipped;
    for (const auto& v : *verdicts) {
        if (v.verdict == "passed") passed += (passed.empty() ? "" : ", ") + v.implementation;
        else if (v.verdict == "skipped") skipped += (skipped.empty() ? "" : ", ") + v.implementation;
        else deviating += (deviating.empty() ? "" : "; ") + v.implementation + " (" + v.verdict +
                          (v.detail.empty() ? "" : ": " + v.detail) + ")";
    }
    std::string others = passed.empty() ? "" : "passed by " + passed;
    if (!skipped.empty()) others += (others.empty() ? "" : "; ") + ("skipped by " + skipped);
    if (deviating.empty()) return "none: " + others;
    return others.empty() ? deviating : deviating + "; " + others;
}

// Everything an entry says, worked out once and rendered as Markdown or HTML.
struct Entry {
    const Case* c = nullptr;
    std::vector<std::string> reasons;
    std::optional<std::string> words;
    std::string entity_summary;
    std::string entity_drawing;
    std::string identified;
    std::optional<InterpretationLink> interpretation;
    std::optional<std::string> deviations;  // nothing when no results were given
};

std::vector<Entry> entries(const EdgeCaseInputs& in) {
    std::vector<const Case*> tricky;
    for (const auto* c : in.cases)  // resolver cases: the page shows what a fragment identifies
        if (c->resolves() && !tricky_reasons(*c).empty()) tricky.push_back(c);
    std::vector<Entry> out;
    for (const auto* c : matrix_order(tricky)) {
        Entry e;
        e.c = c;
        e.reasons = tricky_reasons(*c);
        e.words = words_for(*c, in.catalogues);
        const auto chars = visible_chars(c->entity, c->spec);
        e.entity_summary = publish::entity_summary(c->entity, c->spec);
        e.entity_drawing = c->entity.bytes.empty() ? "(empty)" : visible_text(chars, 0, c->entity.bytes.size(), 240, 8);
        e.identified = expected_text(*c, *c->resolves(), chars);
        e.interpretation = interpretation_link(in.interpretations, *c);
        if (in.deviations) {
            const auto it = in.deviations->by_case.find(c->id);
            e.deviations = deviation_text(it == in.deviations->by_case.end() ? nullptr : &it->second);
        }
        out.push_back(std::move(e));
    }
    return out;
}

const char* const criterion_text =
    "A vector is listed when it is tagged `edge`, when its level is not `must` (the specification leaves room: "
    "`should`, `may`, `impl-defined`, or is wrong: `erratum`), when it accepts more than one answer, when its "
    "entity is empty, or when it carries one of the tags ";

std::string legend() {
    return "Entities are drawn with \u240D for CR, \u240A for LF, \u2424 for NEL, \u2409 for TAB, \u27E8BOM\u27E9 for a "
           "byte order mark, \u27E8U+XXXX\u27E9 for other invisible characters and \u27E8FF\u27E9 for a byte that is "
           "not valid in the charset; the drawing breaks its lines after each line ending. Characters and bytes are "
           "counted from 0, as RFC 5147 counts positions; CSV rows and columns from 1, as RFC 7111 does.";
}

std::string spec_citation(Spec spec) { return std::string(describe(spec).citation); }

std::string tag_list(bool markdown) {
    std::string out;
    for (const auto& t : edge_tags()) out += (out.empty() ? "" : ", ") + (markdown ? "`" + t + "`" : t);
    return out;
}

}  // namespace

const std::vector<std::string>& edge_tags() {
    static const std::vector<std::string> tags = {
        "trap",           "beyond", "clamp",         "zero",         "huge-number", "inverted",
        "inverse",        "bom",    "nel",           "cr-nel",       "final-line-break", "empty-field",
        "empty-entity",   "ragged", "invalid-bytes", "pathological",
    };
    return tags;
}

std::vector<std::string> tricky_reasons(const Case& c) {
    std::vector<std::string> reasons;
    if (contains(c.tags, std::string("not-edge"))) return reasons;
    if (contains(c.tags, std::string("edge"))) reasons.push_back("tag edge");
    if (c.level != Level::must) reasons.push_back("level " + std::string(to_string(c.level)));
    if (c.resolves() && c.resolves()->expect_any) reasons.push_back("more than one acceptable answer");
    if (c.entity.bytes.empty()) reasons.push_back("empty entity");
    for (const auto& t : edge_tags())
        if (contains(c.tags, t) && !(t == "empty-entity" && c.entity.bytes.empty())) reasons.push_back("tag " + t);
    return reasons;
}

Interpretations load_interpretations(const std::filesystem::path& docs_dir) {
    Interpretations out;
    for (const auto& d : spec_table) {
        const Spec spec = d.spec;
        // The table names it from the repository's root; docs_dir is docs/.
        const auto name = std::filesystem::path(d.interpretations).filename();
        std::ifstream in(docs_dir / name);
        if (!in) continue;
        std::vector<std::string> headings;
        bool fenced = false;
        for (std::string line; std::getline(in, line);) {
            if (line.rfind("```", 0) == 0) fenced = !fenced;
            if (fenced || line.empty() || line[0] != '#') continue;
            const auto text = line.find_first_not_of("# ");
            if (text != std::string::npos && line.find(' ') != std::string::npos) headings.push_back(line.substr(text));
        }
        out.files[spec] = {name, std::move(headings)};
    }
    return out;
}

std::optional<InterpretationLink> interpretation_link(const Interpretations& in, const Case& c) {
    if (c.level != Level::impl_defined && c.level != Level::erratum) return std::nullopt;
    const auto it = in.files.find(c.spec);
    if (it == in.files.end()) return std::nullopt;
    const auto& [file, headings] = it->second;
    for (const auto& h : headings)
        if (names_section(h, c.section)) return InterpretationLink{file + "#" + markdown_anchor(h), file + ": " + h};
    return InterpretationLink{file, file};
}

std::string edge_cases_markdown(const EdgeCaseInputs& in) {
    const auto list = entries(in);
    std::ostringstream out;
    out << "# Edge cases of text/plain and text/csv fragment identifiers\n\n"
           "Generated by `fragid docs` from the conformance vectors"
        << (in.deviations ? " and docs/matrix/results.json" : "")
        << "; do not edit by hand. Each entry is one vector: the\n"
           "specification's words, the fragment, the entity, what the fragment identifies in it and why, how fragid\n"
           "reads the specification where it leaves a choice, and which implementations answer otherwise.\n\n"
           "**Which vectors are here.** "
        << criterion_text << tag_list(true)
        << ". Add the tag `edge` to a vector to list it regardless, `not-edge` to leave it out. "
        << list.size() << " of " << in.cases.size() << " vectors are listed.\n\n"
        << legend() << "\n";
    std::optional<Spec> spec;
    std::string section;
    for (const auto& e : list) {
        const Case& c = *e.c;
        if (!spec || *spec != c.spec) {
            out << "\n## " << spec_title(c.spec) << "\n";
            spec = c.spec;
            section.clear();
        }
        if (section != c.section) {
            section = c.section;
            out << "\n### s." << markdown_text(section_heading(in.catalogues, c.spec, c.section)) << "\n";
        }
        out << "\n#### " << c.id << "\n\n"
            << markdown_code(visible_request(c)) << " \u00B7 level **" << to_string(c.level)
            << "** \u00B7 listed for: ";
        for (std::size_t i = 0; i < e.reasons.size(); ++i) out << (i ? ", " : "") << e.reasons[i];
        out << "\n\n";
        if (e.words) out << "> " << markdown_text(*e.words) << " (" << spec_citation(c.spec) << " s." << c.section << ")\n\n";
        out << "Entity (" << e.entity_summary << "):\n\n"
            << markdown_block(e.entity_drawing) << "\n"
            << "- **Identified:** " << markdown_text(e.identified) << "\n"
            << "- **Why:** " << markdown_text(c.description) << "\n";
        if (e.interpretation)
            out << "- **fragid's reading:** [" << markdown_text(e.interpretation->title) << "](" << e.interpretation->href
                << ")\n";
        if (e.deviations) out << "- **Implementations that deviate:** " << markdown_text(*e.deviations) << "\n";
    }
    return out.str();
}

std::string edge_cases_html(const EdgeCaseInputs& in) {
    const auto list = entries(in);
    std::ostringstream out;
    out << html_page_start("Edge cases of text/plain and text/csv fragment identifiers",
                           "div.entry{border-top:1px solid #ddd;margin-top:1em}\n.tags{color:#555;font-size:0.9em}\n")
        << "<h1>Edge cases of text/plain and text/csv fragment identifiers</h1>\n<p>Generated by <code>fragid "
           "docs</code> from the conformance vectors"
        << (in.deviations ? " and docs/matrix/results.json" : "")
        << ". Each entry is one vector: the specification&#39;s words, the fragment, the entity, what the fragment "
           "identifies in it and why, how fragid reads the specification where it leaves a choice, and which "
           "implementations answer otherwise.</p>\n<p><strong>Which vectors are here.</strong> "
        << html_escape(criterion_text) << html_escape(tag_list(false))
        << ". Add the tag <code>edge</code> to a vector to list it regardless, <code>not-edge</code> to leave it out. "
        << list.size() << " of " << in.cases.size() << " vectors are listed.</p>\n<p>" << html_escape(legend())
        << "</p>\n";
    std::optional<Spec> spec;
    std::string section;
    for (const auto& e : list) {
        const Case& c = *e.c;
        if (!spec || *spec != c.spec) {
            out << "<h2>" << html_escape(spec_title(c.spec)) << "</h2>\n";
            spec = c.spec;
            section.clear();
        }
        if (section != c.section) {
            section = c.section;
            out << "<h3>s." << html_escape(section_heading(in.catalogues, c.spec, c.section)) << "</h3>\n";
        }
        out << "<div class=\"entry\" id=\"" << html_id(c.id) << "\">\n<h4>" << html_escape(c.id) << "</h4>\n<p><code>"
            << html_escape(visible_request(c)) << "</code> \u00B7 level <strong>"
            << html_escape(to_string(c.level)) << "</strong> <span class=\"tags\">\u00B7 listed for: ";
        for (std::size_t i = 0; i < e.reasons.size(); ++i) out << (i ? ", " : "") << html_escape(e.reasons[i]);
        out << "</span></p>\n";
        if (e.words)
            out << "<blockquote>" << html_escape(*e.words) << " (" << html_escape(spec_citation(c.spec)) << " s."
                << html_escape(c.section) << ")</blockquote>\n";
        out << "<p>Entity (" << html_escape(e.entity_summary) << "):</p>\n<pre>" << html_escape(e.entity_drawing)
            << "</pre>\n<ul>\n<li><strong>Identified:</strong> " << html_escape(e.identified)
            << "</li>\n<li><strong>Why:</strong> " << html_escape(c.description) << "</li>\n";
        if (e.interpretation)
            out << "<li><strong>fragid&#39;s reading:</strong> <a href=\"" << html_escape(e.interpretation->href) << "\">"
                << html_escape(e.interpretation->title) << "</a></li>\n";
        if (e.deviations)
            out << "<li><strong>Implementations that deviate:</strong> " << html_escape(*e.deviations) << "</li>\n";
        out << "</ul>\n</div>\n";
    }
    out << html_page_end();
    return out.str();
}

}  // namespace fragid::publish
