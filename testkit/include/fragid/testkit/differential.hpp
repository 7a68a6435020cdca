// Differential checking: an implementation against the reference, case by
// case, with the reference's answer as the expected one. Used by
// `fragid check --random` (generated cases, shrunk on disagreement) and by
// fuzz/differential.cpp (cases decoded from fuzz data).
#pragma once

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "fragid/conformance/adapter.hpp"
#include "fragid/conformance/case.hpp"

namespace fragid::testkit {

struct Comparison {
    enum class Kind { agree, skipped, differ };
    Kind kind = Kind::agree;
    std::string what;                  // why skipped, or how they differ
    conformance::Case expected;        // the case with the reference's answer(s) as acceptable
    conformance::Answer implementation;
};

// Runs `c` on both (unless the implementation's handshake rules it out:
// skipped, unsent) and compares by meaning, as the conformance runner does.
// What the reference accepts besides its own answer: where the entity has
// bytes the reference never read because the answer was known before them,
// `entity-error` too (docs/interpretations.md, "Reading only what is
// needed"; the suite's vectors accept both there). An implementation that
// errs, crashes or times out differs. After a crash or time-out the
// implementation is restarted if it can be.
Comparison compare_with_reference(conformance::Adapter& reference, conformance::Adapter& implementation,
                                  const conformance::Handshake& handshake, const conformance::Case& c);

struct RandomOptions {
    std::size_t count = 100;      // cases to generate
    std::uint64_t seed = 0;
    std::vector<conformance::Spec> specs;  // empty: every spec the implementation declares
    std::size_t max_shrink_steps = 5000;  // comparisons spent shrinking a disagreement
};

struct RandomReport {
    std::size_t compared = 0;  // sent to both
    std::size_t skipped = 0;   // the implementation does not take them
    std::optional<Comparison> finding;  // the first disagreement, shrunk
    std::size_t case_index = 0;        // which generated case disagreed
    std::size_t shrink_steps = 0;      // smaller disagreements found on the way
};

// Generates options.count cases (case_generators.hpp; line endings always
// `all`, where RFC 5147 leaves nothing open) from options.seed, stops at the
// first disagreement and shrinks it. `progress` is called after every case.
RandomReport run_random(conformance::Adapter& reference, conformance::Adapter& implementation,
                        const conformance::Handshake& handshake, const RandomOptions& options,
                        const std::function<void(std::size_t done)>& progress = {});

// The disagreement as a ready-to-paste vector, with comments saying how it
// was found, what the implementation answered and what to check before
// committing it.
std::string finding_yaml(const Comparison& finding, const std::vector<std::string>& how_found);

}  // namespace fragid::testkit
