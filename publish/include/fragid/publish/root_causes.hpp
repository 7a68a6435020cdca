// What explains an implementation's deviations, as the pages show it: the
// groups of its cases that did not pass, each named by a misreading of the
// mutant catalogue that answers as it does (the diagnosis by simulation,
// diagnosis/ and docs/diagnosis.md), or, where none does, by what the wrong
// answers have in common (deviation_groups.hpp), said to be a symptom only.
//
// A misreading is named only where the run's evidence is consistent with it
// (diagnosis.hpp): a group says how many failures it explains, how many of the
// cases where the misreading changes the reference's answer were answered as
// it answers, and which were not (the exceptions). A deviation report about
// another project states only what a run showed (the brief).
#pragma once

#include <cstddef>
#include <map>
#include <set>
#include <string>
#include <vector>

#include "fragid/conformance/run_case.hpp"
#include "fragid/mutants/mutant.hpp"
#include "fragid/publish/matrix.hpp"

namespace fragid::publish {

struct RootCause {
    // "misreading" (one misreading of the catalogue explains the group),
    // "composition" (two, one applied on top of the other), or "symptom" (no
    // misreading does: the group is named by what the answers have in common).
    std::string kind;
    // An id for links, unique within one implementation and stable across runs
    // with the same causes: the misreading's name ("rfc7111-header-not-counted").
    std::string anchor;
    // The heading: the misreading's reading in one sentence, or the symptom.
    std::string statement;
    // The cases of the group, the smallest first (entity bytes plus fragment
    // length, then id).
    std::vector<const conformance::CaseRecord*> records;
    // The records of the group, as a set.
    std::set<const conformance::CaseRecord*> explains{};
    // The spec sections a symptom group is about (its sentence is looked for there first).
    std::vector<std::string> about = {};
    // For a misreading or a composition: the misreadings (the outer first).
    std::vector<const mutants::Mutant*> misreadings = {};
    // For a misreading: every failure it explains, alone or composed with
    // another named cause, those listed in other groups included.
    std::size_t failures_explained = 0;
    // For a misreading: of the cases where its answer differs from the
    // reference's, how many were answered as it answers; those that were not.
    std::size_t differs = 0, agrees = 0;
    std::vector<const conformance::CaseRecord*> exceptions = {};
    // The smallest case whose only difference is this misreading (null if each
    // of its cases has another cause at work too).
    const conformance::CaseRecord* only_this = nullptr;
    // The parts of the answers its evidence rests on that the adapter computes
    // itself, not the package (supports.adapter_computes).
    std::vector<std::string> adapter_parts = {};
    bool symptom() const { return kind == "symptom"; }
};

struct RootCauses {
    // The misreadings in the order the diagnosis named them (the most
    // failures first), then compositions, then the symptom groups, largest first.
    std::vector<RootCause> groups;
    std::size_t failures = 0;  // the failures diagnosed: M in "explains N of the M failures"
    // Cases with no answer to diagnose, by why ("never sent: adapter given up after 5 restarts").
    std::map<std::string, std::size_t> not_diagnosed;
    std::string stopped;  // why the run ended early, if it did (RunSummary::stopped)
};

// The groups of every record of `column` that did not pass. A column whose
// adapter never started has none: there is nothing to explain.
RootCauses root_causes(const MatrixColumn& column);

// "99 cases were not diagnosed: 94 never sent (adapter given up after 5
// restarts), 5 no answer in time (timed out)." with the stop, if any; "" when
// every case was.
std::string not_diagnosed_sentence(const RootCauses& causes);

// "explains 23 of the 30 failures; 40 of the 41 cases where its answer differs
// from fragid's were answered as it answers (the exception: rfc7111-x)".
std::string evidence_sentence(const RootCause& cause, std::size_t failures);

}  // namespace fragid::publish
