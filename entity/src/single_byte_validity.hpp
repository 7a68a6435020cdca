// Validity of the built-in single-byte charsets at byte level: each byte is
// one character or invalid by itself, so validating is a table look-up.
#pragma once

#include <algorithm>
#include <array>

#include "fragid/entity/charset.hpp"

namespace fragid::csv_detail {

class SingleByteValidity {
public:
    // US-ASCII, ISO-8859-1 or windows-1252: the bytes the Decoder refuses
    // (decoder.cpp): above 0x7F for US-ASCII, none for ISO-8859-1, and the
    // five bytes CP1252.TXT leaves undefined for windows-1252.
    explicit SingleByteValidity(CharsetId id) {
        if (id == CharsetId::us_ascii) std::fill(invalid_.begin() + 0x80, invalid_.end(), true);
        if (id == CharsetId::windows_1252)
            for (unsigned b : {0x81u, 0x8Du, 0x8Fu, 0x90u, 0x9Du}) invalid_[b] = true;
        any_invalid_ = id == CharsetId::us_ascii || id == CharsetId::windows_1252;
    }

    // A byte at a time is as fast as any bulk check of a table look-up.
    static constexpr bool checks_in_bulk = false;
    static bool all_valid(const unsigned char*, std::size_t) { return false; }
    bool needs_check(unsigned char b) const { return invalid_[b]; }
    unsigned length_at(const unsigned char* p, const unsigned char*) const { return invalid_[*p] ? 0 : 1; }
    const unsigned char* first_invalid(const unsigned char* p, const unsigned char* end) const {
        if (!any_invalid_) return end;
        while (p < end && !invalid_[*p]) ++p;
        return p;
    }

private:
    std::array<bool, 256> invalid_{};
    bool any_invalid_ = false;
};

}  // namespace fragid::csv_detail
