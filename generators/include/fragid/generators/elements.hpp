// Choosing one of a few values, for every spec's generators.
#pragma once

#include <rapidcheck.h>

#include <cstddef>
#include <vector>

namespace fragid::generators {

// One of `items`, shrinking towards the first (rc::gen::element never shrinks):
// put the simplest first. The draw follows the size as rc::gen::inRange does
// (the first only, at size 0), so do not pin the size around it (octets.hpp).
template <class T>
rc::Gen<T> gen_shrinking_element(std::vector<T> items) {
    return rc::gen::map(rc::gen::inRange<std::size_t>(0, items.size()), [items](std::size_t i) { return items[i]; });
}

}  // namespace fragid::generators
