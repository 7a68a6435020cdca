#include "fragid/mutants/edits.hpp"

#include <cctype>
#include <variant>

namespace fragid::mutants {

using namespace conformance;

std::string plus_one(std::string_view digits) {
    std::string out(digits);
    for (auto i = out.size(); i-- > 0;) {
        if (out[i] != '9') {
            ++out[i];
            return out;
        }
        out[i] = '0';
    }
    return "1" + out;
}

std::optional<std::string> minus_one(std::string_view digits) {
    std::string out(digits);
    for (auto i = out.size(); i-- > 0;) {
        if (out[i] != '0') {
            --out[i];
            return out;
        }
        out[i] = '9';
    }
    return std::nullopt;  // it was zero
}

std::optional<std::string> edit_numbers(std::string_view text,
                                        const std::function<std::optional<std::string>(std::string_view)>& edit) {
    std::string out;
    for (std::size_t at = 0; at < text.size();) {
        if (!std::isdigit(static_cast<unsigned char>(text[at]))) {
            out += text[at++];
            continue;
        }
        auto end = at;
        while (end < text.size() && std::isdigit(static_cast<unsigned char>(text[end]))) ++end;
        const auto edited = edit(text.substr(at, end - at));
        if (!edited) return std::nullopt;
        out += *edited;
        at = end;
    }
    return out;
}

Answer edit_span(Answer answer, const SpanEdit& edit) {
    if (auto* outcome = std::get_if<Outcome>(&answer.reply))
        if (auto* span = std::get_if<TextSpan>(outcome)) {
            edit(*span);
            answer.result = nullptr;  // the edited outcome is the answer now
        }
    return answer;
}

Answer status_answer(Status status) { return Answer{Outcome{Unresolved{status}}}; }

Answer error_answer(std::string why) { return Answer{Failure{Failure::How::errored, std::move(why)}}; }

std::vector<std::string> csv_records(std::string_view bytes) {
    std::vector<std::string> records;
    std::string record;
    bool quoted = false;
    for (std::size_t i = 0; i < bytes.size(); ++i) {
        const char c = bytes[i];
        record += c;
        if (c == '"') quoted = !quoted;  // "" inside quotes toggles twice
        if (quoted || (c != '\n' && c != '\r')) continue;
        if (c == '\r' && i + 1 < bytes.size() && bytes[i + 1] == '\n') record += bytes[++i];
        records.push_back(std::move(record));
        record.clear();
    }
    if (!record.empty()) records.push_back(std::move(record));
    return records;
}

std::string_view without_line_break(std::string_view record) {
    while (!record.empty() && (record.back() == '\n' || record.back() == '\r')) record.remove_suffix(1);
    return record;
}

std::size_t csv_field_count(std::string_view record) {
    std::size_t fields = 1;
    bool quoted = false;
    for (const char c : without_line_break(record)) {
        if (c == '"') quoted = !quoted;
        if (c == ',' && !quoted) ++fields;
    }
    return fields;
}

}  // namespace fragid::mutants
