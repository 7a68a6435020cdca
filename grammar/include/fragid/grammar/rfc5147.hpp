// The RFC 5147 s.3 grammar for text/plain fragment identifiers, rule for rule.
#pragma once

#include <tao/pegtl.hpp>

namespace fragid::grammar::rfc5147 {

namespace pegtl = tao::pegtl;

// RFC 5147 s.3 NOTE: "specified text values MUST be used exactly as given,
// using exactly the indicated lower-case letters" -- so scheme names are
// TAO_PEGTL_STRING (case-sensitive), unlike ABNF's default. HEXDIG is
// case-insensitive as in RFC 5234 (s.3.1: "uppercase or lowercase letters").

// clang-format off

// RFC 2978 s.2.3: mime-charset-chars = ALPHA / DIGIT / "!" / "#" / "$" / "%" / "&" / "'" / "+" / "-" /
//                                      "^" / "_" / "`" / "{" / "}" / "~"
struct mime_charset_chars : pegtl::sor< pegtl::alnum, pegtl::one< '!', '#', '$', '%', '&', '\'', '+', '-', '^', '_', '`', '{', '}', '~' > > {};
// RFC 2978 s.2.3: mime-charset = 1*mime-charset-chars
struct mime_charset : pegtl::plus< mime_charset_chars > {};

// number = 1*( DIGIT )
struct number : pegtl::plus< pegtl::digit > {};
// position = number
struct position : number {};
// range = ( position "," [ position ] ) / ( "," position )
struct range : pegtl::sor< pegtl::seq< position, pegtl::one< ',' >, pegtl::opt< position > >,
                           pegtl::seq< pegtl::one< ',' >, position > > {};

// The "( position / range )" group of char-scheme and line-scheme. PEG choice
// is ordered: `range` must come first, or "1,5" would stop after "1".
struct selector : pegtl::sor< range, position > {};

// char-scheme = "char=" ( position / range )
struct char_scheme : pegtl::if_must< TAO_PEGTL_STRING("char="), selector > {};
// line-scheme = "line=" ( position / range )
struct line_scheme : pegtl::if_must< TAO_PEGTL_STRING("line="), selector > {};
// text-scheme = ( char-scheme / line-scheme )
struct text_scheme : pegtl::sor< char_scheme, line_scheme > {};

// md5-value = 32HEXDIG
struct md5_value : pegtl::rep< 32, pegtl::xdigit > {};
// md5-scheme = "md5=" md5-value
struct md5_scheme : pegtl::if_must< TAO_PEGTL_STRING("md5="), md5_value > {};
// length-scheme = "length=" number
struct length_scheme : pegtl::if_must< TAO_PEGTL_STRING("length="), number > {};

// NOT IN THE ABNF. s.3.1: "implementations MUST ignore new types of integrity
// checks, with names other than 'length' and 'md5'"; the ABNF admits none, so
// without this rule such a check would make the whole fragment a syntax error
// (s.4.4). Tried after length-scheme and md5-scheme, whose prefixes are
// commit points: "md5=xyz" stays an error. See docs/interpretations.md.
//   check-name    = ALPHA *( ALPHA / DIGIT / "-" / "_" )
//   unknown-check = check-name "=" *( any octet but ";" )
struct check_name : pegtl::seq< pegtl::alpha, pegtl::star< pegtl::sor< pegtl::alnum, pegtl::one< '-', '_' > > > > {};
struct unknown_check : pegtl::seq< check_name, pegtl::one< '=' >, pegtl::star< pegtl::not_one< ';' > > > {};

// integrity-check = ( length-scheme / md5-scheme ) [ "," mime-charset ]
struct integrity_check : pegtl::seq< pegtl::sor< length_scheme, md5_scheme, unknown_check >,
                                     pegtl::opt_must< pegtl::one< ',' >, mime_charset > > {};

// text-fragment = text-scheme 0*( ";" integrity-check )
struct text_fragment : pegtl::seq< text_scheme, pegtl::star< pegtl::if_must< pegtl::one< ';' >, integrity_check > > > {};

// The whole input is one text-fragment.
struct grammar : pegtl::must< text_fragment, pegtl::eof > {};

// clang-format on

// What was expected where a committed rule failed: the text after "expected"
// in "offset 12: expected md5-value (32 hex digits)". Only rules that a must<>
// commits to need one (must_if's RequireMessage checks that at compile time);
// raise_on_failure = false keeps a message from firing where the rule is one
// alternative among others.
struct errors {
    template <typename Rule>
    static constexpr const char* message = nullptr;
    template <typename Rule>
    static constexpr bool raise_on_failure = false;
};
template <> inline constexpr const char* errors::message<text_fragment> = "'char=' or 'line=' (text-scheme)";
template <> inline constexpr const char* errors::message<selector> = "a position or a range, such as 10 or 10,20";
template <> inline constexpr const char* errors::message<md5_value> = "md5-value (32 hex digits)";
template <> inline constexpr const char* errors::message<number> = "a number (digits)";
template <> inline constexpr const char* errors::message<mime_charset> = "a charset name (RFC 2978 mime-charset)";
template <> inline constexpr const char* errors::message<integrity_check> =
    "an integrity check (length=NUMBER, md5=32 hex digits, or another name=value)";
template <> inline constexpr const char* errors::message<pegtl::eof> =
    "';' and an integrity check, or the end of the fragment";

template <typename Rule>
using control = pegtl::must_if<errors>::control<Rule>;

}  // namespace fragid::grammar::rfc5147
