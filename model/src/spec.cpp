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

}  // namespace fragid
