// PEGTL actions that fill a CsvFragment from the RFC 7111 grammar
// (rfc7111.hpp). Private to the grammar library.
#pragma once

#include <optional>
#include <string_view>
#include <utility>
#include <tao/pegtl.hpp>

#include "fragid/grammar/rfc7111.hpp"
#include "fragid/model/csv_fragment.hpp"

namespace fragid::grammar::rfc7111 {

namespace detail {

// The text of a position: digits, or "*" for the last row or column, kept as
// "*" because what it means depends on the entity (s.4.2). Numbers keep all
// their digits (fragid::Number never wraps or caps).
inline CsvPosition position_of(std::string_view text) {
    if (text == "*") return CsvPosition{true, Number{}};
    return CsvPosition{false, Number::from_digits(text)};
}

// The text of cellrow "," cellcol.
inline CsvCell cell_of(std::string_view text) {
    const auto comma = text.find(',');
    return CsvCell{position_of(text.substr(0, comma)), position_of(text.substr(comma + 1))};
}

}  // namespace detail

template <class Rule>
struct action : pegtl::nothing<Rule> {};

// The scheme is set when its selection has matched; the specs inside it have
// pushed themselves by then, into the vector the scheme uses.
template <>
struct action<rowsel> {
    static void apply0(CsvFragment& fragment) { fragment.scheme = CsvScheme::row; }
};

template <>
struct action<colsel> {
    static void apply0(CsvFragment& fragment) { fragment.scheme = CsvScheme::col; }
};

template <>
struct action<cellsel> {
    static void apply0(CsvFragment& fragment) { fragment.scheme = CsvScheme::cell; }
};

// Each spec is read from its own matched text, `position [ "-" position ]` or
// `cell [ "-" cell ]`; no position contains "-". No rule backtracks over a
// matched spec (each is followed by a commit point or the end), so every spec
// that matches is one of the fragment's, in fragment order.
template <class Position>
struct action<singlespec<Position>> {
    template <class ActionInput>
    static void apply(const ActionInput& in, CsvFragment& fragment) {
        const std::string_view text = in.string_view();
        const auto dash = text.find('-');
        CsvSpan span{detail::position_of(text.substr(0, dash)), std::nullopt};
        if (dash != std::string_view::npos) span.last = detail::position_of(text.substr(dash + 1));
        fragment.spans.push_back(std::move(span));
    }
};

template <>
struct action<cellspec> {
    template <class ActionInput>
    static void apply(const ActionInput& in, CsvFragment& fragment) {
        const std::string_view text = in.string_view();
        const auto dash = text.find('-');
        CsvCellSpec spec{detail::cell_of(text.substr(0, dash)), std::nullopt};
        if (dash != std::string_view::npos) spec.last = detail::cell_of(text.substr(dash + 1));
        fragment.cells.push_back(std::move(spec));
    }
};

}  // namespace fragid::grammar::rfc7111
