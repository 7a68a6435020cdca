// What a differential finding is, for grouping and for the vector printed
// for it: its kind, the section it belongs to, and how strongly the spec
// requires the reference's answer there (conformance/README.md, "Levels").
#pragma once

#include <string>
#include <vector>

#include "fragid/conformance/adapter.hpp"
#include "fragid/conformance/case.hpp"

namespace fragid::testkit::detail {
using conformance::Outcome;

// What made the vectors' rules accept more than the reference's answer, or
// none but still leave the case implementation-defined.
struct Openness {
    bool entity_invalid = false;  // reading the whole entity is an entity error
    bool entity_empty = false;    // no bytes, or only a UTF-8 BOM
    std::vector<std::string> reasons;  // for single_answer and the comments, one per rule that applied
};

// "differs: status", "differs: range", "differs: bytes", "differs: cells",
// "differs: spans", "crashed", "timed out", "protocol error".
std::string finding_kind(const Outcome& reference, const conformance::Answer& implementation);

// The section a difference belongs to: the grammar's for a fragment one side
// rejects, the processing rules' for one the reference rejects, the
// integrity checks', the charset's, else the selection's.
std::string finding_section(const conformance::Case& c, const Outcome& reference, const conformance::Answer& implementation);

// Sets c.section, c.level, and single_answer where an impl-defined case has
// one answer. `c.acceptable` holds the reference's answer first.
void classify(conformance::Case& c, const conformance::Answer& implementation, const Openness& open);

// Whether `bytes` is CSV as RFC 4180 s.2 writes it: UTF-8 without a BOM,
// CRLF line breaks, quotes only around whole fields (doubled inside), every
// record with the same number of fields. fragid's reading of anything else
// is a choice (docs/interpretations-rfc7111.md).
bool is_plain_rfc4180(const conformance::CaseEntity& entity);

}  // namespace fragid::testkit::detail
