// The draft-wilde-text-fragment-01 s.4 grammar as PEGTL rules, one struct per
// ABNF production ('-' becomes '_'), the ABNF line beside it. Where the draft
// is inconsistent or silent, docs/interpretations-wilde.md says what is done.
#pragma once

#include <tao/pegtl.hpp>
#include <tao/pegtl/contrib/abnf.hpp>

namespace fragid::grammar::wilde {

namespace pegtl = tao::pegtl;

// Scheme names are case-sensitive, as in RFC 5147 (the draft writes them in
// lower case only); structs because an action records the scheme.
struct char_open : pegtl::string<'c', 'h', 'a', 'r', '('> {};
struct line_open : pegtl::string<'l', 'i', 'n', 'e', '('> {};
struct match_open : pegtl::string<'m', 'a', 't', 'c', 'h', '('> {};
struct close : pegtl::one<')'> {};

// StringWithBalancedParens, which s.4 defines only in prose: "may only contain
// balanced parentheses, if unbalanced parentheses need to be used, they must
// be escaped with a '^' character. A literal '^' must be escaped as '^^'."
// A '^' before anything else is not one of the three escapes: a syntax error.
struct escape : pegtl::seq<pegtl::one<'^'>, pegtl::one<'(', ')', '^'>> {};
struct bad_escape : pegtl::one<'^'> {};  // reached only when `escape` failed
struct plain : pegtl::not_one<'(', ')', '^'> {};
struct balanced_string;
struct nested_open : pegtl::one<'('> {};
struct nested_close : pegtl::one<')'> {};
struct nested : pegtl::if_must<nested_open, balanced_string, nested_close> {};
struct balanced_string : pegtl::star<pegtl::sor<escape, nested, plain, pegtl::if_must<bad_escape, pegtl::failure>>> {};

// clang-format off
struct count        : pegtl::plus<pegtl::abnf::DIGIT> {};                     // count        = 1*DIGIT
struct range_comma  : pegtl::one<','> {};
// PEG choice is ordered, ABNF's is not: "a," and "a,b" start like a count, so
// the range is read as one count plus an optional ", [count]" tail.
struct count_or_range : pegtl::seq<count, pegtl::opt<range_comma, pegtl::opt<count>>> {};  // ( count / range ); range = count "," [ count ]
struct char_scheme  : pegtl::if_must<char_open, count_or_range, close> {};    // char-scheme  = "char(" ( count / range ) ")"
struct line_scheme  : pegtl::if_must<line_open, count_or_range, close> {};    // line-scheme  = "line(" ( count / range ) ")"
struct regex        : balanced_string {};                                     // regex        = StringWithBalancedParens
struct match_scheme : pegtl::if_must<match_open, regex, close> {};            // match-scheme = "match(" regex ")"
// The ABNF names `regex-scheme` here but defines `match-scheme` (read as one).
struct text_scheme  : pegtl::sor<char_scheme, line_scheme, match_scheme> {};  // text-scheme  = ( char-scheme / line-scheme / regex-scheme )
struct text_fragment : pegtl::plus<text_scheme> {};                           // text-fragment = 1*text-scheme
// clang-format on

struct first_scheme : text_scheme {};
struct fragment_grammar : pegtl::must<first_scheme, pegtl::star<text_scheme>, pegtl::eof> {};

template <class Rule> inline constexpr const char* error_message = nullptr;
template <> inline constexpr const char* error_message<first_scheme> = "'char(', 'line(' or 'match(' (lower case)";
template <> inline constexpr const char* error_message<count_or_range> = "a count (1*DIGIT)";
template <> inline constexpr const char* error_message<close> = "')'";
template <> inline constexpr const char* error_message<nested_close> =
    "')' closing a '(' of the regex (write ^( for a lone parenthesis)";
// Raised just after a '^' that starts none of the three escapes.
template <> inline constexpr const char* error_message<pegtl::failure> = "'(', ')' or '^' after '^' (the only escapes, s.4)";
// must_if wants a message for every rule under a must; these three are stars,
// which cannot fail, so their messages are never shown.
template <> inline constexpr const char* error_message<pegtl::star<text_scheme>> = "a scheme";
template <> inline constexpr const char* error_message<regex> = "a regular expression";
template <> inline constexpr const char* error_message<balanced_string> = "a regular expression";
template <> inline constexpr const char* error_message<pegtl::eof> = "'char(', 'line(', 'match(' or the end of the fragment";

struct errors {
    template <class Rule> static constexpr const char* message = error_message<Rule>;
};

template <class Rule> using control = pegtl::must_if<errors>::control<Rule>;

}  // namespace fragid::grammar::wilde
