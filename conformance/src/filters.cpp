// Choosing cases by --spec, --level, --tag, --id and --skip (runner.hpp).
#include <fnmatch.h>

#include <algorithm>

#include "fragid/conformance/runner.hpp"

namespace fragid::conformance {
namespace {

bool glob_matches(const std::string& glob, const std::string& id) { return ::fnmatch(glob.c_str(), id.c_str(), 0) == 0; }

bool any_glob_matches(const std::vector<std::string>& globs, const std::string& id) {
    return std::any_of(globs.begin(), globs.end(), [&](const std::string& g) { return glob_matches(g, id); });
}

template <class T>
bool contains(const std::vector<T>& list, const T& value) {
    return std::find(list.begin(), list.end(), value) != list.end();
}

// `flag 'value'` for each value no case satisfies.
template <class T, class Name, class Matches>
void add_unmatched(std::vector<std::string>& out, const char* flag, const std::vector<T>& values, Name name,
                   const std::vector<Case>& cases, Matches matches) {
    for (const auto& v : values)
        if (std::none_of(cases.begin(), cases.end(), [&](const Case& c) { return matches(v, c); }))
            out.push_back(std::string(flag) + " '" + std::string(name(v)) + "'");
}

}  // namespace

bool Filters::selects(const Case& c) const {
    if (!specs.empty() && !contains(specs, c.spec)) return false;
    if (!levels.empty() && !contains(levels, c.level)) return false;
    if (!tags.empty() && std::none_of(tags.begin(), tags.end(), [&](const auto& t) { return contains(c.tags, t); }))
        return false;
    if (!ids.empty() && !any_glob_matches(ids, c.id)) return false;
    return !any_glob_matches(skips, c.id);
}

std::vector<std::string> Filters::unmatched(const std::vector<Case>& cases) const {
    std::vector<std::string> out;
    const auto same = [](const std::string& s) { return s; };
    add_unmatched(out, "--spec", specs, [](Spec s) { return to_string(s); }, cases,
                  [](Spec s, const Case& c) { return c.spec == s; });
    add_unmatched(out, "--level", levels, [](Level l) { return to_string(l); }, cases,
                  [](Level l, const Case& c) { return c.level == l; });
    add_unmatched(out, "--tag", tags, same, cases, [](const std::string& t, const Case& c) { return contains(c.tags, t); });
    add_unmatched(out, "--id", ids, same, cases, [](const std::string& g, const Case& c) { return glob_matches(g, c.id); });
    add_unmatched(out, "--skip", skips, same, cases, [](const std::string& g, const Case& c) { return glob_matches(g, c.id); });
    return out;
}

}  // namespace fragid::conformance
