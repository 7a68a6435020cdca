// draft-wilde-text-fragment-01 in the judge, reached by the types of its
// results and outcomes through the judge's one list of the specs
// (outcome.hpp): its outcome's shape (WildeSpans, of text_span.hpp's spans)
// and what the judge does with it, and the JSON of its results
// (result_json.hpp's shape, as a tree and as text). The reference produces
// no fragments of the draft (spec.hpp's producer_kind). Defined in
// conformance/judge/src/wilde/.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <type_traits>
#include <vector>

#include <nlohmann/json_fwd.hpp>

#include "fragid/conformance/outcome_shape.hpp"
#include "fragid/conformance/text_span.hpp"
#include "fragid/model/result.hpp"

namespace fragid {

// Its results as `fragid resolve --json` prints them (result_json.hpp).
void to_json(nlohmann::json& j, const WildeSpan& span);
void to_json(nlohmann::json& j, const WildeIgnored& ignored);
void to_json(nlohmann::json& j, const WildeResult& result);

}  // namespace fragid

namespace fragid::conformance {

// What a draft-wilde result identifies: a union of character ranges
// (s.3.1.6), kept as the draft's union_of() gives it
// (reference/wilde/resolver.hpp), so that how parts are split, merged or
// ordered does not matter.
struct WildeSpans {
    std::vector<TextSpan> spans;
    friend bool operator==(const WildeSpans&, const WildeSpans&) = default;
};

class JsonMembers;

// The same, written as text straight from the result (result_text.hpp).
void append_members(JsonMembers& m, const WildeResult& result);

namespace shapes {

// What an ok result identifies: the union of its spans, in characters and bytes.
WildeSpans meaning_of(const WildeResult& ok);

// A draft-wilde result carries "spans" (result_json.hpp).
constexpr JsonMark json_mark(std::type_identity<WildeSpans>) { return {"spans", "\"spans\" (draft-wilde)"}; }
// Its member of an outcome's JSON: "spans", each with its "start" and "end".
void write(nlohmann::json& j, const WildeSpans& identified);
// Reads the spans from a result whose status is ok, as the draft's union
// reads them (s.3.1.6); an error names the JSON pointer.
std::optional<std::string> read(const nlohmann::json& result, WildeSpans& identified);

bool same(const WildeSpans& expected, const WildeSpans& actual, bool compare_bytes);
// "spans {range characters [0,2) bytes [0,2) range characters [4,5) ...}".
std::string describe(const WildeSpans& identified, bool with_bytes);
// The spans, against any shape.
DifferingPart part_differing(const WildeSpans& expected, const WildeSpans* actual);
// In the words of supports.adapter_computes (adapter.hpp): the characters.
std::string_view adapter_part(const WildeSpans& actual, const WildeSpans* reference);

}  // namespace shapes
}  // namespace fragid::conformance
