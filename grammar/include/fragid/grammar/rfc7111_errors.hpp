// Error messages for the RFC 7111 grammar (rfc7111.hpp), and the PEGTL
// control that raises them.
//
// Every rule that appears at a commit point (inside must / if_must / opt_must
// / star_must) has a message; must_if<..., RequireMessage = true> checks that
// at compile time, so no user ever sees a demangled rule name. A SyntaxError
// reads "offset 6: expected a row number or '*'".
#pragma once

#include <cstddef>
#include <string_view>
#include <tao/pegtl.hpp>

#include "fragid/grammar/rewinding_control.hpp"
#include "fragid/grammar/rfc7111.hpp"

namespace fragid::grammar::rfc7111 {

// clang-format off
template< class Rule > inline constexpr const char* error_message = nullptr;

// csv_fragment only fails where no scheme name matches: at offset 0
// (case-sensitive, s.3 NOTE).
template<> inline constexpr const char* error_message< csv_fragment > = "'row=', 'col=' or 'cell=' (lower case)";
// A singlespec is committed to after "row=" / "col=" and after ";", and fails
// only where its first position does, so both say the same.
template<> inline constexpr const char* error_message< row_position > = "a row number or '*'";
template<> inline constexpr const char* error_message< col_position > = "a column number or '*'";
template< class Position > inline constexpr const char* error_message< singlespec< Position > > = error_message< Position >;
// Likewise a cellspec fails only where its cellrow does.
template<> inline constexpr const char* error_message< cellspec > = "a row number or '*'";
template<> inline constexpr const char* error_message< cellrow > = "a row number or '*'";
template<> inline constexpr const char* error_message< cellcol > = "a column number or '*'";
template<> inline constexpr const char* error_message< row_col_comma > = "',' between the row and the column of a cell";
// After a complete csv-fragment. The control (below) puts in front what else
// could have continued the last selection.
template<> inline constexpr const char* error_message< pegtl::eof > = "';' or the end of the fragment";
// clang-format on

// must_if takes its table as a class with member templates.
struct error_table {
    template <class Rule>
    static constexpr const char* message = error_message<Rule>;
    // Messages are raised only at the commit points the grammar spells out,
    // never because a rule with a message failed inside an ordered choice
    // that may still backtrack.
    template <class Rule>
    static constexpr bool raise_on_failure = false;
};

namespace detail {

// What was expected where the end of the fragment was not found, given the
// complete csv-fragment `matched` before it. Besides ";" and the end, the
// last selection could have gone on with what the ABNF still allows there:
// another DIGIT if it ends in a number (number = 1*( DIGIT )), and "-" if it
// is not a range yet (singlespec = position [ "-" position ], likewise
// cellspec). Listing them makes "row=1x" say exactly what fits. The four
// messages are constants, as every other message of the table is, so that
// recording one (FirstError) copies nothing.
inline constexpr const char* end_expectations[2][2] = {
    // [digit fits][dash fits]
    {"';' or the end of the fragment", "'-', ';' or the end of the fragment"},
    {"a digit, ';' or the end of the fragment", "a digit, '-', ';' or the end of the fragment"},
};
static_assert(std::string_view(end_expectations[0][0]) == error_message<pegtl::eof>);
static_assert(std::string_view(end_expectations[0][1]).ends_with(error_message<pegtl::eof>) &&
              std::string_view(end_expectations[1][0]).ends_with(error_message<pegtl::eof>) &&
              std::string_view(end_expectations[1][1]).ends_with(error_message<pegtl::eof>));

inline const char* end_expectation(std::string_view matched) {
    const auto selection_start = matched.find_last_of(";=") + 1;  // every csv-fragment has a "="
    const bool digit_fits = !matched.empty() && matched.back() >= '0' && matched.back() <= '9';
    const bool dash_fits = matched.find('-', selection_start) == std::string_view::npos;
    return end_expectations[digit_fits][dash_fits];
}

}  // namespace detail

// The control used for parsing: must_if with this table, rewinding a committed
// rule that fails part way so that the offset is where the expected production
// starts (rewinding_control.hpp).
template <class Rule>
struct control : rewinding_control<error_table, Rule> {};

// The end of the fragment is committed to only after a whole csv-fragment
// (grammar = must< csv_fragment, eof >); its message is completed from what
// that csv-fragment ended with. Needs an input that keeps its beginning, as
// pegtl::memory_input does.
template <>
struct control<pegtl::eof> : rewinding_control<error_table, pegtl::eof> {
    template <class ParseInput, class... States>
    static void raise(const ParseInput& in, States&&...) {
        const std::string_view matched(in.begin(), static_cast<std::size_t>(in.current() - in.begin()));
        if (FirstError* first = FirstError::active()) return first->record(in.byte(), detail::end_expectation(matched));
        throw pegtl::parse_error(detail::end_expectation(matched), in);
    }
};

}  // namespace fragid::grammar::rfc7111
