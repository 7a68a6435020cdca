// JavaScript's Number() of a string, for the misreadings of code that reads a
// position with it (the JupyterLab CSV viewer: positions-read-as-js-numbers).
#pragma once

#include <optional>
#include <string>
#include <string_view>

namespace fragid::mutants {

// Number(text) as ECMA-262 s.7.1.4.1.1 (StringToNumber) gives it, for text in
// UTF-8: white space and line terminators trimmed at both ends; nothing left
// is 0; then a decimal literal (an optional sign, "Infinity", or digits with
// an optional '.', fraction and exponent) or a 0b/0o/0x integer; anything
// else is NaN. The value is the nearest double, as JavaScript rounds it.
double js_number(std::string_view text);

// The decimal digits of `value` where it is a whole number >= 0 (rounded as
// JavaScript has already rounded it: 1e21 is "1000000000000000000000");
// nothing for NaN, infinities, fractions and negative numbers.
std::optional<std::string> whole_number_digits(double value);

}  // namespace fragid::mutants
