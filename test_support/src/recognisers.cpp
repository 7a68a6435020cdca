#include "fragid/test_support/recognisers.hpp"

#include <algorithm>
#include <vector>

namespace fragid::test_support {
namespace {

std::vector<std::string_view> split(std::string_view text, char separator) {
    std::vector<std::string_view> pieces;
    pieces.reserve(static_cast<std::size_t>(std::count(text.begin(), text.end(), separator)) + 1);
    std::size_t from = 0;
    for (;;) {
        const auto at = text.find(separator, from);
        pieces.push_back(text.substr(from, at == std::string_view::npos ? std::string_view::npos : at - from));
        if (at == std::string_view::npos) return pieces;
        from = at + 1;
    }
}

bool is_digit(char c) { return c >= '0' && c <= '9'; }
bool is_alpha(char c) { return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z'); }
bool is_hex(char c) { return is_digit(c) || (c >= 'A' && c <= 'F') || (c >= 'a' && c <= 'f'); }

// number = 1*DIGIT
bool is_number(std::string_view s) { return !s.empty() && std::all_of(s.begin(), s.end(), is_digit); }

bool starts_with(std::string_view s, std::string_view prefix) { return s.substr(0, prefix.size()) == prefix; }

// ---- RFC 5147 ----

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

// ---- RFC 7111 ----

// position = number / "*"
bool is_csv_position(std::string_view s) { return s == "*" || is_number(s); }

// singlespec = position [ "-" position ]
bool is_singlespec(std::string_view s) {
    const auto dash = s.find('-');
    if (dash == std::string_view::npos) return is_csv_position(s);
    return is_csv_position(s.substr(0, dash)) && is_csv_position(s.substr(dash + 1));
}

// cellrow "," cellcol
bool is_cell(std::string_view s) {
    const auto comma = s.find(',');
    return comma != std::string_view::npos && is_csv_position(s.substr(0, comma)) && is_csv_position(s.substr(comma + 1));
}

// cellspec = cellrow "," cellcol [ "-" cellrow "," cellcol ]
bool is_cellspec(std::string_view s) {
    const auto dash = s.find('-');
    if (dash == std::string_view::npos) return is_cell(s);
    return is_cell(s.substr(0, dash)) && is_cell(s.substr(dash + 1));
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

bool is_rfc7111_fragment(std::string_view decoded) {
    auto pieces = split(decoded, ';');
    auto& first = pieces.front();
    bool (*spec)(std::string_view) = nullptr;
    for (const auto& [prefix, test] : {std::pair{std::string_view("row="), &is_singlespec},
                                       std::pair{std::string_view("col="), &is_singlespec},
                                       std::pair{std::string_view("cell="), &is_cellspec}}) {
        if (starts_with(first, prefix)) {
            first.remove_prefix(prefix.size());
            spec = test;
            break;  // one scheme name: "row=col=1" is not a rowsel (a fuzzer found this)
        }
    }
    return spec != nullptr && std::all_of(pieces.begin(), pieces.end(), spec);
}

}  // namespace fragid::test_support
