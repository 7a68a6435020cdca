// Misreadings of RFC 5147 (text/plain): the catalogue of issue 34 (deviations
// seen in real implementations) and one or more for each `must` requirement
// of requirements/rfc5147.yaml, each beside the sentence it contradicts.
#include <algorithm>
#include <cctype>
#include <variant>

#include "fragid/entity/charset.hpp"
#include "fragid/entity/text_scanner.hpp"
#include "fragid/grammar/fragment.hpp"
#include "fragid/mutants/edits.hpp"
#include "fragid/mutants/mutant.hpp"
#include "text_mutants.hpp"
#include "makers.hpp"
#include "text_fragments.hpp"

namespace fragid::mutants {

using namespace conformance;

namespace {

bool has_big_number(std::string_view fragment) {
    bool big = false;
    edit_numbers(fragment, [&](std::string_view n) {
        big = big || beyond_64_bits(n);
        return std::optional<std::string>(n);
    });
    return big;
}

// The fragment with its integrity checks edited one by one: `edit` gets a
// check as written ("length=3,UTF-8") and gives what replaces it (empty: drop it).
std::string edit_checks(std::string_view fragment, const std::function<std::string(const std::string&)>& edit) {
    const auto semi = fragment.find(';');
    if (semi == std::string_view::npos) return std::string(fragment);
    std::string out(fragment.substr(0, semi));
    for (std::size_t at = semi + 1; at <= fragment.size();) {
        const auto next = std::min(fragment.find(';', at), fragment.size());
        const auto edited = edit(std::string(fragment.substr(at, next - at)));
        if (!edited.empty()) out += ";" + edited;
        at = next + 1;
    }
    return out;
}

std::string check_name(const std::string& check) { return check.substr(0, check.find('=')); }
std::string check_value(const std::string& check) {
    const auto eq = check.find('=');
    if (eq == std::string::npos) return "";
    return check.substr(eq + 1, check.find(',') == std::string::npos ? std::string::npos : check.find(',') - eq - 1);
}
std::optional<std::string> check_charset(const std::string& check) {
    const auto comma = check.find(',');
    if (comma == std::string::npos) return std::nullopt;
    return check.substr(comma + 1);
}

// The entity's bytes with a final line ending (CR LF, LF or CR) taken off.
std::string without_final_line_ending(std::string bytes) {
    if (!bytes.empty() && bytes.back() == '\n') bytes.pop_back();
    if (!bytes.empty() && bytes.back() == '\r') bytes.pop_back();
    return bytes;
}

// Whether a number of the fragment is past the end: N is past it when N-1
// already identifies the end.
bool past_the_end(const Request& r, const Resolve& resolve) {
    const auto whole = resolve("char=0,", r.entity);
    const auto* all = std::get_if<TextSpan>(whole.outcome());
    const auto s = split_scheme(r.fragment);
    if (!all || !s) return false;
    bool past = false;
    edit_numbers(range_and_checks(s->body).first, [&](std::string_view n) {
        const auto before = minus_one(n);
        if (before) {
            const auto at = resolve(s->scheme + "=" + *before, r.entity);
            const auto* span = std::get_if<TextSpan>(at.outcome());
            past = past || (span && span->start_character == all->end_character);
        }
        return std::optional<std::string>(n);
    });
    return past;
}

// How many line endings the entity has, with the conventions in force, in its
// charset (0 where it cannot be read).
std::uint64_t line_endings_in(const Request& r) {
    const auto charset = lookup_charset(charset_or_default(r.entity.charset, r.spec));
    if (!charset) return 0;
    TextScanner scanner(r.entity.bytes, *charset, r.entity.line_endings);
    TextChar c;
    std::uint64_t endings = 0;
    while (scanner.next(c) == TextScanner::Step::character) endings += c.is_line_ending ? 1 : 0;
    return endings;
}

}  // namespace

template <>
std::vector<Mutant> mutants_of<Spec::rfc5147>() {
    std::vector<Mutant> list;
    // --- The catalogue of issue 34: deviations seen in real implementations.
    list.push_back(text_misreading(
        "numbering", "lines-from-one", "rfc5147 s.2.2.3", "counts line positions from 1: line=N is the start of line N, line=0 nothing",
        numbers_from_one("line"), "w3m; draft-wilde-text-fragment-01 counts lines from 1"));
    list.push_back(text_misreading(
        "characters", "utf16-code-units", "rfc5147-s2-1", "reports character positions in UTF-16 code units (a character beyond U+FFFF counts two)",
        positions_reported_in_utf16_code_units(edit_span),
        "a JavaScript reader that reports String indices as character positions"));
    list.push_back(text_misreading(
        "numbers", "big-numbers-refused", "rfc5147-s3-4", "takes a number of 2^64 or more for a syntax error (number = 1*( DIGIT ))",
        [](const Request& r, const Resolve& resolve) {
            return has_big_number(r.fragment) ? status_answer(Status::syntax_error) : resolve(r.fragment, r.entity);
        }));
    list.push_back(text_misreading(
        "ranges", "range-end-ignored", "rfc5147 s.2.2.4", "reads a range as its start: char=a,b as char=a, line=,b as line=0",
        [](const Request& r, const Resolve& resolve) {
            const auto s = split_scheme(r.fragment);
            if (!s) return resolve(r.fragment, r.entity);
            auto [range, checks] = range_and_checks(s->body);
            const auto comma = range.find(',');
            if (comma == std::string::npos) return resolve(r.fragment, r.entity);
            const auto start = comma == 0 ? std::string("0") : range.substr(0, comma);
            return resolve(s->scheme + "=" + start + checks, r.entity);
        },
        "the JupyterLab file editor"));
    list.push_back(text_misreading(
        "syntax", "leading-hash-stripped", "rfc5147-s4.4-2", "takes a fragment that starts with '#' (or %23) as the fragment after it",
        [](const Request& r, const Resolve& resolve) {
            std::string_view f = r.fragment;
            if (f.starts_with('#')) f.remove_prefix(1);
            else if (f.starts_with("%23")) f.remove_prefix(3);
            return resolve(f, r.entity);
        }));
    list.push_back(text_misreading(
        "past-the-end", "past-the-end-fails", "rfc5147 s.4.2", "ignores a position past the end instead of reading it as the end",
        [](const Request& r, const Resolve& resolve) {
            auto answer = resolve(r.fragment, r.entity);
            return is_ok(answer) && past_the_end(r, resolve) ? status_answer(Status::ignored) : answer;
        }));
    list.push_back(text_misreading(
        "past-the-end", "past-the-end-errors", "rfc5147 s.4.2",
        "gives no answer (an error) where a position is past the end, instead of reading it as the end",
        [](const Request& r, const Resolve& resolve) {
            auto answer = resolve(r.fragment, r.entity);
            return is_ok(answer) && past_the_end(r, resolve) ? error_answer("a position past the end") : answer;
        },
        "apache-annotator-selector, dom-anchor-text-position (a RangeError)"));
    list.push_back(text_misreading(
        "past-the-end", "line-beyond-last-ending-errors", "rfc5147 s.2.2.3",
        "takes line=N for the start of the (N+1)-th line of the text split at its line endings, and gives no answer (an "
        "error) where there is none: at the end of a text whose last line has no line ending, and past the end",
        [](const Request& r, const Resolve& resolve) {
            auto answer = resolve(r.fragment, r.entity);
            const auto s = split_scheme(r.fragment);
            if (!is_ok(answer) || !s || s->scheme != "line") return answer;
            const auto endings = std::to_string(line_endings_in(r));
            bool beyond = false;
            edit_numbers(range_and_checks(s->body).first, [&](std::string_view n) {
                beyond = beyond || greater(n, endings);
                return std::optional<std::string>(n);
            });
            return beyond ? error_answer("no such line") : answer;
        },
        "the JupyterLab file editor (CodeMirror's doc.line() throws a RangeError)"));
    // --- One or more for each must requirement.
    list.push_back(text_misreading(
        "charsets", "octets-as-characters", "rfc5147-s2-1", "counts octets for characters, whatever the charset",
        read_as("*", "ISO-8859-1")));
    list.push_back(text_misreading(
        "charsets", "declared-charset-ignored", "rfc5147-s2-1", "reads every entity as UTF-8, whatever charset it declares",
        read_as("*", "UTF-8")));
    list.push_back(text_misreading(
        "charsets", "windows-1252-as-latin1", "rfc5147-s2-1", "reads windows-1252 as ISO-8859-1 (0x85 is NEL, a line ending where NEL is in force)",
        read_as("windows-1252", "ISO-8859-1")));
    list.push_back(text_misreading(
        "charsets", "utf16be-as-le", "rfc5147-s2-1", "reads UTF-16BE as little-endian (the label's byte order ignored)",
        read_as("utf-16be", "UTF-16LE")));
    list.push_back(text_misreading(
        "charsets", "utf16le-as-be", "rfc5147-s2-1", "reads UTF-16LE as big-endian (the label's byte order ignored)",
        read_as("utf-16le", "UTF-16BE")));
    list.push_back(text_misreading(
        "charsets", "utf8-as-windows-1252", "rfc5147-s2-1", "reads UTF-8 as windows-1252, a Web page's old default",
        read_as("utf-8", "windows-1252")));
    // Charset confusion (issue 34 item 2): each charset the suite declares, read as another
    // common one in which the same bytes are valid and decode differently (docs/mutation-testing.md).
    list.push_back(text_misreading(
        "charsets", "latin1-sniffed-as-utf8", "rfc5147-s2-1", "reads ISO-8859-1 as UTF-8 where its bytes are well-formed UTF-8 (the label overruled by sniffing)",
        read_as_utf8_where_valid("iso-8859-1")));
    list.push_back(text_misreading(
        "charsets", "windows-1252-sniffed-as-utf8", "rfc5147-s2-1", "reads windows-1252 as UTF-8 where its bytes are well-formed UTF-8 (the label overruled by sniffing)",
        read_as_utf8_where_valid("windows-1252")));
    list.push_back(text_misreading(
        "charsets", "utf16-bom-ignored", "rfc5147-s2-1", "reads UTF-16 as big-endian whatever its byte order mark says (RFC 2781 s.4.3 without the BOM)",
        read_as("utf-16", "UTF-16BE")));
    list.push_back(text_misreading(
        "ranges", "line-range-without-ending", "rfc5147-s2.1.2-1", "leaves the last line ending out of a line range",
        [](const Request& r, const Resolve& resolve) {
            const auto s = split_scheme(r.fragment);
            auto answer = resolve(r.fragment, r.entity);
            if (!s || s->scheme != "line") return answer;
            const auto b = r.entity.bytes;
            return edit_span(std::move(answer), [&](TextSpan& span) {
                if (span.position || !span.end_byte || *span.end_byte == 0 || *span.end_byte > b.size()) return;
                const auto end = *span.end_byte;
                if (b[end - 1] != '\n' && b[end - 1] != '\r') return;
                const std::uint64_t width = end >= 2 && b[end - 1] == '\n' && b[end - 2] == '\r' ? 2 : 1;
                span.end_character -= 1;
                span.end_byte = end - width;
            });
        }));
    list.push_back(text_misreading(
        "integrity", "check-charset-case-sensitive", "rfc5147-s2.3-1", "compares the integrity check's charset with the entity's case-sensitively",
        [](const Request& r, const Resolve& resolve) {
            const auto entity_charset = charset_or_default(r.entity.charset, r.spec);
            return resolve(edit_checks(r.fragment,
                                       [&](const std::string& check) {
                                           const auto charset = check_charset(check);
                                           // Differing by case only: taken as different, so the check is not used.
                                           return charset && *charset != entity_charset && lower(*charset) == lower(entity_charset)
                                                      ? std::string()
                                                      : check;
                                       }),
                           r.entity);
        }));
    list.push_back(text_misreading(
        "integrity", "check-charset-not-compared", "rfc5147-s2.3-2", "uses an integrity check whatever charset it names",
        [](const Request& r, const Resolve& resolve) {
            return resolve(edit_checks(r.fragment, [](const std::string& check) { return check.substr(0, check.find(',')); }),
                           r.entity);
        }));
    list.push_back(text_misreading(
        "syntax", "scheme-case-insensitive", "rfc5147-s3-1", "takes CHAR= and Line= for char= and line=",
        [](const Request& r, const Resolve& resolve) {
            const auto eq = r.fragment.find('=');
            if (eq == std::string_view::npos) return resolve(r.fragment, r.entity);
            return resolve(lower(std::string(r.fragment.substr(0, eq))) + std::string(r.fragment.substr(eq)), r.entity);
        }));
    list.push_back(text_misreading(
        "syntax", "no-scheme-whole-entity", "rfc5147-s3-2", "identifies the whole entity when the fragment names no scheme",
        [](const Request& r, const Resolve& resolve) {
            // As the runner reads the schemes: percent-decoded ("%63har=2" names char).
            if (!schemes_named(Spec::rfc5147, r.fragment).empty()) return resolve(r.fragment, r.entity);
            return resolve("char=0,", r.entity);
        }));
    list.push_back(text_misreading(
        "syntax", "draft-parentheses-accepted", "rfc5147-s3-3", "takes the draft's char(a,b) and line(a,b) for char=a,b and line=a,b",
        [](const Request& r, const Resolve& resolve) {
            std::string f(r.fragment);
            for (const std::string scheme : {"char", "line"})
                if (f.starts_with(scheme + "(") && f.ends_with(")")) f = scheme + "=" + f.substr(scheme.size() + 1, f.size() - scheme.size() - 2);
            return resolve(f, r.entity);
        }));
    list.push_back(text_misreading(
        "syntax", "signs-and-spaces-skipped", "rfc5147-s3-4", "skips '+', spaces and %20 in a position (number = 1*( DIGIT ))",
        [](const Request& r, const Resolve& resolve) {
            std::string f;
            for (std::size_t i = 0; i < r.fragment.size(); ++i) {
                if (r.fragment.substr(i, 3) == "%20") { i += 2; continue; }
                if (r.fragment[i] != '+' && r.fragment[i] != ' ') f += r.fragment[i];
            }
            return resolve(f, r.entity);
        }));
    list.push_back(text_misreading(
        "integrity", "empty-check-charset-accepted", "rfc5147-s3-5", "takes an integrity check with an empty charset after ',' as one with none",
        [](const Request& r, const Resolve& resolve) {
            return resolve(edit_checks(r.fragment, [](const std::string& check) {
                               return check.ends_with(",") ? check.substr(0, check.size() - 1) : check;
                           }),
                           r.entity);
        }));
    list.push_back(text_misreading(
        "integrity", "malformed-length-dropped", "rfc5147-s3-6", "drops a length= check whose value is not a number instead of ignoring the fragment",
        [](const Request& r, const Resolve& resolve) {
            return resolve(edit_checks(r.fragment, [](const std::string& check) {
                               const auto value = check_value(check);
                               const bool number = !value.empty() && std::all_of(value.begin(), value.end(), ::isdigit);
                               return check_name(check) == "length" && !number ? std::string() : check;
                           }),
                           r.entity);
        }));
    list.push_back(text_misreading(
        "integrity", "malformed-md5-dropped", "rfc5147-s3-7", "drops an md5= check that is not 32 hex digits instead of ignoring the fragment",
        [](const Request& r, const Resolve& resolve) {
            return resolve(edit_checks(r.fragment, [](const std::string& check) {
                               const auto value = check_value(check);
                               const bool md5 = value.size() == 32 && std::all_of(value.begin(), value.end(), ::isxdigit);
                               return check_name(check) == "md5" && !md5 ? std::string() : check;
                           }),
                           r.entity);
        }));
    list.push_back(text_misreading(
        "integrity", "checks-after-unknown-dropped", "rfc5147-s3.1-1", "stops reading integrity checks at one of an unknown name, dropping the known ones after it",
        [](const Request& r, const Resolve& resolve) {
            bool unknown = false;
            return resolve(edit_checks(r.fragment,
                                       [&](const std::string& check) {
                                           unknown = unknown || (check_name(check) != "length" && check_name(check) != "md5");
                                           return unknown ? std::string() : check;
                                       }),
                           r.entity);
        }));
    list.push_back(text_misreading(
        "line-endings", "crlf-two-characters", "rfc5147-s4.1-1", "counts CR LF as two line endings (two characters)",
        [](const Request& r, const Resolve& resolve) {
            Entity e = r.entity;
            if (e.line_endings.contains(LineEnding::crlf))
                e.line_endings = LineEndingSet().with(LineEnding::cr).with(LineEnding::lf);
            return resolve(r.fragment, e);
        }));
    list.push_back(text_misreading(
        "line-endings", "conventions-ignored", "rfc5147-s4.1-2", "takes LF for the only line ending, whatever conventions are in force",
        [](const Request& r, const Resolve& resolve) {
            Entity e = r.entity;
            e.line_endings = LineEndingSet().with(LineEnding::lf);
            return resolve(r.fragment, e);
        }));
    list.push_back(text_misreading(
        "ranges", "inverted-range-swapped", "rfc5147-s4.2-1", "swaps a range's positions when the first is greater",
        [](const Request& r, const Resolve& resolve) {
            const auto s = split_scheme(r.fragment);
            if (!s) return resolve(r.fragment, r.entity);
            auto [range, checks] = range_and_checks(s->body);
            const auto comma = range.find(',');
            if (comma == std::string::npos || comma == 0 || comma + 1 == range.size()) return resolve(r.fragment, r.entity);
            return resolve(s->scheme + "=" + range.substr(comma + 1) + "," + range.substr(0, comma) + checks, r.entity);
        }));
    list.push_back(text_misreading(
        "syntax", "syntax-error-whole-entity", "rfc5147-s4.4-1", "identifies the whole entity when the fragment has a syntax error",
        [](const Request& r, const Resolve& resolve) {
            auto answer = resolve(r.fragment, r.entity);
            return is_status(answer, Status::syntax_error) ? resolve("char=0,", r.entity) : answer;
        }));
    list.push_back(text_misreading(
        "syntax", "syntax-error-trimmed", "rfc5147-s4.4-2", "guesses: cuts a fragment with a syntax error back until it parses",
        [](const Request& r, const Resolve& resolve) {
            auto answer = resolve(r.fragment, r.entity);
            for (auto f = std::string(r.fragment); is_status(answer, Status::syntax_error) && f.size() > 1;) {
                f.pop_back();
                auto shorter = resolve(f, r.entity);
                if (!is_status(shorter, Status::syntax_error)) return shorter;
            }
            return answer;
        }));
    // --- The end of the entity (issue 34's second family).
    list.push_back(text_misreading(
        "end-of-entity", "final-line-ending-ignored", "rfc5147-s2.1.2-1", "drops a final line ending, as a reader of lines without their endings does",
        [](const Request& r, const Resolve& resolve) {
            const auto bytes = without_final_line_ending(std::string(r.entity.bytes));
            return resolve(r.fragment, with_bytes(r.entity, bytes));
        }));
    list.push_back(text_misreading(
        "end-of-entity", "unterminated-last-line-dropped", "rfc5147 s.2.1.2", "drops a last line that has no line ending",
        [](const Request& r, const Resolve& resolve) {
            std::string bytes(r.entity.bytes);
            const auto last = bytes.find_last_of("\r\n");
            if (last != std::string::npos) bytes.resize(last + 1);
            return resolve(r.fragment, with_bytes(r.entity, bytes));
        }));
    // --- The habits of real libraries and their languages (issue 43 item 4).
    for (auto& habit : text_habits()) list.push_back(std::move(habit));
    return list;
}

}  // namespace fragid::mutants
