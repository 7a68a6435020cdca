#include "fragid/conformance/json_depth.hpp"

namespace fragid::conformance {
namespace {

void refuse_if_too_deep(std::string_view text) {
    if (const auto at = first_too_deep(text)) throw JsonTooDeep(too_deep_words() + " at byte " + std::to_string(*at));
}

}  // namespace

std::string too_deep_words() {
    return "nested deeper than " + std::to_string(json_depth_limit) + " levels (the most fragid reads)";
}

std::optional<std::size_t> first_too_deep(std::string_view text, std::size_t limit) noexcept {
    std::size_t depth = 0;
    bool in_string = false, escaped = false;
    for (std::size_t i = 0; i < text.size(); ++i) {
        const char c = text[i];
        if (in_string) {
            // RFC 8259 s.7: a string ends at a '"' that no backslash escapes.
            if (escaped) escaped = false;
            else if (c == '\\') escaped = true;
            else if (c == '"') in_string = false;
        } else if (c == '"') {
            in_string = true;
        } else if (c == '[' || c == '{') {
            if (++depth > limit) return i;
        } else if ((c == ']' || c == '}') && depth > 0) {
            --depth;  // an unbalanced one is the parser's to refuse
        }
    }
    return std::nullopt;
}

nlohmann::json parse_json_bounded(std::string_view text) {
    refuse_if_too_deep(text);
    return nlohmann::json::parse(text);
}

nlohmann::json parse_json_bounded_or_discarded(std::string_view text) {
    refuse_if_too_deep(text);
    return nlohmann::json::parse(text, nullptr, false);
}

bool nested_deeper_than(const nlohmann::json& value, std::size_t limit) noexcept {
    if (!value.is_structured()) return false;
    if (limit == 0) return true;
    for (const auto& item : value)  // an object's values, an array's items
        if (nested_deeper_than(item, limit - 1)) return true;
    return false;
}

}  // namespace fragid::conformance
