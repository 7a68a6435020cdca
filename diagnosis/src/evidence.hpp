// What the run shows of each misreading (private to the diagnosis library):
// where its answer differs from the reference's, where the implementation
// answers as it does, alone or composed with another, and whether that is
// consistent enough to name it (diagnosis.hpp, consistency_needed).
#pragma once

#include <cstdint>
#include <map>
#include <set>
#include <vector>

#include "fragid/diagnosis/simulation.hpp"
#include "fragid/mutants/mutant.hpp"
#include "units.hpp"

namespace fragid::diagnosis {

using Named = std::vector<const mutants::Mutant*>;

class Evidence {
public:
    Evidence(const Units& units, Simulation& simulation, bool bytes) : units_(units), simulation_(simulation), bytes_(bytes) {}

    const Units& units() const { return units_; }

    // Per unit of the run (indexes into units().all): whether `m`'s answer
    // differs from the reference's, and whether the implementation answers as
    // `m` does. Units of another spec than `m`'s, and those not simulated, are
    // neither.
    const std::vector<std::uint8_t>& differs(const mutants::Mutant& m) { return profile(m).differs; }
    const std::vector<std::uint8_t>& agrees(const mutants::Mutant& m) { return profile(m).agrees; }

    // Whether the implementation answers unit `u` as `outer` applied on top of `inner`.
    bool agrees_composed(const mutants::Mutant& outer, const mutants::Mutant& inner, std::size_t u);

    // Whether unit `u` is answered as `m` answers it, alone or composed (either
    // way round) with another misreading of `named`.
    bool agrees_within(const mutants::Mutant& m, const Named& named, std::size_t u);
    // Whether `u` is a failure some misreading of `named` explains, alone or
    // composed with another of them.
    bool explained_by(const Named& named, std::size_t u);

    // The units where `m` differs from the reference, and of those, how many
    // the implementation answers as `m` does within `named` (which includes `m`).
    struct Tally {
        std::size_t differs = 0, agrees = 0;
        bool consistent() const;
    };
    Tally tally(const mutants::Mutant& m, const Named& named);

private:
    struct Profile {
        std::vector<std::uint8_t> differs, agrees;
    };
    const Profile& profile(const mutants::Mutant& m);

    const Units& units_;
    Simulation& simulation_;
    bool bytes_;
    std::map<const mutants::Mutant*, Profile> profiles_;
};

}  // namespace fragid::diagnosis
