#include <algorithm>
#include <map>
#include <sstream>

#include "fragid/conformance/bytes_text.hpp"
#include "fragid/publish/deviation_groups.hpp"
#include "fragid/publish/markdown.hpp"
#include "fragid/publish/matrix_report.hpp"
#include "fragid/publish/outcome_text.hpp"
#include "fragid/publish/visible.hpp"

namespace fragid::publish {

using namespace conformance;

namespace {

// Small entities are given in hex too (conformance::hex_of, the vectors' spelling), so that the
// report carries the exact bytes.
constexpr std::size_t hex_limit = 96;

void entry(std::ostream& out, const MatrixColumn& column, const CaseRecord& r,
           const Catalogues& catalogues) {
    const Case& c = *r.c;
    const auto chars = visible_chars(c.entity, c.spec);
    out << "\n### " << c.id << "\n\n"
        << "- **Specification:** " << spec_title(c.spec) << ", section "
        << markdown_text(section_heading(catalogues, c.spec, c.section)) << "; requirement level **"
        << to_string(c.level) << "**" << (c.level == Level::must ? "" : " (not counted against conformance)") << "\n";
    if (const auto words = words_for(c, catalogues)) out << "- **The specification says:** \u201C" << markdown_text(*words) << "\u201D\n";
    out << "- **What is tested:** " << markdown_text(c.description) << "\n"
        << (c.resolves() ? "- **Fragment:** " + markdown_code(visible_request(c))
                         : "- **Asked to produce:** " + markdown_code(c.produces()->kind) + " fragments for this entity (a producer case)")
        << "\n"
        << "- **Entity** (" << entity_summary(c.entity, c.spec) << "; \u240D CR, \u240A LF, \u2424 NEL, \u27E8BOM\u27E9 a byte order mark):\n\n"
        << markdown_block(c.entity.bytes.empty() ? "(empty)" : visible_text(chars, 0, c.entity.bytes.size()));
    if (!c.entity.bytes.empty() && c.entity.bytes.size() <= hex_limit) out << "\n  bytes: `" << conformance::hex_of(c.entity.bytes) << "`\n";
    out << "\n- **Expected:** "
        << (c.resolves() ? markdown_text(expected_text(c, *c.resolves(), chars))
                         : std::string("every fragment produced identifies exactly what it claims (resolved by the reference)"))
        << "\n";
    if (r.verdict == Verdict::failed && r.actual) {
        out << "- **Actual:** " << markdown_text(identified_text(c, *r.actual, chars)) << "\n"
            << "- **In short:** " << markdown_text(r.detail) << "\n";
    } else {
        out << "- **Actual:** no answer (" << to_string(r.verdict) << "): " << markdown_text(r.detail) << "\n";
    }
    if (!r.raw.empty()) out << "- **The adapter answered:** " << markdown_code(r.raw) << "\n";
    std::string quoted_command = "'";
    for (char ch : column.adapter) quoted_command += ch == '\'' ? std::string("'\\''") : std::string(1, ch);
    out << "- **Reproduce:** "
        << markdown_code("fragid check " + (column.reference ? std::string() : "--impl " + quoted_command + "' ") +
                         "--id " + c.id)
        << "\n";
}

// The first examples of a group in full; more would bury the next group.
constexpr std::size_t examples_per_group = 3;

std::string levels_of(const DeviationGroup& group) {
    std::map<std::string, std::size_t> counts;
    for (const auto* r : group.records) ++counts[std::string(to_string(r->c->level))];
    std::string out;
    for (const auto& [level, n] : counts) out += (out.empty() ? "" : ", ") + std::to_string(n) + " " + level;
    return out;
}

// The spec sentence of the section most of the group's cases test, with the
// sections and their counts: the group's cases may span several.
void group_spec(std::ostream& out, const DeviationGroup& group, const Catalogues& catalogues) {
    std::map<std::pair<Spec, std::string>, std::size_t> sections;
    for (const auto* r : group.records) ++sections[{r->c->spec, r->c->section}];
    const auto most = std::max_element(sections.begin(), sections.end(),
                                       [](const auto& a, const auto& b) { return a.second < b.second; });
    out << "Sections:";
    std::optional<Spec> last;
    for (const auto& [where, n] : sections) {
        out << (last ? "; " : " ") << (last == where.first ? "" : spec_title(where.first) + " section ")
            << markdown_text(section_heading(catalogues, where.first, where.second)) << " (" << n << ")";
        last = where.first;
    }
    out << ".\n";
    for (const auto* r : group.records)
        if (std::pair{r->c->spec, r->c->section} == most->first) {
            if (const auto words = words_for(*r->c, catalogues))
                out << "The specification says (" << spec_title(r->c->spec) << " section " << markdown_text(r->c->section)
                    << "): \u201C" << markdown_text(*words) << "\u201D\n";
            break;
        }
}

void group_section(std::ostream& out, std::size_t number, const DeviationGroup& group, const MatrixColumn& column,
                   const Catalogues& catalogues) {
    const auto n = group.records.size();
    out << "\n## " << number << ". " << markdown_text(group.signature) << "\n\n"
        << (n == 1 ? std::string("1 case") : std::to_string(n) + " cases") << " (" << levels_of(group) << "). ";
    group_spec(out, group, catalogues);
    out << "\n" << (n > examples_per_group ? "The smallest examples:\n" : "");
    for (std::size_t i = 0; i < n && i < examples_per_group; ++i) entry(out, column, *group.records[i], catalogues);
    if (n <= examples_per_group) return;
    out << "\nAll " << n << " cases of this group:\n\n| case | level | fragment | what differs |\n|---|---|---|---|\n";
    for (const auto* r : group.records)
        out << "| " << markdown_code(r->c->id, true) << " | " << to_string(r->c->level) << " | "
            << markdown_code(visible_request(*r->c), true) << " | " << markdown_text(r->detail, true) << " |\n";
}

}  // namespace

std::string deviation_markdown(const Matrix& m, std::size_t index, const Catalogues& catalogues) {
    const auto& column = m.columns[index];
    const auto& impl = column.handshake.implementation;
    std::vector<const CaseRecord*> deviations;
    std::size_t skipped = 0, passed = 0, failed = 0, broken = 0;
    for (const auto& r : column.summary.records) {
        switch (cell_kind(r.verdict)) {
            case CellKind::pass: ++passed; break;
            case CellKind::skip: ++skipped; break;
            case CellKind::fail: ++failed; deviations.push_back(&r); break;
            // An adapter that never started answered nothing: one line below
            // says so, not one entry per case.
            case CellKind::broken: ++broken; if (!column.start_failure) deviations.push_back(&r); break;
        }
    }
    const auto groups = group_deviations(deviations);
    std::ostringstream out;
    out << "# Deviations: " << markdown_text(column.name) << "\n\n"
        << "Generated by `fragid matrix`; do not edit by hand. Implementation: **"
        << markdown_text(impl.name.empty() ? column.name : impl.name) << "** " << markdown_text(impl.version)
        << (impl.homepage.empty() ? "" : " (" + impl.homepage + ")") << ", run through the fragid adapter protocol with "
        << markdown_code(column.adapter) << ".\n\n"
        << "Of " << column.summary.records.size() << " vectors: " << passed << " passed, " << failed
        << " failed, " << broken << " gave no answer, " << skipped
        << " were skipped (the implementation declared it cannot take them).\n"
           "The deviations are grouped by what the answers have in common, the largest group first; each group\n"
           "gives the specification's words, its smallest examples in full (each can be pasted into the project's\n"
           "issue tracker on its own) and then every case of the group. The expected answer is the vector's,\n"
           "worked out from the specification's text (see the fragid conformance suite); the level says how\n"
           "strongly the specification requires it.\n";
    if (column.start_failure) out << "\nThe adapter did not start: " << markdown_text(*column.start_failure) << "\n";
    if (groups.empty()) out << "\nNo deviations.\n";
    else {
        out << "\n## In short\n\n| | what the answers have in common | cases |\n|---|---|---|\n";
        for (std::size_t g = 0; g < groups.size(); ++g) {
            const auto heading = std::to_string(g + 1) + ". " + markdown_text(groups[g].signature);
            out << "| " << g + 1 << " | [" << markdown_text(groups[g].signature, true) << "](#" << markdown_anchor(heading)
                << ") | " << groups[g].records.size() << " |\n";
        }
    }
    for (std::size_t g = 0; g < groups.size(); ++g) group_section(out, g + 1, groups[g], column, catalogues);
    return out.str();
}

}  // namespace fragid::publish
