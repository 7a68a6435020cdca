// RFC 7111's outcomes in the judge (rfc7111/entry.hpp): the set of cells a
// result identifies, whatever its parts' grouping and order (s.4.2).
#include <nlohmann/json.hpp>

#include "fragid/conformance/outcome.hpp"
#include "../outcome_reading.hpp"

namespace fragid::conformance::shapes {

CsvCells meaning_of(const CsvResult& ok) {
    CsvCells identified;
    for (const auto& part : ok.parts)
        for (const auto& field : part.fields) identified.cells.insert({field.row, field.col});
    return identified;
}

void write(nlohmann::json& j, const CsvCells& identified) {
    auto fields = nlohmann::json::array();
    for (const auto& cell : identified.cells) fields.push_back({{"row", cell.row}, {"col", cell.col}});
    j["parts"] = nlohmann::json::array({{{"fields", fields}}});
}

// `result` is the whole result, so that pointers in errors start at its root.
std::optional<std::string> read(const nlohmann::json& result, CsvCells& identified) {
    const auto& parts = result.at("parts");
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
            if (auto e = read_count(result, field_at + "/row", cell.row)) return e;
            if (auto e = read_count(result, field_at + "/col", cell.col)) return e;
            identified.cells.insert(cell);
        }
    }
    return std::nullopt;
}

bool same(const CsvCells& expected, const CsvCells& actual, bool) { return expected == actual; }

std::string describe(const CsvCells& identified, bool) {
    const auto& cells = identified.cells;
    std::string d = "cells {";
    std::size_t shown = 0;
    for (const auto& cell : cells) {
        if (shown++ == 12) {
            d.append(" ... ").append(std::to_string(cells.size())).append(" in all");
            break;
        }
        if (shown > 1) d += ' ';
        d += std::to_string(cell.row) + "," + std::to_string(cell.col);
    }
    return d + "}";
}

DifferingPart part_differing(const CsvCells&, const CsvCells*) { return DifferingPart::cells; }

std::string_view adapter_part(const CsvCells&, const CsvCells*) { return "cells"; }

}  // namespace fragid::conformance::shapes
