#include "fragid/publish/edge_cases.hpp"

#include <algorithm>
#include <cctype>
#include <fstream>
#include <sstream>

#include "fragid/publish/markdown.hpp"
#include "fragid/publish/matrix_report.hpp"
#include "fragid/publish/outcome_text.hpp"
#include "fragid/publish/visible.hpp"
#include "edge_entries.hpp"

namespace fragid::publish {

using namespace conformance;
using edge::criterion_text;
using edge::spec_citation;

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

std::string legend() {
    return "Entities are drawn with \u240D for CR, \u240A for LF, \u2424 for NEL, \u2409 for TAB, \u27E8BOM\u27E9 for a "
           "byte order mark, \u27E8U+XXXX\u27E9 for other invisible characters and \u27E8FF\u27E9 for a byte that is "
           "not valid in the charset; the drawing breaks its lines after each line ending. Characters and bytes are "
           "counted from 0, as RFC 5147 counts positions; CSV rows and columns from 1, as RFC 7111 does.";
}

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
        "empty-entity",   "ragged", "invalid-bytes", "pathological", "number-sign",      "hash",
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
        std::vector<std::string> headings, bodies;
        bool fenced = false;
        for (std::string line; std::getline(in, line);) {
            if (line.rfind("```", 0) == 0) fenced = !fenced;
            const auto text = line.find_first_not_of("# ");
            const bool heading = !fenced && !line.empty() && line[0] == '#' && text != std::string::npos &&
                                 line.find(' ') != std::string::npos;
            if (heading) {
                headings.push_back(line.substr(text));
                bodies.emplace_back();
            } else if (!bodies.empty()) {
                bodies.back() += line + "\n";
            }
        }
        for (auto& body : bodies) {  // without the blank lines around it
            body.erase(0, body.find_first_not_of('\n'));
            body.erase(body.find_last_not_of('\n') + 1);
        }
        out.files[spec] = {name, std::move(headings)};
        out.bodies[spec] = std::move(bodies);
    }
    return out;
}

namespace {

// Whether an interpretation section names the case: its id, or a glob of ids
// that covers it ("`wilde-charset-utf8-bom-*`").
bool names_case(const std::string& body, const std::string& id) {
    if (body.find(id) != std::string::npos) return true;
    for (auto star = body.find("-*"); star != std::string::npos; star = body.find("-*", star + 1)) {
        auto start = star;
        while (start > 0 && (std::isalnum(static_cast<unsigned char>(body[start - 1])) || body[start - 1] == '-')) --start;
        const auto prefix = body.substr(start, star + 1 - start);
        if (prefix.size() > 1 && id.rfind(prefix, 0) == 0) return true;
    }
    return false;
}

// Whether a heading is about one of the case's tags ("BOM" for the tag bom).
bool heading_has_tag(const std::string& heading, const std::vector<std::string>& tags) {
    std::string lower;
    for (char ch : heading) lower += static_cast<char>(std::tolower(static_cast<unsigned char>(ch)));
    for (const auto& tag : tags) {
        for (auto at = lower.find(tag); at != std::string::npos; at = lower.find(tag, at + 1)) {
            const bool starts = at == 0 || !std::isalnum(static_cast<unsigned char>(lower[at - 1]));
            const auto end = at + tag.size();
            const bool ends = end == lower.size() || !std::isalnum(static_cast<unsigned char>(lower[end]));
            if (starts && ends) return true;
        }
    }
    return false;
}

}  // namespace

std::optional<InterpretationLink> interpretation_link(const Interpretations& in, const Case& c) {
    if (c.level != Level::impl_defined && c.level != Level::erratum) return std::nullopt;
    const auto it = in.files.find(c.spec);
    if (it == in.files.end()) return std::nullopt;
    const auto& [file, headings] = it->second;
    const auto bodies = in.bodies.find(c.spec);
    const auto body = [&](std::size_t i) {
        return bodies != in.bodies.end() && i < bodies->second.size() ? bodies->second[i] : std::string();
    };
    // The section that names the case, else of those that name its spec
    // section the one about one of its tags, else the first of those.
    std::optional<std::size_t> chosen;
    int best = 0;
    for (std::size_t i = 0; i < headings.size(); ++i) {
        const int score = names_case(body(i), c.id)                 ? 3
                          : !names_section(headings[i], c.section) ? 0
                          : heading_has_tag(headings[i], c.tags)   ? 2
                                                                   : 1;
        if (score > best) best = score, chosen = i;
    }
    if (!chosen) return InterpretationLink{file, file, ""};
    const auto& h = headings[*chosen];
    return InterpretationLink{file + "#" + markdown_anchor(h), file + ": " + h, body(*chosen)};
}

std::string edge_cases_markdown(const EdgeCaseInputs& in) {
    const auto list = edge::entries(in);
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
        << edge::listed_text(in.cases, list.size())
        << (in.deviations ? " " + edge::unrun_text(list) : std::string()) << "\n\n"
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
        if (e.words) out << "> " << markdown_text(e.words->words) << " (" << e.words->citation << ")\n\n";
        else out << markdown_text(edge::no_quote_text(c.spec)) << "\n\n";
        const auto drawing = c.entity.bytes.empty() ? "(empty)" : visible_text(e.chars, 0, c.entity.bytes.size(), 240, 8);
        out << "Entity: " << e.entity_summary << ".\n\n"
            << markdown_block(drawing) << "\n"
            << "- **Identified:** " << markdown_text(e.identified) << "\n"
            << "- **Why:** " << markdown_text(c.description) << "\n";
        if (e.interpretation)
            out << "- **fragid's reading:** [" << markdown_text(e.interpretation->title) << "](" << e.interpretation->href
                << ")\n";
        if (e.deviations) out << "- **Implementations that deviate:** " << markdown_text(*e.deviations) << "\n";
    }
    return out.str();
}

}  // namespace fragid::publish
