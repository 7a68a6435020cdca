// Second recognisers of the RFC 5147 and RFC 7111 fragment languages, written
// from the ABNF by a different method than the PEGTL grammars: the input is
// cut at every ';' (no rule of either grammar puts a ';' anywhere but between
// selections or checks) and each piece is matched by straight-line code. No
// ordered choice, no backtracking, no commit points, so a PEG slip in the
// grammars (an alternative that shadows another, an if_must too early) shows
// up as a disagreement. Both languages are regular; these run in linear time
// and constant stack, so fuzzers can call them on any input.
//
// Input is the fragment after percent-decoding (what the grammars parse).
#pragma once

#include <string_view>

namespace fragid::test_support {

// RFC 5147 s.3 text-fragment, with fragid's unknown-check extension
// (docs/interpretations.md: check-name "=" any octets but ';', neither
// "length" nor "md5").
bool is_rfc5147_fragment(std::string_view decoded);

// RFC 7111 s.3 csv-fragment (rowsel / colsel / cellsel).
bool is_rfc7111_fragment(std::string_view decoded);

}  // namespace fragid::test_support
