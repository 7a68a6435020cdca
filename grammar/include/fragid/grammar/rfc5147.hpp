// The RFC 5147 s.3 grammar for text/plain fragment identifiers, as PEGTL
// rules: one struct per ABNF production, named after it ('-' -> '_'). The
// grammar carries no actions; rfc5147_errors.hpp holds the error messages and
// grammar/src/rfc5147_action.hpp the actions that fill a TextFragment.
//
// What differs from a literal transcription, and why:
//  - PEG choice is ordered, ABNF alternation is not. Where the order matters
//    (`selector`) the comment says so.
//  - Commit points (if_must / opt_must) follow prefixes after which only one
//    production can continue ("char=", "line=", ";", "length=", "md5=", a
//    leading "," of a range, the "," before a charset). A failure after such a
//    prefix is a syntax error (s.4.4) reported at that place, not a backtrack.
//  - `unknown_check` is an extension, not part of the ABNF (see there).
//  - Scheme names are matched case-sensitively (s.3 NOTE: "specified text
//    values MUST be used exactly as given, using exactly the indicated
//    lower-case letters"); HEXDIG stays case-insensitive (RFC 5234 B.1, and
//    s.3.1: "using uppercase or lowercase letters").
#pragma once

#include <tao/pegtl.hpp>
#include <tao/pegtl/contrib/abnf.hpp>

namespace fragid::grammar::rfc5147 {

namespace pegtl = tao::pegtl;
namespace abnf = tao::pegtl::abnf;

// clang-format off

// RFC 2978 s.2.3 (referenced by RFC 5147 s.3):
// mime-charset-chars = ALPHA / DIGIT / "!" / "#" / "$" / "%" / "&" / "'" / "+" / "-" / "^" / "_" / "`" / "{" / "}" / "~"
struct mime_charset_chars : pegtl::sor< abnf::ALPHA, abnf::DIGIT, pegtl::one< '!', '#', '$', '%', '&', '\'', '+', '-', '^', '_', '`', '{', '}', '~' > > {};
// mime-charset = 1*mime-charset-chars
struct mime_charset : pegtl::plus< mime_charset_chars > {};

// number = 1*( DIGIT )
// No upper bound: the action keeps the digits exactly (fragid::Number).
struct number : pegtl::plus< abnf::DIGIT > {};

// position = number
struct position : pegtl::seq< number > {};

// range = ( position "," [ position ] ) / ( "," position )
// A leading "," can only start the second alternative, so it commits.
struct range : pegtl::sor< pegtl::seq< position, pegtl::one< ',' >, pegtl::opt< position > >,
                           pegtl::if_must< pegtl::one< ',' >, position > > {};

// ( position / range ), the group shared by char-scheme and line-scheme. Not a
// named ABNF rule; a struct because an error message and an action attach to it.
// ORDER DIFFERS FROM THE ABNF: PEG choice takes the first alternative that
// matches, and `position` matches a prefix of every range that starts with a
// number ("1" of "1,5"), after which "char=1,5" would fail at ",". So `range`
// is tried first; when it fails, `position` gets the whole input again.
struct selector : pegtl::sor< range, position > {};

// Not ABNF rules: the scheme names of "char=" and "line=" apart from their
// "=", so that the schemes a fragment names can be read even where the rest
// breaks the grammar (scheme_name below; fragid::schemes_named, fragment.hpp).
// "char" then "=" matches what "char=" matches, and backtracks alike.
struct char_name : TAO_PEGTL_STRING( "char" ) {};
struct line_name : TAO_PEGTL_STRING( "line" ) {};
struct scheme_equals : pegtl::one< '=' > {};

// char-scheme = "char=" ( position / range )
struct char_scheme : pegtl::if_must< pegtl::seq< char_name, scheme_equals >, selector > {};
// line-scheme = "line=" ( position / range )
struct line_scheme : pegtl::if_must< pegtl::seq< line_name, scheme_equals >, selector > {};

// text-scheme = ( char-scheme / line-scheme )
struct text_scheme : pegtl::sor< char_scheme, line_scheme > {};
// The names of text-scheme's alternatives, in its order. Not an ABNF rule.
struct scheme_name : pegtl::sor< char_name, line_name > {};

// md5-value = 32HEXDIG
struct md5_value : pegtl::rep< 32, abnf::HEXDIG > {};
// md5-scheme = "md5=" md5-value
// The literal is a struct so that an action records the check as begun, even
// if its value then fails (integrity_checks_read(), fragment.hpp).
struct md5_name : TAO_PEGTL_STRING( "md5=" ) {};
struct md5_scheme : pegtl::if_must< md5_name, md5_value > {};

// length-scheme = "length=" number
struct length_name : TAO_PEGTL_STRING( "length=" ) {};
struct length_scheme : pegtl::if_must< length_name, number > {};

// EXTENSION, NOT PART OF THE RFC 5147 ABNF. s.3.1: implementations "MUST
// ignore new types of integrity checks, with names other than 'length' and
// 'md5'", yet the s.3 ABNF admits no other name, so without this rule such a
// fragment would be a syntax error and be ignored as a whole (s.4.4). fragid
// accepts (and later ignores) any check of the shape
//   unknown-check = check-name "=" *( any octet except ";" )
//   check-name    = ALPHA *( ALPHA / DIGIT / "-" / "_" )
// The value runs to the next ";" (the separator of s.3), so it includes any
// "," - no charset is split off, since a future check's syntax is unknown.
// It is tried after length-scheme and md5-scheme, whose "length=" / "md5="
// prefixes commit: "length=abc" is an error, not an unknown check named
// "length". Names are case-sensitive like every name of s.3, so "MD5=..." is
// an unknown check.
struct check_name : pegtl::seq< abnf::ALPHA, pegtl::star< pegtl::sor< abnf::ALPHA, abnf::DIGIT, pegtl::one< '-', '_' > > > > {};
struct check_name_equals : pegtl::one< '=' > {};  // a struct so that an error message attaches
struct check_value : pegtl::star< pegtl::not_one< ';' > > {};
// Once a check-name has matched (and length-scheme / md5-scheme have not), only
// this rule can continue, so the "=" is required.
struct unknown_check : pegtl::seq< pegtl::if_must< check_name, check_name_equals >, check_value > {};

// integrity-check = ( length-scheme / md5-scheme ) [ "," mime-charset ]
// plus the extension alternative `unknown_check`, tried last. After a known
// check, "," can only introduce the charset, so it commits.
struct integrity_check : pegtl::sor< pegtl::seq< pegtl::sor< length_scheme, md5_scheme >,
                                                 pegtl::opt_must< pegtl::one< ',' >, mime_charset > >,
                                     unknown_check > {};

// text-fragment = text-scheme 0*( ";" integrity-check )
// After a text-scheme, ";" can only introduce an integrity check, so it commits.
struct text_fragment : pegtl::seq< text_scheme, pegtl::star< pegtl::if_must< pegtl::one< ';' >, integrity_check > > > {};

// The whole decoded fragment must be one text-fragment (s.4.4: anything else
// is a syntax error).
struct grammar : pegtl::must< text_fragment, pegtl::eof > {};

// clang-format on

}  // namespace fragid::grammar::rfc5147
