// RFC 5147's cases (spec_cases.hpp): its entities are text/plain, and a
// finding is filed under the section of RFC 5147 that settles it: s.2.2,
// 3, 3.1, 4.3, 4.4 (read beside conformance/README.md, "Levels").
#include <variant>

#include "fragid/grammar/fragment.hpp"
#include "fragid/random_check/case_generators.hpp"
#include "finding_class.hpp"
#include "rfc5147_cases.hpp"

namespace fragid::random_check::detail {

namespace {

// s.2.2.1-2.2.4 by scheme and selector. The fragment parses: the caller has
// ruled out syntax errors.
std::string rfc5147_selection_section(const TextFragment& f) {
    const bool position = std::holds_alternative<TextPosition>(f.selector);
    if (f.scheme == TextScheme::character) return position ? "2.2.1" : "2.2.2";
    return position ? "2.2.3" : "2.2.4";
}

}  // namespace

template <>
CaseEntity entity_for<Spec::rfc5147>() {
    return *gen_text_case_entity();
}

template <>
std::string section_of<Spec::rfc5147>(const Case& c, const Outcome& reference, const CaseRecord& implementation) {
    // A fragment the reference rejects: what to do with syntax errors (s.4.4);
    // one only the implementation rejects: the grammar says it is valid (s.3).
    if (status_of(reference) == Status::syntax_error) return "4.4";
    if (answered_status(implementation) == Status::syntax_error) return "3";
    // A check the reference finds failing: its handling (s.4.3); one only the
    // implementation finds failing: what the check's value means (s.3.1).
    if (status_of(reference) == Status::integrity_mismatch) return "4.3";
    if (answered_status(implementation) == Status::integrity_mismatch) return "3.1";
    // The charset and its invalid bytes: the suite files them under s.2 (rfc5147-s2-1).
    if (either_is(Status::entity_error, reference, implementation)) return "2";
    const auto parsed = parse_fragment_as<TextFragment>(c.resolves()->fragment);
    if (const auto* f = std::get_if<TextFragment>(&parsed)) return rfc5147_selection_section(*f);
    return "2";
}

// char= and line= without checks: a must; with integrity checks, `should`
// (s.4.3 "SHOULD NOT", and "MAY choose to ignore").
template <>
std::optional<Level> level_of_selection<Spec::rfc5147>(const TextFragment& f, const CaseEntity&) {
    return f.checks.empty() ? std::optional(Level::must) : std::optional(Level::should);
}

}  // namespace fragid::random_check::detail
