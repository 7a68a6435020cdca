// RFC 5147's results as JSON (rfc5147/entry.hpp): the tree `fragid resolve
// --json` prints (result_json.hpp) and the same as text (result_text.hpp),
// side by side so that a change to one is made to the other.
#include <nlohmann/json.hpp>
#include <variant>

#include "fragid/conformance/result_json.hpp"
#include "fragid/conformance/result_text.hpp"
#include "../result_writing.hpp"

namespace fragid {

void to_json(nlohmann::json& j, const IntegrityCheck& check) {
    if (const auto* length = std::get_if<LengthCheck>(&check.check)) {
        j = {{"type", "length"}, {"value", length->characters.digits()}};
    } else if (const auto* md5 = std::get_if<Md5Check>(&check.check)) {
        j = {{"type", "md5"}, {"value", to_hex(md5->digest)}};
    } else {
        const auto& unknown = std::get<UnknownCheck>(check.check);
        j = {{"type", unknown.name}, {"value", unknown.value}};
    }
    if (check.charset) j["charset"] = *check.charset;
}

void to_json(nlohmann::json& j, const CheckReport& report) {
    j = {{"check", report.check}, {"outcome", to_string(report.outcome)}, {"detail", report.detail}};
}

void to_json(nlohmann::json& j, const TextResult& result) {
    j = conformance::common_fields(result);
    j["type"] = "text";
    if (result.status == Status::ok || result.status == Status::integrity_mismatch) {
        j["position"] = result.is_position;
        j["start"] = result.start;
        j["end"] = result.end;
    }
    if (!result.checks.empty()) j["checks"] = result.checks;
}

}  // namespace fragid

namespace fragid::conformance {
namespace {

void append_check(std::string& out, const IntegrityCheck& check) {
    out += '{';
    JsonMembers m(out);
    if (check.charset) append_json_string(m.key("charset"), *check.charset);
    if (const auto* length = std::get_if<LengthCheck>(&check.check)) {
        append_json_string(m.key("type"), "length");
        append_json_string(m.key("value"), length->characters.digits());
    } else if (const auto* md5 = std::get_if<Md5Check>(&check.check)) {
        append_json_string(m.key("type"), "md5");
        append_json_string(m.key("value"), to_hex(md5->digest));
    } else {
        const auto& unknown = std::get<UnknownCheck>(check.check);
        append_json_string(m.key("type"), unknown.name);
        append_json_string(m.key("value"), unknown.value);
    }
    out += '}';
}

void append_report(std::string& out, const CheckReport& report) {
    out += '{';
    JsonMembers m(out);
    append_check(m.key("check"), report.check);
    append_json_string(m.key("detail"), report.detail);
    append_json_string(m.key("outcome"), to_string(report.outcome));
    out += '}';
}

}  // namespace

void append_members(JsonMembers& m, const TextResult& result) {
    const bool placed = result.status == Status::ok || result.status == Status::integrity_mismatch;
    if (!result.checks.empty()) append_array(m.key("checks"), result.checks, append_report);
    if (placed) append_point(m.key("end"), result.end);
    append_error_offset(m, result);
    if (placed) m.key("position") += result.is_position ? "true" : "false";
    append_reason(m, result);
    if (placed) append_point(m.key("start"), result.start);
    append_status_and_type(m, result, "text");
}

}  // namespace fragid::conformance
