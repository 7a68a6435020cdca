// Choosing the causes (private to the diagnosis library): the fewest
// misreadings that explain the most failures, each consistent with the whole
// run (diagnosis.hpp). A greedy cover: at each step, of the misreadings not yet
// named and the pairs of them (the strongest single ones two by two, and any
// two whose composition explains a failure no single one does), the option
// that explains most of what is left, alone or composed with what is named,
// is named, as long as the run is consistent with each of its misreadings; a
// single misreading goes before a pair that explains no more.
#pragma once

#include <vector>

#include "evidence.hpp"

namespace fragid::diagnosis {

// The misreadings named, in the order chosen. `candidates` are tried in their
// order where everything else is equal (the catalogue's order).
Named choose_causes(Evidence& evidence, const std::vector<const mutants::Mutant*>& candidates);

}  // namespace fragid::diagnosis
