// What explains an implementation's deviations: its cases that did not pass,
// grouped by root cause, most general first, so that a maintainer answers one
// sentence ("char= appears not to be implemented") instead of reading 56 cases.
//
// A cause is a hypothesis about the implementation that explains every case of
// its group, and it is checked against the answers before it is stated: "every
// char= fragment is answered ignored" over every char= case the implementation
// answered; "row numbers are 2 too high" by asking the reference what it
// answers for each row number plus 2 and finding the implementation's answer,
// case by case. A statement says what the run showed and counts it ("56 of 56");
// what it suggests about the code is worded as appearance ("appears not to be
// implemented"). Deviation reports about other projects state only what a run
// showed (the brief).
//
// The detectors are a table (root_causes.cpp), one row per kind of cause, tried
// in order from the most general (a scheme, a feature not implemented) to the
// narrower (one systematic difference); a case explained by an earlier cause is
// not listed again. What no detector explains is grouped by what the wrong
// answers have in common (deviation_groups.hpp), and said to be only that.
#pragma once

#include <set>
#include <string>
#include <vector>

#include "fragid/conformance/run_case.hpp"
#include "fragid/publish/matrix.hpp"

namespace fragid::publish {

struct RootCause {
    // The detector that found it ("scheme-not-implemented"), or "symptom" for a
    // group of what no detector explains.
    std::string kind;
    // An id for links, unique within one implementation and stable across runs
    // with the same causes ("char-not-implemented", "row-number-shift").
    std::string anchor;
    // One sentence a maintainer can confirm or dispute, with its count.
    std::string statement;
    // The cases it explains that the implementation did not pass, the smallest
    // first (entity bytes plus fragment length, then id).
    std::vector<const conformance::CaseRecord*> records;
    // Every record the cause explains, including those an earlier cause
    // explains too (records holds the rest): what the tests check the order by.
    std::set<const conformance::CaseRecord*> explains;
    // The spec sections the cause is about ("2.2.1" for char=): the sentence
    // quoted for the group is a case's of these sections where one has words.
    std::vector<std::string> about = {};
    bool symptom() const { return kind == "symptom"; }
};

// The causes of every record of `column` that did not pass (failed, or no
// answer), most general first; the symptom groups last, largest first. A
// column whose adapter never started has none: there is nothing to explain.
std::vector<RootCause> root_causes(const MatrixColumn& column);

// The detectors' names in the order they are tried, each with what it looks
// for, for the documentation of the reports.
struct DetectorInfo {
    const char* kind;
    const char* looks_for;
};
const std::vector<DetectorInfo>& detectors();

}  // namespace fragid::publish
