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

std::string reproduce_command(const MatrixColumn& column, const Case& c) {
    std::string quoted = "'";
    for (char ch : column.adapter) quoted += ch == '\'' ? std::string("'\\''") : std::string(1, ch);
    return "fragid check " + (column.reference ? std::string() : "--impl " + quoted + "' ") + "--id " + c.id;
}

std::string cases_text(std::size_t n) { return fragid::counted(n, "case"); }

}  // namespace fragid::publish::cause_view
