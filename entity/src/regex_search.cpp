// What every implementation of the search shares (regex_search.hpp); the
// search itself is regex_sandbox.cpp's.
#include "fragid/entity/regex_search.hpp"

#include <string>

namespace fragid {

std::string as_milliseconds(std::chrono::microseconds time) {
    const auto us = time.count();
    std::string text = std::to_string(us / 1000);
    if (const auto fraction = us % 1000; fraction != 0) {
        std::string digits = std::to_string(1000 + fraction).substr(1);
        digits.erase(digits.find_last_not_of('0') + 1);
        text += "." + digits;
    }
    return text + " ms";
}

RegexSearch search_bre(std::string_view pattern, std::string_view text, const RegexLimits& limits) {
    return search_regex(pattern, text, limits, RegexSyntax{});
}

}  // namespace fragid
