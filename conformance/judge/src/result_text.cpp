// What the text of every spec's results shares (result_text.hpp); each spec's
// own members are written in its result_json.cpp.
#include "fragid/conformance/result_text.hpp"

#include <nlohmann/json.hpp>
#include <utility>
#include <variant>

#include "fragid/conformance/json_text.hpp"
#include "fragid/conformance/outcome.hpp"
#include "result_writing.hpp"

namespace fragid::conformance {

// Printable ASCII without '"' or '\\' is written as it is (what a reason, a
// status or a charset's name nearly always is); anything else, nlohmann's own
// escaping and its U+FFFD for each byte that is not UTF-8, through json_text().
void append_json_string(std::string& out, std::string_view s) {
    for (const char c : s) {
        const auto byte = static_cast<unsigned char>(c);
        if (byte < 0x20 || byte > 0x7E || c == '"' || c == '\\') {
            out += json_text(nlohmann::json(s));
            return;
        }
    }
    out += '"';
    out += s;
    out += '"';
}

void append_point(std::string& out, const TextPoint& point) {
    out += '{';
    JsonMembers m(out);
    for (const auto& [name, value] : {std::pair<std::string_view, std::uint64_t>{"byte", point.byte},
                                      {"character", point.character},
                                      {"column", point.column},
                                      {"line", point.line}})
        append_number(m.key(name), value);
    out += '}';
}

// Each spec's members, by the type of its result (outcome.hpp includes every spec's entry).
void append_result_members(JsonMembers& m, const FragmentResult& result) {
    std::visit([&](const auto& r) { append_members(m, r); }, result);
}

}  // namespace fragid::conformance
