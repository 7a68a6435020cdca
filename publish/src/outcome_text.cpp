#include "fragid/publish/outcome_text.hpp"

#include <map>

#include "fragid/reference/csv_reader.hpp"

namespace fragid::publish {

using namespace conformance;

namespace {

const char* const open_quote = "\u201C";
const char* const close_quote = "\u201D";

std::string quoted(const std::string& s) { return open_quote + s + close_quote; }

// The status alone is the meaning of every result but ok (conformance/README.md).
std::string status_meaning(Status status) {
    switch (status) {
        case Status::ok: return "ok";
        case Status::syntax_error: return "syntax-error: the fragment is not valid, so nothing is identified";
        case Status::ignored: return "ignored: the fragment is well-formed, but must be ignored on this entity (the case says why)";
        case Status::integrity_mismatch: return "integrity-mismatch: an integrity check fails, so nothing is identified";
        case Status::entity_error: return "entity-error: the entity cannot be read (bytes or CSV not valid), so nothing is identified";
        case Status::resource_limit: return "resource-limit: the match() search ran out of time or memory";
    }
    return std::string(to_string(status));
}

std::string plural(std::uint64_t n, const char* word) { return std::to_string(n) + " " + word + (n == 1 ? "" : "s"); }

std::string span_text(const TextSpan& s, const std::vector<VisibleChar>& chars) {
    if (s.position) {
        std::string t = "the position before character " + std::to_string(s.start_character);
        if (!s.start_byte) return t;
        t += " (byte " + std::to_string(*s.start_byte) + ")";
        // A few characters either side show where that is.
        std::string before, after;
        std::size_t i = 0;
        while (i < chars.size() && chars[i].byte_offset < *s.start_byte) ++i;
        for (std::size_t k = i > 8 ? i - 8 : 0; k < i; ++k) before += chars[k].text;
        for (std::size_t k = i; k < chars.size() && k < i + 8; ++k) after += chars[k].text;
        if (before.empty() && after.empty()) return t + ", in the empty entity";
        if (before.empty()) return t + ", at the start, before " + quoted(after);
        if (after.empty()) return t + ", at the end, after " + quoted(before);
        return t + ", between " + quoted(before) + " and " + quoted(after);
    }
    const auto n = s.end_character - s.start_character;
    std::string t = "characters " + std::to_string(s.start_character) + " to " + std::to_string(s.end_character);
    if (!s.start_byte) return t + " (" + plural(n, "character") + ")";
    t += " (bytes " + std::to_string(*s.start_byte) + " to " + std::to_string(*s.end_byte) + ")";
    if (n == 0) return t + ": an empty range";
    return t + ": " + quoted(visible_inline(chars, *s.start_byte, *s.end_byte));
}

std::string cells_text(const std::set<CsvCellRef>& cells) {
    if (cells.empty()) return "no cells (the selection covers no field that exists)";
    std::map<std::uint64_t, std::vector<std::uint64_t>> rows;
    for (const auto& c : cells) rows[c.row].push_back(c.col);
    std::string t = plural(cells.size(), "cell") + ":";
    std::size_t shown = 0;
    for (const auto& [row, cols] : rows) {
        if (shown++ == 8) return t + " \u2026 (" + std::to_string(rows.size()) + " rows in all)";
        // Appended piece by piece: "literal" + a temporary string gets a false
        // -Wrestrict from GCC 12 at -O3 (GCC bug 105651).
        t.append(shown > 1 ? ";" : "").append(" row ").append(std::to_string(row)).append(" col ");
        // Runs of consecutive columns are written as a range: 1-3.
        for (std::size_t i = 0; i < cols.size();) {
            std::size_t j = i;
            while (j + 1 < cols.size() && cols[j + 1] == cols[j] + 1) ++j;
            t.append(i ? "," : "").append(std::to_string(cols[i]));
            if (j > i) t.append("-").append(std::to_string(cols[j]));
            i = j + 1;
        }
    }
    return t;
}

// A few cells are listed with their fields' text as the entity has it (quotes
// of an escaped field included: RFC 7111 s.4.2 identifies fields, not values).
std::optional<std::string> cells_with_text(const Case& c, const std::set<CsvCellRef>& cells,
                                           const std::vector<VisibleChar>& chars) {
    if (cells.empty() || cells.size() > 12) return std::nullopt;
    const auto last_row = cells.rbegin()->row;
    std::map<CsvCellRef, FieldBytes> where;
    CsvReader reader(c.entity.view());
    std::vector<FieldBytes> fields;
    for (std::uint64_t row = 1; row <= last_row && reader.next(fields) == CsvReader::Step::record; ++row)
        for (std::size_t col = 0; col < fields.size(); ++col) where[{row, col + 1}] = fields[col];
    std::string t = plural(cells.size(), "cell") + ":";
    std::uint64_t row = 0;
    for (const auto& cell : cells) {
        const auto it = where.find(cell);
        if (it == where.end()) return std::nullopt;  // the entity does not read as the outcome says: no text then
        t += cell.row != row ? (row ? "; row " : " row ") + std::to_string(cell.row) + " col " : std::string(", col ");
        row = cell.row;
        t += std::to_string(cell.col) + " " + quoted(visible_inline(chars, it->second.start, it->second.end, 24));
    }
    return t;
}

}  // namespace

std::string identified_text(const Case& c, const Outcome& o, const std::vector<VisibleChar>& chars) {
    if (const auto* span = std::get_if<TextSpan>(&o)) return span_text(*span, chars);
    if (const auto* identified = std::get_if<CsvCells>(&o))
        return cells_with_text(c, identified->cells, chars).value_or(cells_text(identified->cells));
    if (const auto* identified = std::get_if<WildeSpans>(&o)) {
        const auto& spans = identified->spans;
        if (spans.empty()) return "nothing: the union of the parts is empty";
        std::string t = spans.size() == 1 ? "" : "the union of ";
        for (std::size_t i = 0; i < spans.size(); ++i) t += (i ? "; " : "") + span_text(spans[i], chars);
        return t;
    }
    return status_meaning(status_of(o));
}

std::string expected_text(const Case& c, const ResolveCheck& check, const std::vector<VisibleChar>& chars) {
    const auto& acceptable = check.acceptable;
    if (acceptable.size() == 1) return identified_text(c, acceptable.front(), chars);
    std::string t = "either ";
    for (std::size_t i = 0; i < acceptable.size(); ++i)
        t.append(i ? " or (" : "(").append(std::to_string(i + 1)).append(") ").append(identified_text(c, acceptable[i], chars));
    return t;
}

}  // namespace fragid::publish
