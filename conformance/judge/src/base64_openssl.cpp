// base64_groups.hpp through OpenSSL's EVP block coder.
#include <openssl/evp.h>

#include "fragid/conformance/base64_groups.hpp"

namespace fragid::conformance {

std::optional<std::string> decode_base64_groups(std::string_view compact, std::size_t padding) {
    std::string bytes(compact.size() / 4 * 3, '\0');
    const int n = EVP_DecodeBlock(reinterpret_cast<unsigned char*>(bytes.data()),
                                  reinterpret_cast<const unsigned char*>(compact.data()), static_cast<int>(compact.size()));
    if (n < 0) return std::nullopt;
    bytes.resize(static_cast<std::size_t>(n) - padding);  // EVP_DecodeBlock counts the padding as zero bytes
    return bytes;
}

std::string encode_base64_groups(std::string_view bytes) {
    std::string out((bytes.size() + 2) / 3 * 4 + 1, '\0');
    const int n = EVP_EncodeBlock(reinterpret_cast<unsigned char*>(out.data()),
                                  reinterpret_cast<const unsigned char*>(bytes.data()), static_cast<int>(bytes.size()));
    out.resize(static_cast<std::size_t>(n));
    return out;
}

}  // namespace fragid::conformance
