// RFC 7111's specialisations of what spec_cases.hpp declares for every spec,
// defined in rfc7111_cases.cpp. Declared here so that every caller sees them
// before it uses them, as C++20 [temp.expl.spec] requires; the callers include
// the list the build writes (spec_case_entries.hpp, random_check/CMakeLists.txt).
#pragma once

#include "spec_cases.hpp"

namespace fragid::random_check::detail {

template <>
CaseEntity entity_for<Spec::rfc7111>();
template <>
std::string section_of<Spec::rfc7111>(const Case& c, const Outcome& reference, const CaseRecord& implementation);
template <>
std::optional<Level> level_of_selection<Spec::rfc7111>(const CsvFragment& fragment, const CaseEntity& entity);

}  // namespace fragid::random_check::detail
