// base64_groups.hpp (the judge's) by RFC 4648 s.4 itself: the WebAssembly
// module's replacement for conformance/judge/src/base64_openssl.cpp.
#include "fragid/conformance/base64_groups.hpp"

#include <algorithm>
#include <cstdint>

namespace fragid::conformance {
namespace {

constexpr char alphabet[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";

int value_of(char c) {
    if (c >= 'A' && c <= 'Z') return c - 'A';
    if (c >= 'a' && c <= 'z') return c - 'a' + 26;
    if (c >= '0' && c <= '9') return c - '0' + 52;
    return c == '+' ? 62 : c == '/' ? 63 : -1;
}

}  // namespace

// Each group of four characters is 24 bits, three bytes; a padded last group
// holds two ('=') or one ('==') of them.
std::optional<std::string> decode_base64_groups(std::string_view compact, std::size_t padding) {
    std::string bytes;
    bytes.reserve(compact.size() / 4 * 3);
    for (std::size_t at = 0; at < compact.size(); at += 4) {
        std::uint32_t bits = 0;
        for (std::size_t k = 0; k < 4; ++k) {
            const char c = compact[at + k];
            const int v = c == '=' && at + 4 == compact.size() ? 0 : value_of(c);
            if (v < 0) return std::nullopt;
            bits = bits << 6 | static_cast<std::uint32_t>(v);
        }
        for (int shift = 16; shift >= 0; shift -= 8) bytes.push_back(static_cast<char>((bits >> shift) & 0xFF));
    }
    bytes.resize(bytes.size() - padding);
    return bytes;
}

std::string encode_base64_groups(std::string_view bytes) {
    std::string out;
    out.reserve((bytes.size() + 2) / 3 * 4);
    for (std::size_t at = 0; at < bytes.size(); at += 3) {
        const std::size_t n = std::min<std::size_t>(3, bytes.size() - at);
        std::uint32_t bits = 0;
        for (std::size_t k = 0; k < 3; ++k)
            bits = bits << 8 | (k < n ? static_cast<unsigned char>(bytes[at + k]) : 0U);
        for (std::size_t k = 0; k < 4; ++k) out.push_back(k <= n ? alphabet[(bits >> (18 - 6 * k)) & 0x3F] : '=');
    }
    return out;
}

}  // namespace fragid::conformance
