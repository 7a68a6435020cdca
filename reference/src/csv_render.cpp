// Showing a csv resolution to a person: the selected CSV (render_csv) and
// what a fragment means in words (explain_csv).
#include <string>

#include "fragid/reference/csv_resolver.hpp"

namespace fragid {
namespace {

// A part's fields are in record order and, within a record, column order
// (resolve_csv collects them so), which is the order they are printed in.
void render_part(const CsvPart& part, std::string_view bytes, std::string& out) {
    std::size_t next = 0;
    for (std::uint64_t row = part.first_row; row <= part.last_row; ++row) {
        bool first_in_row = true;
        for (; next < part.fields.size() && part.fields[next].row == row; ++next) {
            const CsvField& f = part.fields[next];
            if (!first_in_row) out += ',';
            first_in_row = false;
            out.append(bytes.substr(f.byte_start, f.byte_end - f.byte_start));
        }
        // s.2 shows each selected record on its own line; "\n" rather than the
        // entity's own line break, so output is the same for every entity.
        out += '\n';
    }
}

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

std::string render_csv(const CsvResult& result, const Entity& entity) {
    std::string out;
    if (result.status != Status::ok) return out;
    // s.4.2 leaves it to the user agent whether overlapping parts are merged;
    // render_csv keeps them apart, in fragment order, as resolved.
    for (const CsvPart& part : result.parts) render_part(part, entity.bytes, out);
    return out;
}

std::string explain_csv(const CsvFragment& fragment) {
    std::string out;
    auto add = [&](const std::string& phrase) { out += (out.empty() ? "" : "; ") + phrase; };
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
