#include "fragid/test_support/rfc5147_recogniser.hpp"

#include <algorithm>
#include <string_view>

#include "core_rules.hpp"

namespace fragid::test_support {

using namespace core_rules;

namespace {

// position / range, where range = ( position "," [ position ] ) / ( "," position ).
bool is_text_selector(std::string_view s) {
    const auto comma = s.find(',');
    if (comma == std::string_view::npos) return is_number(s);
    const auto first = s.substr(0, comma), second = s.substr(comma + 1);
    if (first.empty()) return is_number(second);
    return is_number(first) && (second.empty() || is_number(second));
}

// RFC 2978 s.2.3: mime-charset = 1*mime-charset-chars
bool is_mime_charset(std::string_view s) {
    constexpr std::string_view others = "!#$%&'+-^_`{}~";
    return !s.empty() && std::all_of(s.begin(), s.end(), [&](char c) {
        return is_alpha(c) || is_digit(c) || others.find(c) != std::string_view::npos;
    });
}

// integrity-check = ( length-scheme / md5-scheme ) [ "," mime-charset ], or the extension.
bool is_integrity_check(std::string_view s) {
    if (starts_with(s, "length=") || starts_with(s, "md5=")) {
        const auto value_and_charset = s.substr(s.find('=') + 1);
        const auto comma = value_and_charset.find(',');
        const auto value = value_and_charset.substr(0, comma);
        if (comma != std::string_view::npos && !is_mime_charset(value_and_charset.substr(comma + 1))) return false;
        if (s[0] == 'l') return is_number(value);
        return value.size() == 32 && std::all_of(value.begin(), value.end(), is_hex);
    }
    // check-name = ALPHA *( ALPHA / DIGIT / "-" / "_" ); the value is anything up to ';'.
    const auto equals = s.find('=');
    if (equals == std::string_view::npos || equals == 0 || !is_alpha(s[0])) return false;
    const auto name = s.substr(0, equals);
    return std::all_of(name.begin(), name.end(), [](char c) { return is_alpha(c) || is_digit(c) || c == '-' || c == '_'; });
}

}  // namespace

bool is_rfc5147_fragment(std::string_view decoded) {
    const auto pieces = split(decoded, ';');
    // text-scheme = ( char-scheme / line-scheme ), "char=" / "line=" ( position / range )
    const auto scheme = pieces.front();
    if (!starts_with(scheme, "char=") && !starts_with(scheme, "line=")) return false;
    if (!is_text_selector(scheme.substr(5))) return false;
    return std::all_of(pieces.begin() + 1, pieces.end(), is_integrity_check);
}

}  // namespace fragid::test_support
