#include "outcome_reading.hpp"

#include <nlohmann/json.hpp>

#include "fragid/conformance/json_text.hpp"

namespace fragid::conformance {

ReadError read_count(const nlohmann::json& j, const std::string& pointer, std::uint64_t& out) {
    const auto& value = j.at(nlohmann::json::json_pointer(pointer));
    if (!value.is_number_unsigned() && !(value.is_number_integer() && value.get<std::int64_t>() >= 0))
        return pointer + ": expected a non-negative integer, got " + json_text(value);
    out = value.get<std::uint64_t>();
    return std::nullopt;
}

bool has(const nlohmann::json& j, const std::string& pointer) {
    return j.contains(nlohmann::json::json_pointer(pointer));
}

}  // namespace fragid::conformance
