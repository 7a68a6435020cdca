// The draft's outcomes in the judge (wilde/entry.hpp): the union of the
// character ranges a result identifies (s.3.1.6), however an implementation
// splits, merges or orders them.
#include <algorithm>
#include <nlohmann/json.hpp>

#include "fragid/conformance/outcome.hpp"
#include "fragid/reference/wilde/resolver.hpp"
#include "../text_spans.hpp"

namespace fragid::conformance::shapes {
namespace {

TextSpan span_of(const IdentifiedRange& r, bool with_bytes) {
    TextSpan span{false, r.start.character, r.end.character, std::nullopt, std::nullopt};
    if (with_bytes) {
        span.start_byte = r.start.byte;
        span.end_byte = r.end.byte;
    }
    return span;
}

// An implementation's spans as the draft's union reads them (s.3.1.6). Bytes
// are kept only when every span has them: an implementation may report
// characters only.
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

WildeSpans meaning_of(const WildeResult& ok) {
    WildeSpans identified;
    for (const auto& r : ok.identified) identified.spans.push_back(span_of(r, true));
    return identified;
}

void write(nlohmann::json& j, const WildeSpans& identified) {
    j["spans"] = nlohmann::json::array();
    for (const auto& span : identified.spans) j["spans"].push_back(ends_json(span));
}

std::optional<std::string> read(const nlohmann::json& result, WildeSpans& identified) {
    if (!result.at("spans").is_array()) return std::string("/spans: expected an array");
    for (std::size_t i = 0; i < result.at("spans").size(); ++i) {
        const auto at = "/spans/" + std::to_string(i);
        if (!result.at("spans")[i].is_object()) return at + ": expected {\"start\": ..., \"end\": ...}";
        if (auto e = read_ends(result, at, identified.spans.emplace_back())) return e;
    }
    identified.spans = union_of_spans(identified.spans);
    return std::nullopt;
}

bool same(const WildeSpans& expected, const WildeSpans& actual, bool compare_bytes) {
    return std::equal(expected.spans.begin(), expected.spans.end(), actual.spans.begin(), actual.spans.end(),
                      [&](const TextSpan& e, const TextSpan& a) { return same_range(e, a, compare_bytes); });
}

std::string describe(const WildeSpans& identified, bool with_bytes) {
    std::string d = "spans {";
    for (std::size_t i = 0; i < identified.spans.size(); ++i)
        d.append(i ? " " : "").append(describe_span(identified.spans[i], with_bytes));
    return d + "}";
}

DifferingPart part_differing(const WildeSpans&, const WildeSpans*) { return DifferingPart::spans; }

std::string_view adapter_part(const WildeSpans&, const WildeSpans*) { return "characters"; }

}  // namespace fragid::conformance::shapes
