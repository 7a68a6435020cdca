#include "cover.hpp"

#include <algorithm>
#include <set>
#include <tuple>

namespace fragid::diagnosis {

using mutants::Mutant;

namespace {

// A failure weighs one case: a producer's wrong fragments share its weight,
// so that a case with ten wrong fragments does not outweigh ten cases.
double weight(const Evidence& e, std::size_t u) {
    return 1.0 / static_cast<double>(e.units().failed_units.at(e.units().all[u].record));
}

// The failures no misreading of `named` explains yet.
std::vector<std::size_t> left_over(Evidence& e, const Named& named) {
    std::vector<std::size_t> left;
    for (std::size_t u = 0; u < e.units().all.size(); ++u)
        if (e.units().all[u].failed && e.units().all[u].simulated && !e.explained_by(named, u)) left.push_back(u);
    return left;
}

bool is_named(const Named& named, const Mutant* m) { return std::find(named.begin(), named.end(), m) != named.end(); }

Named with(const Named& named, const Named& added) {
    auto out = named;
    out.insert(out.end(), added.begin(), added.end());
    return out;
}

// What may be named next: one misreading, or two that go together, with its
// claim to be named: what it explains of what is left; then the fewer
// misreadings; then how much of the run agrees with them, how little
// disagrees; the catalogue's order last.
struct Option {
    Named members;
    double gain = 0;
    std::size_t agreements = 0, disagreements = 0, order = 0;

    bool better_than(const Option& o) const {
        constexpr double same = 1e-9;
        if (gain > o.gain + same || gain < o.gain - same) return gain > o.gain;
        const auto size = members.size(), other_size = o.members.size();
        return std::tie(size, o.agreements, disagreements, order) < std::tie(other_size, agreements, o.disagreements, o.order);
    }
};

class Chooser {
public:
    Chooser(Evidence& e, const std::vector<const Mutant*>& candidates) : e_(e), candidates_(candidates) {}

    // Names the best option the run is consistent with. False if there is none.
    bool name_next(Named& named) {
        const auto left = left_over(e_, named);
        if (left.empty()) return false;
        std::vector<Option> options;
        for (std::size_t i = 0; i < candidates_.size(); ++i)
            if (!is_named(named, candidates_[i])) add(options, named, left, {candidates_[i]}, i);
        for (const auto& pair : pairs_to_try(named, left, options))
            add(options, named, left, {candidates_[pair.first], candidates_[pair.second]}, pair.first);
        std::sort(options.begin(), options.end(), [](const Option& a, const Option& b) { return a.better_than(b); });
        for (const auto& option : options)
            if (consistent(named, option.members)) {
                named = with(named, option.members);
                return true;
            }
        return false;
    }

private:
    // The option's gain and tie-breaks; none if it explains nothing left.
    void add(std::vector<Option>& options, const Named& named, const std::vector<std::size_t>& left, Named members,
             std::size_t order) {
        const auto all = with(named, members);
        Option option{std::move(members), 0, 0, 0, order};
        for (const auto u : left)
            if (std::any_of(option.members.begin(), option.members.end(), [&](const Mutant* m) { return e_.agrees_within(*m, all, u); }))
                option.gain += weight(e_, u);
        if (option.gain == 0) return;
        for (const auto* m : option.members) {
            const auto& differs = e_.differs(*m);
            const auto& agrees = e_.agrees(*m);
            for (std::size_t u = 0; u < differs.size(); ++u)
                if (differs[u]) ++(agrees[u] ? option.agreements : option.disagreements);
        }
        options.push_back(std::move(option));
    }

    // Pairs worth trying, as candidate indexes: any two of the singles that
    // explain most of what is left (each may need the other to be consistent:
    // "+1 row" and "a range read as its start" both change every range), and
    // any two whose composition alone explains a failure that no single one
    // explains, each of which changes the answer there.
    std::set<std::pair<std::size_t, std::size_t>> pairs_to_try(const Named& named, const std::vector<std::size_t>& left,
                                                                const std::vector<Option>& singles) {
        constexpr std::size_t strongest = 12;
        auto ranked = singles;
        std::sort(ranked.begin(), ranked.end(), [](const Option& a, const Option& b) { return a.better_than(b); });
        if (ranked.size() > strongest) ranked.resize(strongest);
        std::set<std::pair<std::size_t, std::size_t>> pairs;
        for (std::size_t a = 0; a < ranked.size(); ++a)
            for (std::size_t b = a + 1; b < ranked.size(); ++b) pairs.insert(std::minmax(ranked[a].order, ranked[b].order));
        for (const auto u : left) {
            const bool single = std::any_of(candidates_.begin(), candidates_.end(), [&](const Mutant* m) {
                return !is_named(named, m) && e_.agrees_within(*m, with(named, {m}), u);
            });
            if (single) continue;
            std::vector<std::size_t> changing;
            for (std::size_t i = 0; i < candidates_.size(); ++i)
                if (!is_named(named, candidates_[i]) && e_.differs(*candidates_[i])[u]) changing.push_back(i);
            for (std::size_t a = 0; a < changing.size(); ++a)
                for (std::size_t b = a + 1; b < changing.size(); ++b) {
                    const auto& x = *candidates_[changing[a]];
                    const auto& y = *candidates_[changing[b]];
                    if (e_.agrees_composed(x, y, u) || e_.agrees_composed(y, x, u)) pairs.insert({changing[a], changing[b]});
                }
        }
        return pairs;
    }

    // Whether every one of `added` is consistent with the run once named (the
    // others stay so: more causes only explain more).
    bool consistent(const Named& named, const Named& added) {
        const auto all = with(named, added);
        return std::all_of(added.begin(), added.end(), [&](const Mutant* m) { return e_.tally(*m, all).consistent(); });
    }

    Evidence& e_;
    const std::vector<const Mutant*>& candidates_;
};

}  // namespace

Named choose_causes(Evidence& evidence, const std::vector<const Mutant*>& candidates) {
    Named named;
    Chooser chooser(evidence, candidates);
    while (chooser.name_next(named)) {}
    return named;
}

}  // namespace fragid::diagnosis
