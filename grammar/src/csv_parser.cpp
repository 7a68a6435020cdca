// Parsing and canonical printing of RFC 7111 fragment identifiers: the
// grammar of rfc7111.hpp plus the actions that fill a CsvFragment.
#include <string_view>
#include <utility>

#include "fragid/grammar/fragment.hpp"
#include "fragid/grammar/rfc7111.hpp"
#include "grammars.hpp"

namespace fragid {
namespace {

namespace g = grammar::rfc7111;
namespace pegtl = tao::pegtl;

// Positions are collected as they are matched and assembled into a span or
// cell spec once that whole production has matched. No rule backtracks over a
// matched position (every one is followed by a commit point or the end), so
// `positions` never holds a stale entry.
struct ParseState {
    CsvFragment fragment;
    std::vector<CsvPosition> positions;
};

template <class Rule> struct action : pegtl::nothing<Rule> {};

template <> struct action<g::row_scheme> {
    static void apply0(ParseState& s) { s.fragment.scheme = CsvScheme::row; }
};
template <> struct action<g::col_scheme> {
    static void apply0(ParseState& s) { s.fragment.scheme = CsvScheme::col; }
};
template <> struct action<g::cell_scheme> {
    static void apply0(ParseState& s) { s.fragment.scheme = CsvScheme::cell; }
};

// number = 1*( DIGIT ): any length, kept exactly (never wrapped, never capped).
template <> struct action<g::number> {
    template <class Input> static void apply(const Input& in, ParseState& s) {
        s.positions.push_back(CsvPosition{false, Number::from_digits(in.string_view())});
    }
};
// "*" stays "*" in the model: what it means depends on the entity (s.4.2).
template <> struct action<g::last> {
    static void apply0(ParseState& s) { s.positions.push_back(CsvPosition{true, Number{}}); }
};

template <> struct action<g::singlespec> {
    static void apply0(ParseState& s) {
        CsvSpan span{s.positions.at(0), std::nullopt};
        if (s.positions.size() == 2) span.last = s.positions[1];
        s.fragment.spans.push_back(std::move(span));
        s.positions.clear();
    }
};

template <> struct action<g::cellspec> {
    static void apply0(ParseState& s) {
        CsvCellSpec spec{CsvCell{s.positions.at(0), s.positions.at(1)}, std::nullopt};
        if (s.positions.size() == 4) spec.last = CsvCell{s.positions[2], s.positions[3]};
        s.fragment.cells.push_back(std::move(spec));
        s.positions.clear();
    }
};

// The message table names singlespec's positions "a number" because rowsel
// and colsel share the rule; the scheme already parsed says which it is.
std::string name_singlespec_number(std::string expected, CsvScheme scheme) {
    if (expected != g::error_message<g::singlespec> || scheme == CsvScheme::cell) return expected;
    return scheme == CsvScheme::row ? "a row number or '*'" : "a column number or '*'";
}

// When the end was expected, what else could have continued the last
// selection: more digits after a number, and "-" after a selection that is
// not yet a range. Listing them makes "row=1x" say exactly what fits.
std::string describe_end_expectation(const CsvFragment& f) {
    bool digit_fits = false;
    bool dash_fits = false;
    if (f.scheme == CsvScheme::cell && !f.cells.empty()) {
        const CsvCellSpec& spec = f.cells.back();
        dash_fits = !spec.last.has_value();
        digit_fits = !(spec.last ? spec.last->col : spec.first.col).is_last;
    } else if (f.scheme != CsvScheme::cell && !f.spans.empty()) {
        const CsvSpan& span = f.spans.back();
        dash_fits = !span.last.has_value();
        digit_fits = !(span.last ? *span.last : span.first).is_last;
    }
    std::string expected;
    if (digit_fits) expected += "a digit, ";
    if (dash_fits) expected += "'-', ";
    return expected + g::error_message<pegtl::eof>;
}

void append_position(std::string& out, const CsvPosition& p) { out += p.is_last ? "*" : p.number.digits(); }

void append_cell(std::string& out, const CsvCell& c) {
    append_position(out, c.row);
    out += ',';
    append_position(out, c.col);
}

}  // namespace

std::variant<CsvFragment, SyntaxError> grammar::parse_rfc7111(std::string_view decoded) {
    pegtl::memory_input in(decoded, "fragment");
    ParseState state;
    try {
        pegtl::parse<g::fragment_grammar, action, g::control>(in, state);
    } catch (const pegtl::parse_error& e) {
        std::string expected(e.message());
        if (expected == g::error_message<pegtl::eof>)
            expected = describe_end_expectation(state.fragment);
        else
            expected = name_singlespec_number(std::move(expected), state.fragment.scheme);
        return SyntaxError{e.positions().front().byte, std::move(expected)};
    }
    return std::move(state.fragment);
}

std::string to_string(const CsvFragment& fragment) {
    std::string out;
    switch (fragment.scheme) {
        case CsvScheme::row: out = "row="; break;
        case CsvScheme::col: out = "col="; break;
        case CsvScheme::cell: out = "cell="; break;
    }
    bool first = true;
    auto separate = [&] {
        if (!first) out += ';';
        first = false;
    };
    if (fragment.scheme == CsvScheme::cell) {
        for (const CsvCellSpec& spec : fragment.cells) {
            separate();
            append_cell(out, spec.first);
            if (spec.last) {
                out += '-';
                append_cell(out, *spec.last);
            }
        }
    } else {
        for (const CsvSpan& span : fragment.spans) {
            separate();
            append_position(out, span.first);
            if (span.last) {
                out += '-';
                append_position(out, *span.last);
            }
        }
    }
    return out;
}

}  // namespace fragid
