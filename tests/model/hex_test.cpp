// hex_digit_value (model/include/fragid/model/hex.hpp): every octet, against
// the digits written out, so that the four readers of hex (percent-decoding,
// md5 values, `hex:` entities, file: URIs) agree because they are one.
#include <gtest/gtest.h>

#include <string_view>

#include "fragid/model/hex.hpp"

namespace fragid {
namespace {

TEST(Hex, EveryOctetIsADigitOfEitherCaseOrNothing) {
    constexpr std::string_view lower = "0123456789abcdef", upper = "0123456789ABCDEF";
    for (int octet = 0; octet < 256; ++octet) {
        const auto c = static_cast<char>(octet);
        const auto at = lower.find(c) != std::string_view::npos ? lower.find(c) : upper.find(c);
        SCOPED_TRACE(octet);
        if (at == std::string_view::npos) EXPECT_FALSE(hex_digit_value(c).has_value());
        else EXPECT_EQ(hex_digit_value(c), static_cast<unsigned>(at));
    }
}

}  // namespace
}  // namespace fragid
