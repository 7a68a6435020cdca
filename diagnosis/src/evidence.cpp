#include "evidence.hpp"

#include <algorithm>

#include "fragid/diagnosis/diagnosis.hpp"

namespace fragid::diagnosis {

const Evidence::Profile& Evidence::profile(const mutants::Mutant& m) {
    if (const auto it = profiles_.find(&m); it != profiles_.end()) return it->second;
    Profile p{std::vector<std::uint8_t>(units_.all.size()), std::vector<std::uint8_t>(units_.all.size())};
    for (std::size_t u = 0; u < units_.all.size(); ++u) {
        const auto& unit = units_.all[u];
        if (!unit.simulated || unit.record->c->spec != m.spec) continue;
        const auto& c = *unit.record->c;
        const auto& answer = simulation_.answer(m, c, unit.fragment);
        p.differs[u] = !agree(answer, simulation_.reference(c, unit.fragment), bytes_);
        p.agrees[u] = agree(unit.actual, answer, bytes_);
    }
    return profiles_.emplace(&m, std::move(p)).first->second;
}

bool Evidence::agrees_composed(const mutants::Mutant& outer, const mutants::Mutant& inner, std::size_t u) {
    const auto& unit = units_.all[u];
    if (!unit.simulated || unit.record->c->spec != outer.spec || outer.spec != inner.spec) return false;
    return agree(unit.actual, simulation_.answer(outer, *unit.record->c, unit.fragment, &inner), bytes_);
}

bool Evidence::agrees_within(const mutants::Mutant& m, const Named& named, std::size_t u) {
    if (agrees(m)[u]) return true;
    return std::any_of(named.begin(), named.end(), [&](const mutants::Mutant* other) {
        return other != &m && (agrees_composed(m, *other, u) || agrees_composed(*other, m, u));
    });
}

bool Evidence::explained_by(const Named& named, std::size_t u) {
    if (!units_.all[u].failed) return false;
    return std::any_of(named.begin(), named.end(), [&](const mutants::Mutant* m) { return agrees_within(*m, named, u); });
}

Evidence::Tally Evidence::tally(const mutants::Mutant& m, const Named& named) {
    Tally t;
    const auto& differs = this->differs(m);
    for (std::size_t u = 0; u < differs.size(); ++u) {
        if (!differs[u]) continue;
        ++t.differs;
        if (agrees_within(m, named, u)) ++t.agrees;
    }
    return t;
}

bool Evidence::Tally::consistent() const {
    return differs > 0 && static_cast<double>(agrees) >= consistency_needed * static_cast<double>(differs);
}

}  // namespace fragid::diagnosis
