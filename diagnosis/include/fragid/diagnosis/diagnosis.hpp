// Diagnosis by simulation (docs/diagnosis.md): why an implementation fails the
// cases it fails, told by the misreadings of the mutant catalogue (mutants/)
// that answer as it does.
//
// Every misreading of the catalogue answers the requests the implementation was
// sent; it *explains* a failure where its answer equals the implementation's by
// the judge's own comparison (conformance/difference.hpp). The fewest
// misreadings that explain the most failures are chosen (a greedy cover), then
// compositions of two (one applied on top of the other) for what is left.
//
// A cause is a claim about someone's code, so it is named only where the
// evidence is consistent: on at least 90% of the units of the run where the
// misreading's answer differs from the reference's — passed cases included,
// and they count against it — the implementation answers as the misreading
// does, alone or composed with another cause named for the run. What no named
// misreading explains is returned as it is, for the pages to group as
// symptoms, never as causes.
#pragma once

#include <cstddef>
#include <map>
#include <string>
#include <vector>

#include "fragid/conformance/run_case.hpp"
#include "fragid/conformance/runner.hpp"
#include "fragid/diagnosis/simulation.hpp"
#include "fragid/mutants/mutant.hpp"

namespace fragid::diagnosis {

using conformance::CaseRecord;
using mutants::Mutant;

// The share of a misreading's evidence the implementation must agree with for
// the misreading to be named: 9 units in 10.
inline constexpr double consistency_needed = 0.9;

// A misreading named as a cause of the run's failures.
struct Cause {
    const Mutant* misreading = nullptr;
    // The failures it explains alone and no cause named before it does, the
    // smallest first (entity bytes plus fragment length, then id).
    std::vector<const CaseRecord*> records{};
    // Every failure it explains, alone or composed with another named cause
    // ("explains N of the M failures").
    std::size_t explains = 0;
    // Its evidence: the units of the run where its answer differs from the
    // reference's, and of those, where the implementation answers as it does
    // (alone or composed with another named cause).
    std::size_t differs = 0;
    std::size_t agrees = 0;
    // The records where its answer differs from the reference's and the
    // implementation answers otherwise: the exceptions, by id.
    std::vector<const CaseRecord*> exceptions{};
    // The smallest failure it explains where no other named cause's answer
    // differs from the reference's: the case whose only difference is this
    // cause. Null if every one of its failures has another cause at work too.
    const CaseRecord* only_this = nullptr;
    // The parts of the implementation's answers this evidence rests on that
    // its adapter computes itself, not the library (supports.adapter_computes):
    // "claims", "characters", ... Empty when the library gave them.
    std::vector<std::string> adapter_parts{};
};

// Failures that only one named cause applied on top of another explains.
struct Composition {
    const Mutant* outer = nullptr;  // applied last: it asks `inner` where the reference would be asked
    const Mutant* inner = nullptr;
    std::vector<const CaseRecord*> records{};  // the smallest first
};

struct Diagnosis {
    std::vector<Cause> causes;  // in the order they were chosen: the most failures explained first
    std::vector<Composition> compositions;
    // Failures no named cause (nor a composition of two) explains, for the
    // pages to group by symptom. A producer case is here if any of its wrong
    // fragments is unexplained.
    std::vector<const CaseRecord*> unexplained;
    std::size_t failures = 0;  // the failures diagnosed (M in "explains N of M")
    // Records with no answer of the implementation's to diagnose, by why:
    // "the adapter was given up after 5 restarts", "it timed out". A run cut
    // off by a stop has no record for the rest: RunSummary::stopped says so.
    std::map<std::string, std::size_t> not_diagnosed;
};

// The diagnosis of one run: the implementation's handshake (what it compares
// by, and what its adapter computes), its records, and the misreadings that
// may explain them (the catalogue's of the records' specs; defensible
// readings are never causes and are left out whatever is passed).
// `simulation` holds every misreading's answers; it may be shared by many
// diagnoses of runs over the same cases (the self-test's).
Diagnosis diagnose(const conformance::Handshake& handshake, const std::vector<CaseRecord>& records,
                   const std::vector<const Mutant*>& misreadings, Simulation& simulation);

// The same with the whole catalogue and a simulation of its own.
Diagnosis diagnose(const conformance::Handshake& handshake, const std::vector<CaseRecord>& records);

}  // namespace fragid::diagnosis
