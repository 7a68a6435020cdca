#include "triage_words.hpp"

#include "fragid/model/counted.hpp"

namespace fragid::publish {

using conformance::TriageEntry;
using conformance::TriageState;

const TriageEntry* triage_of(const TriageEntries* entries, const std::string& anchor) {
    if (!entries) return nullptr;
    for (const auto& e : *entries)
        if (e.anchor == anchor) return &e;
    return nullptr;
}

std::string triage_label(const TriageEntry* entry) {
    if (!entry) return "not reported";
    switch (entry->state) {
        case TriageState::not_reported: return "not reported";
        case TriageState::reported: return "reported";
        case TriageState::confirmed: return "confirmed";
        case TriageState::disputed: return "disputed";
        case TriageState::fixed: return "fixed in " + entry->version;
    }
    return "not reported";
}

std::string triage_sentence(const TriageEntry* entry) {
    const std::string label = triage_label(entry);
    if (!entry || entry->state == TriageState::not_reported) return "Upstream: not reported yet.";
    switch (entry->state) {
        case TriageState::disputed: return "Upstream: disputed at " + entry->url + ": " + entry->why;
        case TriageState::fixed: return "Upstream: " + label + (entry->url.empty() ? "." : " (" + entry->url + ").");
        default: return "Upstream: " + label + " at " + entry->url + ".";
    }
}

bool disputed(const TriageEntry* entry) { return entry && entry->state == TriageState::disputed; }

TriageCounts triage_counts(const std::vector<RootCause>& causes, const TriageEntries& entries) {
    TriageCounts counts;
    for (const auto& cause : causes) {
        ++counts.causes;
        const auto* entry = triage_of(&entries, cause.anchor);
        if (entry && entry->state != TriageState::not_reported) ++counts.reported;
        if (disputed(entry)) ++counts.disputed;
    }
    return counts;
}

std::string triage_badge_clause(const TriageCounts& counts) {
    if (counts.causes == 0) return {};
    return ", " + std::to_string(counts.reported) + " of " + counted(counts.causes, "cause") + " reported" +
           (counts.disputed ? ", " + std::to_string(counts.disputed) + " disputed" : "");
}

}  // namespace fragid::publish
