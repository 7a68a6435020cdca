// The fragment in what a user typed (typed_fragment.hpp).
#include "fragid/grammar/typed_fragment.hpp"

namespace fragid {

bool starts_with_scheme(std::string_view typed) noexcept {
    const auto colon = typed.find(':');
    if (colon == std::string_view::npos || colon == 0) return false;
    const auto is_alpha = [](char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'); };
    if (!is_alpha(typed[0])) return false;
    for (const char c : typed.substr(1, colon - 1))
        if (!is_alpha(c) && !(c >= '0' && c <= '9') && c != '+' && c != '-' && c != '.') return false;
    return true;
}

std::variant<TypedFragment, std::string> typed_fragment(std::string_view typed) {
    if (const auto hash = typed.find('#'); hash != std::string_view::npos)
        return TypedFragment{std::string(typed.substr(hash + 1)), hash + 1};
    if (starts_with_scheme(typed))
        return "the URI has no fragment: '" + std::string(typed) + "' (the fragment follows a '#')";
    return TypedFragment{std::string(typed), 0};
}

}  // namespace fragid
