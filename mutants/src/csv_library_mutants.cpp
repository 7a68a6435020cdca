// Misreadings of RFC 7111 that real CSV code makes (issue 43 item 4): the
// habits of common libraries and languages, and what the research on the
// real implementations found in the JupyterLab CSV viewer and the CSV on the
// Web parsers. Each is one misreading and otherwise right; a library with
// several (the viewer has five) is diagnosed as their composition.
#include <algorithm>
#include <cstdint>
#include <limits>

#include "csv_edits.hpp"
#include "fragid/grammar/fragment.hpp"
#include "fragid/mutants/edits.hpp"
#include "js_number.hpp"

namespace fragid::mutants {

using namespace conformance;

namespace {

constexpr const char* cell_scheme = "To select particular fields, the \"cell\" scheme is used, followed by a row number, a comma, "
                                    "and a column number.";

bool digits(std::string_view text) { return !text.empty() && std::all_of(text.begin(), text.end(), ::isdigit); }

// Every record's empty unquoted fields at its end dropped, as Java's
// String.split(",") drops trailing empty strings; a record of commas alone
// keeps one empty field (split gives it none, which RFC 4180 has no record for).
Run trailing_empty_fields_dropped() {
    return [](const Request& r, const Resolve& resolve) {
        if (!ascii_compatible(r)) return resolve(r.fragment, r.entity);
        std::string bytes;
        for (const auto& record : csv_records(r.entity.bytes)) {
            std::string content(without_line_break(record));
            const auto line_break = record.substr(content.size());
            // A comma at the end of a record with its quotes closed is outside them.
            while (content.ends_with(',') && std::count(content.begin(), content.end(), '"') % 2 == 0) content.pop_back();
            bytes += content + line_break;
        }
        return resolve(r.fragment, with_bytes(r.entity, bytes));
    };
}

// A range's end one less, as an exclusive end: row=a-b as a..b-1, and a cell
// range's last row and column each one less. 0 and '*' are kept.
std::optional<std::string> exclusive_end(const std::string& scheme, const std::string& body) {
    const auto less = [](const std::string& n) { return digits(n) ? minus_one(n).value_or(n) : n; };
    if (scheme == "cell")
        return edit_cells(body, [&](const std::string& row, const std::string& col, int index) {
            return std::optional(index == 0 ? row + "," + col : less(row) + "," + less(col));
        });
    const auto dash = body.find('-');
    if (dash == std::string::npos) return body;
    return body.substr(0, dash + 1) + less(body.substr(dash + 1));
}

// The fragment with its '%' taken as data, so that the reference, which
// decodes once, reads it as written.
std::string percent_as_data(std::string_view fragment) {
    std::string out;
    for (const char c : fragment) out += c == '%' ? std::string("%25") : std::string(1, c);
    return out;
}

// What the viewer's setFragment (lib/widget.js:347-363) does with a fragment
// that is no RFC 7111 fragment: the text after "row=" up to the next '=',
// ';' or '-' through Number(); a whole number >= 0 is that row, anything
// else no row; "row" with no '=' throws (split('=')[1] is undefined).
Answer as_javascript_reads(const Request& r, const Resolve& resolve) {
    if (r.fragment == "row") return error_answer("TypeError: Cannot read properties of undefined (reading 'split')");
    auto answer = resolve(r.fragment, r.entity);
    if (!is_status(answer, Status::syntax_error) || !r.fragment.starts_with("row=")) return answer;
    const auto text = r.fragment.substr(4, r.fragment.find_first_of("=;-", 4) - 4);
    const auto row = whole_number_digits(js_number(text));
    return row ? resolve("row=" + *row, r.entity) : status_answer(Status::ignored);
}

// The line each record ends on as csv-parse counts lines (info.lines when it
// emits the record: csv-parse 6.2.1 lib/api/index.js:143-171): one for each
// record break before it, and one for every CR and every LF inside quotes,
// so that a CR LF there counts two.
std::vector<std::uint64_t> ending_lines(std::string_view bytes) {
    std::vector<std::uint64_t> lines;
    std::uint64_t line = 1;
    for (const auto& record : csv_records(bytes)) {
        bool quoted = false;
        for (const char c : without_line_break(record)) {
            if (c == '"') quoted = !quoted;
            else if (quoted && (c == '\r' || c == '\n')) ++line;
        }
        lines.push_back(line++);
    }
    return lines;
}

// A row number read as a line: the record that ends on it (single), the
// first that ends on it or after (a range's start), the last that ends on
// it or before (a range's end); where there is none, a number the reference
// ignores the selection for (0, or one past the last record).
enum class End { single, start, end };
std::string record_for_line(const std::vector<std::uint64_t>& lines, std::string_view n, End end) {
    if (!digits(n)) return std::string(n);  // '*': the last record either way
    // As a number: leading zeros dropped, 2^64 and more past every line.
    const auto line = beyond_64_bits(n) ? std::numeric_limits<std::uint64_t>::max() : std::stoull(std::string(n));
    const auto first_at_or_after = std::lower_bound(lines.begin(), lines.end(), line);
    const auto count = [&](auto it) { return std::to_string(it - lines.begin() + 1); };
    switch (end) {
        case End::single: return first_at_or_after != lines.end() && *first_at_or_after == line ? count(first_at_or_after) : "0";
        case End::start: return first_at_or_after == lines.end() ? std::to_string(lines.size() + 1) : count(first_at_or_after);
        case End::end: {
            const auto after = std::upper_bound(lines.begin(), lines.end(), line);
            return after == lines.begin() ? "0" : count(after - 1);
        }
    }
    return "0";
}

Run rows_read_as_ending_lines() {
    return [](const Request& r, const Resolve& resolve) {
        const auto lines = ending_lines(r.entity.bytes);
        return resolve_or_ignored(r, resolve, edit_selections(r.fragment, [&](const std::string& scheme, const std::string& body) -> std::optional<std::string> {
            const bool range = body.find('-') != std::string::npos;
            if (scheme == "cell")
                return edit_cells(body, [&](const std::string& row, const std::string& col, int index) {
                    const auto end = !range ? End::single : index == 0 ? End::start : End::end;
                    return std::optional(record_for_line(lines, row, end) + "," + col);
                });
            if (scheme != "row") return body;
            if (!range) return record_for_line(lines, body, End::single);
            const auto dash = body.find('-');
            return record_for_line(lines, body.substr(0, dash), End::start) + "-" +
                   record_for_line(lines, body.substr(dash + 1), End::end);
        }));
    };
}

// Selections that start with '*' dropped; nothing left identifies nothing.
Answer without_star_selections(const Request& r, const Resolve& resolve) {
    auto answer = resolve(r.fragment, r.entity);
    auto parts = selections(r.fragment);
    const auto eq = parts.front().find('=');
    if (is_status(answer, Status::syntax_error) || eq == std::string::npos) return answer;
    const auto scheme = parts.front().substr(0, eq + 1);
    parts.front().erase(0, eq + 1);
    std::erase_if(parts, [](const std::string& body) { return body.starts_with('*'); });
    if (parts.empty()) return status_answer(Status::ignored);
    return resolve(scheme + joined(parts), r.entity);
}

}  // namespace

std::vector<Mutant> csv_library_mutants() {
    using namespace rfc7111_words;  // here, not beside the file's other names: a batch of files is one unit
    std::vector<Mutant> list;
    // --- Habits of common CSV code (issue 43 item 4).
    list.push_back(csv_misreading(
        "fields", "trailing-empty-fields-dropped", "rfc7111 s.2.2",
        "splits each record as Java's String.split(\",\") does, dropping its empty unquoted fields at the end: a,, is one field",
        trailing_empty_fields_dropped(), "",
        col_scheme));
    list.push_back(csv_misreading(
        "cells", "cells-column-first", "rfc7111 s.2.3",
        "reads a cell as spreadsheet coordinates, column first: cell=R,C is column R of row C, in ranges too",
        [](const Request& r, const Resolve& resolve) {
            return resolve_or_ignored(r, resolve, edit_selections(r.fragment, [](const std::string& scheme, const std::string& body) {
                if (scheme != "cell") return std::optional(body);
                return edit_cells(body, [](const std::string& row, const std::string& col, int) { return std::optional(col + "," + row); });
            }));
        }, "",
        cell_scheme));
    list.push_back(csv_misreading(
        "numbering", "columns-from-zero", "rfc7111 s.4.2", "counts columns from 0: col=N is column N+1, and so is a cell's column N",
        positions_moved_on(Dimension::columns, 1), "",
        counted_from_one));
    list.push_back(csv_misreading(
        "ranges", "range-end-exclusive", "rfc7111 s.2.3",
        "takes a range's end as exclusive: row=a-b is rows a to b-1, and a cell range ends one row and one column before its last cell",
        [](const Request& r, const Resolve& resolve) { return resolve_or_ignored(r, resolve, edit_selections(r.fragment, exclusive_end)); }, "",
        cell_range));
    list.push_back(csv_misreading(
        "dialect", "delimiter-sniffed", "rfc7111 s.1.1",
        "sniffs the delimiter: where the first record has more semicolons or tabs than commas outside quotes, the more frequent "
        "of the two separates fields and commas are text",
        sniffing_delimiter(";\t"), "",
        "The text/csv media type is defined in RFC 4180 [RFC4180], using US-ASCII [ASCII] as the default character encoding "
        "(other character encodings can be used as well)."));
    list.push_back(csv_misreading(
        "percent", "percent-escapes-not-decoded", "rfc7111 s.3",
        "reads the fragment as written, its percent-escapes not decoded (RFC 3986 s.2.3: %32 is the digit 2), so a fragment with "
        "one is a syntax error",
        [](const Request& r, const Resolve& resolve) { return resolve(percent_as_data(r.fragment), r.entity); },
        std::string(jupyterlab_csv_viewer) + " (lib/widget.js:351, :361)",
        "The syntax for the text/csv fragment identifiers is as follows."));
    list.push_back(csv_misreading(
        "percent", "percent-decoded-twice", "rfc7111 s.3",
        "percent-decodes the fragment twice (RFC 3986 s.2.4 says once): row=%2532 is row=%32, then row=2",
        [](const Request& r, const Resolve& resolve) {
            const auto once = DecodedFragment::decode(r.fragment);
            const auto* decoded = std::get_if<DecodedFragment>(&once);
            return resolve(decoded ? std::string_view(decoded->text()) : r.fragment, r.entity);
        }, "",
        "The syntax for the text/csv fragment identifiers is as follows."));
    // --- What the research on the real implementations found (issue 43).
    list.push_back(csv_misreading(
        "numbering", "rows-from-zero-below-header", "rfc7111 s.4.2",
        "counts rows from 0 below the header: row=N is record N+2, row=0 record 2, and so is a cell's row",
        positions_moved_on(Dimension::rows, 2), std::string(jupyterlab_csv_viewer) + " (lib/widget.js:361: goToLine takes the grid's body row, from 0)",
        counted_from_one));
    list.push_back(csv_misreading(
        "star", "star-unsupported", "rfc7111 s.4.2", "does not read '*' as the last row or column: a selection that starts with it identifies nothing",
        without_star_selections, std::string(jupyterlab_csv_viewer) + " (lib/widget.js:361: Number('*') is NaN)",
        "The special character \"*\" can be used to refer to the last row or column of a CSV, thus allowing fragment identifiers "
        "to easily identify ranges that extend to the last row or column."));
    list.push_back(csv_misreading(
        "syntax", "positions-read-as-js-numbers", "rfc7111-s4.1-1",
        "checks no syntax: a fragment that is no RFC 7111 fragment but starts with row= is read as row=Number(the text up to "
        "the next '=', ';' or '-') in JavaScript (blank is 0, '1e1' is 10), a value that is no whole number >= 0 identifying "
        "nothing, and row with no '=' throws",
        as_javascript_reads, std::string(jupyterlab_csv_viewer) + " (lib/widget.js:348-361)"));
    list.push_back(csv_misreading(
        "records", "rows-as-line-numbers", "rfc7111 s.2.1",
        "numbers each record by the line it ends on as csv-parse's info.lines counts lines (every CR and every LF inside "
        "quotes one line more, so a CR LF there two), and reads row=N as the record that ends on line N",
        rows_read_as_ending_lines(),
        "rdf-parser-csvw 1.1.0 (lib/CsvParser.js:33, lib/ObjectParserTransform.js:121) and @zazuko/rdf-parser-csvw 0.17.0 "
        "(lib/CsvParser.js:29, lib/ObjectParserTransform.js:73), as producers: the row URL is csv-parse's info.lines",
        row_scheme));
    return list;
}

}  // namespace fragid::mutants
