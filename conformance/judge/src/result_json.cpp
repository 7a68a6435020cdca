#include "fragid/conformance/result_json.hpp"

#include <nlohmann/json.hpp>

namespace fragid {

void to_json(nlohmann::json& j, const TextPoint& point) {
    j = {{"character", point.character}, {"byte", point.byte}, {"line", point.line}, {"column", point.column}};
}

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

namespace {

// The fields every result has, whatever the media type.
template <class Result>
nlohmann::json common_fields(const Result& result) {
    nlohmann::json j = {{"status", to_string(result.status)}, {"reason", result.reason}};
    if (result.error_offset) j["error_offset"] = *result.error_offset;
    return j;
}

}  // namespace

void to_json(nlohmann::json& j, const TextResult& result) {
    j = common_fields(result);
    j["type"] = "text";
    if (result.status == Status::ok || result.status == Status::integrity_mismatch) {
        j["position"] = result.is_position;
        j["start"] = result.start;
        j["end"] = result.end;
    }
    if (!result.checks.empty()) j["checks"] = result.checks;
}

void to_json(nlohmann::json& j, const CsvField& field) {
    j = {{"row", field.row}, {"col", field.col}, {"bytes", {field.byte_start, field.byte_end}}};
}

void to_json(nlohmann::json& j, const CsvPart& part) {
    j = {{"selection", part.selection},
         {"rows", {part.first_row, part.last_row}},
         {"cols", {part.first_col, part.last_col}},
         {"fields", part.fields}};
}

void to_json(nlohmann::json& j, const CsvIgnored& ignored) {
    j = {{"selection", ignored.selection}, {"reason", ignored.reason}};
}

void to_json(nlohmann::json& j, const CsvResult& result) {
    j = common_fields(result);
    j["type"] = "csv";
    j["parts"] = result.parts;
    j["ignored"] = result.ignored;
}

void to_json(nlohmann::json& j, const WildeSpan& span) {
    j = {{"part", span.part}, {"start", span.start}, {"end", span.end}};
}

void to_json(nlohmann::json& j, const WildeIgnored& ignored) {
    j = {{"part", ignored.part}, {"reason", ignored.reason}};
}

void to_json(nlohmann::json& j, const WildeResult& result) {
    j = common_fields(result);
    j["type"] = "wilde";
    j["spans"] = result.spans;
    j["identified"] = nlohmann::json::array();
    for (const auto& r : result.identified) j["identified"].push_back({{"start", r.start}, {"end", r.end}});
    j["ignored"] = result.ignored;
}

}  // namespace fragid
