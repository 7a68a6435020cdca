// Read this file beside conformance/README.md ("Levels"), and each spec's
// sections beside its random_check/src/<spec>_cases.cpp (spec_cases.hpp).
#include "finding_class.hpp"

#include <optional>
#include <type_traits>
#include <variant>

#include "fragid/grammar/fragment.hpp"
#include "spec_case_entries.hpp"  // each spec's cases (<spec>_cases.hpp), a list the build writes

namespace fragid::random_check::detail {

using conformance::ResolveCheck;
using conformance::Verdict;

std::string finding_kind(const CaseRecord& implementation) {
    switch (implementation.verdict) {
        case Verdict::crashed: return "crashed";
        case Verdict::timed_out: return "timed out";
        case Verdict::failed:
            if (implementation.difference) return "differs: " + std::string(to_string(implementation.difference->part));
            break;
        default: break;
    }
    return "protocol error";  // errored, or an answer of the wrong kind
}

std::optional<Status> answered_status(const CaseRecord& implementation) {
    if (!implementation.actual) return std::nullopt;  // no result: crashed, timed out, errored
    return status_of(*implementation.actual);
}

bool either_is(Status status, const Outcome& reference, const CaseRecord& implementation) {
    return status_of(reference) == status || answered_status(implementation) == status;
}

namespace {

// Whether the reference's answer rests on the grammar or a MUST, with nothing
// left open: syntax errors, and the plain selections each spec's
// level_of_selection calls `must` (spec_cases.hpp); `should` where it
// says so, nothing (impl-defined) otherwise.
std::optional<Level> level_of_rule(const Case& c, const Outcome& reference, const CaseRecord& implementation) {
    // The draft has no rule that voids a fragment outside its grammar, so a
    // reader that uses its good parts is defensible (docs/interpretations-wilde.md,
    // "Malformed and extra parts"); only a valid fragment called an error is a must.
    if (describe(c.spec).syntax_error_rule.empty() && status_of(reference) == Status::syntax_error) return std::nullopt;
    if (either_is(Status::syntax_error, reference, implementation)) return Level::must;
    if (either_is(Status::entity_error, reference, implementation)) return std::nullopt;
    const auto parsed = parse_fragment(c.spec, c.resolves()->fragment);
    const auto* fragment = std::get_if<ParsedFragment>(&parsed);
    if (!fragment) return std::nullopt;  // unreachable: the reference said syntax-error above
    return std::visit(
        [&](const auto& f) { return level_of_selection<spec_of_fragment<std::decay_t<decltype(f)>>>(f, c.entity); },
        *fragment);
}

}  // namespace

std::string finding_section(const Case& c, const Outcome& reference, const CaseRecord& implementation) {
    return with_spec(c.spec, [&](auto s) { return section_of<s.value>(c, reference, implementation); });
}

void classify(Case& c, const CaseRecord& implementation, const Openness& open) {
    auto& check = std::get<ResolveCheck>(c.check);  // findings are resolver cases
    const auto& reference = check.acceptable.front();
    c.section = finding_section(c, reference, implementation);
    check.expect_any = check.acceptable.size() > 1;
    check.reference_choice = check.expect_any ? std::optional<std::size_t>(0) : std::nullopt;
    check.single_answer.reset();
    const bool entity_open = open.entity_invalid || (open.entity_empty && !describe(c.spec).empty_entity_open.empty());
    const auto rule = level_of_rule(c, reference, implementation);
    // A syntax error is one whatever the entity holds (s.4.4 needs no entity).
    if (!check.expect_any && rule && (!entity_open || either_is(Status::syntax_error, reference, implementation))) {
        c.level = *rule;
        return;
    }
    c.level = Level::impl_defined;
    if (check.expect_any) return;
    std::string why = "Found by fragid check --random; no other answer computed.";
    for (const auto& reason : open.reasons) why += " " + reason;
    why += " Before committing: list every defensible answer, or say why there is none.";
    check.single_answer = why;
}

}  // namespace fragid::random_check::detail
