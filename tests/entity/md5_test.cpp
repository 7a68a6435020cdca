// MD5 against the RFC 1321 appendix A.5 test suite.
#include <gtest/gtest.h>

#include <string>

#include "fragid/entity/md5.hpp"

namespace fragid {
namespace {

TEST(Md5, Rfc1321TestSuite) {
    struct Case {
        std::string input;
        const char* digest;
    };
    const Case suite[] = {
        {"", "d41d8cd98f00b204e9800998ecf8427e"},
        {"a", "0cc175b9c0f1b6a831c399e269772661"},
        {"abc", "900150983cd24fb0d6963f7d28e17f72"},
        {"message digest", "f96b697d7cb7938d525a2f31aaf161d0"},
        {"abcdefghijklmnopqrstuvwxyz", "c3fcd3d76192e4007dfb496cca67e13b"},
        {"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789", "d174ab98d277d9f5a5611c2c9f419d9f"},
        {"12345678901234567890123456789012345678901234567890123456789012345678901234567890",
         "57edf4a22be3c955ac49da2e2107b67a"},
    };
    for (const auto& c : suite) EXPECT_EQ(to_hex(md5(c.input)), c.digest) << '"' << c.input << '"';
}

TEST(Md5, WorksOnBytesNotCharacters) {
    // The digest is over the exact bytes (RFC 5147 s.3.1), NUL and high bytes included.
    EXPECT_NE(md5(std::string("a\0b", 3)), md5("ab"));
    EXPECT_NE(md5("\xEF\xBB\xBF" "a"), md5("a"));  // a BOM is part of the bytes
}

// Md5, the interface a build without OpenSSL implements anew (md5.hpp): fed
// in pieces of any sizes, as a stream's chunks arrive, it gives the digest
// of the whole; the stream's digest (entity_stream.cpp) is made this way.
TEST(Md5, PiecesGiveTheDigestOfTheWhole) {
    const std::string whole = "12345678901234567890123456789012345678901234567890123456789012345678901234567890";
    for (std::size_t piece : {1u, 3u, 63u, 64u, 65u}) {
        Md5 digest;
        for (std::size_t at = 0; at < whole.size(); at += piece) digest.update(std::string_view(whole).substr(at, piece));
        EXPECT_EQ(to_hex(digest.finish()), "57edf4a22be3c955ac49da2e2107b67a") << "pieces of " << piece;
    }
    Md5 nothing;
    EXPECT_EQ(to_hex(nothing.finish()), "d41d8cd98f00b204e9800998ecf8427e");
}

}  // namespace
}  // namespace fragid
