#include "md5_rfc1321.hpp"

#include <cmath>
#include <cstring>

namespace fragid {
namespace {

// s.3.4: T[i] is the integer part of 4294967296 * abs(sin(i)), i = 1..64, in
// radians. A double holds sin to 53 bits, more than the 32 needed; the native
// test compares the whole digest with OpenSSL's.
std::array<std::uint32_t, 64> sine_table() {
    std::array<std::uint32_t, 64> t{};
    for (std::size_t i = 0; i < t.size(); ++i)
        t[i] = static_cast<std::uint32_t>(std::floor(4294967296.0 * std::fabs(std::sin(static_cast<double>(i + 1)))));
    return t;
}

const std::array<std::uint32_t, 64> T = sine_table();

// s.3.4: each round's four shift amounts, used in turn.
constexpr unsigned shifts[4][4] = {{7, 12, 17, 22}, {5, 9, 14, 20}, {4, 11, 16, 23}, {6, 10, 15, 21}};

constexpr std::uint32_t rotate_left(std::uint32_t x, unsigned n) { return (x << n) | (x >> (32 - n)); }

// s.3.4: the four auxiliary functions F, G, H, I.
constexpr std::uint32_t F(std::uint32_t x, std::uint32_t y, std::uint32_t z) { return (x & y) | (~x & z); }
constexpr std::uint32_t G(std::uint32_t x, std::uint32_t y, std::uint32_t z) { return (x & z) | (y & ~z); }
constexpr std::uint32_t H(std::uint32_t x, std::uint32_t y, std::uint32_t z) { return x ^ y ^ z; }
constexpr std::uint32_t I(std::uint32_t x, std::uint32_t y, std::uint32_t z) { return y ^ (x | ~z); }

// Which word of the block step `i` (0..63) reads: round 1 in order, round 2
// from 1 by 5, round 3 from 5 by 3, round 4 from 0 by 7 (s.3.4).
constexpr std::size_t word_index(std::size_t i) {
    switch (i / 16) {
        case 0: return i;
        case 1: return (5 * i + 1) % 16;
        case 2: return (3 * i + 5) % 16;
        default: return (7 * i) % 16;
    }
}

}  // namespace

// s.3.4: the block as sixteen little-endian words (s.2: "low-order byte
// first"), then 64 steps a = b + ((a + f(b,c,d) + X[k] + T[i]) <<< s), the
// roles of a, b, c, d rotating each step, and the result added to the buffer.
void Rfc1321Md5::process(const unsigned char* block) {
    std::uint32_t x[16];
    for (std::size_t j = 0; j < 16; ++j)
        x[j] = static_cast<std::uint32_t>(block[4 * j]) | static_cast<std::uint32_t>(block[4 * j + 1]) << 8 |
               static_cast<std::uint32_t>(block[4 * j + 2]) << 16 | static_cast<std::uint32_t>(block[4 * j + 3]) << 24;
    std::uint32_t a = state_[0], b = state_[1], c = state_[2], d = state_[3];
    for (std::size_t i = 0; i < 64; ++i) {
        const std::size_t round = i / 16;
        const std::uint32_t f = round == 0 ? F(b, c, d) : round == 1 ? G(b, c, d) : round == 2 ? H(b, c, d) : I(b, c, d);
        const std::uint32_t moved = b + rotate_left(a + f + x[word_index(i)] + T[i], shifts[round][i % 4]);
        a = d;
        d = c;
        c = b;
        b = moved;
    }
    state_[0] += a;
    state_[1] += b;
    state_[2] += c;
    state_[3] += d;
}

void Rfc1321Md5::update(std::string_view bytes) {
    length_ += bytes.size();
    const auto* in = reinterpret_cast<const unsigned char*>(bytes.data());
    std::size_t left = bytes.size();
    if (pending_size_ > 0) {
        const std::size_t take = std::min(left, pending_.size() - pending_size_);
        std::memcpy(pending_.data() + pending_size_, in, take);
        pending_size_ += take;
        in += take;
        left -= take;
        if (pending_size_ < pending_.size()) return;
        process(pending_.data());
        pending_size_ = 0;
    }
    for (; left >= 64; in += 64, left -= 64) process(in);
    std::memcpy(pending_.data(), in, left);
    pending_size_ = left;
}

// s.3.1-3.2: a 1 bit, zeros to 56 bytes mod 64, the length in bits as 64
// bits low-order first; s.3.5: the buffer, low-order byte first.
std::array<std::uint8_t, 16> Rfc1321Md5::finish() {
    const std::uint64_t bits = length_ * 8;
    const unsigned char one = 0x80, zero[64] = {};
    update(std::string_view(reinterpret_cast<const char*>(&one), 1));
    const std::size_t fill = pending_size_ <= 56 ? 56 - pending_size_ : 120 - pending_size_;
    update(std::string_view(reinterpret_cast<const char*>(zero), fill));
    unsigned char length_bytes[8];
    for (std::size_t j = 0; j < 8; ++j) length_bytes[j] = static_cast<unsigned char>(bits >> (8 * j));
    update(std::string_view(reinterpret_cast<const char*>(length_bytes), 8));
    std::array<std::uint8_t, 16> digest{};
    for (std::size_t j = 0; j < 16; ++j) digest[j] = static_cast<std::uint8_t>(state_[j / 4] >> (8 * (j % 4)));
    return digest;
}

}  // namespace fragid
