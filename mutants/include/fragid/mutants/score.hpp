// The suite's mutation score: every mutant run on every case of its spec.
#pragma once

#include <string>
#include <vector>

#include "fragid/conformance/case.hpp"
#include "fragid/mutants/mutant.hpp"

namespace fragid::mutants {

struct MutantRun {
    const Mutant* mutant = nullptr;
    std::vector<std::string> failed;  // ids of the cases it failed: for a misreading, its killers
    std::vector<std::string> broken;  // ids it answered with no usable answer (a mutant's own bug)
    std::size_t sent = 0;             // cases sent (not skipped)
    // A misreading is killed by one failed case; a defensible reading is
    // wrongly killed (a false failure) by one.
    bool killed() const { return !failed.empty(); }
    bool as_it_must_be() const { return mutant->defensible ? failed.empty() && broken.empty() : killed(); }
};

struct MutationScore {
    std::vector<MutantRun> runs;  // in catalogue order
    std::size_t misreadings() const;
    std::size_t killed() const;  // misreadings killed
    bool perfect() const;        // every misreading killed, no defensible reading failed
};

MutationScore mutation_score(const std::vector<const Mutant*>& mutants, const std::vector<const conformance::Case*>& cases);

// The score in words: killed/total, each survivor with the requirement it
// violates, each defensible reading failed with its false failures; with
// `verbose`, every mutant and the cases that killed it.
std::string score_text(const MutationScore& score, bool verbose);

}  // namespace fragid::mutants
