// What reading an outcome from a result's JSON shares, whatever its spec
// (outcome_from_json(), and each spec's shapes::read in its entry).
#pragma once

#include <cstdint>
#include <optional>
#include <string>

#include <nlohmann/json_fwd.hpp>

namespace fragid::conformance {

// An error message naming the JSON pointer, or nothing.
using ReadError = std::optional<std::string>;

// The non-negative integer at `pointer` of `j`.
ReadError read_count(const nlohmann::json& j, const std::string& pointer, std::uint64_t& out);

bool has(const nlohmann::json& j, const std::string& pointer);

}  // namespace fragid::conformance
