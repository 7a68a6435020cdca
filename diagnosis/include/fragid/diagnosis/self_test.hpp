// The diagnosis scored on itself (docs/diagnosis.md, "Scored on itself"), with
// the catalogue's misreadings run as implementations in process:
//
// (a) each misreading alone must come out as one group naming itself or an
//     equivalent misreading (equal answers on every case it was sent),
//     covering at least 90% of its failures; and pairs of misreadings from
//     different families, composed, as their two names;
// (b) leave-one-out: with a misreading taken out of the catalogue, the run of
//     that misreading must name no wrong cause. A named cause is wrong unless
//     the implementation answers as it does (alone, or composed with another
//     cause named) on every case where its answer differs from the
//     reference's: the implementation then shows that misreading wherever the
//     suite can see it. What is left must be symptoms.
#pragma once

#include <cstddef>
#include <string>
#include <vector>

#include "fragid/conformance/case.hpp"
#include "fragid/mutants/mutant.hpp"

namespace fragid::diagnosis {

// One run of the self-test: the implementation (a misreading, or two
// composed), what was named for it, and whether that is right.
struct Trial {
    std::vector<const mutants::Mutant*> truth;  // one, or two (outer first)
    std::vector<std::string> named{};           // the causes named
    std::size_t failures = 0;
    std::size_t covered = 0;  // failures explained by causes equivalent to the truth
    std::size_t symptoms = 0; // failures left as symptoms
    bool right = false;
    std::string why{};  // what went wrong, for the table
};

struct SelfTest {
    std::vector<Trial> singles;
    std::vector<Trial> pairs;
    std::vector<Trial> left_out;  // (b): right when no wrong cause was named
    // Pairs drawn where one of the two alone answers every failure of the pair
    // as the pair does, so that the other shows in no failure: not scored, counted.
    std::size_t pairs_masked = 0;
    static double share(const std::vector<Trial>& trials);
};

struct SelfTestOptions {
    std::size_t pairs = 200;
    unsigned seed = 43;
    bool leave_one_out = true;
    // Only these misreadings as implementations (all if empty).
    std::vector<const mutants::Mutant*> only;
};

SelfTest self_test(const std::vector<const conformance::Case*>& cases, const SelfTestOptions& options = {});

// Both tables in words: each trial that went wrong, then the shares.
std::string self_test_text(const SelfTest& test, bool verbose);

}  // namespace fragid::diagnosis
