#include "text_spans.hpp"

#include <nlohmann/json.hpp>

namespace fragid::conformance {
namespace {

// Text is built by appending to a string, never as "literal" + a temporary
// string: GCC 12 at -O3 warns about the latter with a false -Wrestrict (GCC
// bug 105651), 15 times in a release build.
std::string span_text(std::uint64_t a, std::uint64_t b) {
    std::string text = "[";
    text += std::to_string(a);
    text += ',';
    text += std::to_string(b);
    text += ')';
    return text;
}

}  // namespace

std::string describe_span(const TextSpan& s, bool bytes) {
    std::string d = std::string(s.position ? "position" : "range") + " characters " +
                    span_text(s.start_character, s.end_character);
    if (bytes && s.start_byte) d.append(" bytes ").append(span_text(*s.start_byte, *s.end_byte));
    return d;
}

bool same_characters(const TextSpan& e, const TextSpan& a) {
    return e.start_character == a.start_character && e.end_character == a.end_character;
}

bool same_range(const TextSpan& e, const TextSpan& a, bool compare_bytes) {
    if (!same_characters(e, a)) return false;
    return !compare_bytes || (e.start_byte == a.start_byte && e.end_byte == a.end_byte);
}

nlohmann::json ends_json(const TextSpan& span) {
    nlohmann::json start = {{"character", span.start_character}}, end = {{"character", span.end_character}};
    if (span.start_byte) start["byte"] = *span.start_byte;
    if (span.end_byte) end["byte"] = *span.end_byte;
    return {{"start", start}, {"end", end}};
}

ReadError read_ends(const nlohmann::json& root, const std::string& at, TextSpan& span) {
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

}  // namespace fragid::conformance
