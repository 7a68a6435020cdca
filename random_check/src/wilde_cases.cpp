// The draft's cases (spec_cases.hpp): its entities are text/plain, and a
// finding is filed under draft-wilde-text-fragment-01 s.4 (the syntax) or
// s.3.1 (the schemes).
#include <algorithm>

#include "fragid/random_check/case_generators.hpp"
#include "finding_class.hpp"
#include "wilde_cases.hpp"

namespace fragid::random_check::detail {

namespace {

bool has_match_part(const WildeFragment& f) {
    return std::any_of(f.parts.begin(), f.parts.end(), [](const WildePart& p) { return p.scheme == WildeScheme::match; });
}

}  // namespace

template <>
CaseEntity entity_for<Spec::wilde>() {
    return *gen_text_case_entity();
}

template <>
std::string section_of<Spec::wilde>(const Case&, const Outcome& reference, const CaseRecord& implementation) {
    return either_is(Status::syntax_error, reference, implementation) ? "4" : "3.1";
}

// char() and line(): a must.
template <>
std::optional<Level> level_of_selection<Spec::wilde>(const WildeFragment& f, const CaseEntity&) {
    // match() is a POSIX BRE (s.3.1.5): which regex engine an implementation
    // brings is its own business, so its answers are not the draft's alone.
    if (has_match_part(f)) return std::nullopt;
    return Level::must;
}

}  // namespace fragid::random_check::detail
