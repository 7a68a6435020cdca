// Exact bytes spelled as text (bytes_text.hpp).
#include "fragid/conformance/bytes_text.hpp"

#include <openssl/evp.h>

#include <algorithm>

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

// RFC 4648 s.4, padded, through OpenSSL's EVP block coder; whitespace between
// groups is allowed (YAML folds long strings).
std::optional<std::string> bytes_from_base64(std::string_view text) {
    std::string compact;
    for (char c : text)
        if (c != ' ' && c != '\n' && c != '\r' && c != '\t') compact.push_back(c);
    if (compact.size() % 4 != 0) return std::nullopt;
    const auto padding = compact.size() - std::min(compact.find_last_not_of('=') + 1, compact.size());
    if (padding > 2 || compact.find('=') < compact.size() - padding) return std::nullopt;
    std::string bytes(compact.size() / 4 * 3, '\0');
    const int n = EVP_DecodeBlock(reinterpret_cast<unsigned char*>(bytes.data()),
                                  reinterpret_cast<const unsigned char*>(compact.data()), static_cast<int>(compact.size()));
    if (n < 0) return std::nullopt;
    bytes.resize(static_cast<std::size_t>(n) - padding);  // EVP_DecodeBlock counts the padding as zero bytes
    return bytes;
}

std::string base64_of(std::string_view bytes) {
    std::string out((bytes.size() + 2) / 3 * 4 + 1, '\0');
    const int n = EVP_EncodeBlock(reinterpret_cast<unsigned char*>(out.data()),
                                  reinterpret_cast<const unsigned char*>(bytes.data()), static_cast<int>(bytes.size()));
    out.resize(static_cast<std::size_t>(n));
    return out;
}

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
