#include "fragid/reference/md5.hpp"

#include <openssl/evp.h>

#include <memory>
#include <stdexcept>

namespace fragid {

Md5Digest md5(std::string_view bytes) {
    const std::unique_ptr<EVP_MD_CTX, decltype(&EVP_MD_CTX_free)> ctx(EVP_MD_CTX_new(), &EVP_MD_CTX_free);
    Md5Digest digest{};
    unsigned int length = 0;
    if (!ctx || EVP_DigestInit_ex(ctx.get(), EVP_md5(), nullptr) != 1 ||
        EVP_DigestUpdate(ctx.get(), bytes.data(), bytes.size()) != 1 ||
        EVP_DigestFinal_ex(ctx.get(), digest.data(), &length) != 1 || length != digest.size())
        throw std::runtime_error("OpenSSL could not compute MD5");
    return digest;
}

}  // namespace fragid
