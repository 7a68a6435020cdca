#include "fragid/conformance/protocol.hpp"

#include <algorithm>
#include <istream>
#include <nlohmann/json.hpp>
#include <ostream>
#include <set>

#include "fragid/conformance/bytes_text.hpp"
#include "fragid/conformance/json_text.hpp"

namespace fragid::conformance {

nlohmann::json start_message() { return {{"cmd", "start"}, {"protocol", protocol_version}}; }

nlohmann::json stop_message() { return {{"cmd", "stop"}}; }

namespace {

nlohmann::json entity_json(const Entity& e) {
    nlohmann::json entity = {{"base64", base64_of(e.bytes)}, {"line_endings", line_endings_json(e.line_endings)}};
    if (e.charset) entity["charset"] = *e.charset;
    return entity;
}

std::variant<CaseEntity, std::string> entity_from_json(const nlohmann::json& e) {
    CaseEntity entity;
    auto bytes = bytes_from_base64(e.at("base64").get<std::string>());
    if (!bytes) return std::string("/case/entity/base64: not base64");
    entity.bytes = std::move(*bytes);
    if (e.contains("charset")) entity.charset = e.at("charset").get<std::string>();
    const auto endings = LineEndingSet::parse(e.value("line_endings", "all"));
    if (!endings) return "/case/entity/line_endings: " + json_text(e.at("line_endings"));
    entity.line_endings = *endings;
    return entity;
}

}  // namespace

nlohmann::json produce_message(std::uint64_t seq, const ProduceRequest& request) {
    return {{"cmd", "produce"},
            {"seq", seq},
            {"case",
             {{"id", request.id},
              {"spec", to_string(request.spec)},
              {"media_type", describe(request.spec).media_type},
              {"produce", request.kind},
              {"entity", entity_json(request.entity)}}}};
}

nlohmann::json run_message(std::uint64_t seq, const Request& request) {
    const auto entity = entity_json(request.entity);
    return {{"cmd", "run"},
            {"seq", seq},
            {"case",
             {{"id", request.id},
              {"spec", to_string(request.spec)},
              {"media_type", describe(request.spec).media_type},
              {"fragment", request.fragment},
              {"entity", entity}}}};
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
                     (*spec == Spec::wilde ? "()`" : "=`");
        words += std::string(words.empty() ? "" : "; ") + std::string(describe(*spec).citation) + ": implements " +
                 (list.empty() ? std::string("no scheme") : which + " only");
    }
    return words;
}

nlohmann::json handshake_message(const Handshake& h) {
    nlohmann::json implementation = {{"name", h.implementation.name}, {"version", h.implementation.version}};
    if (!h.implementation.language.empty()) implementation["language"] = h.implementation.language;
    if (!h.implementation.homepage.empty()) implementation["homepage"] = h.implementation.homepage;
    auto specs = nlohmann::json::array();
    for (auto spec : h.supports.specs) specs.push_back(to_string(spec));
    auto integrity = nlohmann::json::array();
    if (h.supports.length_check) integrity.push_back("length");
    if (h.supports.md5_check) integrity.push_back("md5");
    return {{"protocol", protocol_version},
            {"implementation", implementation},
            {"supports",
             {{"specs", specs},
              {"integrity", integrity},
              {"schemes", schemes_json(h.supports)},
              {"charsets", charsets_json(h.supports)},
              {"validates_entities", h.supports.validates_entities},
              {"semantic_only", h.supports.semantic_only},
              {"line_endings", h.supports.line_endings},
              {"line_ending_context", line_endings_json(h.supports.line_ending_context)},
              {"byte_offsets", h.supports.byte_offsets},
              {"features", h.supports.features},
              {"produce", h.supports.produce}}}};
}

