#include "js_number.hpp"

#include <algorithm>
#include <array>
#include <charconv>
#include <cmath>
#include <limits>

namespace fragid::mutants {

namespace {

constexpr double nan = std::numeric_limits<double>::quiet_NaN();

// ECMA-262's StrWhiteSpaceChar in UTF-8: WhiteSpace (TAB, VT, FF, ZWNBSP and
// every Zs character) and LineTerminator (LF, CR, LS, PS).
constexpr std::array<std::string_view, 25> white_space{
    "\t", "\n", "\v", "\f", "\r", " ",
    "\xC2\xA0", "\xE1\x9A\x80",  // U+00A0, U+1680
    "\xE2\x80\x80", "\xE2\x80\x81", "\xE2\x80\x82", "\xE2\x80\x83", "\xE2\x80\x84", "\xE2\x80\x85",
    "\xE2\x80\x86", "\xE2\x80\x87", "\xE2\x80\x88", "\xE2\x80\x89", "\xE2\x80\x8A",  // U+2000..U+200A
    "\xE2\x80\xA8", "\xE2\x80\xA9",  // U+2028, U+2029
    "\xE2\x80\xAF", "\xE2\x81\x9F", "\xE3\x80\x80",  // U+202F, U+205F, U+3000
    "\xEF\xBB\xBF",  // U+FEFF
};

std::string_view trimmed(std::string_view text) {
    for (bool again = true; again;) {
        again = false;
        for (const auto w : white_space) {
            if (text.starts_with(w)) text.remove_prefix(w.size()), again = true;
            if (text.ends_with(w)) text.remove_suffix(w.size()), again = true;
        }
    }
    return text;
}

bool all_of(std::string_view text, bool (*is)(char)) {
    return !text.empty() && std::all_of(text.begin(), text.end(), [&](char c) { return is(c); });
}
bool decimal(char c) { return c >= '0' && c <= '9'; }
bool hex(char c) { return decimal(c) || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F'); }
bool octal(char c) { return c >= '0' && c <= '7'; }
bool binary(char c) { return c == '0' || c == '1'; }

double parsed(std::string_view digits, std::chars_format format) {
    double value = nan;
    const auto [end, error] = std::from_chars(digits.data(), digits.data() + digits.size(), value, format);
    if (error == std::errc::result_out_of_range) {  // beyond a double: too small is 0, too big infinite
        const bool tiny = format == std::chars_format::general && (digits.find("e-") != digits.npos || digits.find("E-") != digits.npos);
        return tiny ? 0 : std::numeric_limits<double>::infinity();
    }
    return error == std::errc() && end == digits.data() + digits.size() ? value : nan;
}

// A 0b or 0o integer as hex digits, so that from_chars rounds it as JavaScript does.
std::string as_hex(std::string_view digits, int bits_per_digit) {
    std::string bits;
    for (const char c : digits)
        for (int b = bits_per_digit - 1; b >= 0; --b) bits += ((c - '0') >> b) & 1 ? '1' : '0';
    bits.insert(0, (4 - bits.size() % 4) % 4, '0');
    std::string out;
    for (std::size_t i = 0; i < bits.size(); i += 4) out += "0123456789abcdef"[std::stoi(bits.substr(i, 4), nullptr, 2)];
    return out;
}

// StrUnsignedDecimalLiteral: "Infinity", or digits, '.', digits (one side at
// least) and an optional exponent.
double unsigned_decimal(std::string_view text) {
    if (text == "Infinity") return std::numeric_limits<double>::infinity();
    const auto e = std::min(text.find_first_of("eE"), text.size());
    const auto mantissa = text.substr(0, e);
    if (e < text.size()) {
        auto exponent = text.substr(e + 1);
        if (exponent.starts_with('+') || exponent.starts_with('-')) exponent.remove_prefix(1);
        if (!all_of(exponent, decimal)) return nan;
    }
    const auto dot = mantissa.find('.');
    const auto whole = mantissa.substr(0, dot);
    const auto fraction = dot == std::string_view::npos ? std::string_view() : mantissa.substr(dot + 1);
    if (whole.empty() && fraction.empty()) return nan;
    if ((!whole.empty() && !all_of(whole, decimal)) || (!fraction.empty() && !all_of(fraction, decimal))) return nan;
    return parsed(text, std::chars_format::general);
}

}  // namespace

double js_number(std::string_view text) {
    text = trimmed(text);
    if (text.empty()) return 0;
    if (text.size() > 2 && text[0] == '0') {
        const auto digits = text.substr(2);
        switch (text[1]) {
            case 'x': case 'X': return all_of(digits, hex) ? parsed(digits, std::chars_format::hex) : nan;
            case 'o': case 'O': return all_of(digits, octal) ? parsed(as_hex(digits, 3), std::chars_format::hex) : nan;
            case 'b': case 'B': return all_of(digits, binary) ? parsed(as_hex(digits, 1), std::chars_format::hex) : nan;
            default: break;
        }
    }
    if (text.starts_with('+')) return unsigned_decimal(text.substr(1));
    if (text.starts_with('-')) return -unsigned_decimal(text.substr(1));
    return unsigned_decimal(text);
}

std::optional<std::string> whole_number_digits(double value) {
    if (!std::isfinite(value) || value < 0 || std::floor(value) != value) return std::nullopt;
    if (value == 0) return "0";  // -0 too
    std::array<char, 400> out{};
    const auto [end, error] = std::to_chars(out.data(), out.data() + out.size(), value, std::chars_format::fixed);
    if (error != std::errc()) return std::nullopt;
    return std::string(out.data(), end);
}

}  // namespace fragid::mutants
