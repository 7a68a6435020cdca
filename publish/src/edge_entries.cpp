#include "edge_entries.hpp"

#include <algorithm>

#include "fragid/publish/outcome_text.hpp"

namespace fragid::publish::edge {

using namespace conformance;

namespace {

bool deviates(const ImplementationVerdict& v) { return v.verdict != "passed" && v.verdict != "skipped"; }

// "python (failed: expected …, got …)", or "none: passed by python; skipped by node";
// nothing when no implementation ran it (the page says how many such entries it has, once).
std::optional<std::string> deviation_text(const std::vector<ImplementationVerdict>* verdicts) {
    if (!verdicts || std::all_of(verdicts->begin(), verdicts->end(),
                                 [](const ImplementationVerdict& v) { return v.verdict == "skipped"; }))
        return std::nullopt;
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

void add_results(Entry& e, const Deviations& deviations) {
    const auto it = deviations.by_case.find(e.c->id);
    const auto* verdicts = it == deviations.by_case.end() ? nullptr : &it->second;
    e.deviations = deviation_text(verdicts);
    e.ran = e.deviations.has_value();
    e.in_matrix = verdicts != nullptr;
    if (verdicts) e.verdicts = *verdicts;
    if (verdicts)
        for (const auto& v : *verdicts)
            if (deviates(v)) e.deviating.push_back(v);
}

}  // namespace

const char* const criterion_text =
    "A vector is listed when it is tagged `edge`, when its level is not `must` (the specification leaves room: "
    "`should`, `may`, `impl-defined`, or is wrong: `erratum`), when it accepts more than one answer, when its "
    "entity is empty, or when it carries one of the tags ";

std::string spec_citation(Spec spec) { return std::string(describe(spec).citation); }

std::string no_quote_text(Spec spec) {
    return "The vector quotes no sentence of " + spec_citation(spec) + " for this case (see its section).";
}

std::string listed_text(const std::vector<const Case*>& cases, std::size_t listed) {
    const auto producers = static_cast<std::size_t>(
        std::count_if(cases.begin(), cases.end(), [](const Case* c) { return c->produces() != nullptr; }));
    const auto resolvers = cases.size() - producers;
    std::string out = std::to_string(listed) + " of the " + std::to_string(resolvers) + " vectors that resolve a fragment are listed.";
    if (producers)
        out += " The matrix counts " + std::to_string(cases.size()) + " cases: these " + std::to_string(resolvers) +
               " and the suite's " + std::to_string(producers) +
               " producer cases, which ask an implementation to write fragments for an entity (no fragment to look up here).";
    return out;
}

std::string unrun_text(const std::vector<Entry>& entries) {
    const auto unrun = std::count_if(entries.begin(), entries.end(), [](const Entry& e) { return !e.ran; });
    if (unrun == 0) return {};
    return "Of these, " + std::to_string(unrun) + " were run by no implementation of the matrix (each skipped them): their "
           "entries name none.";
}

std::vector<Entry> entries(const EdgeCaseInputs& in) {
    std::vector<const Case*> tricky;
    for (const auto* c : in.cases)  // resolver cases: the page shows what a fragment identifies
        if (c->resolves() && !tricky_reasons(*c).empty()) tricky.push_back(c);
    std::vector<Entry> out;
    for (const auto* c : matrix_order(tricky)) {
        Entry e;
        e.c = c;
        e.reasons = tricky_reasons(*c);
        e.words = cited_words(*c, in.catalogues);
        e.chars = visible_chars(c->entity, c->spec);
        e.entity_summary = publish::entity_summary(c->entity, c->spec);
        const auto& check = *c->resolves();
        e.identified = expected_text(*c, check, e.chars);
        if (check.acceptable.size() == 1) e.highlight = highlight_of(*c, check.acceptable.front());
        e.interpretation = interpretation_link(in.interpretations, *c);
        if (in.deviations) add_results(e, *in.deviations);
        out.push_back(std::move(e));
    }
    return out;
}

}  // namespace fragid::publish::edge
