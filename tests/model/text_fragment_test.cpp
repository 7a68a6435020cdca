// What the RFC 5147 fragment model defines beyond its structs
// (model/include/fragid/model/text_fragment.hpp): the canonical spelling of an MD5 digest.
#include <gtest/gtest.h>

#include <array>
#include <cstdint>
#include <string>

#include "fragid/model/text_fragment.hpp"

namespace fragid {
namespace {

// Moved here from tests/reference/md5_test.cpp: to_hex is the model's.
TEST(Md5, ToHexIsLowerCaseAndTwoDigitsPerOctet) {
    std::array<std::uint8_t, 16> digest{};
    digest[0] = 0x00;
    digest[1] = 0x0f;
    digest[2] = 0xf0;
    digest[15] = 0xAB;
    EXPECT_EQ(to_hex(digest), "000ff0000000000000000000000000ab");
    digest.fill(0xff);
    EXPECT_EQ(to_hex(digest), std::string(32, 'f'));
}

}  // namespace
}  // namespace fragid
