#include <algorithm>
#include <deque>
#include <mutex>
#include <utility>

#include "fragid/model/spec.hpp"
#include "fragid/mutants/mutant.hpp"
// Each spec's mutants_of (mutants/src/<media type>_mutants.hpp), a list the build writes.
#include "spec_mutants.hpp"

namespace fragid::mutants {

using namespace conformance;

const std::vector<Mutant>& catalogue() {
    static const std::vector<Mutant> all = [] {
        std::vector<Mutant> list;
        const auto append = [&list](std::vector<Mutant> part) {
            list.insert(list.end(), std::make_move_iterator(part.begin()), std::make_move_iterator(part.end()));
        };
        // Each spec's misreadings in the table's order, then what every spec shares.
        [&]<std::size_t... I>(std::index_sequence<I...>) {
            (append(mutants_of<static_cast<Spec>(I)>()), ...);
        }(std::make_index_sequence<spec_count>{});
        append(unimplemented_schemes());
        append(defensible_readings());
        return list;
    }();
    return all;
}

namespace {

const Mutant* named(std::string_view name) {
    const auto& all = catalogue();
    const auto it = std::find_if(all.begin(), all.end(), [&](const Mutant& m) { return m.name == name; });
    return it == all.end() ? nullptr : &*it;
}

}  // namespace

const Mutant* find_mutant(std::string_view name) {
    const auto plus = name.find('+');
    if (plus == std::string_view::npos) return named(name);
    const auto* outer = named(name.substr(0, plus));
    const auto* inner = named(name.substr(plus + 1));
    if (!outer || !inner || outer->spec != inner->spec) return nullptr;
    // Compositions are made on demand and kept for the life of the program, so
    // that the pointer stays valid as the catalogue's do.
    static std::mutex guard;
    static std::deque<Mutant> made;
    const std::lock_guard lock(guard);
    const auto it = std::find_if(made.begin(), made.end(), [&](const Mutant& m) { return m.name == name; });
    return it != made.end() ? &*it : &made.emplace_back(composed(*outer, *inner));
}

Mutant composed(const Mutant& outer, const Mutant& inner) {
    Mutant m;
    m.name = outer.name + "+" + inner.name;
    m.spec = outer.spec;
    m.defensible = outer.defensible && inner.defensible;
    m.requirement = outer.requirement + "; " + inner.requirement;
    m.reading = outer.reading + "; and " + inner.reading;
    m.family = outer.family + "+" + inner.family;
    m.declare = [outer = outer.declare, inner = inner.declare](Support& s) {
        if (inner) inner(s);
        if (outer) outer(s);
    };
    m.run = [outer = outer.run, inner = inner.run](const Request& request, const Resolve& resolve) {
        const Resolve through_inner = [&](std::string_view fragment, const Entity& entity) {
            return inner(Request{request.id, request.spec, fragment, entity}, resolve);
        };
        return outer(request, through_inner);
    };
    return m;
}

}  // namespace fragid::mutants
