// Exact bytes spelled as text (bytes_text.hpp).
#include "fragid/conformance/bytes_text.hpp"

#include <algorithm>

#include "fragid/conformance/base64_groups.hpp"
#include "fragid/model/hex.hpp"

namespace fragid::conformance {

std::optional<std::string> bytes_from_hex(std::string_view hex) {
    std::string bytes;
    int high = -1;
    for (char c : hex) {
        if (c == ' ' || c == '\n' || c == '\t' || c == '\r') {
            if (high >= 0) return std::nullopt;  // a space inside an octet
            continue;
        }
        const auto digit = hex_digit_value(c);
        if (!digit) return std::nullopt;
        const int v = static_cast<int>(*digit);
        if (high < 0) {
            high = v;
        } else {
            bytes.push_back(static_cast<char>(high * 16 + v));
            high = -1;
        }
    }
    if (high >= 0) return std::nullopt;
    return bytes;
}

// RFC 4648 s.4, padded; whitespace between groups is allowed (YAML folds
// long strings). The groups themselves are base64_groups.hpp's.
std::optional<std::string> bytes_from_base64(std::string_view text) {
    std::string compact;
    for (char c : text)
        if (c != ' ' && c != '\n' && c != '\r' && c != '\t') compact.push_back(c);
    if (compact.size() % 4 != 0) return std::nullopt;
    const auto padding = compact.size() - std::min(compact.find_last_not_of('=') + 1, compact.size());
    if (padding > 2 || compact.find('=') < compact.size() - padding) return std::nullopt;
    return decode_base64_groups(compact, padding);
}

std::string base64_of(std::string_view bytes) { return encode_base64_groups(bytes); }

std::string hex_of(std::string_view bytes) {
    static constexpr char hex[] = "0123456789abcdef";
    std::string out;
    for (const char c : bytes) {
        if (!out.empty()) out += ' ';
        const auto octet = static_cast<unsigned char>(c);
        out += hex[octet >> 4];
        out += hex[octet & 0x0f];
    }
    return out;
}

}  // namespace fragid::conformance
