#include "fragid/conformance/protocol.hpp"

#include <algorithm>
#include <istream>
#include <nlohmann/json.hpp>
#include <ostream>

#include "fragid/conformance/bytes_text.hpp"
#include "fragid/conformance/json_depth.hpp"
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

// A produce request must be answered with `produced` (or skipped/errored), a
// run request with `result` (adapter-protocol.md s.4, s.6).
std::variant<Reply, std::string> reply_from_json(const nlohmann::json& message, bool produce) {
    const char* expected = produce ? "produced" : "result";
    const char* other = produce ? "result" : "produced";
    if (message.contains(other))
        return std::string("\"") + other + "\" in answer to a " + (produce ? "produce" : "run") +
               " request, which takes \"" + expected + "\"";
    if (message.contains("skipped")) return Skipped{message.at("skipped").get<std::string>()};
    if (message.contains("errored")) return Failure{Failure::How::errored, message.at("errored").get<std::string>()};
    if (produce) {
        auto produced = produced_from_json(message.at("produced"));
        if (auto* error = std::get_if<std::string>(&produced)) return "/produced" + *error;
        return Emitted{std::move(std::get<std::vector<Produced>>(produced))};
    }
    auto outcome = outcome_from_json(message.at("result"));
    if (auto* error = std::get_if<std::string>(&outcome)) return "/result" + *error;
    return std::get<Outcome>(outcome);
}

int serve_protocol(Adapter& adapter, std::istream& in, std::ostream& out) {
    const auto send = [&](const nlohmann::json& message) { out << json_text(message) << '\n' << std::flush; };
    std::string line;
    while (std::getline(in, line)) {
        nlohmann::json message;
        try {
            message = parse_json_bounded(line);
        } catch (const std::exception&) {  // not JSON, or nested too deep to read (json_depth.hpp)
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
