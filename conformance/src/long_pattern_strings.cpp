// Long strings kept from std::regex (long_pattern_strings.hpp).
#include "long_pattern_strings.hpp"

#include <string_view>

#include "fragid/conformance/json_depth.hpp"
#include "fragid/model/hex.hpp"

namespace fragid::conformance::detail {
namespace {

// The two patterns of vectors.schema.json (and the bundle's and the protocol's
// schemas) that a long string legitimately meets, as the schema's text spells
// them, and the same languages checked without a regex engine.
constexpr std::string_view hex_pattern = R"(^[ \r\n]*([0-9A-Fa-f]{2}[ \r\n]*)*$)";
constexpr std::string_view base64_pattern = R"(^([A-Za-z0-9+/]{4})*([A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$)";

// Octets as hex digit pairs, with spaces and line breaks (CR, LF) between pairs only.
bool is_spaced_hex(std::string_view s) {
    for (std::size_t i = 0; i < s.size();) {
        if (s[i] == ' ' || s[i] == '\r' || s[i] == '\n') {
            ++i;
        } else if (i + 1 < s.size() && hex_digit_value(s[i]) && hex_digit_value(s[i + 1])) {
            i += 2;
        } else {
            return false;
        }
    }
    return true;
}

bool is_base64_letter(char c) {
    return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '+' || c == '/';
}

// Groups of four letters, the last one possibly "xx==" or "xxx=" (RFC 4648 s.4).
bool is_padded_base64(std::string_view s) {
    if (s.size() % 4 != 0) return false;
    const std::size_t n = s.size();
    for (std::size_t i = 0; i < n; ++i) {
        if (is_base64_letter(s[i])) continue;
        const bool padding = s[i] == '=' && (i == n - 1 || (i == n - 2 && s[n - 1] == '='));
        if (!padding) return false;
    }
    return true;
}

constexpr int deepest_ref = 32;  // a "$ref" cycle ends here

void collect(const nlohmann::json& root, const nlohmann::json& schema, std::set<std::string>& out, int depth) {
    if (!schema.is_object() || depth > deepest_ref) return;
    if (const auto p = schema.find("pattern"); p != schema.end() && p->is_string()) out.insert(p->get<std::string>());
    if (const auto ref = schema.find("$ref"); ref != schema.end() && ref->is_string()) {
        const auto& text = ref->get_ref<const std::string&>();
        if (text.starts_with('#')) {
            try {
                const nlohmann::json::json_pointer pointer(text.substr(1));
                if (root.contains(pointer)) collect(root, root.at(pointer), out, depth + 1);
            } catch (const nlohmann::json::exception&) {
                // not a JSON pointer: valijson refused the schema already
            }
        }
    }
    if (const auto items = schema.find("items"); items != schema.end()) {
        if (items->is_array())
            for (const auto& item : *items) collect(root, item, out, depth + 1);
        else
            collect(root, *items, out, depth + 1);
    }
    for (const char* applicator : {"allOf", "anyOf", "oneOf"})
        if (const auto list = schema.find(applicator); list != schema.end() && list->is_array())
            for (const auto& sub : *list) collect(root, sub, out, depth + 1);
}

// Every "properties" (and what may hold any name) anywhere in the schema, definitions included.
void walk(const nlohmann::json& root, const nlohmann::json& node, PropertyPatterns& found) {
    if (node.is_array()) {
        for (const auto& item : node) walk(root, item, found);
        return;
    }
    if (!node.is_object()) return;
    if (const auto properties = node.find("properties"); properties != node.end() && properties->is_object())
        for (const auto& [name, sub] : properties->items()) collect(root, sub, found.by_name[name], 0);
    if (const auto extra = node.find("additionalProperties"); extra != node.end()) collect(root, *extra, found.any_name, 0);
    if (const auto named = node.find("patternProperties"); named != node.end() && named->is_object())
        for (const auto& [regex, sub] : named->items()) collect(root, sub, found.any_name, 0);
    for (const auto& [key, value] : node.items()) walk(root, value, found);
}

// The patterns that apply to a string of property `name` (empty for an array item of no property).
std::set<std::string> patterns_for(const PropertyPatterns& patterns, const std::string& name) {
    std::set<std::string> out = patterns.any_name;
    if (const auto it = patterns.by_name.find(name); it != patterns.by_name.end()) out.insert(it->second.begin(), it->second.end());
    return out;
}

// What is wrong with `s` under `applying`, checked without std::regex; empty if nothing.
std::string judged(const std::string& s, const std::set<std::string>& applying) {
    for (const auto& pattern : applying) {
        bool matches;
        if (pattern == hex_pattern) matches = is_spaced_hex(s);
        else if (pattern == base64_pattern) matches = is_padded_base64(s);
        else
            return "a string of " + std::to_string(s.size()) + " characters, longer than the " +
                   std::to_string(kPatternCheckedUpTo) + " that the pattern '" + pattern +
                   "' is checked on (std::regex recurses once a character: a longer string would overflow the stack)";
        if (!matches) return "Failed to match regex specified by 'pattern' constraint.";
    }
    return {};
}

// Visits every long string a pattern applies to: visit(string, pointer, patterns).
// `pointer` is one buffer, grown and cut back as the walk goes down and up, so
// that the walk every validation makes allocates nothing per value. It
// recurses once a level: it goes no deeper than json_depth_limit (validate()
// refuses a document nested deeper before it walks; it overflowed the stack
// at about 20,000 levels, issue 38).
template <class Json, class Visit>
void each_long_pattern_string(Json& node, std::string& pointer, const std::string& name,
                              const PropertyPatterns& patterns, Visit&& visit, std::size_t level = 0) {
    const auto end = pointer.size();
    if (node.is_string()) {
        if (node.template get_ref<const std::string&>().size() <= kPatternCheckedUpTo) return;
        if (auto applying = patterns_for(patterns, name); !applying.empty()) visit(node, pointer, applying);
    } else if (level >= json_depth_limit) {
        return;
    } else if (node.is_object()) {
        for (auto& [key, value] : node.items()) {
            pointer.append(1, '/').append(key);
            each_long_pattern_string(value, pointer, key, patterns, visit, level + 1);
            pointer.resize(end);
        }
    } else if (node.is_array()) {
        std::size_t i = 0;
        for (auto& item : node) {
            pointer.append(1, '/').append(std::to_string(i++));
            each_long_pattern_string(item, pointer, name, patterns, visit, level + 1);
            pointer.resize(end);
        }
    }
}

}  // namespace

PropertyPatterns PropertyPatterns::of_schema(const nlohmann::json& schema) {
    PropertyPatterns found;
    walk(schema, schema, found);
    return found;
}

bool has_long_pattern_strings(const nlohmann::json& document, const PropertyPatterns& patterns) {
    bool any = false;
    std::string path;
    each_long_pattern_string(document, path, "", patterns, [&](const auto&, const auto&, const auto&) { any = true; });
    return any;
}

std::vector<std::pair<std::string, std::string>> take_out_long_pattern_strings(nlohmann::json& document,
                                                                               const PropertyPatterns& patterns) {
    std::vector<std::pair<std::string, std::string>> taken;
    std::string path;
    each_long_pattern_string(document, path, "", patterns, [&](nlohmann::json& s, const std::string& pointer, const auto& applying) {
        taken.emplace_back(pointer, judged(s.get_ref<const std::string&>(), applying));
        s = std::string();
    });
    return taken;
}

}  // namespace fragid::conformance::detail
