#include "cause_view.hpp"

#include <algorithm>

#include "cited_words.hpp"
#include "fragid/model/counted.hpp"

namespace fragid::publish::cause_view {

using namespace conformance;

std::string levels_text(const RootCause& cause) {
    std::map<Level, std::size_t> counts;
    for (const auto* r : cause.records) ++counts[r->c->level];
    std::string out;
    for (const auto& [level, n] : counts) out += (out.empty() ? "" : ", ") + std::to_string(n) + " " + std::string(to_string(level));
    return out;
}

std::optional<SpecSentence> spec_sentence(const RootCause& cause, const std::map<Spec, Catalogue>& catalogues) {
    // The spec's own words of the sections the cause is about, else of any
    // section, else any case's words (a quote of another document).
    for (const int pass : {0, 1, 2}) {
        std::map<std::string, std::size_t> counts;
        std::vector<CitedWords> order;  // first appearance, smallest case first
        for (const auto* r : cause.records) {
            const bool in_about = std::find(cause.about.begin(), cause.about.end(), r->c->section) != cause.about.end();
            if (pass == 0 && !in_about) continue;
            const auto cited = cited_words(*r->c, catalogues);
            if (!cited || (pass < 2 && !cited->of_the_spec)) continue;
            if (counts[cited->words]++ == 0) order.push_back(*cited);
        }
        if (order.empty()) continue;
        const auto best = std::max_element(order.begin(), order.end(), [&](const auto& a, const auto& b) {
            return counts[a.words] < counts[b.words];  // max_element keeps the first of equals
        });
        return SpecSentence{best->words, best->citation};
    }
    return std::nullopt;
}

std::optional<SpecSentence> misreading_sentence(const mutants::Mutant& m, const std::map<Spec, Catalogue>& catalogues) {
    const auto citation = std::string(describe(m.spec).citation);
    if (const auto it = catalogues.find(m.spec); it != catalogues.end())
        if (const auto* requirement = it->second.find(m.requirement))
            return SpecSentence{requirement->quote, citation + " s." + requirement->section};
    if (m.quote.empty()) return std::nullopt;
    // A section named as "<spec> s.2.2.3".
    const auto at = m.requirement.find(" s.");
    return SpecSentence{m.quote, at == std::string::npos ? citation : citation + m.requirement.substr(at)};
}

std::vector<SpecSentence> group_sentences(const RootCause& cause, const std::map<Spec, Catalogue>& catalogues) {
    std::vector<SpecSentence> out;
    for (const auto* m : cause.misreadings)
        if (auto sentence = misreading_sentence(*m, catalogues)) out.push_back(std::move(*sentence));
    if (cause.misreadings.empty())
        if (auto sentence = spec_sentence(cause, catalogues)) out.push_back(std::move(*sentence));
    return out;
}

std::string evidence_note(const RootCause& cause, std::size_t failures) {
    if (cause.symptom())
        return "A symptom, not a cause: no misreading of the catalogue answers these cases as the implementation does, so "
               "they are grouped by what the answers have in common.";
    std::string names;
    for (const auto* m : cause.misreadings) names += (names.empty() ? "" : " on top of ") + m->name;
    std::string out = "The misreading " + names + " " + evidence_sentence(cause, failures) + ".";
    if (!cause.adapter_parts.empty()) {
        std::string parts;
        for (const auto& p : cause.adapter_parts) parts += (parts.empty() ? "" : " and ") + p;
        out += " Its evidence rests on the " + parts + " of the answers, which the adapter computes itself, not the package "
               "(supports.adapter_computes): check the adapter before reporting it upstream.";
    }
    return out;
}

Counts counts_by_spec_and_level(const MatrixColumn& column) {
    Counts counts;
    for (const auto& r : column.summary.records) ++counts[{r.c->spec, r.c->level}][static_cast<int>(cell_kind(r.verdict))];
    return counts;
}

std::vector<std::pair<std::string, int>> skipped_by_reason(const MatrixColumn& column) {
    std::map<std::string, int> counts;
    for (const auto& r : column.summary.records)
        if (r.verdict == Verdict::skipped) ++counts[r.detail.empty() ? "skipped by the adapter" : r.detail];
    std::vector<std::pair<std::string, int>> out(counts.begin(), counts.end());
    std::stable_sort(out.begin(), out.end(), [](const auto& a, const auto& b) { return a.second > b.second; });
    return out;
}

std::string shell_quote(const std::string& text) {
    std::string quoted = "'";
    for (char ch : text) quoted += ch == '\'' ? std::string("'\\''") : std::string(1, ch);
    return quoted + "'";
}

std::string reproduce_command(const MatrixColumn& column, const Case& c) {
    return "fragid check " + (column.reference ? std::string() : "--impl " + shell_quote(column.adapter) + " ") + "--id " + c.id;
}

const char* const diagnosis_method =
    "Each group is named by a misreading of fragid's catalogue of misreadings (docs/mutation-testing.md) that answers the "
    "group's cases exactly as the implementation did, found by running every misreading on the requests it was sent "
    "(docs/diagnosis.md). A misreading is named only where the run is consistent with it: on at least 9 in 10 of the "
    "cases where its answer differs from fragid's, passed cases included, the implementation answered as it does. What "
    "no misreading explains is grouped by what the answers have in common and called a symptom, not a cause. The "
    "expected answers are the vectors', worked out from the specification's text.";

std::string groups_heading(const std::vector<RootCause>& groups) {
    const auto symptoms = static_cast<std::size_t>(std::count_if(groups.begin(), groups.end(), [](const RootCause& c) { return c.symptom(); }));
    const auto named = groups.size() - symptoms;
    if (groups.empty()) return "nothing to explain";
    std::string out;
    if (named) out = fragid::counted(named, "cause") + " named";
    if (symptoms) out += (out.empty() ? "" : ", ") + fragid::counted(symptoms, "symptom group");
    return out;
}

std::string no_group_sentence(const MatrixColumn& column, const std::string& not_diagnosed) {
    if (column.start_failure) return "The adapter did not start, so no case has an answer.";
    const bool failed = std::any_of(column.summary.records.begin(), column.summary.records.end(), [](const CaseRecord& r) {
        return r.verdict != Verdict::passed && r.verdict != Verdict::skipped;
    });
    // A run cut short is never said to pass: its other cases may all fail (cut_short_sentence(), issue 38 item 2).
    if (!failed && !column.summary.stopped.empty())
        return "None of the cases it ran failed, but its run was cut short." +
               (not_diagnosed.empty() ? std::string() : " " + not_diagnosed);
    if (!failed) return "It passed every case it ran." + (not_diagnosed.empty() ? std::string() : " " + not_diagnosed);
    return "None of the cases it did not pass can be diagnosed. " + not_diagnosed;
}

std::string cases_text(std::size_t n) { return fragid::counted(n, "case"); }

}  // namespace fragid::publish::cause_view
