// The draft-wilde-text-fragment-01 s.4 grammar for text/plain fragment
// identifiers (the 2002 predecessor of RFC 5147), as PEGTL rules: one struct
// per ABNF production, named after it ('-' -> '_', case kept). The grammar
// carries no actions; wilde_errors.hpp holds the error messages and
// grammar/src/wilde_action.hpp the actions that fill a WildeFragment. Where
// the draft is inconsistent or silent, docs/interpretations-wilde.md says what
// is done.
//
// What differs from a literal transcription, and why:
//  - PEG choice is ordered, ABNF alternation is not. Where the order matters
//    (`selector`) the comment says so.
//  - Commit points (if_must / must) follow prefixes after which only one
//    production can continue ("char(", "line(", "match(", a "(" or "^" inside
//    the regex). A failure after such a prefix is a syntax error reported at
//    that place, not a backtrack.
//  - StringWithBalancedParens, defined in s.4 only in prose, is written out
//    as rules (see there), and matched by a loop that counts parentheses
//    where the rules would recurse.
//  - Scheme names are matched case-sensitively, as in RFC 5147, although
//    RFC 2234 makes the draft's quoted strings case-insensitive
//    (docs/interpretations-wilde.md, "Lower case only").
#pragma once

#include <cstddef>
#include <tao/pegtl.hpp>
#include <tao/pegtl/contrib/abnf.hpp>
#include <tao/pegtl/contrib/analyze_traits.hpp>

namespace fragid::grammar::wilde {

namespace pegtl = tao::pegtl;
namespace abnf = tao::pegtl::abnf;

// clang-format off

// count = 1*DIGIT
// No upper bound: the action keeps the digits exactly (fragid::Number).
struct count : pegtl::plus< abnf::DIGIT > {};

// range = count "," [ count ]
struct range : pegtl::seq< count, pegtl::one< ',' >, pegtl::opt< count > > {};

// ( count / range ), the group shared by char-scheme and line-scheme. Not a
// named ABNF rule; a struct because an error message and an action attach to
// it, named as RFC 5147's same group is.
// ORDER DIFFERS FROM THE ABNF: `count` matches a prefix of every range ("1" of
// "1,5"), after which "char(1,5)" would fail at ",". So `range` is tried
// first; when it fails, `count` gets the whole input again.
struct selector : pegtl::sor< range, count > {};

// The ")" closing a scheme; a struct so that an error message attaches.
struct close : pegtl::one< ')' > {};

// Not ABNF rules: the scheme names of "char(", "line(" and "match(" apart
// from their "(", so that the schemes a fragment names can be read even where
// the rest breaks the grammar (scheme_name below; fragid::schemes_named,
// fragment.hpp). "char" then "(" matches what "char(" matches, and backtracks
// alike.
struct char_name : TAO_PEGTL_STRING( "char" ) {};
struct line_name : TAO_PEGTL_STRING( "line" ) {};
struct match_name : TAO_PEGTL_STRING( "match" ) {};
// The "(" opening a scheme.
struct open : pegtl::one< '(' > {};

// char-scheme = "char(" ( count / range ) ")"
struct char_scheme : pegtl::if_must< pegtl::seq< char_name, open >, selector, close > {};
// line-scheme = "line(" ( count / range ) ")"
struct line_scheme : pegtl::if_must< pegtl::seq< line_name, open >, selector, close > {};

// StringWithBalancedParens, s.4: "may only contain balanced parentheses, if
// unbalanced parentheses need to be used, they must be escaped with a '^'
// character. A literal '^' must be escaped as '^^'." Read as
//   StringWithBalancedParens = *( escape / nested / plain )
//   escape = "^" ( "(" / ")" / "^" )
//   nested = "(" StringWithBalancedParens ")"
//   plain  = any octet except "(", ")" and "^"
// A "^" before anything else is none of the three escapes, so a syntax error
// (docs/interpretations-wilde.md). The alternatives start with different
// characters, so their order does not matter; after "^" only `escape` can
// continue, so it commits, and so does a "(" to its ")". The struct `plain`
// below takes a run of such octets, not one: *( escape / nested / plain )
// matches the same strings either way, but a long regex then passes through
// the loop once per run instead of once per octet.
struct escape_mark : pegtl::one< '^' > {};
struct escaped : pegtl::one< '(', ')', '^' > {};
struct escape : pegtl::if_must< escape_mark, escaped > {};
struct plain : pegtl::plus< pegtl::not_one< '(', ')', '^' > > {};
struct nested_open : pegtl::one< '(' > {};
struct nested_close : pegtl::one< ')' > {};

// clang-format on

// The rule itself, written as a loop: the star above, with the recursion
// through `nested` replaced by a count of the "(" whose ")" is still to come.
// The same strings match and the same errors are raised at the same offsets
// (a bad escape where it is, a missing ")" at the end, as must<> raises it),
// but a fragment of a million "(" no longer makes a million nested calls: as
// a recursive rule it overflowed the stack.
struct StringWithBalancedParens {
    using rule_t = StringWithBalancedParens;
    using subs_t = pegtl::type_list<escape, nested_open, nested_close, plain>;

