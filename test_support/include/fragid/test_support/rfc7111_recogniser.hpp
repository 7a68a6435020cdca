// A second recogniser of the RFC 7111 fragment language, written from the
// ABNF by a different method than the PEGTL grammar (test_support/src/core_rules.hpp):
// the input is cut at every ';' (no rule puts one anywhere but between
// selections).
//
// Input is the fragment after percent-decoding (what the grammar parses).
#pragma once

#include <string_view>

namespace fragid::test_support {

// RFC 7111 s.3 csv-fragment (rowsel / colsel / cellsel).
bool is_rfc7111_fragment(std::string_view decoded);

}  // namespace fragid::test_support
