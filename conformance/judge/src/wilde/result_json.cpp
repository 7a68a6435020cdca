// The draft's results as JSON (wilde/entry.hpp): the tree `fragid resolve
// --json` prints (result_json.hpp) and the same as text (result_text.hpp),
// side by side so that a change to one is made to the other.
#include <nlohmann/json.hpp>

#include "fragid/conformance/result_json.hpp"
#include "fragid/conformance/result_text.hpp"
#include "../result_writing.hpp"

namespace fragid {

void to_json(nlohmann::json& j, const WildeSpan& span) {
    j = {{"part", span.part}, {"start", span.start}, {"end", span.end}};
}

void to_json(nlohmann::json& j, const WildeIgnored& ignored) {
    j = {{"part", ignored.part}, {"reason", ignored.reason}};
}

void to_json(nlohmann::json& j, const WildeResult& result) {
    j = conformance::common_fields(result);
    j["type"] = "wilde";
    j["spans"] = result.spans;
    j["identified"] = nlohmann::json::array();
    for (const auto& r : result.identified) j["identified"].push_back({{"start", r.start}, {"end", r.end}});
    j["ignored"] = result.ignored;
}

}  // namespace fragid

namespace fragid::conformance {

void append_members(JsonMembers& m, const WildeResult& result) {
    append_error_offset(m, result);
    append_array(m.key("identified"), result.identified, [](std::string& out, const IdentifiedRange& range) {
        out += "{\"end\":";
        append_point(out, range.end);
        out += ",\"start\":";
        append_point(out, range.start);
        out += '}';
    });
    append_array(m.key("ignored"), result.ignored, [](std::string& out, const WildeIgnored& ignored) {
        out += "{\"part\":";
        append_number(out, ignored.part);
        out += ",\"reason\":";
        append_json_string(out, ignored.reason);
        out += '}';
    });
    append_reason(m, result);
    append_array(m.key("spans"), result.spans, [](std::string& out, const WildeSpan& span) {
        out += "{\"end\":";
        append_point(out, span.end);
        out += ",\"part\":";
        append_number(out, span.part);
        out += ",\"start\":";
        append_point(out, span.start);
        out += '}';
    });
    append_status_and_type(m, result, "wilde");
}

}  // namespace fragid::conformance
