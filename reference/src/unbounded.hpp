// "To the end of the entity" as a count or position, for the resolvers: an
// absent end of a range (RFC 5147 s.4.2, RFC 7111 s.3's `*`, the draft's
// open ranges) is the largest value, which no entity reaches.
#pragma once

#include <cstdint>
#include <limits>

namespace fragid::detail {

inline constexpr std::uint64_t unbounded = std::numeric_limits<std::uint64_t>::max();

}  // namespace fragid::detail
