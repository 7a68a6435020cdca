// What random_check knows of a spec beyond its row of the spec table: the
// entities its fragments are tried on, and how a finding on one of its cases
// is filed (finding_class.hpp). Each is explicitly specialised for a spec in
// the spec's own file (random_check/src/<spec>_cases.cpp), declared in its
// header (<spec>_cases.hpp); the shared code includes those through the list
// the build writes (spec_case_entries.hpp) and reaches them by the spec
// (with_spec) or by the type of a fragment.
#pragma once

#include <optional>
#include <string>

#include "fragid/conformance/case.hpp"
#include "fragid/conformance/run_case.hpp"
#include "fragid/model/fragment.hpp"

namespace fragid::random_check::detail {

using conformance::Case;
using conformance::CaseEntity;
using conformance::CaseRecord;
using conformance::Level;
using conformance::Outcome;

// An entity of the spec's media type. Inside rc::gen::exec only.
template <Spec S>
CaseEntity entity_for();

// The section of the spec a finding on one of its cases belongs to
// (finding_section, finding_class.hpp).
template <Spec S>
std::string section_of(const Case& c, const Outcome& reference, const CaseRecord& implementation);

// The level of a valid fragment's plain selection, neither side having found
// a syntax or entity error (level_of_rule, finding_class.cpp): `must` where the
// spec settles the answer, `should` where a SHOULD does, nothing where it is
// left to the implementation.
template <Spec S>
std::optional<Level> level_of_selection(const fragment_of<S>& fragment, const CaseEntity& entity);

}  // namespace fragid::random_check::detail