    template <pegtl::apply_mode A, pegtl::rewind_mode, template <class...> class Action,
              template <class...> class Control, class ParseInput, class... States>
    [[nodiscard]] static bool match(ParseInput& in, States&&... st) {
        std::size_t open = 0;
        for (;;) {
            if (next<escape, A, Action, Control>(in, st...) || next<plain, A, Action, Control>(in, st...)) continue;
            if (next<nested_open, A, Action, Control>(in, st...)) {
                ++open;
                continue;
            }
            // The end, or a ")" (or, after an error, anything): outside every
            // "(" the string stops before it; inside one only its ")" can come.
            if (open == 0) return true;
            if (!next<nested_close, A, Action, Control>(in, st...)) {
                Control<nested_close>::raise(static_cast<const ParseInput&>(in), st...);
                return true;  // a raise that returns is taken as must<> takes it (rewinding_control.hpp)
            }
            --open;
        }
    }

private:
    template <class Rule, pegtl::apply_mode A, template <class...> class Action, template <class...> class Control,
              class ParseInput, class... States>
    static bool next(ParseInput& in, States&&... st) {
        return Control<Rule>::template match<A, pegtl::rewind_mode::required, Action, Control>(in, st...);
    }
};

// clang-format off

// regex = StringWithBalancedParens
struct regex : pegtl::seq< StringWithBalancedParens > {};

// match-scheme = "match(" regex ")"
// The regex never fails (it stops before the first ")" it does not balance;
// a bad escape in it raises), so only the ")" needs a commit.
struct match_scheme : pegtl::seq< match_name, open, regex, pegtl::must< close > > {};

// text-scheme = ( char-scheme / line-scheme / regex-scheme )
// The ABNF names `regex-scheme` here but defines `match-scheme`; read as one.
// Each alternative fails without consuming input or commits, so the order
// does not matter; it is the ABNF's.
struct text_scheme : pegtl::sor< char_scheme, line_scheme, match_scheme > {};
// The names of text-scheme's alternatives, in its order. Not an ABNF rule.
struct scheme_name : pegtl::sor< char_name, line_name, match_name > {};

// text-fragment = 1*text-scheme
struct text_fragment : pegtl::plus< text_scheme > {};

// The whole decoded fragment must be one text-fragment; anything else is a
// syntax error.
struct grammar : pegtl::must< text_fragment, pegtl::eof > {};

// clang-format on

}  // namespace fragid::grammar::wilde

// For pegtl::analyze: like the star it stands for, StringWithBalancedParens may
// succeed without consuming input.
template <class Name>
struct tao::pegtl::analyze_traits<Name, fragid::grammar::wilde::StringWithBalancedParens>
    : tao::pegtl::analyze_opt_traits<fragid::grammar::wilde::escape, fragid::grammar::wilde::plain,
                                     fragid::grammar::wilde::nested_open, fragid::grammar::wilde::nested_close> {};
