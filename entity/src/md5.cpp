#include "fragid/entity/md5.hpp"

#include <openssl/evp.h>

#include <algorithm>
#include <memory>
#include <stdexcept>

#include "fragid/entity/mapped_file.hpp"

namespace fragid {
namespace {

// The digest is fed in pieces so that a mapped file's pages can be handed
// back behind it (release_bytes_before): memory stays bounded.
constexpr std::size_t piece = 16 * 1024 * 1024;

}  // namespace

Md5Digest md5(std::string_view bytes) {
    const std::unique_ptr<EVP_MD_CTX, decltype(&EVP_MD_CTX_free)> ctx(EVP_MD_CTX_new(), &EVP_MD_CTX_free);
    bool ok = ctx && EVP_DigestInit_ex(ctx.get(), EVP_md5(), nullptr) == 1;
    for (std::size_t done = 0; ok && done < bytes.size(); done += piece) {
        ok = EVP_DigestUpdate(ctx.get(), bytes.data() + done, std::min(piece, bytes.size() - done)) == 1;
        release_bytes_before(bytes, done + piece);
    }
    Md5Digest digest{};
    unsigned int length = 0;
    if (!ok || EVP_DigestFinal_ex(ctx.get(), digest.data(), &length) != 1 || length != digest.size())
        throw std::runtime_error("OpenSSL could not compute MD5");
    return digest;
}

}  // namespace fragid
