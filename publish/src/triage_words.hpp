// What the pages and the Markdown reports say of a cause's triage
// (conformance/triage.hpp): its state in a word or two, in a sentence with its
// link, and the counts the badge and the index give. Private to the publish library.
#pragma once

#include <cstddef>
#include <string>
#include <vector>

#include "fragid/conformance/triage.hpp"
#include "fragid/publish/root_causes.hpp"

namespace fragid::publish {

// An implementation's triage: each cause's entry, by anchor (an untriaged cause has none).
using TriageEntries = std::vector<conformance::TriageEntry>;
const conformance::TriageEntry* triage_of(const TriageEntries* entries, const std::string& anchor);

// "not reported", "reported", "confirmed", "disputed", "fixed in 4.2.0" (null: not reported).
std::string triage_label(const conformance::TriageEntry* entry);

// The label in a sentence with what backs it: "Upstream: reported at URL.",
// "Upstream: disputed at URL: WHY.", "Upstream: fixed in 4.2.0 (URL).",
// "Upstream: not reported yet."
std::string triage_sentence(const conformance::TriageEntry* entry);

bool disputed(const conformance::TriageEntry* entry);

// Of an implementation's causes: how many, how many were reported upstream (any
// state but not-reported), how many are disputed.
struct TriageCounts {
    std::size_t causes = 0, reported = 0, disputed = 0;
};
TriageCounts triage_counts(const std::vector<RootCause>& causes, const TriageEntries& entries);

// What the badge adds: ", 2 of 5 causes reported", with ", 1 disputed"; "" with no cause.
std::string triage_badge_clause(const TriageCounts& counts);

}  // namespace fragid::publish
