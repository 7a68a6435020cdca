#include "fragid/model/outcome.hpp"

#include <nlohmann/json.hpp>

#include "fragid/model/json.hpp"

namespace fragid {

Outcome outcome_of(const TextResult& result) {
    Outcome outcome{result.status, std::nullopt, std::nullopt};
    if (result.status == Status::ok)
        outcome.text = TextSpan{result.is_position, result.start.character, result.end.character, result.start.byte,
                                result.end.byte};
    return outcome;
}

Outcome outcome_of(const CsvResult& result) {
    Outcome outcome{result.status, std::nullopt, std::nullopt};
    if (result.status == Status::ok) {
        outcome.cells.emplace();
        for (const auto& part : result.parts)
            for (const auto& field : part.fields) outcome.cells->insert({field.row, field.col});
    }
    return outcome;
}

void to_json(nlohmann::json& j, const Outcome& outcome) {
    j = {{"status", to_string(outcome.status)}};
    if (const auto& span = outcome.text) {
        j["position"] = span->position;
        j["start"] = {{"character", span->start_character}};
        j["end"] = {{"character", span->end_character}};
        if (span->start_byte) j["start"]["byte"] = *span->start_byte;
        if (span->end_byte) j["end"]["byte"] = *span->end_byte;
    }
    if (const auto& cells = outcome.cells) {
        auto fields = nlohmann::json::array();
        for (const auto& cell : *cells) fields.push_back({{"row", cell.row}, {"col", cell.col}});
        j["parts"] = nlohmann::json::array({{{"fields", fields}}});
    }
}

namespace {

// Each reader returns an error message naming the JSON pointer, or nothing.
using Error = std::optional<std::string>;

Error read_count(const nlohmann::json& j, const std::string& pointer, std::uint64_t& out) {
    const auto& value = j.at(nlohmann::json::json_pointer(pointer));
    if (!value.is_number_unsigned() && !(value.is_number_integer() && value.get<std::int64_t>() >= 0))
        return pointer + ": expected a non-negative integer, got " + value.dump();
    out = value.get<std::uint64_t>();
    return std::nullopt;
}

bool has(const nlohmann::json& j, const std::string& pointer) {
    return j.contains(nlohmann::json::json_pointer(pointer));
}

Error read_text_span(const nlohmann::json& j, TextSpan& span) {
    if (!j.at("position").is_boolean()) return std::string("/position: expected true or false");
    span.position = j.at("position").get<bool>();
    for (const char* end : {"start", "end"})
        if (!j.contains(end) || !j.at(end).is_object() || !j.at(end).contains("character"))
            return std::string("/") + end + ": expected {\"character\": N, \"byte\": N}";
    if (auto e = read_count(j, "/start/character", span.start_character)) return e;
    if (auto e = read_count(j, "/end/character", span.end_character)) return e;
    if (has(j, "/start/byte") != has(j, "/end/byte")) return std::string("/start, /end: \"byte\" in only one of them");
    if (has(j, "/start/byte")) {
        std::uint64_t start = 0, end = 0;
        if (auto e = read_count(j, "/start/byte", start)) return e;
        if (auto e = read_count(j, "/end/byte", end)) return e;
        span.start_byte = start;
        span.end_byte = end;
    }
    return std::nullopt;
}

// `j` is the whole result, so that pointers in errors start at its root.
Error read_cells(const nlohmann::json& j, std::set<CsvCellRef>& cells) {
    const auto& parts = j.at("parts");
    if (!parts.is_array()) return std::string("/parts: expected an array");
    for (std::size_t p = 0; p < parts.size(); ++p) {
        const auto part_at = "/parts/" + std::to_string(p);
        if (!parts[p].is_object() || !parts[p].contains("fields") || !parts[p].at("fields").is_array())
            return part_at + ": expected {\"fields\": [...]}";
        const auto& fields = parts[p].at("fields");
        for (std::size_t f = 0; f < fields.size(); ++f) {
            const auto field_at = part_at + "/fields/" + std::to_string(f);
            if (!fields[f].is_object() || !fields[f].contains("row") || !fields[f].contains("col"))
                return field_at + ": expected {\"row\": R, \"col\": C}";
            CsvCellRef cell;
            if (auto e = read_count(j, field_at + "/row", cell.row)) return e;
            if (auto e = read_count(j, field_at + "/col", cell.col)) return e;
            cells.insert(cell);
        }
    }
    return std::nullopt;
}

}  // namespace

std::variant<Outcome, std::string> outcome_from_json(const nlohmann::json& j) {
    if (!j.is_object()) return std::string("expected an object, got ") + j.type_name();
    if (!j.contains("status") || !j.at("status").is_string()) return std::string("/status: expected a string");
    const auto status = status_from_string(j.at("status").get<std::string>());
    if (!status) return "/status: unknown status " + j.at("status").dump();
    Outcome outcome{*status, std::nullopt, std::nullopt};
    if (*status != Status::ok) return outcome;
    // A text result carries "position", a csv result "parts" (model/json.cpp).
    if (j.contains("parts")) {
        outcome.cells.emplace();
        if (auto e = read_cells(j, *outcome.cells)) return *e;
    } else if (j.contains("position")) {
        outcome.text.emplace();
        if (auto e = read_text_span(j, *outcome.text)) return *e;
    } else {
        return std::string("status ok needs \"position\", \"start\" and \"end\" (text) or \"parts\" (csv)");
    }
    return outcome;
}

}  // namespace fragid
