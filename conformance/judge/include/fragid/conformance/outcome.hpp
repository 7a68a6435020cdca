// The meaning of a result: what a conformance case expects and what it
// compares (conformance/README.md, "The expected outcome").
#pragma once

#include <cstdint>
#include <optional>
#include <set>
#include <string>
#include <variant>
#include <vector>

#include <nlohmann/json_fwd.hpp>

#include "fragid/model/result.hpp"
#include "fragid/model/spec.hpp"

namespace fragid::conformance {

// An identified stretch of a text entity. Bytes are optional because an
// implementation may declare that it reports characters only.
struct TextSpan {
    bool position = false;  // a zero-length position (s.2.1.1), not a range
    std::uint64_t start_character = 0;
    std::uint64_t end_character = 0;
    std::optional<std::uint64_t> start_byte;
    std::optional<std::uint64_t> end_byte;
    friend bool operator==(const TextSpan&, const TextSpan&) = default;
};

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

// What a draft-wilde result identifies: a union of character ranges
// (s.3.1.6), kept as the draft's union_of() gives it
// (reference/wilde/resolver.hpp), so that how parts are split, merged or
// ordered does not matter.
struct WildeSpans {
    std::vector<TextSpan> spans;
    friend bool operator==(const WildeSpans&, const WildeSpans&) = default;
};

// A result with any status but ok. The status alone is its meaning: offsets
// and reasons are each implementation's own.
struct Unresolved {
    Status status = Status::syntax_error;
    friend bool operator==(const Unresolved&, const Unresolved&) = default;
};

// A result cut to its meaning: what an ok result identifies, in the shape of
// its spec's results, or the status of any other. The first alternatives
// follow Spec's order (fragid/model/spec.hpp), as ParsedFragment's do: a text
// span is RFC 5147's, cells RFC 7111's, spans the draft's.
using Outcome = std::variant<TextSpan, CsvCells, WildeSpans, Unresolved>;
static_assert(std::variant_size_v<Outcome> == spec_count + 1);

Status status_of(const Outcome& outcome) noexcept;

// The spec whose results have the shape of an ok outcome; nothing for
// another status.
std::optional<Spec> shape_of(const Outcome& outcome) noexcept;

Outcome outcome_of(const TextResult& result);
Outcome outcome_of(const CsvResult& result);
Outcome outcome_of(const WildeResult& result);

// The outcome in the shape of `fragid resolve --json`, cut to its meaning:
// {"status"} or {"status","position","start":{"character","byte"},"end":{...}}
// or {"status","parts":[{"fields":[{"row","col"},...]}]}
// or {"status","spans":[{"start":{...},"end":{...}},...]}.
void to_json(nlohmann::json& j, const Outcome& outcome);

// Reads an outcome from a result in that shape, whole (as the reference
// prints it) or cut (as vectors and small adapters write it); fields beyond
// the meaning are ignored. An error names the JSON pointer of what is wrong.
std::variant<Outcome, std::string> outcome_from_json(const nlohmann::json& j);

}  // namespace fragid::conformance
