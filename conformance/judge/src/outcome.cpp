#include "fragid/conformance/outcome.hpp"

#include <algorithm>
#include <nlohmann/json.hpp>

#include "fragid/conformance/json_text.hpp"
#include "fragid/conformance/result_json.hpp"
#include "fragid/reference/wilde/resolver.hpp"

namespace fragid::conformance {
namespace {

TextSpan span_of(const IdentifiedRange& r, bool with_bytes) {
    TextSpan span{false, r.start.character, r.end.character, std::nullopt, std::nullopt};
    if (with_bytes) {
        span.start_byte = r.start.byte;
        span.end_byte = r.end.byte;
    }
    return span;
}

std::vector<TextSpan> union_of_spans(const std::vector<TextSpan>& spans);

}  // namespace

Status status_of(const Outcome& outcome) noexcept {
    const auto* unresolved = std::get_if<Unresolved>(&outcome);
    return unresolved ? unresolved->status : Status::ok;
}

std::optional<Spec> shape_of(const Outcome& outcome) noexcept {
    if (std::holds_alternative<Unresolved>(outcome)) return std::nullopt;
    return static_cast<Spec>(outcome.index());
}

Outcome outcome_of(const TextResult& result) {
    if (result.status != Status::ok) return Unresolved{result.status};
    return TextSpan{result.is_position, result.start.character, result.end.character, result.start.byte,
                    result.end.byte};
}

Outcome outcome_of(const CsvResult& result) {
    if (result.status != Status::ok) return Unresolved{result.status};
    CsvCells identified;
    for (const auto& part : result.parts)
        for (const auto& field : part.fields) identified.cells.insert({field.row, field.col});
    return identified;
}

Outcome outcome_of(const WildeResult& result) {
    if (result.status != Status::ok) return Unresolved{result.status};
    WildeSpans identified;
    for (const auto& r : result.identified) identified.spans.push_back(span_of(r, true));
    return identified;
}

// An implementation's spans as the draft's union reads them (s.3.1.6). Bytes
// are kept only when every span has them: an implementation may report
// characters only.
namespace {

std::vector<TextSpan> union_of_spans(const std::vector<TextSpan>& spans) {
    const bool bytes = std::all_of(spans.begin(), spans.end(), [](const TextSpan& s) { return s.start_byte && s.end_byte; });
    std::vector<IdentifiedRange> ranges;
    for (const auto& s : spans) {
        IdentifiedRange r;
        r.start.character = s.start_character;
        r.end.character = s.end_character;
        if (bytes) {
            r.start.byte = *s.start_byte;
            r.end.byte = *s.end_byte;
        }
        ranges.push_back(r);
    }
    std::vector<TextSpan> merged;
    for (const auto& r : union_of(std::move(ranges))) merged.push_back(span_of(r, bytes));
    return merged;
}

}  // namespace

namespace {

nlohmann::json ends_json(const TextSpan& span) {
    nlohmann::json start = {{"character", span.start_character}}, end = {{"character", span.end_character}};
    if (span.start_byte) start["byte"] = *span.start_byte;
    if (span.end_byte) end["byte"] = *span.end_byte;
    return {{"start", start}, {"end", end}};
}

struct OutcomeJson {
    nlohmann::json& j;
    void operator()(const TextSpan& span) const {
        j["position"] = span.position;
        j.update(ends_json(span));
    }
    void operator()(const CsvCells& identified) const {
        auto fields = nlohmann::json::array();
        for (const auto& cell : identified.cells) fields.push_back({{"row", cell.row}, {"col", cell.col}});
        j["parts"] = nlohmann::json::array({{{"fields", fields}}});
    }
    void operator()(const WildeSpans& identified) const {
        j["spans"] = nlohmann::json::array();
        for (const auto& span : identified.spans) j["spans"].push_back(ends_json(span));
    }
    void operator()(const Unresolved&) const {}
};

}  // namespace

void to_json(nlohmann::json& j, const Outcome& outcome) {
    j = {{"status", to_string(status_of(outcome))}};
    std::visit(OutcomeJson{j}, outcome);
}

namespace {

// Each reader returns an error message naming the JSON pointer, or nothing.
using Error = std::optional<std::string>;

Error read_count(const nlohmann::json& j, const std::string& pointer, std::uint64_t& out) {
    const auto& value = j.at(nlohmann::json::json_pointer(pointer));
    if (!value.is_number_unsigned() && !(value.is_number_integer() && value.get<std::int64_t>() >= 0))
        return pointer + ": expected a non-negative integer, got " + json_text(value);
    out = value.get<std::uint64_t>();
    return std::nullopt;
}

bool has(const nlohmann::json& j, const std::string& pointer) {
    return j.contains(nlohmann::json::json_pointer(pointer));
}

// The start and end of a range or position, at `at` ("" or "/spans/3").
Error read_ends(const nlohmann::json& root, const std::string& at, TextSpan& span) {
    const auto& j = root.at(nlohmann::json::json_pointer(at));
    for (const char* end : {"start", "end"})
        if (!j.contains(end) || !j.at(end).is_object() || !j.at(end).contains("character"))
            return at + "/" + end + ": expected {\"character\": N, \"byte\": N}";
    if (auto e = read_count(root, at + "/start/character", span.start_character)) return e;
    if (auto e = read_count(root, at + "/end/character", span.end_character)) return e;
    if (has(root, at + "/start/byte") != has(root, at + "/end/byte"))
        return at + "/start, " + at + "/end: \"byte\" in only one of them";
    if (has(root, at + "/start/byte")) {
        std::uint64_t start = 0, end = 0;
        if (auto e = read_count(root, at + "/start/byte", start)) return e;
        if (auto e = read_count(root, at + "/end/byte", end)) return e;
        span.start_byte = start;
        span.end_byte = end;
    }
    return std::nullopt;
}

Error read_spans(const nlohmann::json& j, std::vector<TextSpan>& spans) {
    if (!j.at("spans").is_array()) return std::string("/spans: expected an array");
    for (std::size_t i = 0; i < j.at("spans").size(); ++i) {
        const auto at = "/spans/" + std::to_string(i);
        if (!j.at("spans")[i].is_object()) return at + ": expected {\"start\": ..., \"end\": ...}";
        if (auto e = read_ends(j, at, spans.emplace_back())) return e;
    }
    return std::nullopt;
}

Error read_text_span(const nlohmann::json& j, TextSpan& span) {
    if (!j.at("position").is_boolean()) return std::string("/position: expected true or false");
    span.position = j.at("position").get<bool>();
    return read_ends(j, "", span);
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
    if (!status) return "/status: unknown status " + json_text(j.at("status"));
    if (*status != Status::ok) return Unresolved{*status};
    // A text result carries "position", a csv result "parts" (result_json.cpp).
    if (j.contains("spans")) {
        WildeSpans identified;
        if (auto e = read_spans(j, identified.spans)) return *e;
        identified.spans = union_of_spans(identified.spans);
        return identified;
    }
    if (j.contains("parts")) {
        CsvCells identified;
        if (auto e = read_cells(j, identified.cells)) return *e;
        return identified;
    }
    if (j.contains("position")) {
        TextSpan span;
        if (auto e = read_text_span(j, span)) return *e;
        return span;
    }
    return std::string("status ok needs \"position\", \"start\" and \"end\" (text), \"parts\" (csv) or \"spans\" (draft-wilde)");
}

}  // namespace fragid::conformance
