#include "fragid/conformance/producer.hpp"

#include "fragid/conformance/reference_adapter.hpp"
#include "fragid/conformance/run_case.hpp"

namespace fragid::conformance {

std::vector<ProducedCheck> check_produced(const Case& c, const std::vector<Produced>& produced, bool compare_bytes) {
    ReferenceAdapter reference;
    auto supports = reference.start().supports;
    supports.byte_offsets = compare_bytes;  // as the producer's own results would be compared
    std::vector<ProducedCheck> checks;
    for (const auto& p : produced) {
        // The claim plays the part of a resolver case's expected outcome, so a
        // claim is compared exactly as an answer is: csv by the set of cells
        // (RFC 7111 s.4.2 leaves grouping to the implementation), text by ranges.
        Case claimed;
        claimed.id = c.id;
        claimed.spec = c.spec;
        claimed.entity = c.entity;
        ResolveCheck check;
        check.fragment = p.fragment;
        check.acceptable = {p.claim};
        claimed.check = std::move(check);
        auto record = run_case(reference, supports, claimed);
        // The reference takes every case and answers each with a result
        // (reference_adapter.hpp), so `actual` is always there.
        checks.push_back({p, record.actual.value_or(Unresolved{}), std::move(record.difference)});
    }
    return checks;
}

std::string claim_text(const ProducedCheck& check) {
    if (!check.difference) return {};
    const auto& d = *check.difference;
    return "#" + check.produced.fragment + " claimed " + expected_text(d) + ", identifies " + describe(d.actual, d.with_bytes);
}

std::optional<std::string> producer_verdict(const std::vector<ProducedCheck>& checks) {
    if (checks.empty()) return std::string("no fragment was produced");
    std::string why;
    std::size_t failed = 0;
    for (const auto& check : checks) {
        if (!check.difference) continue;
        if (++failed <= 3) why += (why.empty() ? "" : "; ") + claim_text(check);
    }
    if (failed == 0) return std::nullopt;
    if (failed > 3) why += "; and " + std::to_string(failed - 3) + " more";
    return std::to_string(failed) + " of " + std::to_string(checks.size()) + " fragments do not identify what is claimed: " + why;
}

}  // namespace fragid::conformance
