// This spec's own door, which its resolver's header declares and which came
// before the parsed fragment of any spec: the front door (resolve.hpp) with
// the charset looked up there, the result in this spec's shape.
#include "fragid/reference/wilde/resolver.hpp"

#include <variant>

#include "fragid/reference/resolve.hpp"

namespace fragid {

WildeResult resolve_wilde(const WildeFragment& fragment, const Entity& entity, const RegexLimits& limits) {
    return std::get<WildeResult>(resolve(ParsedFragment(fragment), entity, ResolveOptions{limits}));
}

}  // namespace fragid
