// The RFC 7111 (text/csv) fragment identifier grammar, s.3, as PEGTL rules:
// one struct per ABNF production, named after it ('-' becomes '_'), the ABNF
// line beside it. Only the grammar and its error messages live here; the
// actions that build a CsvFragment are in grammar/src/csv_parser.cpp.
#pragma once

#include <tao/pegtl.hpp>
#include <tao/pegtl/contrib/abnf.hpp>

namespace fragid::grammar::rfc7111 {

namespace pegtl = tao::pegtl;

// s.3 NOTE: "specified text values MUST be used exactly as given, using
// exactly the indicated lower-case letters", so the scheme names are matched
// with pegtl::string (case-sensitive), not istring as plain ABNF would want.
// Each is a struct, not an alias, because an action records the scheme.
struct row_scheme : pegtl::string<'r', 'o', 'w', '='> {};
struct col_scheme : pegtl::string<'c', 'o', 'l', '='> {};
struct cell_scheme : pegtl::string<'c', 'e', 'l', 'l', '='> {};

// "*" as a struct because an action records it as "the last row or column".
struct last : pegtl::one<'*'> {};
// The "," between cellrow and cellcol, a struct so it gets its own message.
struct row_col_comma : pegtl::one<','> {};

// Commit points (if_must / opt_must) sit only after a prefix that nothing
// else could continue: "row=", "col=", "cell=", a ";" between selections, the
// "-" of a range, and a cellrow (which must be followed by ",").
// clang-format off
struct number     : pegtl::plus<pegtl::abnf::DIGIT> {};                  // number       = 1*( DIGIT )
struct position   : pegtl::sor<number, last> {};                          // position     = number / "*"
struct cellrow    : position {};                                          // cellrow      = position
struct cellcol    : position {};                                          // cellcol      = position
struct singlespec : pegtl::seq<position,                                  // singlespec   = position [ "-" position ]
                               pegtl::opt_must<pegtl::one<'-'>, position>> {};
struct cellspec   : pegtl::seq<cellrow, pegtl::must<row_col_comma, cellcol>,   // cellspec = cellrow "," cellcol
                               pegtl::opt_must<pegtl::one<'-'>,                //            [ "-" cellrow "," cellcol ]
                                               cellrow, row_col_comma, cellcol>> {};
struct rowsel     : pegtl::seq<pegtl::if_must<row_scheme, singlespec>,    // rowsel       = "row=" singlespec 0*( ";" singlespec)
                         pegtl::star_must<pegtl::one<';'>, singlespec>> {};
struct colsel     : pegtl::seq<pegtl::if_must<col_scheme, singlespec>,    // colsel       = "col=" singlespec 0*( ";" singlespec)
                         pegtl::star_must<pegtl::one<';'>, singlespec>> {};
struct cellsel    : pegtl::seq<pegtl::if_must<cell_scheme, cellspec>,     // cellsel      = "cell=" cellspec 0*( ";" cellspec)
                         pegtl::star_must<pegtl::one<';'>, cellspec>> {};
struct csv_fragment : pegtl::sor<rowsel, colsel, cellsel> {};             // csv-fragment = rowsel / colsel / cellsel
// clang-format on

// The whole fragment must be one csv-fragment and nothing more (s.4.1: a
// fragment that does not conform to s.3 is a syntax error).
struct fragment_grammar : pegtl::must<csv_fragment, pegtl::eof> {};

// What was expected where a parse failed. A rule gets a message only if its
// failure is always fatal: pegtl::must_if raises on every failure of a rule
// with a message, so `number` and `last`, whose failure inside `position` is
// just the next alternative being tried, have none.
//
// singlespec and position serve both rowsel and colsel, so their message
// says "a number"; csv_parser.cpp names it a row or a column number from the
// scheme already parsed (singlespec_expectation_is_generic).
template <class Rule> inline constexpr const char* error_message = nullptr;
template <> inline constexpr const char* error_message<csv_fragment> = "'row=', 'col=' or 'cell=' (lower case)";
template <> inline constexpr const char* error_message<singlespec> = "a number or '*'";
template <> inline constexpr const char* error_message<position> = "a number or '*'";
template <> inline constexpr const char* error_message<cellspec> = "a row number or '*'";
template <> inline constexpr const char* error_message<cellrow> = "a row number or '*'";
template <> inline constexpr const char* error_message<cellcol> = "a column number or '*'";
template <> inline constexpr const char* error_message<row_col_comma> = "',' between the row and the column of a cell";
// Refined in csv_parser.cpp from what the last selection ended with (a digit
// or '-' may also continue it).
template <> inline constexpr const char* error_message<pegtl::eof> = "';' or the end of the fragment";

struct errors {
    template <class Rule> static constexpr const char* message = error_message<Rule>;
};

template <class Rule> using control = pegtl::must_if<errors>::control<Rule>;

}  // namespace fragid::grammar::rfc7111
