// The diagnosis of one run (diagnosis.hpp): the units read from its records
// (units.cpp), the causes chosen (cover.cpp), then each cause's groups told
// from the evidence: what it explains, its exceptions, the case that shows
// it alone, and what of its evidence the adapter computed.
#include "fragid/diagnosis/diagnosis.hpp"

#include <algorithm>
#include <set>
#include <tuple>
#include <type_traits>
#include <variant>

#include "cover.hpp"
#include "evidence.hpp"
#include "units.hpp"

namespace fragid::diagnosis {

using namespace conformance;

namespace {

// The smallest case first (entity bytes plus fragment length, then id), so
// that a group's first example is the easiest to read.
void smallest_first(std::vector<const CaseRecord*>& records) {
    const auto size = [](const CaseRecord* r) {
        const auto* check = r->c->resolves();
        return std::make_tuple(r->c->entity.bytes.size() + (check ? check->fragment.size() : 0), r->c->id);
    };
    std::sort(records.begin(), records.end(), [&](const auto* a, const auto* b) { return size(a) < size(b); });
}

void add_once(std::vector<const CaseRecord*>& records, const CaseRecord* r) {
    if (std::find(records.begin(), records.end(), r) == records.end()) records.push_back(r);
}

// Which part of an answer a failure's evidence rests on, in the words of
// supports.adapter_computes: a producer's claim, else the status, else what
// the outcome identifies, as its spec's shape says (shapes::adapter_part,
// in the spec's entry: conformance/outcome.hpp).
std::string part_differing(const Unit& unit, const Reply& reference) {
    if (unit.record->c->produces()) return "claims";
    if (!unit.actual.outcome || !reference.outcome) return "status";
    const auto& a = *unit.actual.outcome;
    const auto& b = *reference.outcome;
    if (status_of(a) != status_of(b)) return "status";
    return std::visit(
        [&](const auto& actual) -> std::string {
            using Shape = std::decay_t<decltype(actual)>;
            if constexpr (std::is_same_v<Shape, Unresolved>) return "characters";
            else return std::string(shapes::adapter_part(actual, std::get_if<Shape>(&b)));
        },
        a);
}

struct Assembly {
    Evidence& evidence;
    Simulation& simulation;
    const Support& supports;
    const Named& named;

    Cause cause_of(const Mutant& m, std::set<std::size_t>& taken) {
        Cause cause{&m};
        const auto& units = evidence.units().all;
        const auto& differs = evidence.differs(m);
        std::set<const CaseRecord*> explains;
        std::set<std::string> parts;
        for (std::size_t u = 0; u < units.size(); ++u) {
            const auto& unit = units[u];
            const bool agrees = evidence.agrees_within(m, named, u);
            if (differs[u]) {
                ++cause.differs;
                if (agrees) ++cause.agrees;
                else add_once(cause.exceptions, unit.record);
            }
            // A failure counts for `m` only where `m` takes part: where its own answer
            // differs from the reference's. Composed with another named cause, it
            // would otherwise be said to explain every failure that cause explains.
            if (!unit.failed || !agrees || !differs[u]) continue;
            explains.insert(unit.record);
            parts.insert(part_differing(unit, simulation.reference(*unit.record->c, unit.fragment)));
            if (evidence.agrees(m)[u] && taken.insert(u).second) add_once(cause.records, unit.record);
        }
        cause.explains = explains.size();
        for (const auto& part : supports.adapter_computes)
            if (parts.contains(part)) cause.adapter_parts.push_back(part);
        smallest_first(cause.records);
        smallest_first(cause.exceptions);
        cause.only_this = smallest_alone(m, cause.records);
        return cause;
    }

    // Whether no other named cause changes the answer at unit `u`.
    bool alone_at(const Mutant& m, std::size_t u) {
        return std::none_of(named.begin(), named.end(), [&](const Mutant* other) { return other != &m && evidence.differs(*other)[u]; });
    }

    // The first of `records` (smallest first) with a failed unit that `m`
    // explains alone and no other named cause touches.
    const CaseRecord* smallest_alone(const Mutant& m, const std::vector<const CaseRecord*>& records) {
        const auto& units = evidence.units().all;
        for (const auto* r : records)
            for (std::size_t u = 0; u < units.size(); ++u)
                if (units[u].record == r && units[u].failed && evidence.agrees(m)[u] && alone_at(m, u)) return r;
        return nullptr;
    }
};

// The first two named causes (in the order named) whose composition answers
// unit `u` as the implementation does; the caller knows there is one.
std::pair<const Mutant*, const Mutant*> first_composition(Evidence& evidence, const Named& named, std::size_t u) {
    for (const auto* outer : named)
        for (const auto* inner : named)
            if (outer != inner && evidence.agrees_composed(*outer, *inner, u)) return {outer, inner};
    return {nullptr, nullptr};
}

}  // namespace

Diagnosis diagnose(const Handshake& handshake, const std::vector<CaseRecord>& records,
                   const std::vector<const Mutant*>& misreadings, Simulation& simulation) {
    const auto units = units_of(records);
    Diagnosis d;
    d.failures = units.failed_records.size();
    d.not_diagnosed = units.left_out;
    std::vector<const Mutant*> candidates;
    for (const auto* m : misreadings)
        if (!m->defensible) candidates.push_back(m);
    Evidence evidence(units, simulation, handshake.supports.byte_offsets);
    const auto named = choose_causes(evidence, candidates);

    Assembly assembly{evidence, simulation, handshake.supports, named};
    // A failed unit is listed under the first cause that explains it alone: a case
    // is under one cause, a producer case under each cause of one of its fragments.
    std::set<std::size_t> taken;
    for (const auto* m : named) d.causes.push_back(assembly.cause_of(*m, taken));

    // What only two named causes together explain, and what none does.
    std::set<const CaseRecord*> unexplained;
    for (std::size_t u = 0; u < units.all.size(); ++u) {
        const auto& unit = units.all[u];
        if (!unit.failed) continue;
        if (!evidence.explained_by(named, u)) {
            unexplained.insert(unit.record);
            continue;
        }
        if (std::any_of(named.begin(), named.end(), [&](const Mutant* m) { return evidence.agrees(*m)[u]; })) continue;
        // Named, not a structured binding: clang 14 (the sanitized and fuzzing tree) cannot capture one in a lambda.
        const auto pair = first_composition(evidence, named, u);
        const auto* outer = pair.first;
        const auto* inner = pair.second;
        auto it = std::find_if(d.compositions.begin(), d.compositions.end(),
                               [&](const Composition& c) { return c.outer == outer && c.inner == inner; });
        if (it == d.compositions.end()) it = d.compositions.insert(d.compositions.end(), Composition{outer, inner, {}});
        add_once(it->records, unit.record);
    }
    for (auto& c : d.compositions) smallest_first(c.records);
    for (const auto* r : units.failed_records)
        if (unexplained.contains(r)) d.unexplained.push_back(r);
    return d;
}

Diagnosis diagnose(const Handshake& handshake, const std::vector<CaseRecord>& records) {
    std::vector<const Mutant*> all;
    for (const auto& m : mutants::catalogue()) all.push_back(&m);
    Simulation simulation;
    return diagnose(handshake, records, all, simulation);
}

}  // namespace fragid::diagnosis
