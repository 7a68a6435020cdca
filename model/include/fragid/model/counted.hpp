// "1 problem", "2 problems": a count and its noun, agreeing. The one way every layer
// writes a count in words (messages, reports, reasons).
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

namespace fragid {

// The plural is the singular + "s" unless given.
inline std::string counted(std::uint64_t n, std::string_view singular, std::string_view plural = {}) {
    std::string noun(n == 1 ? singular : plural.empty() ? std::string(singular) + "s" : std::string(plural));
    return std::to_string(n) + " " + noun;
}

}  // namespace fragid
