// JSON read from outside fragid (an adapter's handshake and answers, a report
// given to `check --rerun-failed` or `fragid report`, the matrix's
// results.json, a request to the WebAssembly module) is parsed only if it
// nests no deeper than json_depth_limit levels (issue 38 item 1).
//
// Why: nlohmann's parser keeps its own stack, but what reads a parsed value
// recurses once a level: copying and comparing it, writing it out
// (json_text), valijson's validation and the walk for long patterned strings
// (long_pattern_strings.hpp). An adapter's answer nested 20,000 deep killed
// `fragid check` with SIGSEGV and lost the report. No message of the protocol,
// no record of a report nests more than about ten levels, so the limit leaves
// room for any later version and stays far below what overflows a thread's
// stack (8 MiB; under AddressSanitizer, at -O0, a validation level takes a few
// KiB).
//
// The depth is counted on the text, before anything is parsed: one pass, with
// no stack, over '[' and '{' outside strings, stopping at the first bracket
// too deep. A text that is not JSON at all is left to the parser to refuse.
#pragma once

#include <cstddef>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>

#include <nlohmann/json.hpp>

namespace fragid::conformance {

inline constexpr std::size_t json_depth_limit = 128;

// "nested deeper than 128 levels (the most fragid reads)": what is said of a
// text or value beyond the limit.
std::string too_deep_words();

// too_deep_words() and where: "... at byte 128" (the bracket that opens level 129).
struct JsonTooDeep : std::runtime_error {
    using std::runtime_error::runtime_error;
};

// The 0-based offset of the first '[' or '{' (outside strings) that opens
// level `limit` + 1, or nothing if `text` nests no deeper than `limit`.
std::optional<std::size_t> first_too_deep(std::string_view text, std::size_t limit = json_depth_limit) noexcept;

// nlohmann::json::parse(text) once first_too_deep() found nothing: throws
// JsonTooDeep for a text nested too deep, nlohmann::json::parse_error for one
// that is not JSON.
nlohmann::json parse_json_bounded(std::string_view text);

// The same, a text that is not JSON giving a discarded value (as
// nlohmann::json::parse(text, nullptr, false)); still throws JsonTooDeep.
nlohmann::json parse_json_bounded_or_discarded(std::string_view text);

// Whether a value already built nests deeper than `limit` (an array or object
// is one level, as for the text). Recurses at most `limit` + 1 levels, so that
// it is safe on any value: what validates a document a caller built checks it
// first (json_schema.cpp).
bool nested_deeper_than(const nlohmann::json& value, std::size_t limit = json_depth_limit) noexcept;

}  // namespace fragid::conformance
