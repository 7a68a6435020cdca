#include "fragid/spec_lists/table_lists.hpp"

#include <algorithm>
#include <functional>
#include <regex>
#include <stdexcept>

#include "fragid/model/spec.hpp"

namespace fragid::spec_lists {

namespace {

bool produces(const SpecDescriptor& d) { return !d.producer_kind.empty(); }
bool every_spec(const SpecDescriptor&) { return true; }

// One string per row that `keep` keeps, in the table's order, each once.
Json each_once(const std::function<bool(const SpecDescriptor&)>& keep,
               const std::function<std::string(const SpecDescriptor&)>& field) {
    std::vector<std::string> out;
    for (const auto& d : spec_table) {
        if (!keep(d)) continue;
        auto value = field(d);
        if (std::find(out.begin(), out.end(), value) == out.end()) out.push_back(std::move(value));
    }
    return Json(out);
}

// The prefix of a spec's vector ids without its '-' ("rfc5147-" -> "rfc5147").
std::string id_word(const SpecDescriptor& d) { return std::string(d.id_prefix.substr(0, d.id_prefix.size() - 1)); }

// An id pattern keeps what follows its leading alternatives: in
// "^(a|b)-produce(-[a-z0-9]+)+$" only "a|b" is the table's.
Json with_alternatives(const Json& node, const Json& words) {
    const auto at = node.find("pattern");
    if (at == node.end() || !at->is_string()) throw std::runtime_error("the node has no \"pattern\" to write the ids into");
    static const std::regex leading(R"(^\^\(([a-z0-9|]*)\))");
    const auto pattern = at->get<std::string>();
    std::smatch m;
    if (!std::regex_search(pattern, m, leading))
        throw std::runtime_error("its \"pattern\" does not start with alternatives \"^(a|b)\": " + pattern);
    std::string alternatives;
    for (const auto& w : words) alternatives += (alternatives.empty() ? "" : "|") + w.get<std::string>();
    return Json("^(" + alternatives + ")" + m.suffix().str());
}

struct List {
    std::string_view name;
    std::string_view keyword;
    std::function<Json(const Json& node)> value;
};

Json names_of(const std::function<bool(const SpecDescriptor&)>& keep) {
    return each_once(keep, [](const SpecDescriptor& d) { return std::string(d.name); });
}

// Every scheme of the table, each once, in the order the specs define them.
Json every_scheme() {
    std::vector<std::string> out;
    for (const auto& d : spec_table)
        for (auto& s : schemes_of(d.spec))
            if (std::find(out.begin(), out.end(), s) == out.end()) out.push_back(std::move(s));
    return Json(out);
}

// supports.schemes as an object: each spec's name, a list of its own schemes
// (docs/adapter-protocol.md s.1).
Json schemes_by_name() {
    Json properties = Json::object();
    for (const auto& d : spec_table)
        properties[std::string(d.name)] = Json{{"type", "array"}, {"uniqueItems", true}, {"items", {{"enum", schemes_of(d.spec)}}}};
    return properties;
}

const std::vector<List>& lists() {
    static const std::vector<List> all = {
        {"names", "enum", [](const Json&) { return names_of(every_spec); }},
        {"producer names", "enum", [](const Json&) { return names_of(produces); }},
        {"id prefixes", "pattern", [](const Json& node) { return with_alternatives(node, each_once(every_spec, id_word)); }},
        {"producer id prefixes", "pattern",
         [](const Json& node) { return with_alternatives(node, each_once(produces, id_word)); }},
        {"producer kinds", "enum",
         [](const Json&) { return each_once(produces, [](const SpecDescriptor& d) { return std::string(d.producer_kind); }); }},
        {"producer capabilities", "enum",
         [](const Json&) {
             return each_once(produces, [](const SpecDescriptor& d) { return produce_capability(d.spec, d.producer_kind); });
         }},
        {"schemes", "enum", [](const Json&) { return every_scheme(); }},
        {"schemes by name", "properties", [](const Json&) { return schemes_by_name(); }},
        {"media types", "enum",
         [](const Json&) { return each_once(every_spec, [](const SpecDescriptor& d) { return std::string(d.media_type); }); }},
    };
    return all;
}

}  // namespace

std::optional<Written> table_list(std::string_view name, const Json& node) {
    for (const auto& list : lists())
        if (list.name == name) return Written{std::string(list.keyword), list.value(node)};
    return std::nullopt;
}

std::vector<std::string_view> table_list_names() {
    std::vector<std::string_view> names;
    for (const auto& list : lists()) names.push_back(list.name);
    return names;
}

std::vector<std::string> spec_names() {
    std::vector<std::string> names;
    for (const auto& d : spec_table) names.emplace_back(d.name);
    return names;
}

}  // namespace fragid::spec_lists
