#include "evidence.hpp"

#include "fragid/conformance/difference.hpp"

namespace fragid::publish::causes {

using namespace conformance;

Evidence::Evidence(const MatrixColumn& column) : column_(column) {
    reference_.start();
    for (const auto& r : column.summary.records) {
        if (r.verdict == Verdict::skipped) continue;
        if (r.c->produces()) {
            if (!r.produced.empty()) producers_.push_back(&r);
            continue;
        }
        sent_.push_back(&r);
        if ((r.verdict == Verdict::passed || r.verdict == Verdict::failed) && r.actual) answered_.push_back(&r);
    }
}

Outcome Evidence::reference_answer(const Case& c, const std::string& fragment) {
    const auto key = std::pair{c.id, fragment};
    if (const auto it = answers_.find(key); it != answers_.end()) return it->second;
    const auto answer = reference_.run(Request{c.id, c.spec, fragment, c.entity.view()});
    // The reference answers every request with an outcome (reference_adapter.hpp).
    const auto* outcome = answer.outcome();
    return answers_.emplace(key, outcome ? *outcome : Outcome{Unresolved{}}).first->second;
}

std::optional<bool> Evidence::answers_as(const CaseRecord& r, const std::string& fragment) {
    if (!r.actual) return false;
    ResolveCheck check;
    check.acceptable = {reference_answer(*r.c, fragment)};
    const auto status = status_of(check.acceptable.front());
    if (status == Status::entity_error || status == Status::resource_limit) return std::nullopt;
    if (matching_outcome(check, *r.actual, false)) return true;
    // Where the spec allows more than one answer (a ragged CSV, say), the
    // implementation may have taken another reading than fragid's: a mismatch
    // with fragid's says nothing about how it reads the numbers.
    if (r.c->resolves()->expect_any) return std::nullopt;
    return false;
}

Status expected_status(const CaseRecord& r) {
    const auto& check = *r.c->resolves();
    return status_of(check.acceptable.at(check.fragids_reading()));
}

bool deviates(const CaseRecord& r) { return r.verdict != Verdict::passed && r.verdict != Verdict::skipped; }

bool no_answer(const CaseRecord& r) {
    return r.verdict == Verdict::errored || r.verdict == Verdict::crashed || r.verdict == Verdict::timed_out;
}

std::string quoted(Status status) { return "\u201C" + std::string(to_string(status)) + "\u201D"; }

std::string tally(std::size_t n, std::size_t of) { return "(" + std::to_string(n) + " of " + std::to_string(of) + ")"; }

Explained whole(const std::vector<const CaseRecord*>& records) {
    Explained out;
    for (const auto* r : records) out.insert({r, 0});
    return out;
}

}  // namespace fragid::publish::causes
