// What an RFC 5147 result prints as, for a person (`fragid resolve`,
// `fragid explain`). The one door for every spec is print.hpp.
#pragma once

#include <ostream>

#include "fragid/model/entity.hpp"
#include "fragid/model/result.hpp"

namespace fragid {

// Before the answer, on `notes`: each integrity check that changed nothing,
// which would otherwise pass unseen (s.2.3 not used, s.3.1 ignored).
void print_notes(const TextResult& result, std::ostream& notes);
// An identified result: the text exactly as its bytes are (no transcoding),
// a long span piece by piece so that memory stays bounded (span_writer.hpp).
// A position, or a range that identifies no character, prints nothing: where
// it is goes to `notes`, so that an empty output is never unexplained.
void print_identified(const TextResult& result, const Entity& entity, std::ostream& out, std::ostream& notes);
// After the status and reason, in words: each check's outcome, and how the
// result's points count (characters from 0, lines and columns from 1).
void explain_details(const TextResult& result, std::ostream& out);

}  // namespace fragid
