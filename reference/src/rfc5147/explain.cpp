#include "fragid/reference/rfc5147/explain.hpp"

#include "fragid/reference/rfc5147/resolver.hpp"

#include <variant>

namespace fragid {
namespace {

// n + 1 exactly, for numbers of any length: "1-based" must not wrap either.
std::string plus_one(const Number& n) {
    std::string digits = n.digits();
    for (auto it = digits.rbegin(); it != digits.rend(); ++it) {
        if (*it != '9') {
            ++*it;
            return digits;
        }
        *it = '0';
    }
    return "1" + digits;
}

std::string explain_position(TextScheme scheme, const Number& n) {
    const bool zero = n == Number();
    if (scheme == TextScheme::character) {
        if (zero) return "the position before the first character";
        return "the position after character " + n.digits() + " (or after the last character, if there are fewer)";
    }
    if (zero) return "the position at the start of the text (before line 1)";
    return "the position at the start of line " + plus_one(n) + ", after the line ending of line " + n.digits() +
           " (or after the last line, if there are fewer)";
}

std::string explain_range(TextScheme scheme, const TextRange& range) {
    const bool lines = scheme == TextScheme::line;
    const std::string unit = lines ? "line" : "character";
    const std::string tail = lines ? ", including line endings" : "";

    if (range.start && range.end && *range.start == *range.end)
        return "an empty range at " + unit + " position " + range.start->digits() + " (the same as a position): " +
               explain_position(scheme, *range.start);

    const std::string first = range.start ? plus_one(*range.start) : "1";
    if (!range.end) return unit + "s " + first + " to the end (1-based)" + tail;
    if (first == range.end->digits())
        return unit + " " + first + " (1-based)" + (lines ? ", including its line ending" : "");
    return unit + "s " + first + " to " + range.end->digits() + " (1-based)" +
           (lines ? ", including their line endings" : "");
}

std::string explain_check(const IntegrityCheck& check) {
    const std::string in_charset = check.charset ? " in charset " + *check.charset : "";
    if (const auto* length = std::get_if<LengthCheck>(&check.check))
        return "provided the text has " + length->characters.digits() +
               (length->characters.digits() == "1" ? " character" : " characters") + in_charset;
    if (std::holds_alternative<Md5Check>(check.check)) return "provided the MD5 of its bytes matches" + in_charset;
    return "an unknown integrity check '" + std::get<UnknownCheck>(check.check).name +
           "', which is ignored (RFC 5147 s.3.1)";
}

}  // namespace

std::string explain_text(const TextFragment& fragment) {
    if (const auto why = ignored_as_written(fragment)) return "nothing: " + *why;  // resolver.hpp
    std::string out = std::visit(
        [&](const auto& selector) {
            if constexpr (std::is_same_v<std::decay_t<decltype(selector)>, TextPosition>)
                return explain_position(fragment.scheme, selector.value);
            else
                return explain_range(fragment.scheme, selector);
        },
        fragment.selector);
    for (const auto& check : fragment.checks) out += "; " + explain_check(check);
    return out;
}

}  // namespace fragid
