#include "case_selection.hpp"

#include <iostream>
#include <nlohmann/json.hpp>

#include "guarded.hpp"
#include "fragid/model/counted.hpp"
#include "suite_support.hpp"
#include "fragid/conformance/json_text.hpp"
#include "fragid/conformance/run_case.hpp"

namespace fragid::cli {

using namespace fragid::conformance;

Filters filters_of(const FilterOptions& o) {
    return {parse_all<Spec>(o.specs, spec_from_string, "--spec"), parse_all<Level>(o.levels, level_from_string, "--level"),
            o.tags, o.ids, o.skips};
}

std::vector<const Case*> select_cases(const std::vector<Case>& cases, const Filters& filters,
                                     const std::set<std::string>* only) {
    for (const auto& value : filters.unmatched(cases)) std::cerr << "fragid: warning: " << value << " matched no case\n";
    std::vector<const Case*> selected;
    for (const auto& c : cases)
        if (filters.selects(c) && (!only || only->contains(c.id))) selected.push_back(&c);
    if (selected.empty() && only)
        throw UsageError("no case selected: of the " + counted(only->size(), "case") +
                         " to rerun, the filters match none in the suite");
    if (selected.empty())
        throw UsageError("no case selected: the filters together match none of the suite's " + counted(cases.size(), "case"));
    return selected;
}

std::string case_list(const std::vector<const Case*>& cases, const Support& supports, bool json) {
    auto list = nlohmann::json::array();
    std::string text;
    for (const Case* c : cases) {
        const auto skip = unsupported_need(*c, supports);
        const std::string spec(to_string(c->spec)), level(to_string(c->level));
        list.push_back({{"id", c->id}, {"spec", spec}, {"section", c->section}, {"level", level},
                        {"skip", skip ? nlohmann::json(*skip) : nlohmann::json()}});
        text += c->id + "\t" + spec + " s." + c->section + "\t" + level + (skip ? "\tskipped: " + *skip : "") + "\n";
    }
    return json ? json_text(list, 2) + "\n" : text;
}

}  // namespace fragid::cli
