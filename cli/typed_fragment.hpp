// The fragment in what a user typed on the command line ("char=1,5",
// "#char=1,5" or a whole URI reference), by the rule the JavaScript API
// shares (fragid/grammar/typed_fragment.hpp); a URI without a fragment is a
// usage error.
#pragma once

#include <string>
#include <string_view>
#include <variant>

#include "fragid/grammar/typed_fragment.hpp"
#include "guarded.hpp"

namespace fragid::cli {

// The fragment typed; throws UsageError for a URI without one.
inline std::string fragment_of_typed(std::string_view typed) {
    auto fragment = typed_fragment(typed);
    if (const auto* why = std::get_if<std::string>(&fragment)) throw UsageError(*why);
    return std::move(std::get<TypedFragment>(fragment).fragment);
}

}  // namespace fragid::cli
