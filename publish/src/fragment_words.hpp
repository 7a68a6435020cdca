// A fragment taken apart as text, for the root-cause detectors: its scheme,
// its selections and their numbers, and the same fragment with its numbers
// changed, so that "row=4 is answered as fragid answers row=6" can be asked of
// the reference. Percent-escapes are decoded first (the grammars read the
// decoded text too, fragid/grammar/fragment.hpp); numbers stay decimal strings
// of any length (a fragment may hold a 200-digit number) and arithmetic on
// them never overflows. Private to the publish library.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace fragid::publish::fragment_words {

// The fragment with its escapes decoded; as written if an escape is malformed.
std::string decoded(std::string_view written);

// The scheme a fragment starts with: "char", "line", "row", "col", "cell", or
// the draft's "char(", "line(", "match(" without the parenthesis; empty for
// none (a leading '#', a digit, an empty fragment).
std::string scheme_of(std::string_view decoded);

// How a scheme's selections are written, for the schemes whose numbers a
// detector rewrites: RFC 5147's char= and line= ("a,b"; a ';' starts the
// integrity checks), RFC 7111's row= and col= ("a-b"; ';' separates
// selections). Nothing for any other scheme.
struct SchemeForm {
    std::string_view scheme;
    char range_separator;
    bool semicolon_separates_selections;
};
const SchemeForm* form_of(std::string_view scheme);

// The sections of its spec that define a scheme (RFC 5147 s.2.2.1 and 2.2.2 for
// char=, RFC 7111 s.2.1 for row=, ...); nothing for one this table lacks.
std::vector<std::string> sections_defining(std::string_view scheme);

// The section of a spec's syntax-error rule ("4.4" of "RFC 5147 s.4.4"), if it has one.
std::vector<std::string> syntax_rule_section(std::string_view rule);

// The selections after the scheme's '=' (RFC 7111 s.3: separated by ';'), or
// for RFC 5147 the one position or range before any integrity check.
// Nothing if the fragment has no "scheme=".
std::optional<std::vector<std::string>> selections_of(std::string_view decoded, bool semicolon_separates_selections);

// "123" -> true; "", "1.0", "*", "-1" -> false.
bool is_number(std::string_view text);

// A range "a,b" (RFC 5147) or "a-b" (RFC 7111), either side possibly empty
// (RFC 5147) or '*' (RFC 7111). Nothing for a single position or number.
struct Range {
    std::string first, second;
};
std::optional<Range> range_of(std::string_view selection, char separator);

// `number` + `by` in decimal, or nothing if that is below zero.
std::optional<std::string> shifted(std::string_view number, int by);

// The numbers of a selection: "2,100" -> {"2", "100"}; "*" and empty sides are not numbers.
std::vector<std::string> numbers_in(std::string_view selection);

// Whether `number` (decimal, any length) is greater than `count`.
bool greater_than(std::string_view number, unsigned long long count);

}  // namespace fragid::publish::fragment_words
