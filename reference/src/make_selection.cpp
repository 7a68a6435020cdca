// Selections as people write them on a command line: "10-20", "5-*", "2,1-3,4".
#include <algorithm>

#include "fragid/reference/make.hpp"

namespace fragid {
namespace {

// A number counted from 1 (so never 0; leading zeros dropped) or "*".
std::optional<Ordinal> parse_ordinal(std::string_view text) {
    if (text == "*") return Ordinal{true, Number{}};
    if (text.empty() || !std::all_of(text.begin(), text.end(), [](char c) { return c >= '0' && c <= '9'; }))
        return std::nullopt;
    const auto number = Number::from_digits(text);
    if (number == Number{}) return std::nullopt;
    return Ordinal{false, number};
}

// Two numbers in the wrong order are wrong whatever the entity; with a "*"
// the order is known only against an entity (each spec's make.cpp).
bool in_order(const Ordinal& first, const Ordinal& last) {
    return first.is_last || last.is_last || first.number <= last.number;
}

}  // namespace

std::optional<OrdinalSpan> parse_ordinal_span(std::string_view text) {
    const auto dash = text.find('-');
    const auto first = parse_ordinal(text.substr(0, dash));
    if (!first) return std::nullopt;
    if (dash == std::string_view::npos) return OrdinalSpan{*first, *first};
    const auto last = parse_ordinal(text.substr(dash + 1));
    if (!last || !in_order(*first, *last)) return std::nullopt;
    return OrdinalSpan{*first, *last};
}

namespace {

std::optional<CellOrdinal> parse_cell(std::string_view text) {
    const auto comma = text.find(',');
    if (comma == std::string_view::npos) return std::nullopt;
    const auto row = parse_ordinal(text.substr(0, comma));
    const auto col = parse_ordinal(text.substr(comma + 1));
    if (!row || !col) return std::nullopt;
    return CellOrdinal{*row, *col};
}

}  // namespace

std::optional<CellSpan> parse_cell_span(std::string_view text) {
    const auto dash = text.find('-');
    const auto first = parse_cell(text.substr(0, dash));
    if (!first) return std::nullopt;
    if (dash == std::string_view::npos) return CellSpan{*first, *first};
    const auto last = parse_cell(text.substr(dash + 1));
    if (!last || !in_order(first->row, last->row) || !in_order(first->col, last->col)) return std::nullopt;
    return CellSpan{*first, *last};
}

}  // namespace fragid
