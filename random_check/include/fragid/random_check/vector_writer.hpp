// Writing a case as a YAML vector (conformance/README.md), the inverse of
// conformance/vectors.hpp: what `fragid check --random` and the differential
// fuzzer print when they find a disagreement, ready to paste into
// conformance/vectors/. Here beside its only users, not in the installed
// fragid::conformance, which checks implementations and writes no vectors;
// tests/random_check/vector_writer_test.cpp holds it to the loader.
#pragma once

#include <string>

#include "fragid/conformance/case.hpp"

namespace fragid::random_check {

// One case as the text of a vector file ("cases:" and one list item). The
// case needs an id, a section and exactly one acceptable outcome (or several
// with expect_any, written with its reference_choice; single_answer when
// set). Strings are written double-quoted with JSON escapes,
// which YAML reads back exactly; the entity as `text` when its bytes are
// UTF-8, else as `hex`. A fragment that is not UTF-8 is written with its
// non-ASCII octets percent-encoded: the same octets after RFC 3986 decoding.
// Lines in `comments` come first, as YAML comments.
std::string vector_yaml(const conformance::Case& c, const std::vector<std::string>& comments = {});

// `fragment` if it is UTF-8; otherwise with every octet above 0x7F
// percent-encoded, which decodes to the same octets (RFC 3986 s.2.1) and can
// travel in JSON and YAML.
std::string representable_fragment(std::string_view fragment);

// Whether `bytes` is well-formed UTF-8 (RFC 3629 s.4: no overlongs, no
// surrogates, nothing above U+10FFFF).
bool is_utf8(std::string_view bytes) noexcept;

}  // namespace fragid::random_check
