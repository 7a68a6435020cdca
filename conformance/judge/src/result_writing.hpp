// What writing a result's JSON shares, whatever its spec: the members every
// result has, as a tree (result_json.hpp) and as text (result_text.hpp), and
// the pieces of text its members are written with. Each spec's
// result_json.cpp writes the rest of its results.
#pragma once

#include <charconv>
#include <cstdint>
#include <string>
#include <string_view>

#include <nlohmann/json.hpp>

#include "fragid/conformance/result_text.hpp"
#include "fragid/model/result.hpp"

namespace fragid::conformance {

// The fields every result has, whatever the media type.
template <class Result>
nlohmann::json common_fields(const Result& result) {
    nlohmann::json j = {{"status", to_string(result.status)}, {"reason", result.reason}};
    if (result.error_offset) j["error_offset"] = *result.error_offset;
    return j;
}

inline void append_number(std::string& out, std::uint64_t n) {
    char digits[20];
    const auto end = std::to_chars(digits, digits + sizeof digits, n).ptr;
    out.append(digits, end);
}

// Each element of `items` written by `write` (out, item), between [ and ].
template <class Items, class Write>
void append_array(std::string& out, const Items& items, Write write) {
    out += '[';
    bool first = true;
    for (const auto& item : items) {
        if (!first) out += ',';
        first = false;
        write(out, item);
    }
    out += ']';
}

inline void append_pair(std::string& out, std::uint64_t a, std::uint64_t b) {
    out += '[';
    append_number(out, a);
    out += ',';
    append_number(out, b);
    out += ']';
}

// A point of a text entity, as to_json(TextPoint) writes it.
void append_point(std::string& out, const TextPoint& point);

// The members of every result, in their places among the others: before and after "reason".
template <class Result>
void append_error_offset(JsonMembers& m, const Result& result) {
    if (result.error_offset) append_number(m.key("error_offset"), *result.error_offset);
}

template <class Result>
void append_reason(JsonMembers& m, const Result& result) {
    append_json_string(m.key("reason"), result.reason);
}

template <class Result>
void append_status_and_type(JsonMembers& m, const Result& result, std::string_view type) {
    append_json_string(m.key("status"), to_string(result.status));
    append_json_string(m.key("type"), type);
}

}  // namespace fragid::conformance
