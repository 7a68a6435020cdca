// RFC 7111's results as JSON (rfc7111/entry.hpp): the tree `fragid resolve
// --json` prints (result_json.hpp) and the same as text (result_text.hpp),
// side by side so that a change to one is made to the other.
#include <nlohmann/json.hpp>

#include "fragid/conformance/result_json.hpp"
#include "fragid/conformance/result_text.hpp"
#include "../result_writing.hpp"

namespace fragid {

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
    j = conformance::common_fields(result);
    j["type"] = "csv";
    j["parts"] = result.parts;
    j["ignored"] = result.ignored;
}

}  // namespace fragid

namespace fragid::conformance {
namespace {

void append_field(std::string& out, const CsvField& field) {
    out += "{\"bytes\":";
    append_pair(out, field.byte_start, field.byte_end);
    out += ",\"col\":";
    append_number(out, field.col);
    out += ",\"row\":";
    append_number(out, field.row);
    out += '}';
}

void append_part(std::string& out, const CsvPart& part) {
    out += "{\"cols\":";
    append_pair(out, part.first_col, part.last_col);
    out += ",\"fields\":";
    append_array(out, part.fields, append_field);
    out += ",\"rows\":";
    append_pair(out, part.first_row, part.last_row);
    out += ",\"selection\":";
    append_number(out, part.selection);
    out += '}';
}

}  // namespace

void append_members(JsonMembers& m, const CsvResult& result) {
    append_error_offset(m, result);
    append_array(m.key("ignored"), result.ignored, [](std::string& out, const CsvIgnored& ignored) {
        out += "{\"reason\":";
        append_json_string(out, ignored.reason);
        out += ",\"selection\":";
        append_number(out, ignored.selection);
        out += '}';
    });
    append_array(m.key("parts"), result.parts, append_part);
    append_reason(m, result);
    append_status_and_type(m, result, "csv");
}

}  // namespace fragid::conformance
