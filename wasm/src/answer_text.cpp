// resolve()'s answer as JSON text (answer_text.hpp). Each object's keys are
// written in the order nlohmann's std::map keeps them (byte order), which is
// the order result_json.cpp's text has; the test holds the two together.
#include "answer_text.hpp"

#include <charconv>
#include <cstdint>
#include <nlohmann/json.hpp>
#include <string_view>
#include <utility>
#include <variant>

#include "fragid/conformance/json_text.hpp"

namespace fragid::wasm {
namespace {

// A string as json_text() writes it. Printable ASCII without '"' or '\\' is
// written as it is (what a reason, a status or a charset's name nearly always
// is); anything else, nlohmann's own escaping and its U+FFFD for each byte
// that is not UTF-8, through json_text().
void append_string(std::string& out, std::string_view s) {
    for (const char c : s) {
        const auto byte = static_cast<unsigned char>(c);
        if (byte < 0x20 || byte > 0x7E || c == '"' || c == '\\') {
            out += conformance::json_text(nlohmann::json(s));
            return;
        }
    }
    out += '"';
    out += s;
    out += '"';
}

void append_number(std::string& out, std::uint64_t n) {
    char digits[20];
    const auto end = std::to_chars(digits, digits + sizeof digits, n).ptr;
    out.append(digits, end);
}

// The members of one object, written in the order they are given ({ and } by the caller).
class Members {
public:
    // `after_first`: the object has a member already (written by the caller).
    explicit Members(std::string& out, bool after_first = false) : out_(out), first_(!after_first) {}
    // `name` is one of this file's keys: plain ASCII, written unescaped.
    std::string& key(std::string_view name) {
        if (!first_) out_ += ',';
        first_ = false;
        out_ += '"';
        out_ += name;
        out_ += "\":";
        return out_;
    }

private:
    std::string& out_;
    bool first_;
};

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

void append_pair(std::string& out, std::uint64_t a, std::uint64_t b) {
    out += '[';
    append_number(out, a);
    out += ',';
    append_number(out, b);
    out += ']';
}

void append_point(std::string& out, const TextPoint& point) {
    out += '{';
    Members m(out);
    for (const auto& [name, value] : {std::pair<std::string_view, std::uint64_t>{"byte", point.byte},
                                      {"character", point.character},
                                      {"column", point.column},
                                      {"line", point.line}})
        append_number(m.key(name), value);
    out += '}';
}

void append_check(std::string& out, const IntegrityCheck& check) {
    out += '{';
    Members m(out);
    if (check.charset) append_string(m.key("charset"), *check.charset);
    if (const auto* length = std::get_if<LengthCheck>(&check.check)) {
        append_string(m.key("type"), "length");
        append_string(m.key("value"), length->characters.digits());
    } else if (const auto* md5 = std::get_if<Md5Check>(&check.check)) {
        append_string(m.key("type"), "md5");
        append_string(m.key("value"), to_hex(md5->digest));
    } else {
        const auto& unknown = std::get<UnknownCheck>(check.check);
        append_string(m.key("type"), unknown.name);
        append_string(m.key("value"), unknown.value);
    }
    out += '}';
}

void append_report(std::string& out, const CheckReport& report) {
    out += '{';
    Members m(out);
    append_check(m.key("check"), report.check);
    append_string(m.key("detail"), report.detail);
    append_string(m.key("outcome"), to_string(report.outcome));
    out += '}';
}

// The members of every result, in their places among the others: before and after "reason".
template <class Result>
void append_error_offset(Members& m, const Result& result) {
    if (result.error_offset) append_number(m.key("error_offset"), *result.error_offset);
}

template <class Result>
void append_reason(Members& m, const Result& result) {
    append_string(m.key("reason"), result.reason);
}

template <class Result>
void append_status_and_type(Members& m, const Result& result, std::string_view type) {
    append_string(m.key("status"), to_string(result.status));
    append_string(m.key("type"), type);
}

void append_members(Members& m, const TextResult& result) {
    const bool placed = result.status == Status::ok || result.status == Status::integrity_mismatch;
    if (!result.checks.empty()) append_array(m.key("checks"), result.checks, append_report);
    if (placed) append_point(m.key("end"), result.end);
    append_error_offset(m, result);
    if (placed) m.key("position") += result.is_position ? "true" : "false";
    append_reason(m, result);
    if (placed) append_point(m.key("start"), result.start);
    append_status_and_type(m, result, "text");
}

void append_field(std::string& out, const CsvField& field) {
    out += "{\"bytes\":";
    append_pair(out, field.byte_start, field.byte_end);
    out += ",\"col\":";
    append_number(out, field.col);
    out += ",\"row\":";
    append_number(out, field.row);
    out += '}';
}

void append_part(std::string& out, const CsvPart& part) {
    out += "{\"cols\":";
    append_pair(out, part.first_col, part.last_col);
    out += ",\"fields\":";
    append_array(out, part.fields, append_field);
    out += ",\"rows\":";
    append_pair(out, part.first_row, part.last_row);
    out += ",\"selection\":";
    append_number(out, part.selection);
    out += '}';
}

void append_members(Members& m, const CsvResult& result) {
    append_error_offset(m, result);
    append_array(m.key("ignored"), result.ignored, [](std::string& out, const CsvIgnored& ignored) {
        out += "{\"reason\":";
        append_string(out, ignored.reason);
        out += ",\"selection\":";
        append_number(out, ignored.selection);
        out += '}';
    });
    append_array(m.key("parts"), result.parts, append_part);
    append_reason(m, result);
    append_status_and_type(m, result, "csv");
}

void append_members(Members& m, const WildeResult& result) {
    append_error_offset(m, result);
    append_array(m.key("identified"), result.identified, [](std::string& out, const IdentifiedRange& range) {
        out += "{\"end\":";
        append_point(out, range.end);
        out += ",\"start\":";
        append_point(out, range.start);
        out += '}';
    });
    append_array(m.key("ignored"), result.ignored, [](std::string& out, const WildeIgnored& ignored) {
        out += "{\"part\":";
        append_number(out, ignored.part);
        out += ",\"reason\":";
        append_string(out, ignored.reason);
        out += '}';
    });
    append_reason(m, result);
    append_array(m.key("spans"), result.spans, [](std::string& out, const WildeSpan& span) {
        out += "{\"end\":";
        append_point(out, span.end);
        out += ",\"part\":";
        append_number(out, span.part);
        out += ",\"start\":";
        append_point(out, span.start);
        out += '}';
    });
    append_status_and_type(m, result, "wilde");
}

}  // namespace

std::string answer_text(const FragmentResult& result, const CharsetNames& charset) {
    std::string out;
    out.reserve(512);  // a small answer's length: one allocation
    out += "{\"charset\":{\"name\":";
    append_string(out, charset.name);
    out += ",\"source\":";
    append_string(out, charset.source);
    out += '}';
    Members m(out, true);  // after "charset": the next key starts with its comma
    std::visit([&](const auto& r) { append_members(m, r); }, result);
    out += '}';
    return out;
}

}  // namespace fragid::wasm
