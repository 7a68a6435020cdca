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

}  // namespace

std::variant<std::string, SyntaxError> fragment_text(std::string_view input) {
    // RFC 3986 s.3.5: the fragment is everything after the first '#'.
    std::size_t base = 0;
    if (const auto hash = input.find('#'); hash != std::string_view::npos) base = hash + 1;
    const std::string_view encoded = input.substr(base);

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
        if (!high || !low) return SyntaxError{i, "two hex digits after '%' (RFC 3986 percent-encoding)"};
        decoded += static_cast<char>(*high * 16 + *low);
        i += 2;
    }
    return decoded;
}

}  // namespace fragid
