// deviations/NAME.md: one implementation's deviations for a Git host, grouped
// by root cause (root_causes.hpp) as its HTML page is: each group's statement,
// what happened to it upstream (its triage), the spec's sentence, its smallest
// case in full (ready for the project's issue tracker) and then every case,
// each id linked to its case's page.
#include <sstream>

#include "cause_view.hpp"
#include "fragid/conformance/bytes_text.hpp"
#include "fragid/publish/markdown.hpp"
#include "fragid/publish/matrix_report.hpp"
#include "fragid/publish/outcome_text.hpp"
#include "fragid/publish/root_causes.hpp"
#include "fragid/publish/visible.hpp"
#include "triage_words.hpp"

namespace fragid::publish {

using namespace conformance;
using namespace cause_view;

namespace {

// Small entities are given in hex too (conformance::hex_of, the vectors' spelling), so that the
// report carries the exact bytes.
constexpr std::size_t hex_limit = 96;

// A case's id, linked to its case's page where the report has a site beside it.
std::string case_id(const Case& c, const DeviationReportExtras& extras, bool in_table = false) {
    const auto code = markdown_code(c.id, in_table);
    if (!extras.site_root) return code;
    return "[" + code + "](" + *extras.site_root + case_page_file(c) + "#" + c.id + ")";
}

void entry(std::ostream& out, const MatrixColumn& column, const CaseRecord& r, const Catalogues& catalogues,
           const DeviationReportExtras& extras) {
    const Case& c = *r.c;
    const auto chars = visible_chars(c.entity, c.spec);
    out << "\n### " << c.id << "\n\n"
        << (extras.site_root ? "- **Its page:** " + case_id(c, extras) + "\n" : "")
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
        out << "- **Actual:** " << markdown_text(answered_text(c, *r.actual, chars)) << "\n"
            << "- **In short:** " << markdown_text(r.detail) << "\n";
    } else {
        out << "- **Actual:** no answer (" << to_string(r.verdict) << "): " << markdown_text(r.detail) << "\n";
    }
    if (!r.raw.empty()) out << "- **The adapter answered:** " << markdown_code(r.raw) << "\n";
    out << "- **Reproduce:** " << markdown_code(reproduce_command(column, c)) << "\n";
}

// A disputed group says so first, so that it never reads as a plain failure.
std::string heading(std::size_t number, const RootCause& cause, const DeviationReportExtras& extras) {
    std::string names;
    for (const auto* m : cause.misreadings) names += (names.empty() ? "" : " + ") + m->name;
    return std::to_string(number) + ". " + (disputed(triage_of(extras.triage, cause.anchor)) ? "(disputed) " : "") +
           (names.empty() ? "" : markdown_code(names) + ": ") + markdown_with_code(cause.statement);
}

void cause_section(std::ostream& out, std::size_t number, const RootCause& cause, const MatrixColumn& column,
                   const Catalogues& catalogues, std::size_t failures, const DeviationReportExtras& extras) {
    const auto n = cause.records.size();
    out << "\n## " << heading(number, cause, extras) << "\n\n";
    if (extras.triage)
        out << markdown_text(triage_sentence(triage_of(extras.triage, cause.anchor))) << " (triage: "
            << markdown_code(extras.triage_file) << ")\n\n";
    out << cases_text(n) << " (" << levels_text(cause) << "). " << markdown_with_code(evidence_note(cause, failures)) << "\n";
    for (const auto& sentence : group_sentences(cause, catalogues))
        out << "\n> \u201C" << markdown_text(sentence.words) << "\u201D (" << sentence.citation << ")\n";
    out << "\n" << (cause.only_this ? "The smallest case with no other cause at work" : "The smallest case") << ":\n";
    entry(out, column, cause.only_this ? *cause.only_this : *cause.records.front(), catalogues, extras);
    if (n == 1) return;
    out << "\nAll " << n << " cases of this group:\n\n| case | level | fragment | what differs |\n|---|---|---|---|\n";
    for (const auto* r : cause.records)
        out << "| " << case_id(*r->c, extras, true) << " | " << to_string(r->c->level) << " | "
            << markdown_code(visible_request(*r->c), true) << " | " << markdown_text(r->detail, true) << " |\n";
}

}  // namespace

std::string deviation_markdown(const Matrix& m, std::size_t index, const Catalogues& catalogues, const std::string& html_page,
                               const std::string& generator, const DeviationReportExtras& extras) {
    const auto& column = m.columns[index];
    const auto& impl = column.handshake.implementation;
    const auto totals = column_totals(column);
    const auto diagnosis = root_causes(column);
    const auto& causes = diagnosis.groups;
    std::ostringstream out;
    out << "# Deviations: " << markdown_text(column.name) << "\n\n"
        << "Generated by `" << generator << "`; do not edit by hand. Implementation: **"
        << markdown_text(impl.name.empty() ? column.name : impl.name) << "** " << markdown_text(impl.version)
        << (impl.homepage.empty() ? "" : " (" + impl.homepage + ")") << ", run through the fragid adapter protocol with "
        << markdown_code(column.adapter) << ". The same as a page, with the entities drawn: [" << markdown_text(html_page)
        << "](" << html_page << ").\n\n"
        << "Of " << column.summary.records.size() << " cases: " << totals.of(CellKind::pass) << " passed, "
        << totals.of(CellKind::fail) << " failed, " << totals.of(CellKind::broken) << " gave no answer, "
        << totals.of(CellKind::skip) << " were skipped (the implementation declared it cannot take them)."
        << declared_sentence(column.handshake.supports)
        << "\n" << diagnosis_method << " Each group gives the specification's words, its smallest case in full (ready\n"
           "to paste into the project's issue tracker) and then every case; the level says how strongly the\n"
           "specification requires it.\n";
    if (const auto note = not_diagnosed_sentence(diagnosis); !note.empty()) out << "\n" << note << "\n";
    if (column.start_failure) out << "\nThe adapter did not start: " << markdown_text(*column.start_failure) << "\n";
    if (const auto cut = cut_short_sentence(column); !cut.empty()) out << "\n**" << markdown_text(cut) << "**\n";
    if (causes.empty() && !column.start_failure) out << "\n" << no_group_sentence(column, "") << "\n";
    if (!causes.empty()) {
        out << "\n## In short: " << groups_heading(causes) << "\n\n| | group | cases |"
            << (extras.triage ? " upstream |\n|---|---|---|---|\n" : "\n|---|---|---|\n");
        for (std::size_t g = 0; g < causes.size(); ++g)
            out << "| " << g + 1 << " | [" << markdown_with_code(causes[g].statement, true) << "](#"
                << markdown_anchor(heading(g + 1, causes[g], extras)) << ") | " << causes[g].records.size() << " |"
                << (extras.triage ? " " + markdown_text(triage_label(triage_of(extras.triage, causes[g].anchor)), true) + " |" : "")
                << "\n";
    }
    for (std::size_t g = 0; g < causes.size(); ++g)
        cause_section(out, g + 1, causes[g], column, catalogues, diagnosis.failures, extras);
    return out.str();
}

}  // namespace fragid::publish
