#include "yaml_json.hpp"

#include <algorithm>
#include <optional>
#include <stdexcept>
#include <string>

namespace fragid::conformance::detail {

namespace {

std::optional<nlohmann::json> plain_scalar_value(const std::string& s) {
    if (s == "true") return true;
    if (s == "false") return false;
    if (s == "null" || s == "~" || s.empty()) return nullptr;
    if (!s.empty() && std::all_of(s.begin(), s.end(), [](unsigned char c) { return c >= '0' && c <= '9'; }) &&
        s.size() <= 19)  // fits in int64 whatever the digits; longer stays a string for the schema to reject
        return std::stoull(s);
    return std::nullopt;
}

}  // namespace

nlohmann::json yaml_to_json(const YAML::Node& node) {
    switch (node.Type()) {
        case YAML::NodeType::Null:
        case YAML::NodeType::Undefined: return nullptr;
        case YAML::NodeType::Scalar: {
            // yaml-cpp tags a quoted scalar "!" and a plain one "?".
            if (node.Tag() != "!")
                if (auto value = plain_scalar_value(node.Scalar())) return *value;
            return node.Scalar();
        }
        case YAML::NodeType::Sequence: {
            auto array = nlohmann::json::array();
            for (const auto& item : node) array.push_back(yaml_to_json(item));
            return array;
        }
        case YAML::NodeType::Map: {
            auto object = nlohmann::json::object();
            for (const auto& entry : node) {
                const auto key = entry.first.as<std::string>();
                if (object.contains(key))
                    throw std::runtime_error("line " + std::to_string(entry.first.Mark().line + 1) +
                                             ": key '" + key + "' appears twice");
                object[key] = yaml_to_json(entry.second);
            }
            return object;
        }
    }
    return nullptr;
}

int yaml_line_of(const YAML::Node& root, std::string_view pointer) {
    YAML::Node node;
    node.reset(root);  // a Node's operator= assigns into the tree; reset() rebinds
    int line = root.Mark().line;
    // JSON pointer steps, "~1" and "~0" unescaped (RFC 6901 s.4).
    for (std::size_t at = 1; at <= pointer.size() && !pointer.empty();) {
        const auto end = std::min(pointer.find('/', at), pointer.size());
        std::string step(pointer.substr(at, end - at));
        for (std::size_t t = step.find("~1"); t != std::string::npos; t = step.find("~1", t + 1)) step.replace(t, 2, "/");
        for (std::size_t t = step.find("~0"); t != std::string::npos; t = step.find("~0", t + 1)) step.replace(t, 2, "~");
        at = end + 1;
        bool found = false;
        if (node.IsMap()) {
            // The key's line, not its value's: an empty value has no line of its own.
            for (const auto& entry : node)
                if (entry.first.IsScalar() && entry.first.Scalar() == step) {
                    line = entry.first.Mark().line;
                    node.reset(entry.second);
                    found = true;
                    break;
                }
        } else if (node.IsSequence() && !step.empty() && step.size() < 10 &&
                   std::all_of(step.begin(), step.end(), [](char c) { return c >= '0' && c <= '9'; })) {
            const auto index = std::stoul(step);
            if (index < node.size()) {
                node.reset(node[index]);
                line = node.Mark().line;
                found = true;
            }
        }
        if (!found) break;
    }
    return line;
}

}  // namespace fragid::conformance::detail
