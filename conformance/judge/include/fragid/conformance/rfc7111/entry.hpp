// RFC 7111 in the judge, reached by the types of its results and outcomes
// through the judge's one list of the specs (outcome.hpp): its outcome's
// shape (CsvCells) and what the judge does with it, the JSON of its results
// (result_json.hpp's shape, as a tree and as text), and the reference's
// producer of its fragments ("rows": spec.hpp's producer_kind). Defined in
// conformance/judge/src/rfc7111/.
#pragma once

#include <cstdint>
#include <optional>
#include <set>
#include <string>
#include <string_view>
#include <type_traits>

#include <nlohmann/json_fwd.hpp>

#include "fragid/conformance/outcome_shape.hpp"
#include "fragid/model/csv_fragment.hpp"
#include "fragid/model/entity.hpp"
#include "fragid/model/result.hpp"

namespace fragid {

// Its results as `fragid resolve --json` prints them (result_json.hpp).
void to_json(nlohmann::json& j, const CsvField& field);
void to_json(nlohmann::json& j, const CsvPart& part);
void to_json(nlohmann::json& j, const CsvIgnored& ignored);
void to_json(nlohmann::json& j, const CsvResult& result);

}  // namespace fragid

namespace fragid::conformance {

// A cell of a CSV entity, 1-based.
struct CsvCellRef {
    std::uint64_t row = 0;
    std::uint64_t col = 0;
    friend auto operator<=>(const CsvCellRef&, const CsvCellRef&) = default;
};

// What a CSV result identifies, cut to its meaning: RFC 7111 s.4.2 leaves the
// grouping and order of parts to the implementation, so it is the set of its
// cells.
struct CsvCells {
    std::set<CsvCellRef> cells;
    friend bool operator==(const CsvCells&, const CsvCells&) = default;
};

class JsonMembers;
struct Answer;

// The same, written as text straight from the result (result_text.hpp).
void append_members(JsonMembers& m, const CsvResult& result);

namespace shapes {

// What an ok result identifies: the cells of its parts.
CsvCells meaning_of(const CsvResult& ok);

// A csv result carries "parts" (result_json.hpp).
constexpr JsonMark json_mark(std::type_identity<CsvCells>) { return {"parts", "\"parts\" (csv)"}; }
// Its member of an outcome's JSON: "parts", one part of every cell.
void write(nlohmann::json& j, const CsvCells& identified);
// Reads the cells of every part from a result whose status is ok; an error
// names the JSON pointer.
std::optional<std::string> read(const nlohmann::json& result, CsvCells& identified);

bool same(const CsvCells& expected, const CsvCells& actual, bool compare_bytes);
// "cells {1,1 1,2}", the first twelve.
std::string describe(const CsvCells& identified, bool with_bytes);
// The cells, against any shape.
DifferingPart part_differing(const CsvCells& expected, const CsvCells* actual);
// In the words of supports.adapter_computes (adapter.hpp): the cells.
std::string_view adapter_part(const CsvCells& actual, const CsvCells* reference);

}  // namespace shapes

namespace reference_producers {

// "rows": one row= fragment per record, claiming that record's cells.
Answer produced(std::type_identity<CsvFragment>, const Entity& entity);

}  // namespace reference_producers
}  // namespace fragid::conformance
