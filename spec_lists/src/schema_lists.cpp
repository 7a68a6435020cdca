#include <algorithm>
#include <stdexcept>
#include <vector>

#include "fragid/spec_lists/regenerate.hpp"
#include "fragid/spec_lists/table_lists.hpp"
#include "json_splice.hpp"

namespace fragid::spec_lists {

namespace {

struct Change {
    std::vector<std::string> path;  // to the keyword's value
    Json value;
};

std::string pointer(const std::vector<std::string>& path) {
    std::string out;
    for (const auto& step : path) out += "/" + step;
    return out.empty() ? "/" : out;
}

std::string known_lists() {
    std::string out;
    for (const auto name : table_list_names()) out += std::string(out.empty() ? "" : ", ") + std::string(name);
    return out;
}

void find_marks(const Json& node, std::vector<std::string>& path, std::vector<Change>& changes) {
    if (node.is_object()) {
        if (const auto mark = node.find("$comment"); mark != node.end() && mark->is_string()) {
            const auto comment = mark->get<std::string>();
            if (comment.starts_with(schema_mark)) {
                const auto name = std::string_view(comment).substr(schema_mark.size());
                try {
                    const auto written = table_list(name, node);
                    if (!written)
                        throw std::runtime_error("the mark names no list of the table (" + known_lists() + ")");
                    if (!node.contains(written->keyword))
                        throw std::runtime_error("the node has no \"" + written->keyword + "\" for the list");
                    auto at = path;
                    at.push_back(written->keyword);
                    changes.push_back({at, written->value});
                } catch (const std::runtime_error& e) {
                    throw std::runtime_error(pointer(path) + ": " + e.what());
                }
            }
        }
    }
    if (!node.is_structured()) return;
    for (const auto& [key, member] : node.items()) {
        path.push_back(key);
        find_marks(member, path, changes);
        path.pop_back();
    }
}

std::size_t indent_of_line_at(std::string_view text, std::size_t at) {
    const auto line = text.rfind('\n', at);
    const auto start = line == std::string_view::npos ? 0 : line + 1;
    return text.find_first_not_of(' ', start) - start;
}

}  // namespace

Regenerated regenerate_schema(std::string_view text) {
    const auto schema = Json::parse(text);
    std::vector<Change> changes;
    std::vector<std::string> path;
    find_marks(schema, path, changes);
    std::vector<std::pair<Span, const Change*>> spans;
    for (const auto& change : changes) spans.emplace_back(locate(text, change.path), &change);
    // From the end of the text back, so that each span is still where it was found.
    std::sort(spans.begin(), spans.end(), [](const auto& a, const auto& b) { return a.first.begin > b.first.begin; });
    std::string out(text);
    for (std::size_t i = 0; i < spans.size(); ++i) {
        const auto [span, change] = spans[i];
        if (i > 0 && span.end > spans[i - 1].first.begin)
            throw std::runtime_error(pointer(change->path) + ": a list of the table inside another");
        const auto old = std::string_view(text).substr(span.begin, span.end - span.begin);
        out.replace(span.begin, span.end - span.begin, laid_out_like(change->value, old, indent_of_line_at(text, span.begin)));
    }
    return {out, changes.size()};
}

}  // namespace fragid::spec_lists
