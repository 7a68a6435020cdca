#include "cause_view.hpp"

#include <algorithm>

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
    std::map<std::string, std::size_t> counts;
    std::vector<std::pair<std::string, const Case*>> order;  // first appearance, smallest case first
    // The cases of the sections the cause is about first; any case's if none of those has words.
    for (const bool of_about : {true, false}) {
        for (const auto* r : cause.records) {
            const bool in_about = std::find(cause.about.begin(), cause.about.end(), r->c->section) != cause.about.end();
            if (of_about && !in_about) continue;
            if (const auto words = words_for(*r->c, catalogues))
                if (counts[*words]++ == 0) order.emplace_back(*words, r->c);
        }
        if (!order.empty()) break;
    }
    if (order.empty()) return std::nullopt;
    const auto best = std::max_element(order.begin(), order.end(), [&](const auto& a, const auto& b) {
        return counts[a.first] < counts[b.first];  // max_element keeps the first of equals
    });
    return SpecSentence{best->first, std::string(describe(best->second->spec).citation) + " s." + best->second->section};
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

std::string cases_text(std::size_t n) { return std::to_string(n) + (n == 1 ? " case" : " cases"); }

}  // namespace fragid::publish::cause_view