namespace {

// The one field that says what an answer is (adapter-protocol.md s.4, s.6).
struct AnswerField {
    nlohmann::json& message;
    const Answer& answer;
    void operator()(const Outcome& outcome) const {
        message["result"] = answer.result.is_null() ? nlohmann::json(outcome) : answer.result;
    }
    void operator()(const Emitted& emitted) const {
        auto list = nlohmann::json::array();
        for (const auto& p : emitted.fragments) list.push_back({{"fragment", p.fragment}, {"claim", p.claim}});
        message["produced"] = list;
    }
    void operator()(const Skipped& skipped) const { message["skipped"] = skipped.reason; }
    void operator()(const Failure& failure) const { message["errored"] = failure.message; }
};

}  // namespace

nlohmann::json answer_message(std::uint64_t seq, const Answer& answer) {
    nlohmann::json message = {{"seq", seq}};
    std::visit(AnswerField{message, answer}, answer.reply);
    return message;
}

namespace {

// The fields of a handshake that protocol 1 does not define, as JSON pointers:
// at the top and in `supports` (implementation's further fields are free, s.1).
std::vector<std::string> undefined_handshake_fields(const nlohmann::json& m) {
    static const std::set<std::string> top = {"protocol", "implementation", "supports"};
    static const std::set<std::string> supports = {"specs", "integrity", "schemes", "charsets", "validates_entities",
                                                   "semantic_only", "line_endings", "line_ending_context",
                                                   "byte_offsets", "features", "produce"};
    std::vector<std::string> fields;
    for (const auto& [key, value] : m.items()) {
        if (key == "supports" && value.is_object()) {
            for (const auto& [name, unused] : value.items())
                if (!supports.contains(name)) fields.push_back((nlohmann::json::json_pointer("/supports") / name).to_string());
        } else if (!top.contains(key)) {
            fields.push_back((nlohmann::json::json_pointer() / key).to_string());
        }
    }
    return fields;
}

// supports.schemes: a list for every declared spec (each takes the names it
// defines), or an object with a list per spec; a spec left out implements
// every scheme it defines. A name no declared spec defines is an error, not
// a silent default: it is most likely a misspelling.
std::optional<std::string> read_schemes(const nlohmann::json& schemes, Support& s) {
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

}  // namespace

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
    for (const auto& name : s.at("specs")) {
        const auto spec = spec_from_string(name.get<std::string>());
        if (!spec) return "/supports/specs: unknown spec " + json_text(name);
        h.supports.specs.insert(*spec);
    }
    if (s.contains("schemes"))
        if (auto error = read_schemes(s.at("schemes"), h.supports)) return *error;
    for (const auto& check : s.value("integrity", nlohmann::json::array())) {
        if (check == "length") h.supports.length_check = true;
        if (check == "md5") h.supports.md5_check = true;
    }
    if (s.contains("charsets") && s.at("charsets").is_object()) {
        // Per spec: {"rfc5147": [...], "rfc7111": [...]}; an unnamed spec keeps the default.
        for (const auto& [name, list] : s.at("charsets").items()) {
            const auto spec = spec_from_string(name);
            if (!spec) return "/supports/charsets: unknown spec \"" + name + "\"";
            h.supports.charsets_by_spec[*spec] = list.get<std::vector<std::string>>();
        }
    } else if (s.contains("charsets")) {
        h.supports.charsets = s.at("charsets").get<std::vector<std::string>>();
    }
    h.supports.validates_entities = s.value("validates_entities", true);
    h.supports.semantic_only = s.value("semantic_only", false);
    h.supports.line_endings = s.value("line_endings", false);
    if (s.contains("line_ending_context")) {
        const auto context = LineEndingSet::parse(s.at("line_ending_context").get<std::string>());
        if (!context) return "/supports/line_ending_context: " + json_text(s.at("line_ending_context"));
        h.supports.line_ending_context = *context;
    }
    h.supports.byte_offsets = s.value("byte_offsets", true);
    if (s.contains("features")) h.supports.features = s.at("features").get<std::vector<std::string>>();
    if (s.contains("produce")) h.supports.produce = s.at("produce").get<std::vector<std::string>>();
    return h;
}

