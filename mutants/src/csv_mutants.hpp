// RFC 7111's misreadings: its specialisation of mutants_of (mutant.hpp),
// defined in csv_mutants.cpp. Declared here so that the catalogue sees it
// before it uses it, as C++20 [temp.expl.spec] requires, through the list the
// build writes (spec_mutants.hpp, mutants/CMakeLists.txt).
#pragma once

#include <vector>

#include "fragid/mutants/mutant.hpp"

namespace fragid::mutants {

template <>
std::vector<Mutant> mutants_of<Spec::rfc7111>();

}  // namespace fragid::mutants
