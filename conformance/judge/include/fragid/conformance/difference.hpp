// Comparing an answer with a case's acceptable outcomes by meaning, and what
// differs when none matches: a structure (which part, every expected outcome,
// the actual one), written as a sentence by one function.
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "fragid/conformance/case.hpp"
#include "fragid/conformance/outcome.hpp"
#include "fragid/conformance/outcome_shape.hpp"

namespace fragid::conformance {

// Which of the case's acceptable outcomes `actual` means, if any. Meaning,
// not form: a position and a zero-length range are the same (RFC 5147
// s.2.1.1 "equivalent to a position"), so `position` is not judged.
std::optional<std::size_t> matching_outcome(const ResolveCheck& check, const Outcome& actual, bool compare_bytes);

// An answer that means none of the case's acceptable outcomes.
struct Difference {
    // Where the answer departs from fragid's reading (ResolveCheck::fragids_reading()):
    // the status, else the cells (csv) or the spans (the draft), else the
    // text's bytes where its characters agree, else its character range
    // (outcome_shape.hpp; each spec's shape says which of them it differs in).
    using Part = DifferingPart;
    Part part = Part::status;
    std::vector<Outcome> expected;  // every acceptable outcome, in the case's order
    Outcome actual = Unresolved{};
    bool with_bytes = true;  // byte offsets were compared, so they are shown
    friend bool operator==(const Difference&, const Difference&) = default;
};
std::string_view to_string(Difference::Part part) noexcept;  // "status", "cells", "spans", "bytes", "range"

// Nothing if `actual` means one of the case's acceptable outcomes.
std::optional<Difference> difference(const ResolveCheck& check, const Outcome& actual, bool compare_bytes);

// The expected outcomes in describe()'s words, joined by " or ".
std::string expected_text(const Difference& d);
// The sentence: "expected ok range characters [1,3) bytes [1,3), got ok range characters [1,4) bytes [1,4)".
std::string to_string(const Difference& d);

// An outcome in the words a Difference is written in: "ok range characters [4,8) bytes [4,8)".
std::string describe(const Outcome& outcome, bool with_bytes);

}  // namespace fragid::conformance
