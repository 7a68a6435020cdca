// Writing a case as a YAML vector (conformance/README.md), the inverse of
// conformance/vectors.hpp: what `fragid check --random` and the differential
// fuzzer print when they find a disagreement, ready to paste into
// conformance/vectors/. Here beside its only users, not in the installed
// fragid::conformance, which checks implementations and writes no vectors;
// tests/random_check/vector_writer_test.cpp holds it to the loader.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "fragid/conformance/case.hpp"

namespace fragid::random_check {

// One case as the text of a vector file ("cases:" and one list item). The
// case needs an id, a section and exactly one acceptable outcome (or several
// with expect_any, written with its reference_choice; single_answer when
// set). Strings are written double-quoted, every character YAML treats
// specially escaped (C0 and C1 controls, DEL, U+2028, U+2029, U+FEFF, U+FFFE,
// U+FFFF), so that YAML 1.1 and 1.2 readers alike read back the same
// characters; the entity as `text` when its bytes are
// UTF-8, else as `hex`. A fragment that is not UTF-8 is written with its
// non-ASCII octets percent-encoded: the same octets after RFC 3986 decoding.
// Lines in `comments` come first, as YAML comments (yaml_comment_text()).
std::string vector_yaml(const conformance::Case& c, const std::vector<std::string>& comments = {});

// `text` fit for a YAML comment after "# ": line breaks and every other
// character YAML treats specially spelled as escapes (\n, \u0085), since a
// comment has no escapes of its own and a YAML 1.1 reader ends it at U+0085.
std::string yaml_comment_text(std::string_view text);

// `fragment` if it is UTF-8; otherwise with every octet above 0x7F
// percent-encoded, which decodes to the same octets (RFC 3986 s.2.1) and can
// travel in JSON and YAML.
std::string representable_fragment(std::string_view fragment);

// Whether `bytes` is well-formed UTF-8 (RFC 3629 s.4: no overlongs, no
// surrogates, nothing above U+10FFFF).
bool is_utf8(std::string_view bytes) noexcept;

}  // namespace fragid::random_check
