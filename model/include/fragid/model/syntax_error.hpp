// Why a fragment identifier does not match its grammar.
#pragma once

#include <cstddef>
#include <string>

namespace fragid {

struct SyntaxError {
    std::size_t offset = 0;  // 0-based, into the percent-decoded fragment
    std::string expected;    // e.g. "md5-value (32 hex digits)"
    // "offset 12: expected md5-value (32 hex digits)"
    std::string message() const { return "offset " + std::to_string(offset) + ": expected " + expected; }
};

}  // namespace fragid
