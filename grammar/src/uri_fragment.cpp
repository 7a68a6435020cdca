#include "fragid/grammar/uri_fragment.hpp"

#include <optional>

namespace fragid {
namespace {

std::optional<unsigned> hex_value(char c) {
    if (c >= '0' && c <= '9') return static_cast<unsigned>(c - '0');
    if (c >= 'a' && c <= 'f') return static_cast<unsigned>(c - 'a' + 10);
    if (c >= 'A' && c <= 'F') return static_cast<unsigned>(c - 'A' + 10);
    return std::nullopt;
}

// RFC 3986 s.3.5: fragment = *( pchar / "/" / "?" ), where (s.3.3, s.2.2, s.2.3)
// pchar = unreserved / pct-encoded / sub-delims / ":" / "@".
bool allowed_unencoded_in_fragment(char c) {
    if ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9')) return true;
    switch (c) {
        case '-': case '.': case '_': case '~':                      // rest of unreserved
        case '!': case '$': case '&': case '\'': case '(': case ')':  // sub-delims
        case '*': case '+': case ',': case ';': case '=':
        case ':': case '@': case '/': case '?':
            return true;
        default:
            return false;
    }
}

}  // namespace

std::variant<std::string, SyntaxError> fragment_text(std::string_view input) {
    // `input` is the fragment itself (RFC 3986 s.3.5, after the URI's '#'): a
    // '#' in it is an octet the grammars reject, never a separator. Taking a
    // URI apart is the CLI's business (cli/typed_fragment.hpp).
    const std::string_view encoded = input;

    // RFC 3986 s.2.1: pct-encoded = "%" HEXDIG HEXDIG.
    std::string decoded;
    decoded.reserve(encoded.size());
    for (std::size_t i = 0; i < encoded.size(); ++i) {
        if (encoded[i] != '%') {
            decoded += encoded[i];
            continue;
        }
        const auto high = i + 1 < encoded.size() ? hex_value(encoded[i + 1]) : std::nullopt;
        const auto low = i + 2 < encoded.size() ? hex_value(encoded[i + 2]) : std::nullopt;
        // The offset is the '%''s, within the fragment as written.
        if (!high || !low) return SyntaxError{i, "two hex digits after '%' (RFC 3986 percent-encoding)"};
        decoded += static_cast<char>(*high * 16 + *low);
        i += 2;
    }
    return decoded;
}

std::string encode_fragment_text(std::string_view decoded) {
    static constexpr char upper_hex[] = "0123456789ABCDEF";
    std::string encoded;
    encoded.reserve(decoded.size());
    for (const char c : decoded) {
        if (allowed_unencoded_in_fragment(c)) {
            encoded += c;
            continue;
        }
        const auto octet = static_cast<unsigned char>(c);
        encoded += '%';
        encoded += upper_hex[octet >> 4];
        encoded += upper_hex[octet & 0x0f];
    }
    return encoded;
}

}  // namespace fragid
