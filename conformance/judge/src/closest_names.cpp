#include "fragid/conformance/closest_names.hpp"

#include <algorithm>
#include <utility>

namespace fragid::conformance {

std::size_t edit_distance(std::string_view a, std::string_view b) {
    // Two rows: the names compared are short.
    std::vector<std::size_t> previous(b.size() + 1), current(b.size() + 1);
    for (std::size_t j = 0; j <= b.size(); ++j) previous[j] = j;
    for (std::size_t i = 1; i <= a.size(); ++i) {
        current[0] = i;
        for (std::size_t j = 1; j <= b.size(); ++j)
            current[j] = std::min({previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] != b[j - 1])});
        std::swap(previous, current);
    }
    return previous[b.size()];
}

std::vector<std::string> closest_names(std::string_view name, const std::vector<std::string>& names, std::size_t limit) {
    const std::size_t near = std::max<std::size_t>(2, name.size() / 4);
    std::vector<std::pair<std::size_t, std::string>> ranked;
    for (const auto& candidate : names) {
        const auto d = edit_distance(name, candidate);
        if (d <= near) ranked.emplace_back(d, candidate);
        else if (name.size() >= 3 && candidate.find(name) != std::string::npos) ranked.emplace_back(near + 1, candidate);
    }
    std::sort(ranked.begin(), ranked.end());
    std::vector<std::string> out;
    for (std::size_t i = 0; i < ranked.size() && i < limit; ++i) out.push_back(ranked[i].second);
    return out;
}

}  // namespace fragid::conformance
