#include "fragid/model/number.hpp"
#include "fragid/model/text_fragment.hpp"

#include <limits>

namespace fragid {

Number::Number(std::uint64_t value) : digits_(std::to_string(value)) {}

Number Number::from_digits(std::string_view digits) {
    const auto first_nonzero = digits.find_first_not_of('0');
    Number n;
    if (first_nonzero != std::string_view::npos) n.digits_.assign(digits.substr(first_nonzero));
    return n;
}

bool Number::fits_u64() const noexcept {
    static const std::string max = std::to_string(std::numeric_limits<std::uint64_t>::max());
    return digits_.size() < max.size() || (digits_.size() == max.size() && digits_ <= max);
}

std::uint64_t Number::saturated() const noexcept {
    if (!fits_u64()) return std::numeric_limits<std::uint64_t>::max();
    std::uint64_t value = 0;
    for (char c : digits_) value = value * 10 + static_cast<std::uint64_t>(c - '0');
    return value;
}

std::strong_ordering operator<=>(const Number& a, const Number& b) noexcept {
    // Canonical digits have no leading zeros, so the longer one is the larger.
    if (auto by_length = a.digits_.size() <=> b.digits_.size(); by_length != 0) return by_length;
    return a.digits_.compare(b.digits_) <=> 0;
}

std::string to_hex(const std::array<std::uint8_t, 16>& digest) {
    static constexpr char hex[] = "0123456789abcdef";
    std::string out;
    for (auto octet : digest) out += {hex[octet >> 4], hex[octet & 0xf]};
    return out;
}

}  // namespace fragid
