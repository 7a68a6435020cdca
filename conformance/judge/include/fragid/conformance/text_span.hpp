// A stretch of a text entity as the judge compares it: the shape of RFC
// 5147's outcomes, and what the draft's outcomes are a union of (each spec's
// entry.hpp). Shared by the specs of text, named for none of them.
#pragma once

#include <cstdint>
#include <optional>

namespace fragid::conformance {

// An identified stretch of a text entity. Bytes are optional because an
// implementation may declare that it reports characters only.
struct TextSpan {
    bool position = false;  // a zero-length position (s.2.1.1), not a range
    std::uint64_t start_character = 0;
    std::uint64_t end_character = 0;
    std::optional<std::uint64_t> start_byte;
    std::optional<std::uint64_t> end_byte;
    friend bool operator==(const TextSpan&, const TextSpan&) = default;
};

}  // namespace fragid::conformance
