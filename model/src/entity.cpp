#include "fragid/model/entity.hpp"

#include <array>
#include <utility>

namespace fragid {
namespace {

constexpr std::array<std::pair<std::string_view, LineEnding>, 5> names{{
    {"CRLF", LineEnding::crlf},
    {"LF", LineEnding::lf},
    {"CR", LineEnding::cr},
    {"NEL", LineEnding::nel},
    {"CR+NEL", LineEnding::cr_nel},
}};

bool equal_ignoring_ascii_case(std::string_view a, std::string_view b) {
    if (a.size() != b.size()) return false;
    for (std::size_t i = 0; i < a.size(); ++i) {
        auto lower = [](char c) { return (c >= 'A' && c <= 'Z') ? static_cast<char>(c - 'A' + 'a') : c; };
        if (lower(a[i]) != lower(b[i])) return false;
    }
    return true;
}

}  // namespace

std::optional<LineEndingSet> LineEndingSet::parse(std::string_view list) {
    if (equal_ignoring_ascii_case(list, "all")) return all();
    if (equal_ignoring_ascii_case(list, "none")) return LineEndingSet();
    LineEndingSet set;
    while (!list.empty()) {
        const auto comma = list.find(',');
        const auto item = list.substr(0, comma);
        bool known = false;
        for (const auto& [name, ending] : names) {
            if (equal_ignoring_ascii_case(item, name)) {
                set = set.with(ending);
                known = true;
            }
        }
        if (!known) return std::nullopt;
        if (comma == std::string_view::npos) break;
        list.remove_prefix(comma + 1);
        if (list.empty()) return std::nullopt;  // trailing comma
    }
    return set;
}

std::string LineEndingSet::to_string() const {
    std::string out;
    for (const auto& [name, ending] : names) {
        if (!contains(ending)) continue;
        if (!out.empty()) out += ',';
        out += name;
    }
    return out.empty() ? "none" : out;
}

}  // namespace fragid
