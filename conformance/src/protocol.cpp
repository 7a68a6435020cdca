#include "fragid/conformance/protocol.hpp"

#include <istream>
#include <nlohmann/json.hpp>
#include <ostream>

#include "fragid/conformance/vectors.hpp"

namespace fragid::conformance {

nlohmann::json start_message() { return {{"cmd", "start"}, {"protocol", protocol_version}}; }

nlohmann::json stop_message() { return {{"cmd", "stop"}}; }

nlohmann::json run_message(std::uint64_t seq, const Request& request) {
    nlohmann::json entity = {{"base64", base64_of(request.entity.bytes)},
                             {"line_endings", request.entity.line_endings == LineEndingSet::all()
                                                 ? std::string("all")
                                                 : request.entity.line_endings.to_string()}};
    if (request.entity.charset) entity["charset"] = *request.entity.charset;
    return {{"cmd", "run"},
            {"seq", seq},
            {"case",
             {{"id", request.id},
              {"spec", to_string(request.spec)},
              {"media_type", media_type_of(request.spec)},
              {"fragment", request.fragment},
              {"entity", entity}}}};
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
              {"charsets", h.supports.charsets},
              {"line_endings", h.supports.line_endings},
              {"byte_offsets", h.supports.byte_offsets},
              {"features", h.supports.features}}}};
}

nlohmann::json answer_message(std::uint64_t seq, const Answer& answer) {
    nlohmann::json message = {{"seq", seq}};
    switch (answer.kind) {
        case Answer::Kind::result:
            message["result"] = answer.raw.empty() ? nlohmann::json(answer.outcome) : nlohmann::json::parse(answer.raw);
            break;
        case Answer::Kind::skipped: message["skipped"] = answer.message; break;
        default: message["errored"] = answer.message; break;
    }
    return message;
}

std::variant<Handshake, std::string> handshake_from_json(const nlohmann::json& m) {
    if (m.at("protocol") != protocol_version)
        return "the adapter speaks protocol " + m.at("protocol").dump() + ", this runner speaks " +
               std::to_string(protocol_version);
    Handshake h;
    const auto& impl = m.at("implementation");
    h.implementation.name = impl.at("name").get<std::string>();
    h.implementation.version = impl.at("version").get<std::string>();
    h.implementation.language = impl.value("language", "");
    h.implementation.homepage = impl.value("homepage", "");
    const auto& s = m.at("supports");
    for (const auto& name : s.at("specs")) {
        const auto spec = spec_from_string(name.get<std::string>());
        if (!spec) return "/supports/specs: unknown spec " + name.dump();
        h.supports.specs.insert(*spec);
    }
    for (const auto& check : s.value("integrity", nlohmann::json::array())) {
        if (check == "length") h.supports.length_check = true;
        if (check == "md5") h.supports.md5_check = true;
    }
    if (s.contains("charsets")) h.supports.charsets = s.at("charsets").get<std::vector<std::string>>();
    h.supports.line_endings = s.value("line_endings", false);
    h.supports.byte_offsets = s.value("byte_offsets", true);
    if (s.contains("features")) h.supports.features = s.at("features").get<std::vector<std::string>>();
    return h;
}

std::variant<RunMessage, std::string> run_from_json(const nlohmann::json& m) {
    RunMessage run;
    run.seq = m.at("seq").get<std::uint64_t>();
    const auto& c = m.at("case");
    run.id = c.at("id").get<std::string>();
    const auto spec = spec_from_string(c.at("spec").get<std::string>());
    if (!spec) return "/case/spec: unknown spec " + c.at("spec").dump();
    run.spec = *spec;
    run.fragment = c.at("fragment").get<std::string>();
    const auto& e = c.at("entity");
    auto bytes = bytes_from_base64(e.at("base64").get<std::string>());
    if (!bytes) return std::string("/case/entity/base64: not base64");
    run.entity.bytes = std::move(*bytes);
    if (e.contains("charset")) run.entity.charset = e.at("charset").get<std::string>();
    const auto endings = LineEndingSet::parse(e.value("line_endings", "all"));
    if (!endings) return "/case/entity/line_endings: " + e.at("line_endings").dump();
    run.entity.line_endings = *endings;
    return run;
}

int serve_protocol(Adapter& adapter, std::istream& in, std::ostream& out) {
    const auto send = [&](const nlohmann::json& message) { out << message.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace) << '\n' << std::flush; };
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
            } else if (has_seq) {
                send({{"seq", message["seq"]}, {"errored", "unknown cmd " + message.value("cmd", nlohmann::json()).dump()}});
            }
        } catch (const std::exception& e) {
            if (has_seq) send({{"seq", message["seq"]}, {"errored", std::string("malformed request: ") + e.what()}});
        }
    }
    return 0;
}

}  // namespace fragid::conformance
