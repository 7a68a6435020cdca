// This spec's own door, which its resolver's header declares and which came
// before the parsed fragment of any spec: the front door (resolve.hpp) with
// the charset looked up there, the result in this spec's shape.
#include "fragid/reference/rfc5147/resolver.hpp"

#include <variant>

#include "fragid/reference/resolve.hpp"

namespace fragid {

TextResult resolve_text(const TextFragment& fragment, const Entity& entity) {
    return std::get<TextResult>(resolve(ParsedFragment(fragment), entity, ResolveOptions{}));
}

}  // namespace fragid
