// Md5 (md5.hpp) by RFC 1321 itself (md5_rfc1321.hpp): the WebAssembly
// module's replacement for entity/src/md5_openssl.cpp, since emscripten has
// no OpenSSL port offline.
#include "fragid/entity/md5.hpp"
#include "md5_rfc1321.hpp"

namespace fragid {

struct Md5::State {
    Rfc1321Md5 digest;
};

Md5::Md5() : state_(std::make_unique<State>()) {}
Md5::~Md5() = default;

void Md5::update(std::string_view bytes) { state_->digest.update(bytes); }

Md5Digest Md5::finish() { return state_->digest.finish(); }

}  // namespace fragid
