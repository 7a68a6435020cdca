// PEGTL actions that fill a TextFragment from the RFC 5147 grammar
// (rfc5147.hpp). Private to the grammar library.
#pragma once

#include <cstdint>
#include <string_view>
#include <variant>
#include <tao/pegtl.hpp>

#include "fragid/grammar/rfc5147.hpp"
#include "fragid/model/hex.hpp"
#include "fragid/model/text_fragment.hpp"

namespace fragid::grammar::rfc5147 {

namespace detail {

// What follows the first '=' of `text`. Used on rules whose shape the grammar
// fixes as name "=" rest, where the name cannot contain '='.
inline std::string_view after_first_equals(std::string_view text) {
    return text.substr(text.find('=') + 1);
}

}  // namespace detail

template <class Rule>
struct action : pegtl::nothing<Rule> {};

template <>
struct action<char_scheme> {
    template <class ActionInput>
    static void apply(const ActionInput&, TextFragment& fragment) {
        fragment.scheme = TextScheme::character;
    }
};

template <>
struct action<line_scheme> {
    template <class ActionInput>
    static void apply(const ActionInput&, TextFragment& fragment) {
        fragment.scheme = TextScheme::line;
    }
};

// The numbers of a selector are read from the selector's own matched text, not
// by actions on `position`: `range` is tried first, so for "char=1" the
// position "1" matches inside the failed range attempt and again on its own,
// and PEGTL does not undo actions of a failed alternative. The selector
// succeeds once, and its text is `digits`, `digits "," [digits]` or `"," digits`.
template <>
struct action<selector> {
    template <class ActionInput>
    static void apply(const ActionInput& in, TextFragment& fragment) {
        const std::string_view text = in.string_view();
        const auto comma = text.find(',');
        if (comma == std::string_view::npos) {
            fragment.selector = TextPosition{Number::from_digits(text)};
            return;
        }
        TextRange range;
        if (comma > 0) range.start = Number::from_digits(text.substr(0, comma));
        if (comma + 1 < text.size()) range.end = Number::from_digits(text.substr(comma + 1));
        fragment.selector = range;
    }
};

// A known check is pushed as soon as its name has matched, and its value filled
// in when the value has: a fragment that fails inside a check's value still
// shows which check it began (integrity_checks_read(), fragment.hpp).
template <>
struct action<length_name> {
    static void apply0(TextFragment& fragment) {
        fragment.checks.push_back(IntegrityCheck{LengthCheck{}, std::nullopt});
    }
};

template <>
struct action<length_scheme> {
    template <class ActionInput>
    static void apply(const ActionInput& in, TextFragment& fragment) {
        const auto digits = detail::after_first_equals(in.string_view());
        std::get<LengthCheck>(fragment.checks.back().check).characters = Number::from_digits(digits);
    }
};

template <>
struct action<md5_name> {
    static void apply0(TextFragment& fragment) { fragment.checks.push_back(IntegrityCheck{Md5Check{}, std::nullopt}); }
};

template <>
struct action<md5_value> {
    template <class ActionInput>
    static void apply(const ActionInput& in, TextFragment& fragment) {
        const std::string_view hex = in.string_view();  // exactly 32 HEXDIG
        auto& md5 = std::get<Md5Check>(fragment.checks.back().check);
        for (std::size_t i = 0; i < md5.digest.size(); ++i) {
            const auto high = *hex_digit_value(hex[2 * i]);  // the grammar admits only HEXDIG
            const auto low = *hex_digit_value(hex[2 * i + 1]);
            md5.digest[i] = static_cast<std::uint8_t>(high * 16 + low);
        }
    }
};

// Fires after length_scheme / md5_scheme pushed their check.
template <>
struct action<mime_charset> {
    template <class ActionInput>
    static void apply(const ActionInput& in, TextFragment& fragment) {
        fragment.checks.back().charset = in.string();
    }
};

template <>
struct action<unknown_check> {
    template <class ActionInput>
    static void apply(const ActionInput& in, TextFragment& fragment) {
        const std::string_view text = in.string_view();
        const auto equals = text.find('=');  // check_name contains no '='
        fragment.checks.push_back(
            IntegrityCheck{UnknownCheck{std::string(text.substr(0, equals)), std::string(text.substr(equals + 1))},
                           std::nullopt});
    }
};

}  // namespace fragid::grammar::rfc5147
