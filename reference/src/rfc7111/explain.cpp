// What an RFC 7111 fragment selects, in plain words (explain_csv,
// resolver.hpp): one phrase per selection, in the RFC's own terms (s.3),
// with the reason a selection is ignored as written (s.4.2) where it is.
#include <string>

#include "fragid/reference/rfc7111/resolver.hpp"

namespace fragid {
namespace {

std::string spell_number(const Number& n) { return n.digits(); }

// "row 4" / "the last row"
std::string one(const CsvPosition& p, const std::string& noun) {
    return p.is_last ? "the last " + noun : noun + " " + spell_number(p.number);
}

// "rows 5 to the last row" / "the last row to row 3" / "row 4"
std::string span_words(const CsvSpan& span, const std::string& noun) {
    if (!span.last) return one(span.first, noun);
    const std::string to = one(*span.last, noun);
    if (span.first.is_last) return "the last " + noun + " to " + to;
    const std::string end = span.last->is_last ? to : spell_number(span.last->number);
    return noun + "s " + spell_number(span.first.number) + " to " + end;
}

// "row 4, column 1" / "the last row, the last column"
std::string cell_words(const CsvCell& cell) { return one(cell.row, "row") + ", " + one(cell.col, "column"); }

std::string cell_spec_words(const CsvCellSpec& spec) {
    if (!spec.last) return "the cell in " + cell_words(spec.first);
    return "the cells from " + cell_words(spec.first) + " to " + cell_words(*spec.last);
}

}  // namespace

std::string explain_csv(const CsvFragment& fragment) {
    std::string out;
    const auto ignored = ignored_as_written(fragment);
    std::size_t index = 0;
    auto add = [&](const std::string& phrase) {
        const auto& why = ignored.at(index++);
        out += (out.empty() ? "" : "; ") + (why ? "nothing for " + phrase + ": " + *why : phrase);
    };
    switch (fragment.scheme) {
        case CsvScheme::row:
            for (const CsvSpan& span : fragment.spans) add(span_words(span, "row"));
            break;
        case CsvScheme::col:
            for (const CsvSpan& span : fragment.spans) add(span_words(span, "column"));
            break;
        case CsvScheme::cell:
            for (const CsvCellSpec& spec : fragment.cells) add(cell_spec_words(spec));
            break;
    }
    return out;
}

}  // namespace fragid
