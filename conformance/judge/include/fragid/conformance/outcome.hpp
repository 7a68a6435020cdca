// The meaning of a result: what a conformance case expects and what it
// compares (conformance/README.md, "The expected outcome").
#pragma once

#include <optional>
#include <string>
#include <type_traits>
#include <variant>

#include <nlohmann/json_fwd.hpp>

#include "fragid/model/fragment.hpp"
#include "fragid/model/result.hpp"
#include "fragid/model/spec.hpp"
// Each spec's entries: the shape of its outcomes and what the judge does with
// them and with its results, reached by their types. The judge's one list of
// the specs (docs/architecture.md, "Adding a specification"), beside Outcome's
// alternatives below.
#include "fragid/conformance/rfc5147/entry.hpp"
#include "fragid/conformance/rfc7111/entry.hpp"
#include "fragid/conformance/wilde/entry.hpp"

namespace fragid::conformance {

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

// Whether `T` is one of the alternatives of `Variant`.
template <class T, class Variant>
inline constexpr bool is_alternative_of = false;
template <class T, class... Alternatives>
inline constexpr bool is_alternative_of<T, std::variant<Alternatives...>> = (std::is_same_v<T, Alternatives> || ...);

// A result cut to its meaning: its status, or for an ok result what its
// spec's entry says it identifies (shapes::meaning_of).
template <class Result>
    requires is_alternative_of<Result, FragmentResult>
Outcome outcome_of(const Result& result) {
    if (result.status != Status::ok) return Unresolved{result.status};
    return shapes::meaning_of(result);
}

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
