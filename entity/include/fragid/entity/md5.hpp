// MD5 (RFC 1321) of an entity's bytes, as RFC 5147 s.3.1 computes integrity checks.
#pragma once

#include <array>
#include <cstdint>
#include <memory>
#include <string>
#include <string_view>

#include "fragid/model/text_fragment.hpp"

namespace fragid {

using Md5Digest = std::array<std::uint8_t, 16>;

// An MD5 fed piece by piece (a stream's chunks as they arrive, a mapped
// file's pieces before their pages are handed back). The one place that
// knows which library computes it: md5_openssl.cpp defines these members
// with OpenSSL's EVP interface; a build without OpenSSL (WebAssembly)
// compiles a file of its own in its place, and nothing else changes.
class Md5 {
public:
    Md5();
    ~Md5();
    Md5(const Md5&) = delete;
    Md5& operator=(const Md5&) = delete;

    void update(std::string_view bytes);
    // The digest of everything fed. Throws std::runtime_error if the library
    // failed at any step (it reports failures, so they are not ignored).
    Md5Digest finish();

private:
    struct State;
    std::unique_ptr<State> state_;
};

// The md5 of `bytes` in place, fed in pieces with a mapped file's pages
// handed back behind them (md5.cpp), so that memory stays bounded.
Md5Digest md5(std::string_view bytes);

// to_hex(const Md5Digest&), the canonical spelling, is in the model (text_fragment.hpp).

}  // namespace fragid
