// What the catalogue's files (text_, csv_, wilde_mutants.cpp, defensible_readings.cpp)
// make their mutants with: one way to name a misreading, to test an answer's status, and to
// read an entity in a charset other than the one it declares (the charset-confusion family
// of issue 34: docs/mutation-testing.md).
#pragma once

#include <functional>
#include <string>
#include <string_view>

#include "fragid/mutants/edits.hpp"
#include "fragid/mutants/mutant.hpp"

namespace fragid::mutants {

using Run = std::function<conformance::Answer(const conformance::Request&, const Resolve&)>;

// A misreading of `spec`, of a family ("numbering"); its name gets the spec's
// id prefix ("rfc5147-lines-from-one"). `quote`: the spec's words it
// contradicts, where its requirement names a section rather than a
// requirement (the pages show them: docs/diagnosis.md).
Mutant misreading_of(Spec spec, std::string family, std::string name, std::string requirement, std::string reading, Run run,
                     std::string seen_in = "", std::string quote = "");

bool is_status(const conformance::Answer& answer, Status status);
// Whether a number as written (decimal digits) is 2^64 or more.
bool beyond_64_bits(std::string_view digits);
std::string lower(std::string text);

// Resolves with the entity read in charset `to` where it declares `from` (any
// alias-free spelling, case-insensitive; "*": whatever it declares).
Run read_as(std::string from, std::string to);
// Resolves with the entity read as UTF-8 where it declares `from` and its bytes
// are well-formed UTF-8 (RFC 3629 s.4), as a reader that sniffs the encoding
// and trusts what decodes over the label does; otherwise as declared.
Run read_as_utf8_where_valid(std::string from);

// Resolves with every integrity check (RFC 5147 s.3.1) set aside, whatever it
// says: its syntax still counts (a malformed check is a syntax error), its
// value goes unread. Declared, it is RFC 5147 s.4.3's MAY; undeclared, a misreading.
Run integrity_checks_set_aside();

// Resolves the fragment as written, its percent-escapes never decoded (a
// reader handed WHATWG URL's `hash` or Java's getRawFragment that decodes
// nothing): "%63har=2" names no scheme, "char=1%2C5" is malformed.
Run percent_escapes_kept();

// Resolves the fragment percent-decoded twice (RFC 3986 s.2.4: "must not
// ... decode the same string more than once"): "char=%2532" is char=2.
Run percent_decoded_twice();

// Resolves with a leading byte order mark counted as a character (U+FEFF),
// as a decoder that keeps it does: UTF-8's EF BB BF becomes a three-byte
// character, UTF-16's mark a two-byte one in the byte order it named. An md5
// check of the entity as it is stays true of it (the reader hashes the same bytes).
Run bom_counted();

// Resolves UTF-16 with no byte order mark as little-endian (a little-endian
// platform's default), where RFC 2781 s.4.3 says "the text SHOULD be
// interpreted as being big-endian".
Run utf16_without_bom_as_le();

// Resolves and reports character positions in UTF-16 code units, as a
// JavaScript reader that gives String indices does: in UTF-8 text, every
// character beyond U+FFFF before a position counts two. `edited` reaches the
// spans of the spec's answer (edit_span: RFC 5147's one span).
Run positions_reported_in_utf16_code_units(SpansEdited edited);

}  // namespace fragid::mutants
