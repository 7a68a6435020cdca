// What the reference and each misreading answer to the requests of a run,
// computed once and kept: a diagnosis asks a misreading about every unit of
// the run, and the self-test diagnoses hundreds of runs over the same cases.
#pragma once

#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <tuple>

#include "fragid/conformance/case.hpp"
#include "fragid/conformance/outcome.hpp"
#include "fragid/mutants/mutant.hpp"

namespace fragid::diagnosis {

// An answer cut to what the diagnosis compares: an outcome, or none (an error,
// a crash: no result was given).
struct Reply {
    std::optional<conformance::Outcome> outcome;
    // A misreading that threw: a bug of the catalogue's, which explains nothing.
    bool broken = false;
};

// Whether two answers mean the same by the judge's comparison
// (conformance::matching_outcome()): byte offsets only where `bytes`; two
// answers with no outcome agree (an error explains an error); a broken one
// agrees with nothing.
bool agree(const Reply& a, const Reply& b, bool bytes);

class Simulation {
public:
    // What the reference answers to `fragment` on the entity of `c`.
    const Reply& reference(const conformance::Case& c, std::string_view fragment);
    // What `m` answers; `inner`, if given, is asked where `m` would ask the
    // reference (mutants::composed()).
    const Reply& answer(const mutants::Mutant& m, const conformance::Case& c, std::string_view fragment,
                        const mutants::Mutant* inner = nullptr);

private:
    using Key = std::tuple<const mutants::Mutant*, const mutants::Mutant*, const conformance::Case*, std::string>;
    std::map<Key, Reply> kept_;
};

}  // namespace fragid::diagnosis
