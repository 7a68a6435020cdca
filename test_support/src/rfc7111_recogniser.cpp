#include "fragid/test_support/rfc7111_recogniser.hpp"

#include <algorithm>
#include <string_view>
#include <utility>

#include "core_rules.hpp"

namespace fragid::test_support {

using namespace core_rules;

namespace {

// position = number / "*"
bool is_csv_position(std::string_view s) { return s == "*" || is_number(s); }

// singlespec = position [ "-" position ]
bool is_singlespec(std::string_view s) {
    const auto dash = s.find('-');
    if (dash == std::string_view::npos) return is_csv_position(s);
    return is_csv_position(s.substr(0, dash)) && is_csv_position(s.substr(dash + 1));
}

// cellrow "," cellcol
bool is_cell(std::string_view s) {
    const auto comma = s.find(',');
    return comma != std::string_view::npos && is_csv_position(s.substr(0, comma)) && is_csv_position(s.substr(comma + 1));
}

// cellspec = cellrow "," cellcol [ "-" cellrow "," cellcol ]
bool is_cellspec(std::string_view s) {
    const auto dash = s.find('-');
    if (dash == std::string_view::npos) return is_cell(s);
    return is_cell(s.substr(0, dash)) && is_cell(s.substr(dash + 1));
}

}  // namespace

bool is_rfc7111_fragment(std::string_view decoded) {
    auto pieces = split(decoded, ';');
    auto& first = pieces.front();
    bool (*spec)(std::string_view) = nullptr;
    for (const auto& [prefix, test] : {std::pair{std::string_view("row="), &is_singlespec},
                                       std::pair{std::string_view("col="), &is_singlespec},
                                       std::pair{std::string_view("cell="), &is_cellspec}}) {
        if (starts_with(first, prefix)) {
            first.remove_prefix(prefix.size());
            spec = test;
            break;  // one scheme name: "row=col=1" is not a rowsel (a fuzzer found this)
        }
    }
    return spec != nullptr && std::all_of(pieces.begin(), pieces.end(), spec);
}

}  // namespace fragid::test_support