std::variant<RunMessage, std::string> run_from_json(const nlohmann::json& m) {
    RunMessage run;
    run.seq = m.at("seq").get<std::uint64_t>();
    const auto& c = m.at("case");
    run.id = c.at("id").get<std::string>();
    const auto spec = spec_from_string(c.at("spec").get<std::string>());
    if (!spec) return "/case/spec: unknown spec " + json_text(c.at("spec"));
    run.spec = *spec;
    run.fragment = c.at("fragment").get<std::string>();
    auto entity = entity_from_json(c.at("entity"));
    if (auto* error = std::get_if<std::string>(&entity)) return *error;
    run.entity = std::move(std::get<CaseEntity>(entity));
    return run;
}

std::variant<ProduceMessage, std::string> produce_from_json(const nlohmann::json& m) {
    ProduceMessage produce;
    produce.seq = m.at("seq").get<std::uint64_t>();
    const auto& c = m.at("case");
    produce.id = c.at("id").get<std::string>();
    const auto spec = spec_from_string(c.at("spec").get<std::string>());
    if (!spec) return "/case/spec: unknown spec " + json_text(c.at("spec"));
    produce.spec = *spec;
    produce.kind = c.at("produce").get<std::string>();
    auto entity = entity_from_json(c.at("entity"));
    if (auto* error = std::get_if<std::string>(&entity)) return *error;
    produce.entity = std::move(std::get<CaseEntity>(entity));
    return produce;
}

std::variant<std::vector<Produced>, std::string> produced_from_json(const nlohmann::json& list) {
    std::vector<Produced> produced;
    for (std::size_t i = 0; i < list.size(); ++i) {
        auto claim = outcome_from_json(list[i].at("claim"));
        if (auto* error = std::get_if<std::string>(&claim)) return std::string("/").append(std::to_string(i)).append("/claim") + *error;
        produced.push_back({list[i].at("fragment").get<std::string>(), std::get<Outcome>(claim)});
    }
    return produced;
}

int serve_protocol(Adapter& adapter, std::istream& in, std::ostream& out) {
    const auto send = [&](const nlohmann::json& message) { out << json_text(message) << '\n' << std::flush; };
    std::string line;
    while (std::getline(in, line)) {
        nlohmann::json message;
        try {
            message = nlohmann::json::parse(line);
        } catch (const nlohmann::json::exception&) {
            continue;  // no seq to answer to
        }
        const auto cmd = message.is_object() && message.contains("cmd") && message["cmd"].is_string()
                             ? message["cmd"].get<std::string>()
                             : std::string();
        // A seq is a positive integer (s.2); a request without one cannot be answered.
        const bool has_seq = message.is_object() && message.contains("seq") && message["seq"].is_number_unsigned() &&
                             message["seq"].get<std::uint64_t>() >= 1;
        try {
            if (cmd == "start") {
                send(handshake_message(adapter.start()));
            } else if (cmd == "stop") {
                adapter.stop();
                return 0;
            } else if (cmd == "run" && !has_seq) {
                continue;  // nothing to answer to
            } else if (cmd == "run") {
                auto run = run_from_json(message);
                if (auto* error = std::get_if<std::string>(&run)) throw std::runtime_error(*error);
                const auto& request = std::get<RunMessage>(run);
                send(answer_message(request.seq, adapter.run(request.request())));
            } else if (cmd == "produce" && has_seq) {
                auto produce = produce_from_json(message);
                if (auto* error = std::get_if<std::string>(&produce)) throw std::runtime_error(*error);
                const auto& request = std::get<ProduceMessage>(produce);
                send(answer_message(request.seq, adapter.produce(request.request())));
            } else if (has_seq) {
                send({{"seq", message["seq"]}, {"errored", "unknown cmd " + json_text(message.value("cmd", nlohmann::json()))}});
            }
        } catch (const std::exception& e) {
            if (has_seq) send({{"seq", message["seq"]}, {"errored", std::string("malformed request: ") + e.what()}});
        }
    }
    return 0;
}

}  // namespace fragid::conformance
