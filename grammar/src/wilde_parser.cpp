// Parsing and canonical printing of draft-wilde-text-fragment-01 fragments:
// the grammar of wilde.hpp with the actions of wilde_action.hpp.
#include <algorithm>
#include <string>

#include "fragid/grammar/fragment.hpp"

#include "fragid/grammar/wilde.hpp"
#include "fragid/grammar/wilde_errors.hpp"
#include "wilde_entry.hpp"
#include "wilde_action.hpp"

namespace fragid {
namespace {

namespace wilde = grammar::wilde;

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

// Appends `regex` with '^' before each octet the draft's s.3 escapes.
void append_escaped_regex(std::string& out, std::string_view regex) {
    const bool keep_parens = balanced(regex);
    const std::string_view to_escape = keep_parens ? "^" : "^()";
    for (std::size_t i = 0; i < regex.size();) {
        // The octets up to the next one to escape as they are, in one piece.
        const auto special = std::min(regex.find_first_of(to_escape, i), regex.size());
        out.append(regex.substr(i, special - i));
        if (special == regex.size()) break;
        out += '^';
        out += regex[special];
        i = special + 1;
    }
}

}  // namespace

std::variant<WildeFragment, SyntaxError> grammar::parse_wilde(std::string_view decoded) {
    WildeFragment fragment;
    if (auto error = grammar::parse_to_first_error<wilde::grammar, wilde::action, wilde::control>(decoded, fragment))
        return *std::move(error);
    return fragment;
}

std::string grammar::canonical_text(const WildeFragment& fragment) {
    std::string out;
    for (const auto& part : fragment.parts) {
        switch (part.scheme) {
            case WildeScheme::character: out += "char("; break;
            case WildeScheme::line: out += "line("; break;
            case WildeScheme::match:
                out += "match(";
                append_escaped_regex(out, part.regex);
                out += ')';
                continue;
        }
        out += part.counts.first.digits();
        if (part.counts.is_range) out += ',';
        if (part.counts.last) out += part.counts.last->digits();
        out += ')';
    }
    return encode_fragment_text(out);
}

}  // namespace fragid
