#include "units.hpp"

namespace fragid::diagnosis {

using namespace conformance;

namespace {

void add_resolver(Units& units, const CaseRecord& r) {
    const auto& check = *r.c->resolves();
    Unit unit{&r, check.fragment, Reply{}, false, true};
    unit.failed = r.verdict != Verdict::passed;
    if (r.actual && (r.verdict == Verdict::passed || r.verdict == Verdict::failed)) unit.actual = Reply{*r.actual};
    units.all.push_back(unit);
}

void add_producer(Units& units, const CaseRecord& r) {
    if (r.verdict != Verdict::passed && r.verdict != Verdict::failed) {
        units.all.push_back(Unit{&r, {}, Reply{}, true, false});  // it errored: there is no fragment to read
        return;
    }
    for (const auto& check : r.produced)
        units.all.push_back(Unit{&r, check.produced.fragment, Reply{check.produced.claim}, check.difference.has_value()});
    if (r.verdict == Verdict::failed && r.produced.empty()) units.all.push_back(Unit{&r, {}, Reply{}, true, false});
}

}  // namespace

Units units_of(const std::vector<CaseRecord>& records) {
    Units units;
    for (const auto& r : records) {
        if (r.verdict == Verdict::skipped) continue;
        // Only what was asked and answered is diagnosed: a case never sent
        // (the adapter given up, or never started) or one it gave no answer to
        // in time says nothing about how the implementation reads it.
        if (r.unsent) {
            ++units.left_out["never sent: " + r.detail];
            continue;
        }
        if (r.verdict == Verdict::timed_out) {
            ++units.left_out["no answer in time (timed out)"];
            continue;
        }
        if (r.c->resolves()) add_resolver(units, r);
        else add_producer(units, r);
    }
    for (const auto& unit : units.all) {
        if (!unit.failed) continue;
        if (units.failed_units[unit.record]++ == 0) units.failed_records.push_back(unit.record);
    }
    return units;
}

}  // namespace fragid::diagnosis
