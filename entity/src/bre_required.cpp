#include "fragid/entity/bre_required.hpp"

namespace fragid {
namespace {

// One token of a BRE as regcomp reads it (POSIX XBD 9.3, with glibc's GNU
// operators \| \+ \?). `literal` is one ASCII character matched as itself;
// `opaque` is an atom that matches something, but not one known character.
enum class Kind { literal, opaque, open_group, close_group, alternation, quantifier, unknown };

struct Token {
    Kind kind;
    std::size_t end;            // just past the token
    char literal = 0;           // Kind::literal
    bool allows_zero = false;   // Kind::quantifier: * \? \{0,n\} \{,n\} let the atom occur zero times
};

// Past a bracket expression that starts at `at` ('['), or npos. Inside one a
// backslash is an ordinary character; ']' first (after any '^') is a member;
// [: :], [. .] and [= =] may contain ']'.
std::size_t past_bracket(std::string_view p, std::size_t at) {
    std::size_t i = at + 1;
    if (i < p.size() && p[i] == '^') ++i;
    if (i < p.size() && p[i] == ']') ++i;
    while (i < p.size()) {
        if (p[i] == '[' && i + 1 < p.size() && (p[i + 1] == ':' || p[i + 1] == '.' || p[i + 1] == '=')) {
            const char close[2] = {p[i + 1], ']'};
            const auto end = p.find(std::string_view(close, 2), i + 2);
            if (end == std::string_view::npos) return end;
            i = end + 2;
        } else if (p[i] == ']') {
            return i + 1;
        } else {
            ++i;
        }
    }
    return std::string_view::npos;
}

// \{m\}, \{m,\}, \{m,n\} or GNU \{,n\}, its digits starting at `at`.
Token interval(std::string_view p, std::size_t at) {
    const auto end = p.find("\\}", at);
    if (end == std::string_view::npos) return {Kind::unknown, p.size()};
    bool zero = true;  // no digits before the comma means a minimum of 0
    for (std::size_t i = at; i < end && p[i] >= '0' && p[i] <= '9'; ++i)
        if (p[i] != '0') zero = false;
    return {Kind::quantifier, end + 2, 0, zero};
}

Token escaped(std::string_view p, std::size_t i) {
    if (i + 1 >= p.size()) return {Kind::unknown, p.size()};
    const char e = p[i + 1];
    switch (e) {
        case '(': return {Kind::open_group, i + 2};
        case ')': return {Kind::close_group, i + 2};
        case '|': return {Kind::alternation, i + 2};
        case '?': return {Kind::quantifier, i + 2, 0, true};
        case '+': return {Kind::quantifier, i + 2, 0, false};
        case '{': return interval(p, i + 2);
        case '.': case '*': case '[': case ']': case '\\': case '^': case '$': return {Kind::literal, i + 2, e};
        default: return {Kind::opaque, i + 2};  // \1-\9, GNU's \w \s \b \< \` and the like
    }
}

Token next_token(std::string_view p, std::size_t i) {
    const auto c = static_cast<unsigned char>(p[i]);
    if (c == '\\') return escaped(p, i);
    if (c == '*') return {Kind::quantifier, i + 1, 0, true};
    if (c == '[') {
        const auto end = past_bracket(p, i);
        return end == std::string_view::npos ? Token{Kind::unknown, p.size()} : Token{Kind::opaque, end};
    }
    // '^' and '$' are anchors or literals by context: neither is needed here.
    // Bytes of a multi-byte character stay opaque one by one.
    if (c == '.' || c == '^' || c == '$' || c < 0x20 || c >= 0x7F) return {Kind::opaque, i + 1};
    return {Kind::literal, i + 1, static_cast<char>(c)};
}

}  // namespace

std::string bre_required_characters(std::string_view pattern) {
    std::string required;
    int atom = -1;  // the latest top-level atom, if it is a literal (an int: GCC 12 misjudges an optional<char> here)
    bool optional_atom = false;
    const auto settle = [&] {  // the latest atom's quantifiers are all read
        if (atom >= 0 && !optional_atom && required.find(static_cast<char>(atom)) == std::string::npos)
            required += static_cast<char>(atom);
        atom = -1;
        optional_atom = false;
    };
    int depth = 0;
    for (std::size_t i = 0; i < pattern.size();) {
        const Token t = next_token(pattern, i);
        i = t.end;
        if (t.kind == Kind::unknown) return {};
        if (depth > 0) {  // inside a group: nothing is known about it, only where it ends
            depth += t.kind == Kind::open_group ? 1 : t.kind == Kind::close_group ? -1 : 0;
            continue;
        }
        switch (t.kind) {
            case Kind::quantifier: optional_atom = optional_atom || t.allows_zero; break;  // a leading '*' is harmless here
            case Kind::alternation:
            case Kind::close_group: return {};  // a top-level \| makes every literal optional
            case Kind::open_group: settle(); depth = 1; break;
            case Kind::literal: settle(); atom = static_cast<unsigned char>(t.literal); break;
            default: settle(); break;
        }
    }
    settle();
    return depth == 0 ? required : std::string{};
}

}  // namespace fragid
