// Number: the exact value of RFC 5147's and RFC 7111's unbounded `number`
// (model/include/fragid/model/number.hpp), canonical digits and exact order.
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include <cstdint>
#include <limits>
#include <string>

#include "fragid/model/number.hpp"

namespace fragid {
namespace {

constexpr auto u64_max = std::numeric_limits<std::uint64_t>::max();

TEST(Number, LeadingZerosAreDropped) {
    EXPECT_EQ(Number::from_digits("007").digits(), "7");
    EXPECT_EQ(Number::from_digits("0010").digits(), "10");
    EXPECT_EQ(Number::from_digits("007"), Number(7));
}

TEST(Number, ZeroIsSpelledZero) {
    EXPECT_EQ(Number().digits(), "0");
    EXPECT_EQ(Number::from_digits("0").digits(), "0");
    EXPECT_EQ(Number::from_digits("0000").digits(), "0");
    EXPECT_EQ(Number::from_digits("0000"), Number());
    EXPECT_EQ(Number(0), Number());
}

TEST(Number, FitsU64UpToItsMaximumAndNoFurther) {
    EXPECT_TRUE(Number::from_digits("18446744073709551615").fits_u64());   // 2^64 - 1
    EXPECT_FALSE(Number::from_digits("18446744073709551616").fits_u64());  // 2^64
    EXPECT_FALSE(Number::from_digits("99999999999999999999").fits_u64());  // 20 digits, like 2^64 - 1
    EXPECT_TRUE(Number::from_digits("000018446744073709551615").fits_u64());  // leading zeros do not count
    EXPECT_FALSE(Number::from_digits("123456789012345678901234567890").fits_u64());
}

TEST(Number, SaturatedIsTheValueOrTheMaximum) {
    EXPECT_EQ(Number(0).saturated(), 0u);
    EXPECT_EQ(Number::from_digits("18446744073709551615").saturated(), u64_max);
    EXPECT_EQ(Number::from_digits("18446744073709551614").saturated(), u64_max - 1);
    EXPECT_EQ(Number::from_digits("18446744073709551616").saturated(), u64_max);
    EXPECT_EQ(Number::from_digits("123456789012345678901234567890").saturated(), u64_max);
}

TEST(Number, OrderIsExactBeyondU64) {
    const auto two_to_64 = Number::from_digits("18446744073709551616");
    const auto next = Number::from_digits("18446744073709551617");
    EXPECT_LT(Number(u64_max), two_to_64);
    EXPECT_LT(two_to_64, next);  // equal when saturated, but not equal numbers
    EXPECT_NE(two_to_64, next);
    EXPECT_LT(Number(9), Number(10));  // by value, not by the digits' text
    EXPECT_GT(Number::from_digits("100000000000000000000"), Number::from_digits("99999999999999999999"));
}

RC_GTEST_PROP(NumberProperties, DigitsOfAU64AreItsDecimalSpelling, (std::uint64_t value, std::uint8_t zeros)) {
    const Number n(value);
    RC_ASSERT(n.digits() == std::to_string(value));
    RC_ASSERT(Number::from_digits(std::string(zeros % 8, '0') + std::to_string(value)) == n);
    RC_ASSERT(n.fits_u64());
    RC_ASSERT(n.saturated() == value);
}

RC_GTEST_PROP(NumberProperties, OrderAgreesWithU64Order, (std::uint64_t a, std::uint64_t b)) {
    RC_ASSERT((Number(a) < Number(b)) == (a < b));
    RC_ASSERT((Number(a) == Number(b)) == (a == b));
}

// Moved here from tests/grammar (it was NumberDigitsRoundTrip): any digits,
// leading zeros and all, read back to the same number from its canonical digits.
RC_GTEST_PROP(NumberProperties, DigitsRoundTrip, ()) {
    const auto digits = *rc::gen::nonEmpty(rc::gen::container<std::string>(rc::gen::inRange('0', static_cast<char>('9' + 1))));
    const auto n = Number::from_digits(digits);
    const auto significant = digits.find_first_not_of('0');
    RC_ASSERT(n.digits() == (significant == std::string::npos ? std::string("0") : digits.substr(significant)));
    RC_ASSERT(Number::from_digits(n.digits()) == n);
    RC_ASSERT(Number::from_digits("000" + n.digits()) == n);
}

}  // namespace
}  // namespace fragid
