// PEGTL actions that fill a WildeFragment from the draft-wilde-text-fragment-01
// grammar (wilde.hpp). Private to the grammar library.
#pragma once

#include <algorithm>
#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <tao/pegtl.hpp>

#include "fragid/grammar/wilde.hpp"
#include "fragid/model/wilde_fragment.hpp"

namespace fragid::grammar::wilde {

namespace detail {

// The text between a scheme's "name(" and its ")".
inline std::string_view inside_parens(std::string_view scheme_text) {
    const auto open = scheme_text.find('(');
    return scheme_text.substr(open + 1, scheme_text.size() - open - 2);
}

// A selector's text: `count` or `count "," [ count ]`.
inline WildeCounts counts_of(std::string_view text) {
    const auto comma = text.find(',');
    if (comma == std::string_view::npos) return WildeCounts{Number::from_digits(text), false, std::nullopt};
    WildeCounts counts{Number::from_digits(text.substr(0, comma)), true, std::nullopt};
    if (comma + 1 < text.size()) counts.last = Number::from_digits(text.substr(comma + 1));
    return counts;
}

// s.4: "before interpreting the StringWithBalancedParens as a BRE, it must be
// searched for '^(', '^)', and '^^', and these strings must be substituted
// with their unescaped variants." Left to right, once: the grammar has
// already checked that every '^' starts one of the three escapes, so a '^'
// here always stands for the character after it.
inline std::string unescape(std::string_view regex) {
    std::string out;
    out.reserve(regex.size());
    for (std::size_t i = 0; i < regex.size();) {
        // The octets up to the next escape as they are, in one piece.
        const auto caret = std::min(regex.find('^', i), regex.size());
        out.append(regex.substr(i, caret - i));
        if (caret == regex.size()) break;
        out += regex[caret + 1];
        i = caret + 2;
    }
    return out;
}

}  // namespace detail

template <class Rule>
struct action : pegtl::nothing<Rule> {};

// Each scheme part is read from its own matched text once the scheme has
// matched, as RFC 5147's selector is: counts are numbers kept exactly (never
// wrapped, never capped). No scheme is abandoned after it matched.
template <>
struct action<char_scheme> {
    template <class ActionInput>
    static void apply(const ActionInput& in, WildeFragment& fragment) {
        fragment.parts.push_back(
            WildePart{WildeScheme::character, detail::counts_of(detail::inside_parens(in.string_view())), {}});
    }
};

template <>
struct action<line_scheme> {
    template <class ActionInput>
    static void apply(const ActionInput& in, WildeFragment& fragment) {
        fragment.parts.push_back(
            WildePart{WildeScheme::line, detail::counts_of(detail::inside_parens(in.string_view())), {}});
    }
};

template <>
struct action<match_scheme> {
    template <class ActionInput>
    static void apply(const ActionInput& in, WildeFragment& fragment) {
        fragment.parts.push_back(
            WildePart{WildeScheme::match, {}, detail::unescape(detail::inside_parens(in.string_view()))});
    }
};

}  // namespace fragid::grammar::wilde
