// What a draft-wilde-text-fragment-01 result prints as, for a person
// (`fragid resolve`, `fragid explain`). The one door for every spec is print.hpp.
#pragma once

#include <ostream>

#include "fragid/model/entity.hpp"
#include "fragid/model/result.hpp"

namespace fragid {

// Before the answer, on `notes`: each scheme part ignored and why.
void print_notes(const WildeResult& result, std::ostream& notes);
// An identified result: the union of the parts (s.3.1.6) as their exact
// bytes. Disjoint ranges are printed one after another, each ending a line, so
// that a reader sees where one stops and the next begins.
void print_identified(const WildeResult& result, const Entity& entity, std::ostream& out, std::ostream& notes);
// After the status and reason, in words: each part's characters, each part
// ignored, and how the counts count.
void explain_details(const WildeResult& result, std::ostream& out);

}  // namespace fragid
