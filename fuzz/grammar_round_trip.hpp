// The property every grammar harness checks: parsing never crashes, and a
// parsed fragment prints canonically and parses back to itself. That the
// canonical form is a fixed point follows without printing it again: the
// fragments' operator== are defaulted over every member (model/), and
// to_string reads nothing else, so equal fragments print the same.
#pragma once

#include <variant>

#include "fuzz_support.hpp"
#include "fragid/model/syntax_error.hpp"

namespace fragid::fuzz {

// `first` is parse(input), which the caller has, so that the input is parsed once.
template <class Fragment, class Parse>
void check_round_trip(std::string_view input, const std::variant<Fragment, SyntaxError>& first, Parse parse) {
    if (const auto* error = std::get_if<SyntaxError>(&first)) {
        FRAGID_FUZZ_CHECK(!error->expected.empty(), input, {});
        return;
    }
    const auto& fragment = std::get<Fragment>(first);
    const auto printed = to_string(fragment);
    const auto second = parse(printed);
    if (!std::holds_alternative<Fragment>(second)) fail("the canonical form does not parse: " + printed, input);
    if (!(std::get<Fragment>(second) == fragment)) fail("the canonical form parses differently: " + printed, input);
}

}  // namespace fragid::fuzz
