#include "fragid/publish/outcome_text.hpp"

#include <type_traits>

#include "spec_outcomes.hpp"

namespace fragid::publish {

using namespace conformance;

namespace {

// The status alone is the meaning of every result but ok (conformance/README.md).
std::string status_meaning(Status status) {
    switch (status) {
        case Status::ok: return "ok";
        case Status::syntax_error: return "syntax-error: the fragment is not valid, so nothing is identified";
        case Status::ignored: return "ignored: the fragment is well-formed, but must be ignored on this entity (the case says why)";
        case Status::integrity_mismatch: return "integrity-mismatch: an integrity check fails, so nothing is identified";
        case Status::entity_error: return "entity-error: the entity cannot be read (bytes or CSV not valid), so nothing is identified";
        case Status::resource_limit: return "resource-limit: the match() search ran out of time or memory";
    }
    return std::string(to_string(status));
}

}  // namespace

std::string identified_text(const Case& c, const Outcome& o, const std::vector<VisibleChar>& chars) {
    // Each spec's shape is worded in its own folder (spec_outcomes.hpp).
    return std::visit(
        [&](const auto& identified) -> std::string {
            if constexpr (std::is_same_v<std::decay_t<decltype(identified)>, Unresolved>) return status_meaning(identified.status);
            else return spec_outcomes::words(c, identified, chars);
        },
        o);
}

std::string answered_text(const Case& c, const Outcome& o, const std::vector<VisibleChar>& chars) {
    if (const auto* status = std::get_if<Unresolved>(&o))
        return "\u201C" + std::string(to_string(status->status)) + "\u201D, nothing identified";
    return identified_text(c, o, chars);
}

std::string expected_text(const Case& c, const ResolveCheck& check, const std::vector<VisibleChar>& chars) {
    const auto& acceptable = check.acceptable;
    if (acceptable.size() == 1) return identified_text(c, acceptable.front(), chars);
    std::string t = "either ";
    for (std::size_t i = 0; i < acceptable.size(); ++i)
        t.append(i ? " or (" : "(").append(std::to_string(i + 1)).append(") ").append(identified_text(c, acceptable[i], chars));
    return t;
}

}  // namespace fragid::publish
