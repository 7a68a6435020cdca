// Error messages for the draft-wilde-text-fragment-01 grammar (wilde.hpp),
// and the PEGTL control that raises them.
//
// Every rule that appears at a commit point (inside must / if_must) has a
// message; must_if<..., RequireMessage = true> checks that at compile time, so
// no user ever sees a demangled rule name. A SyntaxError reads
// "offset 5: expected a count (1*DIGIT)".
#pragma once

#include <tao/pegtl.hpp>

#include "fragid/grammar/rewinding_control.hpp"
#include "fragid/grammar/wilde.hpp"

namespace fragid::grammar::wilde {

// clang-format off
template< class Rule > inline constexpr const char* error_message = nullptr;

// text_fragment only fails where its first text_scheme fails: at offset 0,
// when no scheme name matches (case-sensitive, docs/interpretations-wilde.md).
template<> inline constexpr const char* error_message< text_fragment > = "'char(', 'line(' or 'match(' (lower case)";
// selector fails only where its first count does, after "char(" / "line(".
template<> inline constexpr const char* error_message< selector > = "a count (1*DIGIT)";
template<> inline constexpr const char* error_message< close > = "')'";
template<> inline constexpr const char* error_message< nested_close > = "')' closing a '(' of the regex (write ^( for a lone parenthesis)";
// Raised just after a '^' that starts none of the three escapes.
template<> inline constexpr const char* error_message< escaped > = "'(', ')' or '^' after '^' (the only escapes, s.4)";
// After a complete text-fragment another text-scheme may follow (1*text-scheme).
template<> inline constexpr const char* error_message< pegtl::eof > = "'char(', 'line(', 'match(' or the end of the fragment";
// clang-format on

// must_if takes its table as a class with member templates.
struct error_table {
    template <class Rule>
    static constexpr const char* message = error_message<Rule>;
    // Messages are raised only at the commit points the grammar spells out,
    // as for RFC 5147 (rfc5147_errors.hpp). Every rule with a message here
    // appears only at a commit point, so this changes nothing today; it keeps
    // a message added later from firing where the grammar may backtrack.
    template <class Rule>
    static constexpr bool raise_on_failure = false;
};

// The control used for parsing: must_if with this table, rewinding a committed
// rule that fails part way so that the offset is where the expected production
// starts (rewinding_control.hpp).
template <class Rule>
struct control : rewinding_control<error_table, Rule> {};

}  // namespace fragid::grammar::wilde
