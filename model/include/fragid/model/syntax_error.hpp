// Why a fragment identifier does not match its grammar.
#pragma once

#include <cstddef>
#include <string>

namespace fragid {

struct SyntaxError {
    // 0-based octets from the start of the fragment as written (after the
    // URI's '#', escapes kept), whether the grammar or the percent-decoding
    // found the error: what a user can count (grammar/fragment.hpp).
    std::size_t offset = 0;
    std::string expected;    // e.g. "md5-value (32 hex digits)"
    // "offset 12: expected md5-value (32 hex digits)"
    std::string message() const { return "offset " + std::to_string(offset) + ": expected " + expected; }
};

}  // namespace fragid
