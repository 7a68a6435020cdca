// What the specs of text share in judging a span (text_span.hpp): RFC 5147's
// outcome is one, the draft's a union of them (each spec's entry).
#pragma once

#include <cstdint>
#include <string>

#include <nlohmann/json_fwd.hpp>

#include "fragid/conformance/text_span.hpp"
#include "outcome_reading.hpp"

namespace fragid::conformance {

// "range characters [4,8)", and " bytes [4,8)" where `bytes` and known.
std::string describe_span(const TextSpan& s, bool bytes);

bool same_characters(const TextSpan& e, const TextSpan& a);
// The same characters, and where compared the same bytes.
bool same_range(const TextSpan& e, const TextSpan& a, bool compare_bytes);

// {"start": {"character", "byte"}, "end": {...}}, each "byte" where known.
nlohmann::json ends_json(const TextSpan& span);
// The start and end of a range or position, at `at` ("" or "/spans/3") of `root`.
ReadError read_ends(const nlohmann::json& root, const std::string& at, TextSpan& span);

}  // namespace fragid::conformance
