// MD5 (RFC 1321) of an entity's bytes, as RFC 5147 s.3.1 computes integrity checks.
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <string_view>

#include "fragid/model/text_fragment.hpp"

namespace fragid {

using Md5Digest = std::array<std::uint8_t, 16>;

// OpenSSL's EVP interface over the bytes in place.
Md5Digest md5(std::string_view bytes);

// to_hex(const Md5Digest&), the canonical spelling, is in the model (text_fragment.hpp).

}  // namespace fragid
