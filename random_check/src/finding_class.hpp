// What a differential finding is, for grouping and for the vector printed
// for it: its kind, the section it belongs to, and how strongly the spec
// requires the reference's answer there (conformance/README.md, "Levels").
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "fragid/conformance/case.hpp"
#include "fragid/conformance/run_case.hpp"

namespace fragid::random_check::detail {

using conformance::Outcome;

// What made the vectors' rules accept more than the reference's answer, or
// none but still leave the case implementation-defined.
struct Openness {
    bool entity_invalid = false;  // reading the whole entity is an entity error
    bool entity_empty = false;    // no bytes, or only a UTF-8 BOM
    std::vector<std::string> reasons;  // for single_answer and the comments, one per rule that applied
};

// "differs: " and the part of a failed result's Difference ("status", "cells",
// "spans", "bytes", "range"), else "crashed", "timed out", "protocol error".
std::string finding_kind(const conformance::CaseRecord& implementation);

// The status the implementation answered, if it answered a result.
std::optional<Status> answered_status(const conformance::CaseRecord& implementation);
// Whether the reference's outcome or the implementation's answer has `status`.
bool either_is(Status status, const Outcome& reference, const conformance::CaseRecord& implementation);

// The section a difference belongs to: the grammar's for a fragment one side
// rejects, the processing rules' for one the reference rejects, the
// integrity checks', the charset's, else the selection's (each spec's
// section_of, spec_cases.hpp).
std::string finding_section(const conformance::Case& c, const Outcome& reference, const conformance::CaseRecord& implementation);

// Sets c.section, c.level, and single_answer where an impl-defined case has
// one answer. `c.acceptable` holds the reference's answer first.
void classify(conformance::Case& c, const conformance::CaseRecord& implementation, const Openness& open);

}  // namespace fragid::random_check::detail
