// Misreadings of RFC 7111 (text/csv): the catalogue of issue 34 and one or
// more for each `must` requirement of requirements/rfc7111.yaml.
#include <algorithm>
#include <cctype>
#include <variant>

#include "fragid/mutants/edits.hpp"
#include "fragid/mutants/mutant.hpp"
#include "csv_mutants.hpp"
#include "csv_edits.hpp"
#include "makers.hpp"

namespace fragid::mutants {

using namespace conformance;

namespace {


// Resolves on the entity's last record edited by `edit` (its line break kept),
// where `applies` to it.
Run edit_last_record(std::function<std::string(std::string)> edit,
                     std::function<bool(const std::string&)> applies = [](const std::string&) { return true; }) {
    return [edit = std::move(edit), applies = std::move(applies)](const Request& r, const Resolve& resolve) {
        auto records = csv_records(r.entity.bytes);
        if (records.empty() || !applies(records.back())) return resolve(r.fragment, r.entity);
        auto& last = records.back();
        const auto content = std::string(without_line_break(last));
        last = edit(content) + last.substr(content.size());
        std::string bytes;
        for (const auto& record : records) bytes += record;
        return resolve(r.fragment, with_bytes(r.entity, bytes));
    };
}

std::string swapped(const std::string& range) {
    const auto dash = range.find('-');
    if (dash == std::string::npos) return range;
    return range.substr(dash + 1) + "-" + range.substr(0, dash);
}

}  // namespace

template <>
std::vector<Mutant> mutants_of<Spec::rfc7111>() {
    using namespace rfc7111_words;  // here, not beside the file's other names: a batch of files is one unit
    std::vector<Mutant> list;
    // --- The catalogue of issue 34.
    list.push_back(csv_misreading(
        "numbering", "header-not-counted", "rfc7111 s.2.1", "counts rows below the header: row=N is record N+1",
        // Where it was seen: nowhere the research looked (the JupyterLab CSV
        // viewer, once named here, counts from 0 below the header: N+2,
        // rows-from-zero-below-header).
        positions_moved_on(Dimension::rows, 1), "",
        row_scheme));
    list.push_back(csv_misreading(
        "records", "blank-lines-skipped", "rfc7111 s.2.1", "skips empty lines, as if they were no records",
        keep_records([](const std::vector<std::string>& records, std::size_t i) { return !without_line_break(records[i]).empty(); }),
        "QuickRows; the Rust csv crate",
        row_scheme));
    list.push_back(csv_misreading(
        "records", "ragged-records-dropped", "rfc7111 s.2.1", "drops records whose number of fields differs from the first record's",
        keep_records([](const std::vector<std::string>& records, std::size_t i) {
            return csv_field_count(records[i]) == csv_field_count(records.front());
        }),
        "QuickRows; the Rust csv crate",
        row_scheme));
    list.push_back(csv_misreading(
        "numbers", "big-numbers-refused", "rfc7111-s4.2-1", "takes a number of 2^64 or more for a syntax error",
        [](const Request& r, const Resolve& resolve) {
            bool big = false;
            edit_numbers(r.fragment, [&](std::string_view n) {
                big = big || beyond_64_bits(n);
                return std::optional<std::string>(n);
            });
            return big ? status_answer(Status::syntax_error) : resolve(r.fragment, r.entity);
        }));
    list.push_back(csv_misreading(
        "ranges", "range-end-ignored", "rfc7111 s.2.3", "reads a range as its start",
        [](const Request& r, const Resolve& resolve) {
            return resolve_or_ignored(r, resolve, edit_selections(r.fragment, [](const std::string&, const std::string& body) {
                return std::optional(body.substr(0, body.find('-')));
            }));
        },
        std::string(jupyterlab_csv_viewer) + " (lib/widget.js:358); the JupyterLab file editor",
        cell_range));
    list.push_back(csv_misreading(
        "selections", "first-selection-only", "rfc7111 s.4.2", "reads a multi-selection as its first selection",
        [](const Request& r, const Resolve& resolve) { return resolve(selections(r.fragment).front(), r.entity); },
        std::string(jupyterlab_csv_viewer) + " (lib/widget.js:356)",
        "The complete fragment identifier identifies all the successfully evaluated identified parts as a single identified "
        "fragment."));
    list.push_back(csv_misreading(
        "syntax", "leading-hash-stripped", "rfc7111-s4.1-2", "takes a fragment that starts with '#' (or %23) as the fragment after it",
        [](const Request& r, const Resolve& resolve) {
            std::string_view f = r.fragment;
            if (f.starts_with('#')) f.remove_prefix(1);
            else if (f.starts_with("%23")) f.remove_prefix(3);
            return resolve(f, r.entity);
        }));
    list.push_back(csv_misreading(
        "records", "quotes-not-recognised", "rfc7111 s.2.1", "splits records and fields without regard to quotes (a line break or comma in quotes ends one)",
        [](const Request& r, const Resolve& resolve) {
            std::string bytes(r.entity.bytes);
            std::replace(bytes.begin(), bytes.end(), '"', 'Q');
            return resolve(r.fragment, with_bytes(r.entity, bytes));
        }, "",
        row_scheme));
    // --- One or more for each must requirement.
    list.push_back(csv_misreading(
        "syntax", "scheme-case-insensitive", "rfc7111-s3-1", "takes ROW= and Cell= for row= and cell=",
        [](const Request& r, const Resolve& resolve) {
            auto parts = selections(r.fragment);
            for (auto& part : parts) {
                const auto eq = std::min(part.find('='), part.size());
                std::transform(part.begin(), part.begin() + static_cast<std::ptrdiff_t>(eq), part.begin(),
                               [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
            }
            return resolve(joined(parts), r.entity);
        }));
    list.push_back(csv_misreading(
        "syntax", "syntax-error-whole-entity", "rfc7111-s4.1-1", "identifies every cell when the fragment has a syntax error",
        [](const Request& r, const Resolve& resolve) {
            auto answer = resolve(r.fragment, r.entity);
            return is_status(answer, Status::syntax_error) ? resolve("row=1-*", r.entity) : answer;
        }));
    list.push_back(csv_misreading(
        "syntax", "syntax-error-trimmed", "rfc7111-s4.1-2", "guesses: cuts a fragment with a syntax error back until it parses",
        [](const Request& r, const Resolve& resolve) {
            auto answer = resolve(r.fragment, r.entity);
            for (auto f = std::string(r.fragment); is_status(answer, Status::syntax_error) && f.size() > 1;) {
                f.pop_back();
                auto shorter = resolve(f, r.entity);
                if (!is_status(shorter, Status::syntax_error)) return shorter;
            }
            return answer;
        }));
    list.push_back(csv_misreading(
        "ranges", "missing-row-clamped", "rfc7111-s4.2-1", "reads a single row or column past the last as the last",
        [](const Request& r, const Resolve& resolve) {
            auto answer = resolve(r.fragment, r.entity);
            if (!is_status(answer, Status::ignored)) return answer;
            const auto f = std::string(r.fragment);
            // A number past the last: not 0, which names no row but is not past it.
            for (const std::string scheme : {"row=", "col="})
                if (f.starts_with(scheme) && f.size() > scheme.size() &&
                    std::all_of(f.begin() + static_cast<std::ptrdiff_t>(scheme.size()), f.end(), ::isdigit) &&
                    f.find_first_not_of('0', scheme.size()) != std::string::npos)
                    return resolve(scheme + "*", r.entity);
            return answer;
        },
        std::string(jupyterlab_csv_viewer) + " (@lumino/datagrid 2.5.9 dist/index.js:6522-6525: scrollToRow floors and clamps the row)"));
    list.push_back(csv_misreading(
        "ranges", "range-beyond-ignored", "rfc7111-s4.2-2", "ignores a range that extends past the last row or column",
        [](const Request& r, const Resolve& resolve) {
            auto answer = resolve(r.fragment, r.entity);
            const auto records = csv_records(r.entity.bytes);
            std::size_t widest = 0;
            for (const auto& record : records) widest = std::max(widest, csv_field_count(record));
            bool beyond = false;
            edit_selections(r.fragment, [&](const std::string& scheme, const std::string& body) {
                const auto dash = body.find('-');
                if (dash != std::string::npos && (scheme == "row" || scheme == "col")) {
                    const auto end = body.substr(dash + 1);
                    const auto size = scheme == "row" ? records.size() : widest;
                    if (!end.empty() && std::all_of(end.begin(), end.end(), ::isdigit))
                        beyond = beyond || beyond_64_bits(end) || std::stoull(end) > size;
                }
                return std::optional(body);
            });
            return beyond ? status_answer(Status::ignored) : answer;
        }));
    list.push_back(csv_misreading(
        "ranges", "inverted-range-swapped", "rfc7111-s4.2-3", "swaps a range's ends when the first is greater",
        [](const Request& r, const Resolve& resolve) {
            return resolve_or_ignored(r, resolve, edit_selections(r.fragment, [](const std::string&, const std::string& body) {
                return std::optional(swapped(body));
            }));
        }));
    list.push_back(csv_misreading(
        "charsets", "declared-charset-ignored", "rfc7111 s.5.1", "reads every entity as UTF-8, whatever charset it declares",
        [](const Request& r, const Resolve& resolve) {
            Entity e = r.entity;
            e.charset = "UTF-8";
            return resolve(r.fragment, e);
        }, "",
        charset));
    list.push_back(csv_misreading(
        "charsets", "octets-as-characters", "rfc7111 s.5.1", "reads the entity's octets as ISO-8859-1, whatever charset it declares",
        [](const Request& r, const Resolve& resolve) {
            Entity e = r.entity;
            e.charset = "ISO-8859-1";
            return resolve(r.fragment, e);
        }, "",
        charset));
    list.push_back(csv_misreading(
        "charsets", "utf16-byte-order-ignored", "rfc7111 s.5.1", "reads UTF-16LE as UTF-16BE and UTF-16BE as UTF-16LE",
        [](const Request& r, const Resolve& resolve) {
            Entity e = r.entity;
            if (e.charset == std::optional<std::string>("UTF-16LE")) e.charset = "UTF-16BE";
            else if (e.charset == std::optional<std::string>("UTF-16BE")) e.charset = "UTF-16LE";
            return resolve(r.fragment, e);
        }, "",
        charset));
    list.push_back(csv_misreading(
        "charsets", "utf16-bom-ignored", "rfc7111 s.5.1", "reads UTF-16 as big-endian whatever its byte order mark says (RFC 2781 s.4.3 without the BOM)",
        read_as("utf-16", "UTF-16BE"), "",
        charset));
    // --- The end of the entity (issue 34's second family).
    list.push_back(csv_misreading(
        "end-of-entity", "final-line-break-empty-record", "rfc7111 s.2.1", "counts one more, empty record after a final line break (RFC 4180 s.2 rule 2)",
        [](const Request& r, const Resolve& resolve) {
            std::string bytes(r.entity.bytes);
            const auto records = csv_records(bytes);
            if (!records.empty() && without_line_break(records.back()).size() != records.back().size())
                bytes += "\r\n";
            return resolve(r.fragment, with_bytes(r.entity, bytes));
        }, "", row_scheme));
    list.push_back(csv_misreading(
        "end-of-entity", "last-record-without-line-break-dropped", "rfc7111 s.2.1", "drops a last record that has no line break (RFC 4180 s.2 rule 2)",
        keep_records([](const std::vector<std::string>& records, std::size_t i) {
            return i + 1 < records.size() || without_line_break(records[i]).size() != records[i].size();
        }), "", row_scheme));
    // A last field is plain, empty, quoted, quoted-empty or quoted with a line
    // break, and the entity ends after it or after a final line break: a reader
    // that emits a field only when a separator or line break follows loses the
    // empty ones at the end of the entity; one that trims a record loses them
    // before the final line break.
    for (const bool at_end : {true, false}) {
        const std::string where = at_end ? "at-end" : "before-final-line-break";
        const auto applies = [at_end](const std::string& record) {
            return at_end == (without_line_break(record).size() == record.size());
        };
        list.push_back(csv_misreading(
            "end-of-entity", "empty-last-field-dropped-" + where, "rfc7111 s.2.2",
            std::string("drops an empty last field of the last record ") + (at_end ? "at the end of the entity" : "before a final line break"),
            edit_last_record(
                [](std::string content) {
                    if (content.ends_with(",")) content.pop_back();
                    return content;
                },
                applies), "", col_scheme));
        list.push_back(csv_misreading(
            "end-of-entity", "quoted-empty-last-field-dropped-" + where, "rfc7111 s.2.2",
            std::string("drops a quoted empty last field (\"\") of the last record ") +
                (at_end ? "at the end of the entity" : "before a final line break"),
            edit_last_record(
                [](std::string content) {
                    if (content.ends_with(",\"\"")) content.resize(content.size() - 3);
                    return content;
                },
                applies), "", col_scheme));
    }
    list.push_back(csv_misreading(
        "end-of-entity", "line-break-in-last-quoted-field-ends-it", "rfc7111 s.2.1", "ends the last record at a line break inside its quoted field",
        [](const Request& r, const Resolve& resolve) {
            auto records = csv_records(r.entity.bytes);
            if (records.empty()) return resolve(r.fragment, r.entity);
            std::string bytes;
            for (std::size_t i = 0; i + 1 < records.size(); ++i) bytes += records[i];
            auto last = records.back();
            std::replace(last.begin(), last.end(), '"', 'Q');
            bytes += last;
            return resolve(r.fragment, with_bytes(r.entity, bytes));
        }, "", row_scheme));
    // A last record of one quoted empty field and no line break is a record
    // (RFC 4180 s.2: "The last record in the file may or may not have an ending
    // line break", and `""` is an escaped field, never the optional final CRLF);
    // a reader that ends a record at the end of the entity only where its
    // field has some content, or a field before it, loses it (issue 43 item 8).
    list.push_back(csv_misreading(
        "end-of-entity", "quoted-empty-last-record-dropped-at-end", "rfc7111 s.2.1",
        "drops a last record made only of a quoted empty field (\"\") with no line break after it",
        keep_records([](const std::vector<std::string>& records, std::size_t i) {
            return i + 1 < records.size() || records[i] != "\"\"";
        }), "",
        row_scheme));
    // --- What real CSV code does (csv_library_mutants.cpp).
    for (auto& m : csv_library_mutants()) list.push_back(std::move(m));
    return list;
}

}  // namespace fragid::mutants
