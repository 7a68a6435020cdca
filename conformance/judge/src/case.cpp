#include "fragid/conformance/case.hpp"

#include <array>
#include <utility>

namespace fragid::conformance {
namespace {

constexpr std::array<std::pair<Level, std::string_view>, 5> level_names{{
    {Level::must, "must"},
    {Level::should, "should"},
    {Level::may, "may"},
    {Level::impl_defined, "impl-defined"},
    {Level::erratum, "erratum"},
}};

template <class Enum, std::size_t N>
std::string_view name_of(const std::array<std::pair<Enum, std::string_view>, N>& table, Enum value) {
    for (const auto& [e, name] : table)
        if (e == value) return name;
    return "?";
}

template <class Enum, std::size_t N>
std::optional<Enum> value_of(const std::array<std::pair<Enum, std::string_view>, N>& table, std::string_view name) {
    for (const auto& [e, n] : table)
        if (n == name) return e;
    return std::nullopt;
}

}  // namespace

std::string_view to_string(Level level) noexcept { return name_of(level_names, level); }
std::optional<Level> level_from_string(std::string_view name) noexcept { return value_of(level_names, name); }

}  // namespace fragid::conformance
