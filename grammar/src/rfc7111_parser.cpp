// Parsing and canonical printing of RFC 7111 fragment identifiers: the
// grammar of rfc7111.hpp with the actions of rfc7111_action.hpp.
#include <string>

#include "fragid/grammar/fragment.hpp"

#include "fragid/grammar/rfc7111.hpp"
#include "fragid/grammar/rfc7111_errors.hpp"
#include "rfc7111_entry.hpp"
#include "rfc7111_action.hpp"

namespace fragid {
namespace {

namespace rfc7111 = grammar::rfc7111;

void append_position(std::string& out, const CsvPosition& p) { out += p.is_last ? "*" : p.number.digits(); }

void append_cell(std::string& out, const CsvCell& c) {
    append_position(out, c.row);
    out += ',';
    append_position(out, c.col);
}

}  // namespace

std::variant<CsvFragment, SyntaxError> grammar::parse_rfc7111(std::string_view decoded) {
    CsvFragment fragment;
    if (auto error = grammar::parse_to_first_error<rfc7111::grammar, rfc7111::action, rfc7111::control>(decoded, fragment))
        return *std::move(error);
    return fragment;
}

std::string grammar::canonical_text(const CsvFragment& fragment) {
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
