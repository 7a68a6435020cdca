#include "fragid/model/spec.hpp"

namespace fragid {

std::string_view to_string(Spec spec) noexcept { return describe(spec).name; }

std::optional<Spec> spec_from_string(std::string_view name) noexcept {
    for (const auto& d : spec_table)
        if (d.name == name) return d.spec;
    return std::nullopt;
}

std::optional<Spec> spec_named(std::string_view name_or_short_name) noexcept {
    for (const auto& d : spec_table)
        if (d.name == name_or_short_name || d.short_name == name_or_short_name) return d.spec;
    return std::nullopt;
}

std::string listed(std::string_view SpecDescriptor::*field) {
    std::string out;
    std::vector<std::string_view> seen;
    for (const auto& d : spec_table) {
        if (std::find(seen.begin(), seen.end(), d.*field) != seen.end()) continue;
        seen.push_back(d.*field);
        out += std::string(out.empty() ? "" : ", ") + std::string(d.*field);
    }
    return out;
}

}  // namespace fragid
