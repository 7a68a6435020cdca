// A non-negative decimal number as written in a fragment identifier.
#pragma once

#include <compare>
#include <cstdint>
#include <string>
#include <string_view>

namespace fragid {

// RFC 5147 s.3 and RFC 7111 s.3 both define `number = 1*( DIGIT )` with no
// upper bound, so any fixed-width integer would either wrap or reject input
// the grammar accepts. A Number keeps the value exactly, as its canonical
// decimal digits (no leading zeros; "0" for zero), and compares exactly.
class Number {
public:
    Number() = default;  // zero
    explicit Number(std::uint64_t value);

    // `digits` must be non-empty and all ASCII digits (the grammar guarantees it);
    // leading zeros are dropped: "007" and "7" are the same number.
    static Number from_digits(std::string_view digits);

    const std::string& digits() const noexcept { return digits_; }
    bool fits_u64() const noexcept;

    // The value, or UINT64_MAX when it does not fit. Saturating is exact for every
    // use the resolvers make of it: a number is only ever clamped against, or
    // compared with, a count of characters, lines, rows or columns, and no entity
    // has 2^64 of those. Inverted-range checks compare Numbers, never saturated values.
    std::uint64_t saturated() const noexcept;

    friend std::strong_ordering operator<=>(const Number& a, const Number& b) noexcept;
    friend bool operator==(const Number& a, const Number& b) noexcept = default;

private:
    std::string digits_ = "0";
};

}  // namespace fragid
