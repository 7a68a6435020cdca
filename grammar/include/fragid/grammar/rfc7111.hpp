// The RFC 7111 s.3 grammar for text/csv fragment identifiers, as PEGTL rules:
// one struct per ABNF production, named after it ('-' -> '_'). The grammar
// carries no actions; rfc7111_errors.hpp holds the error messages and
// grammar/src/rfc7111_action.hpp the actions that fill a CsvFragment.
//
// What differs from a literal transcription, and why:
//  - `singlespec` is a template, instantiated once for rowsel and once for
//    colsel, so that an error can say "a row number" or "a column number" by
//    the rule that failed (the ABNF itself names a cell's positions cellrow
//    and cellcol). The language is the same.
//  - Commit points (if_must / opt_must / star_must) follow prefixes after
//    which only one production can continue: "row=", "col=", "cell=", a ";"
//    between selections, the "-" of a range, and a cellrow (which only ","
//    can follow). A failure after such a prefix is a syntax error (s.4.1)
//    reported at that place, not a backtrack.
//  - Scheme names are matched case-sensitively (s.3 NOTE: "specified text
//    values MUST be used exactly as given, using exactly the indicated
//    lower-case letters"), so "Row=1" is a syntax error.
#pragma once

#include <tao/pegtl.hpp>
#include <tao/pegtl/contrib/abnf.hpp>

namespace fragid::grammar::rfc7111 {

namespace pegtl = tao::pegtl;
namespace abnf = tao::pegtl::abnf;

// clang-format off

// number = 1*( DIGIT )
// No upper bound: the action keeps the digits exactly (fragid::Number).
struct number : pegtl::plus< abnf::DIGIT > {};

// position = number / "*"
// The alternatives start with different characters; the order is the ABNF's.
struct position : pegtl::sor< number, pegtl::one< '*' > > {};

// Not ABNF rules: a position of a rowsel and of a colsel. They match what
// `position` matches; distinct types so that each has its own error message.
struct row_position : position {};
struct col_position : position {};

// singlespec = position [ "-" position ]
// Instantiated as singlespec< row_position > and singlespec< col_position >.
// After the "-" only a position can follow, so it commits.
template< class Position >
struct singlespec : pegtl::seq< Position, pegtl::opt_must< pegtl::one< '-' >, Position > > {};

// cellrow = position
struct cellrow : position {};
// cellcol = position
struct cellcol : position {};

// The "," between a cellrow and a cellcol; a struct so that an error message
// attaches.
struct row_col_comma : pegtl::one< ',' > {};

// cellspec = cellrow "," cellcol [ "-" cellrow "," cellcol ]
// A cellrow can only be followed by ",", and the "-" only by a second cell.
struct cellspec : pegtl::seq< cellrow, pegtl::must< row_col_comma, cellcol >,
                              pegtl::opt_must< pegtl::one< '-' >, cellrow, row_col_comma, cellcol > > {};

// Not ABNF rules: the scheme names of "row=", "col=" and "cell=" apart from
// their "=", so that the schemes a fragment names can be read even where the
// rest breaks the grammar (scheme_name below; fragid::schemes_named,
// fragment.hpp). "row" then "=" matches what "row=" matches, and backtracks
// alike. The ";" is one too, for the same reader.
struct row_name : TAO_PEGTL_STRING( "row" ) {};
struct col_name : TAO_PEGTL_STRING( "col" ) {};
struct cell_name : TAO_PEGTL_STRING( "cell" ) {};
struct scheme_equals : pegtl::one< '=' > {};
struct semicolon : pegtl::one< ';' > {};

// rowsel = "row=" singlespec 0*( ";" singlespec)
struct rowsel : pegtl::seq< pegtl::if_must< pegtl::seq< row_name, scheme_equals >, singlespec< row_position > >,
                            pegtl::star_must< semicolon, singlespec< row_position > > > {};
// colsel = "col=" singlespec 0*( ";" singlespec)
struct colsel : pegtl::seq< pegtl::if_must< pegtl::seq< col_name, scheme_equals >, singlespec< col_position > >,
                            pegtl::star_must< semicolon, singlespec< col_position > > > {};
// cellsel = "cell=" cellspec 0*( ";" cellspec)
struct cellsel : pegtl::seq< pegtl::if_must< pegtl::seq< cell_name, scheme_equals >, cellspec >,
                             pegtl::star_must< semicolon, cellspec > > {};

// csv-fragment = rowsel / colsel / cellsel
// Each alternative fails without consuming input or commits, so the order
// does not matter; it is the ABNF's.
struct csv_fragment : pegtl::sor< rowsel, colsel, cellsel > {};
// The names of csv-fragment's alternatives, in its order. Not an ABNF rule.
struct scheme_name : pegtl::sor< row_name, col_name, cell_name > {};

// The whole decoded fragment must be one csv-fragment (s.4.1: a fragment
// that does not conform to s.3 is a syntax error).
struct grammar : pegtl::must< csv_fragment, pegtl::eof > {};

// clang-format on

}  // namespace fragid::grammar::rfc7111
