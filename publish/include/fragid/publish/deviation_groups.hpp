// The cases an implementation did not pass, grouped by what their answers
// have in common: a maintainer reads "every row number is 2 too high" once,
// with its spec sentence and the smallest examples, instead of one entry per
// case. A signature says only what the answers show (a shift common to every
// cell, a status where another was expected), never a guess at the code.
#pragma once

#include <string>
#include <vector>

#include "fragid/conformance/run_case.hpp"

namespace fragid::publish {

// What a not-passed record's answer has in common with others of its kind, as
// a sentence: "every row number is 2 too high", "answers `ignored` where the
// spec's answer is `ok`", "errors where the spec says to ignore the fragment".
std::string deviation_signature(const conformance::CaseRecord& record);

struct DeviationGroup {
    std::string signature;
    std::vector<const conformance::CaseRecord*> records;  // the smallest case first
};

// The records grouped by signature: the largest group first (ties by
// signature), each group's records smallest first (entity bytes plus
// fragment length, then id), so that its first examples are the easiest to read.
std::vector<DeviationGroup> group_deviations(const std::vector<const conformance::CaseRecord*>& records);

}  // namespace fragid::publish
