#include "json_splice.hpp"

#include <stdexcept>

namespace fragid::spec_lists {

namespace {

// A reader of just enough JSON to find where values start and end; the text
// was parsed by nlohmann-json first, so it is well formed.
class Reader {
public:
    explicit Reader(std::string_view text) : text_(text) {}

    std::size_t skip_space(std::size_t at) const {
        while (at < text_.size() && (text_[at] == ' ' || text_[at] == '\n' || text_[at] == '\r' || text_[at] == '\t')) ++at;
        return at;
    }

    // Just past the string that starts at `at` (its opening quote).
    std::size_t string_end(std::size_t at) const {
        for (++at; at < text_.size(); ++at) {
            if (text_[at] == '\\') ++at;
            else if (text_[at] == '"') return at + 1;
        }
        throw std::runtime_error("a string does not end");
    }

    // Just past the value that starts at `at`.
    std::size_t value_end(std::size_t at) const {
        const char first = text_.at(at);
        if (first == '"') return string_end(at);
        if (first != '{' && first != '[') {
            while (at < text_.size() && std::string_view(",}] \n\r\t").find(text_[at]) == std::string_view::npos) ++at;
            return at;
        }
        int depth = 0;
        for (; at < text_.size(); ++at) {
            const char c = text_[at];
            if (c == '"') at = string_end(at) - 1;
            else if (c == '{' || c == '[') ++depth;
            else if ((c == '}' || c == ']') && --depth == 0) return at + 1;
        }
        throw std::runtime_error("an object or array does not end");
    }

    // The start of member `step` of the object or array whose value starts at `at`.
    std::size_t member(std::size_t at, const std::string& step) const {
        const bool object = text_.at(at) == '{';
        std::size_t index = 0;
        at = skip_space(at + 1);
        while (at < text_.size() && text_[at] != '}' && text_[at] != ']') {
            bool found = false;
            if (object) {
                const auto key_end = string_end(at);
                found = Json::parse(text_.substr(at, key_end - at)).get<std::string>() == step;
                at = skip_space(skip_space(key_end) + 1);  // past the ':'
            } else {
                found = std::to_string(index++) == step;
            }
            if (found) return at;
            at = skip_space(value_end(at));
            if (at < text_.size() && text_[at] == ',') at = skip_space(at + 1);
        }
        throw std::runtime_error("no member " + step);
    }

private:
    std::string_view text_;
};

}  // namespace

Span locate(std::string_view text, const std::vector<std::string>& path) {
    const Reader reader(text);
    auto at = reader.skip_space(0);
    for (const auto& step : path) at = reader.member(at, step);
    return {at, reader.value_end(at)};
}

std::string one_line(const Json& value) {
    std::string out;
    if (value.is_object()) {
        for (const auto& [key, member] : value.items()) out += (out.empty() ? "" : ", ") + Json(key).dump() + ": " + one_line(member);
        return "{" + out + "}";
    }
    if (value.is_array()) {
        for (const auto& member : value) out += (out.empty() ? "" : ", ") + one_line(member);
        return "[" + out + "]";
    }
    return value.dump();
}

std::string laid_out_like(const Json& value, std::string_view old, std::size_t indent) {
    if (old.find('\n') == std::string_view::npos || !value.is_structured() || value.empty()) return one_line(value);
    const std::string inner(indent + 2, ' ');
    std::string out(value.is_object() ? "{\n" : "[\n");
    bool first = true;
    for (const auto& [key, member] : value.items()) {
        out += (first ? "" : ",\n") + inner + (value.is_object() ? Json(key).dump() + ": " : "") + one_line(member);
        first = false;
    }
    return out + "\n" + std::string(indent, ' ') + (value.is_object() ? "}" : "]");
}

}  // namespace fragid::spec_lists
