#include "fragid/grammar/text_parser.hpp"

#include <optional>

#include "fragid/grammar/rfc5147.hpp"
#include "fragid/grammar/uri_fragment.hpp"

namespace fragid {
namespace {

namespace pegtl = tao::pegtl;
namespace g = grammar::rfc5147;

struct ParseState {
    TextFragment fragment;
    IntegrityCheck pending;  // the check being read, pushed when integrity-check ends
};

// Actions read a rule's whole match once it has succeeded. They sit on rules
// that are committed or final alternatives, so nothing they do is undone by
// backtracking.
template <typename Rule>
struct action : pegtl::nothing<Rule> {};

template <>
struct action<g::char_scheme> {
    static void apply0(ParseState& s) { s.fragment.scheme = TextScheme::character; }
};

template <>
struct action<g::line_scheme> {
    static void apply0(ParseState& s) { s.fragment.scheme = TextScheme::line; }
};

std::optional<Number> optional_number(std::string_view digits) {
    if (digits.empty()) return std::nullopt;
    return Number::from_digits(digits);
}

template <>
struct action<g::selector> {
    template <typename ActionInput>
    static void apply(const ActionInput& in, ParseState& s) {
        const std::string_view text = in.string_view();
        const auto comma = text.find(',');
        if (comma == std::string_view::npos)
            s.fragment.selector = TextPosition{Number::from_digits(text)};
        else
            s.fragment.selector = TextRange{optional_number(text.substr(0, comma)), optional_number(text.substr(comma + 1))};
    }
};

template <>
struct action<g::length_scheme> {
    template <typename ActionInput>
    static void apply(const ActionInput& in, ParseState& s) {
        s.pending.check = LengthCheck{Number::from_digits(in.string_view().substr(std::string_view("length=").size()))};
    }
};

unsigned hex_digit(char c) {
    if (c >= '0' && c <= '9') return static_cast<unsigned>(c - '0');
    if (c >= 'a' && c <= 'f') return static_cast<unsigned>(c - 'a' + 10);
    return static_cast<unsigned>(c - 'A' + 10);
}

template <>
struct action<g::md5_value> {
    template <typename ActionInput>
    static void apply(const ActionInput& in, ParseState& s) {
        const std::string_view hex = in.string_view();
        Md5Check md5;
        for (std::size_t i = 0; i < md5.digest.size(); ++i)
            md5.digest[i] = static_cast<std::uint8_t>(hex_digit(hex[2 * i]) * 16 + hex_digit(hex[2 * i + 1]));
        s.pending.check = md5;
    }
};

template <>
struct action<g::unknown_check> {
    template <typename ActionInput>
    static void apply(const ActionInput& in, ParseState& s) {
        const std::string_view text = in.string_view();
        const auto equals = text.find('=');
        s.pending.check = UnknownCheck{std::string(text.substr(0, equals)), std::string(text.substr(equals + 1))};
    }
};

template <>
struct action<g::mime_charset> {
    template <typename ActionInput>
    static void apply(const ActionInput& in, ParseState& s) {
        s.pending.charset = in.string();
    }
};

template <>
struct action<g::integrity_check> {
    static void apply0(ParseState& s) {
        s.fragment.checks.push_back(std::move(s.pending));
        s.pending = IntegrityCheck{};
    }
};

}  // namespace

std::variant<TextFragment, SyntaxError> parse_text_fragment(std::string_view input) {
    auto text = fragment_text(input);
    if (auto* error = std::get_if<SyntaxError>(&text)) return *error;
    const auto& decoded = std::get<std::string>(text);

    pegtl::memory_input in(decoded, "fragment");
    ParseState state;
    try {
        pegtl::parse<g::grammar, action, g::control>(in, state);
    } catch (const pegtl::parse_error& e) {
        return SyntaxError{e.positions().front().byte, std::string(e.message())};
    }
    return std::move(state.fragment);
}

std::string to_string(const TextFragment& fragment) {
    std::string out = fragment.scheme == TextScheme::character ? "char=" : "line=";
    if (const auto* position = std::get_if<TextPosition>(&fragment.selector)) {
        out += position->value.digits();
    } else {
        const auto& range = std::get<TextRange>(fragment.selector);
        if (range.start) out += range.start->digits();
        out += ',';
        if (range.end) out += range.end->digits();
    }
    for (const auto& check : fragment.checks) {
        out += ';';
        if (const auto* length = std::get_if<LengthCheck>(&check.check))
            out += "length=" + length->characters.digits();
        else if (const auto* md5 = std::get_if<Md5Check>(&check.check))
            out += "md5=" + to_hex(md5->digest);
        else
            out += std::get<UnknownCheck>(check.check).name + "=" + std::get<UnknownCheck>(check.check).value;
        if (check.charset) out += "," + *check.charset;
    }
    return out;
}

}  // namespace fragid
