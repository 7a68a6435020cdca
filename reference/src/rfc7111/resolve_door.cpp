// This spec's own door, which its resolver's header declares and which came
// before the parsed fragment of any spec: the front door (resolve.hpp) with
// the charset looked up there, the result in this spec's shape.
#include "fragid/reference/rfc7111/resolver.hpp"

#include <variant>

#include "fragid/reference/resolve.hpp"

namespace fragid {

CsvResult resolve_csv(const CsvFragment& fragment, const Entity& entity) {
    return std::get<CsvResult>(resolve(ParsedFragment(fragment), entity, ResolveOptions{}));
}

}  // namespace fragid
