// judge(testCase, answer, supports) for JavaScript: the conformance runner's
// own verdict rules (fragid::judge's run_case.hpp: levels, expect_any and
// fragid's reading, a position equal to a zero-length range, skips by the
// handshake's declarations, line-ending context, producers' claims checked on
// the reference), compiled into the module rather than copied into JavaScript.
//   testCase: a case of the suite bundle (`fragid export`, fragid-suite.json in
//             the package): one of `cases` or of `producer_cases`;
//   answer:   what the implementation answered, as an adapter's answer message
//             has it (docs/adapter-protocol.md s.4, s.6): {result}, {produced},
//             {skipped} or {errored}; `seq` is not needed;
//   supports: the handshake's `supports` object (s.1); absent, the protocol's
//             defaults with the case's spec alone. Read strictly, unlike a
//             handshake (s.5 lets a later version add fields, which the
//             runner notes and ignores): the package's judge is the suite's
//             own version, so a field it does not know is a misspelling
//             (`spec` for `specs` once skipped every case), refused with the
//             nearest field named; so is a `supports` without `specs`.
// The answer is read as the process adapter reads one (protocol.hpp,
// reply_from_json) but not checked against the answer's JSON Schema: an
// answer of the wrong shape is the verdict `errored`, "protocol violation: ...".
#include <nlohmann/json.hpp>
#include <string>
#include <variant>

#include "call_options.hpp"
#include "exported_call.hpp"
#include "fragid/choice/usage_error.hpp"
#include "fragid/conformance/adapter.hpp"
#include "fragid/conformance/handshake_json.hpp"
#include "fragid/conformance/protocol.hpp"
#include "fragid/conformance/run_case.hpp"

namespace fragid::conformance {
namespace {

// The bundle's case back as the runner's Case. The bundle writes the request
// as the protocol sends it (read back by run_from_json/produce_from_json) and
// the accepted outcomes, not the vector's expect/expect_any: expect_any is
// true exactly when more than one outcome is accepted, which is all run_case
// needs of it (a single expect_any outcome is fragid's reading either way).
Case case_from_bundle(const nlohmann::json& j) {
    Case c;
    c.description = j.value("description", "");
    c.section = j.value("section", "");
    const auto level = level_from_string(j.at("level").get<std::string>());
    if (!level) throw wasm::BadRequest("testCase.level: unknown level " + j.at("level").dump());
    c.level = *level;
    c.requirements = j.value("requirements", std::vector<std::string>{});
    c.tags = j.value("tags", std::vector<std::string>{});
    c.features = j.value("features", std::vector<std::string>{});
    const nlohmann::json message = {{"seq", 1}, {"case", j.at("request")}};
    if (j.at("request").contains("produce")) {
        auto read = produce_from_json(message);
        if (const auto* error = std::get_if<std::string>(&read)) throw wasm::BadRequest("testCase.request: " + *error);
        auto& produce = std::get<ProduceMessage>(read);
        c.id = produce.id;
        c.spec = produce.spec;
        c.entity = std::move(produce.entity);
        c.check = ProduceCheck{produce.kind};
        return c;
    }
    auto read = run_from_json(message);
    if (const auto* error = std::get_if<std::string>(&read)) throw wasm::BadRequest("testCase.request: " + *error);
    auto& run = std::get<RunMessage>(read);
    c.id = run.id;
    c.spec = run.spec;
    c.entity = std::move(run.entity);
    ResolveCheck check;
    check.fragment = run.fragment;
    for (const auto& accepted : j.at("accepted")) {
        auto outcome = outcome_from_json(accepted);
        if (const auto* error = std::get_if<std::string>(&outcome)) throw wasm::BadRequest("testCase.accepted: " + *error);
        check.acceptable.push_back(std::get<Outcome>(outcome));
    }
    check.expect_any = check.acceptable.size() > 1;
    if (j.contains("reference_choice")) check.reference_choice = j.at("reference_choice").get<std::size_t>();
    if (j.contains("single_answer")) check.single_answer = j.at("single_answer").get<std::string>();
    c.check = std::move(check);
    return c;
}

// The names of the handshake's `supports` fields (handshake_json.cpp's table).
std::vector<std::string_view> support_field_names() {
    std::vector<std::string_view> names;
    for (const auto& field : support_fields()) names.push_back(field.name);
    return names;
}

Support supports_of(const nlohmann::json& supports, Spec spec) {
    if (!supports.is_null()) {
        if (!supports.is_object()) throw wasm::BadRequest("supports must be an object");
        wasm::refuse_unknown_keys(supports, support_field_names(), "supports");
        if (!supports.contains("specs") || !supports["specs"].is_array() || supports["specs"].empty())
            throw choice::UsageError("supports: specs is required, a list of the specs implemented (" +
                                     listed(&SpecDescriptor::name) + "): docs/adapter-protocol.md s.1");
    }
    const nlohmann::json declared =
        supports.is_null() ? nlohmann::json{{"specs", {to_string(spec)}}} : supports;
    const nlohmann::json handshake = {{"protocol", protocol_version},
                                      {"implementation", {{"name", "judged"}, {"version", "0"}}},
                                      {"supports", declared}};
    auto read = handshake_from_json(handshake);
    if (const auto* error = std::get_if<std::string>(&read)) throw wasm::BadRequest("supports: " + *error);
    return std::get<Handshake>(read).supports;
}

// An adapter that has already answered: the answer given, to the one case asked.
class AnsweredAdapter final : public Adapter {
public:
    explicit AnsweredAdapter(const nlohmann::json& message) : message_(message) {}
    Handshake start() override { return {}; }
    Answer run(const Request&) override { return answer(false); }
    Answer produce(const ProduceRequest&) override { return answer(true); }

private:
    Answer answer(bool produce) const {
        auto reply = reply_from_json(message_, produce);
        if (const auto* what = std::get_if<std::string>(&reply))
            return Answer{Failure{Failure::How::errored, "protocol violation: " + *what}};
        Answer answer{std::move(std::get<Reply>(reply))};
        if (answer.outcome()) answer.result = message_.at("result");
        return answer;
    }
    nlohmann::json message_;
};

// The verdict as a report's record says it (report_stream.cpp's names).
nlohmann::json record_json(const CaseRecord& r) {
    nlohmann::json j = {{"verdict", to_string(r.verdict)}, {"detail", r.detail}};
    if (r.unsent) j["unsent"] = true;
    if (r.other_reading) j["reading"] = "other";
    if (r.actual) j["actual"] = *r.actual;
    if (!r.produced.empty()) {
        auto produced = nlohmann::json::array();
        for (const auto& p : r.produced)
            produced.push_back({{"fragment", p.produced.fragment},
                                {"claim", p.produced.claim},
                                {"identified", p.identified},
                                {"holds", !p.difference.has_value()}});
        j["produced"] = std::move(produced);
    }
    return j;
}

nlohmann::json judge_request(const nlohmann::json& request) {
    const auto c = case_from_bundle(request.at("testCase"));
    const auto& answer = request.at("answer");
    if (!answer.is_object()) throw wasm::BadRequest("the answer must be an object: {result}, {produced}, {skipped} or {errored}");
    const auto supports = supports_of(request.value("supports", nlohmann::json()), c.spec);
    AnsweredAdapter adapter(answer);
    return record_json(run_case(adapter, supports, c));
}

}  // namespace
}  // namespace fragid::conformance

extern "C" const char* fragid_judge(const char* request, std::size_t size) {
    return fragid::wasm::exported_call(request, size, fragid::conformance::judge_request);
}
