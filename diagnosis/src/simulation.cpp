#include "fragid/diagnosis/simulation.hpp"

#include <exception>

#include "fragid/conformance/difference.hpp"
#include "fragid/conformance/reference_adapter.hpp"

namespace fragid::diagnosis {

using namespace conformance;

bool agree(const Reply& a, const Reply& b, bool bytes) {
    if (a.broken || b.broken) return false;
    if (!a.outcome || !b.outcome) return !a.outcome && !b.outcome;
    ResolveCheck check;
    check.acceptable = {*b.outcome};
    return matching_outcome(check, *a.outcome, bytes).has_value();
}

namespace {

Reply reply_of(const Answer& answer) {
    if (const auto* outcome = answer.outcome()) return Reply{*outcome};
    return Reply{};
}

// The reference, as a mutant asks it (mutant_adapter.cpp does the same).
Answer ask_reference(const Request& request) {
    return ReferenceAdapter(ReferenceAdapter::Results::outcome_only).run(request);
}

}  // namespace

const Reply& Simulation::reference(const Case& c, std::string_view fragment) {
    Key key{nullptr, nullptr, &c, std::string(fragment)};
    if (const auto it = kept_.find(key); it != kept_.end()) return it->second;
    const auto reply = reply_of(ask_reference(Request{c.id, c.spec, fragment, c.entity.view()}));
    return kept_.emplace(std::move(key), reply).first->second;
}

const Reply& Simulation::answer(const mutants::Mutant& m, const Case& c, std::string_view fragment,
                                const mutants::Mutant* inner) {
    Key key{&m, inner, &c, std::string(fragment)};
    if (const auto it = kept_.find(key); it != kept_.end()) return it->second;
    const Request request{c.id, c.spec, fragment, c.entity.view()};
    const mutants::Resolve reference = [&](std::string_view f, const Entity& e) {
        return ask_reference(Request{c.id, c.spec, f, e});
    };
    const mutants::Resolve through_inner = [&](std::string_view f, const Entity& e) {
        return inner->run(Request{c.id, c.spec, f, e}, reference);
    };
    Reply reply;
    try {
        reply = reply_of(m.run(request, inner ? through_inner : reference));
    } catch (const std::exception&) {
        reply.broken = true;
    }
    return kept_.emplace(std::move(key), reply).first->second;
}

}  // namespace fragid::diagnosis
