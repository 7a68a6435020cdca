// Percent-decoding and -encoding of fragments (RFC 3986 s.2.1): the only place
// where a fragment's escapes are read.
#include <algorithm>
#include <array>
#include <optional>

#include "fragid/grammar/fragment.hpp"
#include "fragid/model/hex.hpp"

namespace fragid {
namespace {

// RFC 3986 s.3.5: fragment = *( pchar / "/" / "?" ), where (s.3.3, s.2.2, s.2.3)
// pchar = unreserved / pct-encoded / sub-delims / ":" / "@".
constexpr bool allowed_unencoded_in_fragment(char c) {
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

// The same rule for each of the 256 octets, built at compile time: encoding
// looks an octet up instead of testing it against the rule's ranges.
constexpr auto allowed_unencoded = [] {
    std::array<bool, 256> allowed{};
    for (std::size_t octet = 0; octet < allowed.size(); ++octet)
        allowed[octet] = allowed_unencoded_in_fragment(static_cast<char>(octet));
    return allowed;
}();

}  // namespace

std::variant<DecodedFragment, SyntaxError> DecodedFragment::decode(std::string_view written) {
    // RFC 3986 s.2.1: pct-encoded = "%" HEXDIG HEXDIG.
    DecodedFragment decoded;
    decoded.text_.reserve(written.size());
    for (std::size_t i = 0; i < written.size(); i += 3) {
        // The octets up to the next '%' as they are, in one piece.
        const auto percent = std::min(written.find('%', i), written.size());
        decoded.text_.append(written.substr(i, percent - i));
        if ((i = percent) == written.size()) break;
        const auto high = i + 1 < written.size() ? hex_digit_value(written[i + 1]) : std::nullopt;
        const auto low = i + 2 < written.size() ? hex_digit_value(written[i + 2]) : std::nullopt;
        if (!high || !low) return SyntaxError{i, "two hex digits after '%' (RFC 3986 percent-encoding)"};
        decoded.escaped_.push_back(decoded.text_.size());
        decoded.text_ += static_cast<char>(*high * 16 + *low);
    }
    return decoded;
}

std::size_t DecodedFragment::written_offset(std::size_t decoded_offset) const noexcept {
    // Every escaped octet before this one took three octets as written.
    const auto escapes_before = std::lower_bound(escaped_.begin(), escaped_.end(), decoded_offset) - escaped_.begin();
    return decoded_offset + 2 * static_cast<std::size_t>(escapes_before);
}

SyntaxError DecodedFragment::as_written(SyntaxError error) const {
    error.offset = written_offset(error.offset);
    return error;
}

std::string encode_fragment_text(std::string_view decoded) {
    static constexpr char upper_hex[] = "0123456789ABCDEF";
    // Two passes, one to size the result and one to fill it through a
    // pointer: one allocation, and no append (with its capacity checks) per
    // escaped octet, which a fuzzed fragment can be made of.
    std::size_t escaped = 0;
    for (const char c : decoded) escaped += allowed_unencoded[static_cast<unsigned char>(c)] ? 0 : 1;
    std::string encoded(decoded.size() + 2 * escaped, '\0');
    char* out = encoded.data();
    for (const char c : decoded) {
        const auto octet = static_cast<unsigned char>(c);
        if (allowed_unencoded[octet]) {
            *out++ = c;
            continue;
        }
        *out++ = '%';
        *out++ = upper_hex[octet >> 4];
        *out++ = upper_hex[octet & 0x0f];
    }
    return encoded;
}

}  // namespace fragid
