#include "fragid/conformance/handshake_json.hpp"

#include <algorithm>
#include <array>
#include <nlohmann/json.hpp>

#include "fragid/conformance/json_text.hpp"

namespace fragid::conformance {

const std::vector<std::string>& adapter_parts() {
    static const std::vector<std::string> parts{"claims", "characters", "bytes", "cells", "status"};
    return parts;
}

std::string line_endings_json(LineEndingSet conventions) {
    return conventions == LineEndingSet::all() ? std::string("all") : conventions.to_string();
}

nlohmann::json charsets_json(const Support& s) {
    if (s.charsets_by_spec.empty()) return s.charsets;
    auto by_spec = nlohmann::json::object();
    for (const auto spec : s.specs) by_spec[std::string(to_string(spec))] = s.charsets_for(spec);
    return by_spec;
}

nlohmann::json schemes_json(const Support& s) {
    auto by_spec = nlohmann::json::object();
    for (const auto spec : s.specs) by_spec[std::string(to_string(spec))] = s.schemes_for(spec);
    return by_spec;
}

std::string schemes_declared(const nlohmann::json& schemes_by_spec) {
    std::string words;
    if (!schemes_by_spec.is_object()) return words;
    for (const auto& [name, list] : schemes_by_spec.items()) {
        const auto spec = spec_from_string(name);
        if (!spec || !list.is_array() || list.size() >= schemes_of(*spec).size()) continue;
        std::string which;
        for (std::size_t i = 0; i < list.size(); ++i)
            which += std::string(i == 0 ? "" : i + 1 == list.size() ? " and " : ", ") + "`" + list[i].get<std::string>() +
                     std::string(describe(*spec).spelling.opening) + std::string(describe(*spec).spelling.closing) + "`";
        words += std::string(words.empty() ? "" : "; ") + std::string(describe(*spec).citation) + ": implements " +
                 (list.empty() ? std::string("no scheme") : which + " only");
    }
    return words;
}

namespace {

using Error = std::optional<std::string>;

nlohmann::json specs_json(const Support& s) {
    auto specs = nlohmann::json::array();
    for (const auto spec : s.specs) specs.push_back(to_string(spec));
    return specs;
}
Error read_specs(const nlohmann::json& list, Support& s) {
    for (const auto& name : list) {
        const auto spec = spec_from_string(name.get<std::string>());
        if (!spec) return "/supports/specs: unknown spec " + json_text(name);
        s.specs.insert(*spec);
    }
    return std::nullopt;
}

// RFC 5147 s.3.1's checks it evaluates: ["length", "md5"].
nlohmann::json integrity_json(const Support& s) {
    auto integrity = nlohmann::json::array();
    if (s.length_check) integrity.push_back("length");
    if (s.md5_check) integrity.push_back("md5");
    return integrity;
}
Error read_integrity(const nlohmann::json& list, Support& s) {
    for (const auto& check : list) {
        if (check == "length") s.length_check = true;
        if (check == "md5") s.md5_check = true;
    }
    return std::nullopt;
}

// supports.schemes: a list for every declared spec (each takes the names it
// defines), or an object with a list per spec; a spec left out implements
// every scheme it defines. A name no declared spec defines is an error, not
// a silent default: it is most likely a misspelling. Read after "specs" (the
// table's order), which a list applies to.
Error read_schemes(const nlohmann::json& schemes, Support& s) {
    if (schemes.is_object()) {
        for (const auto& [name, list] : schemes.items()) {
            const auto spec = spec_from_string(name);
            if (!spec) return "/supports/schemes: unknown spec \"" + name + "\"";
            const auto implemented = list.get<std::vector<std::string>>();
            for (const auto& scheme : implemented)
                if (!defines_scheme(*spec, scheme))
                    return "/supports/schemes/" + name + ": " + name + " defines no scheme \"" + scheme + "\"";
            s.declare_schemes(*spec, implemented);
        }
        return std::nullopt;
    }
    const auto list = schemes.get<std::vector<std::string>>();
    for (const auto& scheme : list)
        if (std::none_of(s.specs.begin(), s.specs.end(), [&](Spec spec) { return defines_scheme(spec, scheme); }))
            return "/supports/schemes: no spec in supports.specs defines a scheme \"" + scheme + "\"";
    for (const auto spec : s.specs) s.declare_schemes(spec, list);
    return std::nullopt;
}

Error read_charsets(const nlohmann::json& charsets, Support& s) {
    if (!charsets.is_object()) {
        s.charsets = charsets.get<std::vector<std::string>>();
        return std::nullopt;
    }
    // Per spec: {"rfc5147": [...], "rfc7111": [...]}; an unnamed spec keeps the default.
    for (const auto& [name, list] : charsets.items()) {
        const auto spec = spec_from_string(name);
        if (!spec) return "/supports/charsets: unknown spec \"" + name + "\"";
        s.charsets_by_spec[*spec] = list.get<std::vector<std::string>>();
    }
    return std::nullopt;
}

Error read_line_ending_context(const nlohmann::json& value, Support& s) {
    const auto context = LineEndingSet::parse(value.get<std::string>());
    if (!context) return "/supports/line_ending_context: " + json_text(value);
    s.line_ending_context = *context;
    return std::nullopt;
}

// supports.adapter_computes: names adapter_parts() knows, each once; any other is
// most likely a misspelling, said so rather than ignored.
Error read_adapter_computes(const nlohmann::json& list, Support& s) {
    s.adapter_computes.clear();
    for (const auto& part : list.get<std::vector<std::string>>()) {
        if (std::find(adapter_parts().begin(), adapter_parts().end(), part) == adapter_parts().end())
            return "/supports/adapter_computes: unknown part \"" + part + "\"";
        if (std::find(s.adapter_computes.begin(), s.adapter_computes.end(), part) == s.adapter_computes.end())
            s.adapter_computes.push_back(part);
    }
    return std::nullopt;
}

// A field that is a plain value of Support, written and read as it stands.
template <auto member>
constexpr SupportField plain(std::string_view name) {
    return {name, [](const Support& s) { return nlohmann::json(s.*member); },
            [](const nlohmann::json& value, Support& s) -> Error {
                value.get_to(s.*member);
                return std::nullopt;
            }};
}

// The table: one row per field of `supports` (docs/adapter-protocol.md s.1).
const std::array fields{
    SupportField{"specs", specs_json, read_specs},
    SupportField{"integrity", integrity_json, read_integrity},
    SupportField{"schemes", schemes_json, read_schemes},
    SupportField{"charsets", charsets_json, read_charsets},
    plain<&Support::validates_entities>("validates_entities"),
    plain<&Support::semantic_only>("semantic_only"),
    SupportField{"adapter_computes", [](const Support& s) { return nlohmann::json(s.adapter_computes); }, read_adapter_computes},
    plain<&Support::line_endings>("line_endings"),
    SupportField{"line_ending_context", [](const Support& s) { return nlohmann::json(line_endings_json(s.line_ending_context)); },
                 read_line_ending_context},
    plain<&Support::byte_offsets>("byte_offsets"),
    plain<&Support::features>("features"),
    plain<&Support::produce>("produce"),
};

bool is_support_field(std::string_view name) {
    for (const auto& field : fields)
        if (field.name == name) return true;
    return false;
}

// The fields of a handshake that protocol 1 does not define, as JSON pointers:
// at the top and in `supports` (implementation's further fields are free, s.1).
std::vector<std::string> undefined_handshake_fields(const nlohmann::json& m) {
    std::vector<std::string> undefined;
    for (const auto& [key, value] : m.items()) {
        if (key == "supports" && value.is_object()) {
            for (const auto& [name, unused] : value.items())
                if (!is_support_field(name)) undefined.push_back((nlohmann::json::json_pointer("/supports") / name).to_string());
        } else if (key != "protocol" && key != "implementation" && key != "supports") {
            undefined.push_back((nlohmann::json::json_pointer() / key).to_string());
        }
    }
    return undefined;
}

}  // namespace

std::span<const SupportField> support_fields() noexcept { return fields; }

nlohmann::json supports_json(const Support& supports) {
    auto j = nlohmann::json::object();
    for (const auto& field : fields) j[std::string(field.name)] = field.write(supports);
    return j;
}

nlohmann::json handshake_message(const Handshake& h) {
    nlohmann::json implementation = {{"name", h.implementation.name}, {"version", h.implementation.version}};
    if (!h.implementation.language.empty()) implementation["language"] = h.implementation.language;
    if (!h.implementation.homepage.empty()) implementation["homepage"] = h.implementation.homepage;
    return {{"protocol", protocol_version}, {"implementation", implementation}, {"supports", supports_json(h.supports)}};
}

std::variant<Handshake, std::string> handshake_from_json(const nlohmann::json& m) {
    if (m.at("protocol") != protocol_version)
        return "the adapter speaks protocol " + json_text(m.at("protocol")) + ", this runner speaks " +
               std::to_string(protocol_version);
    Handshake h;
    // s.5: a later version may add fields; this runner reads what it knows.
    h.ignored_fields = undefined_handshake_fields(m);
    const auto& impl = m.at("implementation");
    h.implementation.name = impl.at("name").get<std::string>();
    h.implementation.version = impl.at("version").get<std::string>();
    h.implementation.language = impl.value("language", "");
    h.implementation.homepage = impl.value("homepage", "");
    const auto& s = m.at("supports");
    for (const auto& field : fields) {
        const auto value = s.find(field.name);
        if (value == s.end()) continue;
        if (auto error = field.read(*value, h.supports)) return *error;
    }
    return h;
}

}  // namespace fragid::conformance
