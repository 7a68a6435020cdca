// Error messages for the RFC 5147 grammar (rfc5147.hpp), and the PEGTL
// control that raises them.
//
// Every rule that appears at a commit point (inside must / if_must /
// opt_must) has a message; must_if<..., RequireMessage = true> checks that at
// compile time, so no user ever sees a demangled rule name. A SyntaxError reads
// "offset 12: expected md5-value (32 hex digits)".
#pragma once

#include <tao/pegtl.hpp>

#include "fragid/grammar/rewinding_control.hpp"
#include "fragid/grammar/rfc5147.hpp"

namespace fragid::grammar::rfc5147 {

// clang-format off
template< class Rule > inline constexpr const char* error_message = nullptr;

// text_fragment only fails where text_scheme fails: at offset 0, when neither
// literal matches (case-sensitive, s.3 NOTE).
template<> inline constexpr const char* error_message< text_fragment > = "'char=' or 'line='";
template<> inline constexpr const char* error_message< selector > = "a number, or a range such as 10,20";
// position is committed to only after a range's leading "," (",5").
template<> inline constexpr const char* error_message< position > = "a number";
// number is committed to only after "length=".
template<> inline constexpr const char* error_message< number > = "a number";
template<> inline constexpr const char* error_message< integrity_check > = "an integrity check such as 'length=' or 'md5='";
template<> inline constexpr const char* error_message< md5_value > = "md5-value (32 hex digits)";
template<> inline constexpr const char* error_message< mime_charset > = "a charset name (RFC 2978 mime-charset)";
template<> inline constexpr const char* error_message< check_name_equals > = "'=' after the integrity check's name";
// After a complete text-fragment only the end of input may follow.
template<> inline constexpr const char* error_message< pegtl::eof > = "';' and an integrity check, or the end of the fragment";
// clang-format on

// must_if takes its table as a class with member templates.
struct error_table {
    template <class Rule>
    static constexpr const char* message = error_message<Rule>;
    // Messages are raised only at the commit points the grammar spells out with
    // must / if_must / opt_must, never because a rule with a message failed
    // inside an ordered choice that may still backtrack (e.g. `position` inside
    // `range`, whose first alternative is allowed to fail).
    template <class Rule>
    static constexpr bool raise_on_failure = false;
};

// The control used for parsing: must_if with this table, rewinding a committed
// rule that fails part way so that the offset is where the expected production
// starts (rewinding_control.hpp).
template <class Rule>
struct control : rewinding_control<error_table, Rule> {};

}  // namespace fragid::grammar::rfc5147
