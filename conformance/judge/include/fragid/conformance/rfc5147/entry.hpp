// RFC 5147 in the judge, reached by the types of its results and outcomes
// through the judge's one list of the specs (outcome.hpp): its outcome's
// shape (a TextSpan, text_span.hpp) and what the judge does with it, the
// JSON of its results (result_json.hpp's shape, as a tree and as text), and
// the reference's producer of its fragments ("lines": spec.hpp's
// producer_kind). Defined in conformance/judge/src/rfc5147/.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <type_traits>

#include <nlohmann/json_fwd.hpp>

#include "fragid/conformance/outcome_shape.hpp"
#include "fragid/conformance/text_span.hpp"
#include "fragid/model/entity.hpp"
#include "fragid/model/result.hpp"
#include "fragid/model/text_fragment.hpp"

namespace fragid {

// Its results as `fragid resolve --json` prints them (result_json.hpp).
void to_json(nlohmann::json& j, const IntegrityCheck& check);
void to_json(nlohmann::json& j, const CheckReport& report);
void to_json(nlohmann::json& j, const TextResult& result);

}  // namespace fragid

namespace fragid::conformance {

class JsonMembers;
struct Answer;

// The same, written as text straight from the result (result_text.hpp).
void append_members(JsonMembers& m, const TextResult& result);

namespace shapes {

// What an ok result identifies: its range or position, in characters and bytes.
TextSpan meaning_of(const TextResult& ok);

// A text result carries "position" beside its "start" and "end" (result_json.hpp).
constexpr JsonMark json_mark(std::type_identity<TextSpan>) {
    return {"position", "\"position\", \"start\" and \"end\" (text)"};
}
// Its members of an outcome's JSON: "position", "start", "end".
void write(nlohmann::json& j, const TextSpan& span);
// Reads them from a result whose status is ok; an error names the JSON pointer.
std::optional<std::string> read(const nlohmann::json& result, TextSpan& span);

bool same(const TextSpan& expected, const TextSpan& actual, bool compare_bytes);
// "range characters [4,8) bytes [4,8)".
std::string describe(const TextSpan& span, bool with_bytes);
// The bytes where the characters agree, else the range; the range against
// another shape (`actual` null).
DifferingPart part_differing(const TextSpan& expected, const TextSpan* actual);
// In the words of supports.adapter_computes (adapter.hpp): the bytes where
// the characters agree with the reference's (`reference`, null if of another
// shape), else the characters.
std::string_view adapter_part(const TextSpan& actual, const TextSpan* reference);

}  // namespace shapes

namespace reference_producers {

// "lines": the position before each line (line=K), then the end, each
// claiming the position the reference resolves it to.
Answer produced(std::type_identity<TextFragment>, const Entity& entity);

}  // namespace reference_producers
}  // namespace fragid::conformance
