// RFC 5147's outcomes in the judge (rfc5147/entry.hpp): a range or a
// position of the text, in characters and, where known, bytes.
#include <nlohmann/json.hpp>

#include "fragid/conformance/outcome.hpp"
#include "../text_spans.hpp"

namespace fragid::conformance::shapes {

TextSpan meaning_of(const TextResult& ok) {
    return TextSpan{ok.is_position, ok.start.character, ok.end.character, ok.start.byte, ok.end.byte};
}

void write(nlohmann::json& j, const TextSpan& span) {
    j["position"] = span.position;
    j.update(ends_json(span));
}

std::optional<std::string> read(const nlohmann::json& result, TextSpan& span) {
    if (!result.at("position").is_boolean()) return std::string("/position: expected true or false");
    span.position = result.at("position").get<bool>();
    return read_ends(result, "", span);
}

// `position` records the form written, not the meaning: s.2.1.1 makes a
// zero-length range "equivalent to a position", and s.5 calls line=10,20
// on a short entity "the position after the last line".
bool same(const TextSpan& expected, const TextSpan& actual, bool compare_bytes) {
    return same_range(expected, actual, compare_bytes);
}

std::string describe(const TextSpan& span, bool with_bytes) { return describe_span(span, with_bytes); }

DifferingPart part_differing(const TextSpan& expected, const TextSpan* actual) {
    return actual && same_characters(expected, *actual) ? DifferingPart::bytes : DifferingPart::range;
}

std::string_view adapter_part(const TextSpan& actual, const TextSpan* reference) {
    return reference && same_characters(actual, *reference) ? "bytes" : "characters";
}

}  // namespace fragid::conformance::shapes
