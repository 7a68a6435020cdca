// A second recogniser of the RFC 5147 fragment language, written from the
// ABNF by a different method than the PEGTL grammar (test_support/src/core_rules.hpp):
// the input is cut at every ';' (no rule puts one anywhere but between the
// selection and its integrity checks).
//
// Input is the fragment after percent-decoding (what the grammar parses).
#pragma once

#include <string_view>

namespace fragid::test_support {

// RFC 5147 s.3 text-fragment, with fragid's unknown-check extension
// (docs/interpretations.md: check-name "=" any octets but ';', neither
// "length" nor "md5").
bool is_rfc5147_fragment(std::string_view decoded);

}  // namespace fragid::test_support
