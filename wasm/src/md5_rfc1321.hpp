// MD5 as RFC 1321 defines it, written from the RFC's text (s.3, the
// algorithm; its appendix A is not copied): the digest behind md5.hpp where
// OpenSSL is not at hand (the WebAssembly module). Natively it is only
// compiled into a test, which compares it with OpenSSL's on generated inputs
// (tests/wasm/md5_rfc1321_test.cpp).
#pragma once

#include <array>
#include <cstdint>
#include <string_view>

namespace fragid {

class Rfc1321Md5 {
public:
    void update(std::string_view bytes);
    std::array<std::uint8_t, 16> finish();

private:
    void process(const unsigned char* block);  // one 512-bit block (s.3.4)

    // s.3.3: the buffer (A, B, C, D), initialised to these words.
    std::array<std::uint32_t, 4> state_{0x67452301U, 0xefcdab89U, 0x98badcfeU, 0x10325476U};
    std::uint64_t length_ = 0;  // bytes fed so far (s.3.2 appends it in bits, mod 2^64)
    std::array<unsigned char, 64> pending_{};
    std::size_t pending_size_ = 0;
};

}  // namespace fragid
