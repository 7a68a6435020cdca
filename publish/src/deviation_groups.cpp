#include "fragid/publish/deviation_groups.hpp"

#include <algorithm>
#include <map>
#include <tuple>
#include <type_traits>

#include "spec_outcomes.hpp"

namespace fragid::publish {

using namespace conformance;

namespace {

// Typographic quotes, not code spans: a signature is also a heading and link text.
std::string quoted(Status status) { return "\u201C" + std::string(to_string(status)) + "\u201D"; }

// What `actual` has in common with other wrong answers, against the answer
// it should have been (`expected`, fragid's reading).
std::string outcome_signature(const Outcome& expected, const Outcome& actual) {
    if (status_of(expected) != status_of(actual))
        return "answers " + quoted(status_of(actual)) + " where the spec's answer is " + quoted(status_of(expected));
    // Two ok outcomes of one shape: the spec's folder says how they differ (spec_outcomes.hpp).
    return std::visit(
        [&](const auto& e) -> std::string {
            using Shape = std::decay_t<decltype(e)>;
            if constexpr (!std::is_same_v<Shape, Unresolved>)
                if (const auto* a = std::get_if<Shape>(&actual)) return spec_outcomes::difference_phrase(e, *a);
            return "identifies other text";
        },
        expected);
}

std::string no_answer_signature(const CaseRecord& r) {
    const std::string how = r.verdict == Verdict::crashed     ? "crashes"
                            : r.verdict == Verdict::timed_out ? "gives no answer in time"
                                                              : "errors";
    if (r.c->produces()) return how + " when asked to produce fragments";
    const auto& check = *r.c->resolves();
    const auto expected = status_of(check.acceptable.at(check.fragids_reading()));
    if (expected == Status::ok) return how + " on a fragment that identifies something";
    return how + " where the spec's answer is " + quoted(expected);
}

std::string producer_signature(const CaseRecord& r) {
    for (const auto& check : r.produced) {
        if (!check.difference) continue;
        // The claim is the expected outcome, what the fragment identifies the
        // actual one: a shift says the fragment's numbers are off.
        const auto& d = *check.difference;
        return "its fragments do not identify what it claims: " + outcome_signature(d.expected.front(), d.actual);
    }
    return r.produced.empty() ? "produces no fragment" : "its fragments do not identify what it claims";
}

}  // namespace

std::string deviation_signature(const CaseRecord& r) {
    if (r.verdict != Verdict::failed) return no_answer_signature(r);
    if (r.c->produces()) return producer_signature(r);
    if (!r.difference) return "a wrong answer";
    const auto& d = *r.difference;
    const auto& check = *r.c->resolves();
    return outcome_signature(d.expected.at(check.fragids_reading()), d.actual);
}

std::vector<DeviationGroup> group_deviations(const std::vector<const CaseRecord*>& records) {
    std::map<std::string, std::vector<const CaseRecord*>> by_signature;
    for (const auto* r : records) by_signature[deviation_signature(*r)].push_back(r);
    std::vector<DeviationGroup> groups;
    for (auto& [signature, members] : by_signature) {
        const auto size = [](const CaseRecord* r) {
            const auto* check = r->c->resolves();
            return std::make_tuple(r->c->entity.bytes.size() + (check ? check->fragment.size() : 0), r->c->id);
        };
        std::sort(members.begin(), members.end(), [&](const auto* a, const auto* b) { return size(a) < size(b); });
        groups.push_back({signature, std::move(members)});
    }
    std::stable_sort(groups.begin(), groups.end(),
                     [](const auto& a, const auto& b) { return a.records.size() > b.records.size(); });
    return groups;
}

}  // namespace fragid::publish
