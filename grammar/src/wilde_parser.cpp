// Parsing and canonical printing of draft-wilde-text-fragment-01 fragments:
// the grammar of wilde.hpp plus the actions that fill a WildeFragment.
#include "fragid/grammar/fragment.hpp"
#include "fragid/grammar/wilde.hpp"
#include "grammars.hpp"

namespace fragid {
namespace {

namespace g = grammar::wilde;
namespace pegtl = tao::pegtl;

// No action fires on a path that is later abandoned: every scheme commits
// after its opening "name(", and inside a regex each alternative is decided
// by its first character.
struct ParseState {
    WildeFragment fragment;
    bool after_comma = false;
    WildePart& part() { return fragment.parts.back(); }
    void open(WildeScheme scheme) {
        fragment.parts.push_back(WildePart{scheme, {}, {}});
        after_comma = false;
    }
};

template <class Rule> struct action : pegtl::nothing<Rule> {};

template <> struct action<g::char_open> {
    static void apply0(ParseState& s) { s.open(WildeScheme::character); }
};
template <> struct action<g::line_open> {
    static void apply0(ParseState& s) { s.open(WildeScheme::line); }
};
template <> struct action<g::match_open> {
    static void apply0(ParseState& s) { s.open(WildeScheme::match); }
};
// count = 1*DIGIT, kept exactly (never wrapped, never capped).
template <> struct action<g::count> {
    template <class Input> static void apply(const Input& in, ParseState& s) {
        auto number = Number::from_digits(in.string_view());
        if (s.after_comma)
            s.part().counts.last = std::move(number);
        else
            s.part().counts.first = std::move(number);
    }
};
template <> struct action<g::range_comma> {
    static void apply0(ParseState& s) {
        s.part().counts.is_range = true;
        s.after_comma = true;
    }
};
// s.4: "^(", "^)" and "^^" are replaced by what they escape before the
// string is used as a BRE; everything else is taken as it is.
template <> struct action<g::escape> {
    template <class Input> static void apply(const Input& in, ParseState& s) { s.part().regex += in.string_view()[1]; }
};
template <> struct action<g::plain> {
    template <class Input> static void apply(const Input& in, ParseState& s) { s.part().regex += in.string_view(); }
};
template <> struct action<g::nested_open> {
    static void apply0(ParseState& s) { s.part().regex += '('; }
};
template <> struct action<g::nested_close> {
    static void apply0(ParseState& s) { s.part().regex += ')'; }
};

// Whether every ')' closes an earlier '(' and every '(' is closed: then the
// parentheses can be written as they are.
bool balanced(std::string_view regex) {
    long depth = 0;
    for (char c : regex) {
        depth += c == '(' ? 1 : c == ')' ? -1 : 0;
        if (depth < 0) return false;
    }
    return depth == 0;
}

std::string escape_regex(std::string_view regex) {
    const bool keep_parens = balanced(regex);
    std::string out;
    for (char c : regex) {
        if (c == '^' || (!keep_parens && (c == '(' || c == ')'))) out += '^';
        out += c;
    }
    return out;
}

}  // namespace

std::variant<WildeFragment, SyntaxError> grammar::parse_wilde(std::string_view decoded) {
    pegtl::memory_input in(decoded, "fragment");
    ParseState state;
    try {
        pegtl::parse<g::fragment_grammar, action, g::control>(in, state);
    } catch (const pegtl::parse_error& e) {
        return SyntaxError{e.positions().front().byte, std::string(e.message())};
    }
    return std::move(state.fragment);
}

std::string to_string(const WildeFragment& fragment) {
    std::string out;
    for (const auto& part : fragment.parts) {
        switch (part.scheme) {
            case WildeScheme::character: out += "char("; break;
            case WildeScheme::line: out += "line("; break;
            case WildeScheme::match: out += "match(" + escape_regex(part.regex) + ")"; continue;
        }
        out += part.counts.first.digits();
        if (part.counts.is_range) out += ",";
        if (part.counts.last) out += part.counts.last->digits();
        out += ")";
    }
    return encode_fragment_text(out);
}

}  // namespace fragid
