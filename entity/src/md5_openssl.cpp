// Md5 (md5.hpp) through OpenSSL's EVP interface: the only file of fragid that
// includes OpenSSL, so that a build without it replaces this file alone.
#include <openssl/evp.h>

#include <stdexcept>

#include "fragid/entity/md5.hpp"

namespace fragid {

struct Md5::State {
    std::unique_ptr<EVP_MD_CTX, decltype(&EVP_MD_CTX_free)> context{EVP_MD_CTX_new(), &EVP_MD_CTX_free};
    // A failure at any step is remembered and reported by finish().
    bool ok = context && EVP_DigestInit_ex(context.get(), EVP_md5(), nullptr) == 1;
};

Md5::Md5() : state_(std::make_unique<State>()) {}
Md5::~Md5() = default;

void Md5::update(std::string_view bytes) {
    state_->ok = state_->ok && EVP_DigestUpdate(state_->context.get(), bytes.data(), bytes.size()) == 1;
}

Md5Digest Md5::finish() {
    Md5Digest digest{};
    unsigned int length = 0;
    if (!state_->ok || EVP_DigestFinal_ex(state_->context.get(), digest.data(), &length) != 1 ||
        length != digest.size())
        throw std::runtime_error("OpenSSL could not compute MD5");
    return digest;
}

}  // namespace fragid
