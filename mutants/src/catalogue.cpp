#include <algorithm>

#include "fragid/mutants/mutant.hpp"

namespace fragid::mutants {

const std::vector<Mutant>& catalogue() {
    static const std::vector<Mutant> all = [] {
        std::vector<Mutant> list;
        for (auto part : {text_mutants(), csv_mutants(), wilde_mutants(), defensible_readings()})
            list.insert(list.end(), std::make_move_iterator(part.begin()), std::make_move_iterator(part.end()));
        return list;
    }();
    return all;
}

const Mutant* find_mutant(std::string_view name) {
    const auto& all = catalogue();
    const auto it = std::find_if(all.begin(), all.end(), [&](const Mutant& m) { return m.name == name; });
    return it == all.end() ? nullptr : &*it;
}

}  // namespace fragid::mutants
