// Misreadings of RFC 5147 that are habits of real libraries and of the
// languages they are written in (issue 43 item 4), and those the research on
// the real text implementations found (JupyterLab's rendermime and file
// editor, dom-anchor-text-position): each with where it was seen and the
// sentence it contradicts.
#include <algorithm>
#include <cctype>
#include <variant>

#include "fragid/entity/charset.hpp"
#include "fragid/entity/text_scanner.hpp"
#include "fragid/grammar/fragment.hpp"
#include "fragid/mutants/edits.hpp"
#include "makers.hpp"
#include "text_fragments.hpp"

namespace fragid::mutants {

using namespace conformance;

namespace {

bool all_digits(std::string_view text) {
    return !text.empty() && std::all_of(text.begin(), text.end(), [](unsigned char c) { return std::isdigit(c); });
}

// A range's end taken for the last element it includes (the draft's reading,
// and a slice's `end + 1` forgotten): `scheme=a,b` is the reference's a,b+1.
// An inverted range is still seen as one (the reader compares before it adds).
Run range_end_inclusive(std::string scheme) {
    return [scheme = std::move(scheme)](const Request& r, const Resolve& resolve) {
        const auto s = split_scheme(r.fragment);
        if (!s || s->scheme != scheme) return resolve(r.fragment, r.entity);
        auto [range, checks] = range_and_checks(s->body);
        const auto comma = range.find(',');
        if (comma == std::string::npos) return resolve(r.fragment, r.entity);
        const auto start = range.substr(0, comma), end = range.substr(comma + 1);
        if (!all_digits(end) || (!start.empty() && (!all_digits(start) || greater(start, end)))) return resolve(r.fragment, r.entity);
        return resolve(scheme + "=" + start + "," + plus_one(end) + checks, r.entity);
    };
}

// How a reader that edits positions reads each one: what it makes of the
// text of a position ("-1"), or nothing where it errs.
using PositionReading = std::function<std::optional<std::string>(const std::string&)>;

// Resolves a char= or line= fragment, percent-decoded as the reference
// decodes it, with each position read by `read`: the text between '=' and the
// first ';', cut at its first ','; an open range's empty side is left empty.
// Where `read` errs for one, no answer (an error saying `why`).
Run positions_read(PositionReading read, std::string why) {
    return [read = std::move(read), why = std::move(why)](const Request& r, const Resolve& resolve) {
        const auto decoded = DecodedFragment::decode(r.fragment);
        const auto* d = std::get_if<DecodedFragment>(&decoded);
        const auto s = d ? split_scheme(d->text()) : std::nullopt;
        if (!s || (s->scheme != "char" && s->scheme != "line")) return resolve(r.fragment, r.entity);
        auto [range, checks] = range_and_checks(s->body);
        const auto comma = range.find(',');
        std::vector<std::string> sides{range.substr(0, comma)};
        if (comma != std::string::npos) sides.push_back(range.substr(comma + 1));
        std::string read_range;
        for (std::size_t i = 0; i < sides.size(); ++i) {
            auto side = sides[i];
            if (!side.empty() || sides.size() == 1) {
                const auto as_read = read(side);
                if (!as_read) return error_answer(why);
                side = *as_read;
            }
            read_range += (i ? "," : "") + side;
        }
        return resolve(encode_fragment_text(s->scheme + "=" + read_range + checks), r.entity);
    };
}

// "-N" read as 0: a number clamped below at zero after it was read with its sign.
std::optional<std::string> negative_as_zero(const std::string& text) {
    return text.size() > 1 && text[0] == '-' && all_digits(text.substr(1)) ? "0" : text;
}

// A number in exponent form, "1e+21", "2.5E3", as the digits of its value
// where that is a whole number (as a reader through a double or Number()
// takes it); any other text as it is. Exponents beyond 400 are 400: past the
// end of any entity either way.
std::optional<std::string> exponent_as_value(const std::string& text) {
    const auto e = text.find_first_of("eE");
    if (e == std::string::npos || e == 0) return text;
    const auto mantissa = text.substr(0, e);
    auto exponent = text.substr(e + 1);
    if (exponent.starts_with('+')) exponent.erase(0, 1);
    const auto point = mantissa.find('.');
    const auto whole = mantissa.substr(0, point);
    const auto fraction = point == std::string::npos ? std::string() : mantissa.substr(point + 1);
    if (!all_digits(whole) || (point != std::string::npos && !all_digits(fraction)) || !all_digits(exponent)) return text;
    const auto power = greater(exponent, "400") ? std::size_t{400} : std::stoul(exponent);
    if (power < fraction.size()) return text;  // not a whole number
    return whole + fraction + std::string(power - fraction.size(), '0');
}

// JavaScript's parseInt(text, 10): blanks skipped, a sign, the leading digits,
// whatever follows dropped; nothing for NaN (no leading digit) or a number
// below zero, where the library the reader hands it to throws.
std::optional<std::string> as_parse_int(const std::string& text) {
    std::size_t at = text.find_first_not_of(" \t\n\v\f\r");
    if (at == std::string::npos) return std::nullopt;
    const bool negative = text[at] == '-';
    if (text[at] == '-' || text[at] == '+') ++at;
    const auto end = std::find_if(text.begin() + static_cast<std::ptrdiff_t>(at), text.end(),
                                  [](unsigned char c) { return !std::isdigit(c); });
    const std::string digits(text.begin() + static_cast<std::ptrdiff_t>(at), end);
    if (digits.empty() || (negative && digits.find_first_not_of('0') != std::string::npos)) return std::nullopt;
    return digits;
}

// Where each character of the entity starts in UTF-16 code units (a
// character beyond U+FFFF takes two, a line ending in force one, as RFC 5147
// counts it), and where the last ends; nothing where the entity cannot be read.
std::optional<std::vector<std::uint64_t>> utf16_starts(const Request& r) {
    const auto charset = lookup_charset(charset_or_default(r.entity.charset, r.spec));
    if (!charset) return std::nullopt;
    TextScanner scanner(r.entity.bytes, *charset, r.entity.line_endings);
    std::vector<std::uint64_t> starts{0};
    TextChar c;
    auto step = TextScanner::Step::character;
    while ((step = scanner.next(c)) == TextScanner::Step::character)
        starts.push_back(starts.back() + (!c.is_line_ending && c.code_point > 0xFFFF ? 2 : 1));
    if (step != TextScanner::Step::end) return std::nullopt;
    return starts;
}

// A char= fragment read as JavaScript string indices: N is the character
// that starts at UTF-16 code unit N; an index inside a surrogate pair is none.
Run char_positions_as_utf16_indices() {
    return [](const Request& r, const Resolve& resolve) {
        const auto starts = utf16_starts(r);
        const auto s = split_scheme(r.fragment);
        if (!starts || !s || s->scheme != "char") return resolve(r.fragment, r.entity);
        const auto units = std::to_string(starts->back());
        const auto as_characters = [&](const std::string& text) -> std::optional<std::string> {
            // Past the last unit it is past the last character too: left as it is.
            if (!all_digits(text) || greater(text, units)) return text;
            const auto it = std::lower_bound(starts->begin(), starts->end(), std::stoull(text));
            if (*it != std::stoull(text)) return std::nullopt;
            return std::to_string(it - starts->begin());
        };
        return positions_read(as_characters, "a string index inside a surrogate pair")(r, resolve);
    };
}

// The entity with every line ending at its end dropped (Java's split, which
// removes trailing empty strings: "a\n\n" is the one line "a").
Run trailing_line_endings_dropped() {
    return [](const Request& r, const Resolve& resolve) {
        const auto charset = lookup_charset(charset_or_default(r.entity.charset, r.spec));
        if (!charset) return resolve(r.fragment, r.entity);
        TextScanner scanner(r.entity.bytes, *charset, r.entity.line_endings);
        auto keep = scanner.content_start();
        TextChar c;
        auto step = TextScanner::Step::character;
        while ((step = scanner.next(c)) == TextScanner::Step::character)
            if (!c.is_line_ending) keep = c.byte_end;
        if (step != TextScanner::Step::end) return resolve(r.fragment, r.entity);
        return resolve(r.fragment, with_bytes(r.entity, r.entity.bytes.substr(0, keep)));
    };
}

}  // namespace

std::vector<Mutant> text_habits() {
    std::vector<Mutant> list;
    list.push_back(text_misreading(
        "numbering", "chars-from-one", "rfc5147 s.2.2.1", "counts character positions from 1: char=N is position N-1, char=0 nothing",
        numbers_from_one("char"), "draft-wilde-text-fragment-01 counts characters from 1",
        "Character position counting starts with zero, so the character position before the first character of a "
        "text/plain MIME entity has the character position zero, and a MIME entity containing n distinct characters has "
        "n+1 distinct character positions, the last one having the character position n."));
    list.push_back(text_misreading(
        "ranges", "char-range-end-inclusive", "rfc5147 s.2.2.2",
        "takes a character range's end for the last character it includes: char=a,b ends after character b",
        range_end_inclusive("char"), "draft-wilde-text-fragment-01's char(a,b); adapters/examples/python/adapter.py --broken",
        "A character range is a consecutive region of the MIME entity that extends from the starting character position "
        "of the range to the ending character position of the range."));
    list.push_back(text_misreading(
        "ranges", "line-range-end-inclusive", "rfc5147 s.2.2.4",
        "takes a line range's end for the last line it includes: line=a,b ends after line b", range_end_inclusive("line"),
        "draft-wilde-text-fragment-01's line(a,b)",
        "A line range is a consecutive region of the MIME entity that extends from the starting line position of the "
        "range to the ending line position of the range."));
    list.push_back(text_misreading(
        "integrity", "integrity-checks-ignored", "rfc5147-s4.3-2",
        "declares that it evaluates length= and md5= but identifies the fragment whatever its checks say",
        integrity_checks_set_aside()));
    list.push_back(text_misreading(
        "percent-encoding", "percent-escapes-kept", "rfc5147-s3-2",
        "reads the fragment as written, its escapes never decoded: %63har=2 names no scheme, length=3,UTF%2D8 another charset",
        percent_escapes_kept(), "WHATWG URL's hash, Python's urlsplit, Java's URI.getRawFragment hand it over undecoded"));
    list.push_back(text_misreading(
        "percent-encoding", "percent-decoded-twice", "rfc5147-s3-4", "percent-decodes the fragment twice: char=%2532 is char=2",
        percent_decoded_twice()));
    list.push_back(text_misreading(
        "charsets", "bom-counted", "rfc5147 s.2.1.2", "counts a leading byte order mark as a character (U+FEFF)", bom_counted(),
        "Python's utf-8 codec and Java's InputStreamReader keep U+FEFF",
        "Character positions are numbered starting with zero (ignoring initial BOM marks or similar concepts that are not "
        "part of the actual textual content of a text/plain MIME entity)"));
    list.push_back(text_misreading(
        "charsets", "utf16-without-bom-as-le", "rfc5147-s2-1",
        "reads UTF-16 without a byte order mark as little-endian (RFC 2781 s.4.3: it SHOULD be read big-endian)",
        utf16_without_bom_as_le(), "a little-endian platform's default (Windows' \"Unicode\")"));
    list.push_back(text_misreading(
        "end-of-entity", "trailing-line-endings-dropped", "rfc5147-s2.1.2-1",
        "reads the text as its lines with the trailing empty ones dropped: every line ending at its end is lost",
        trailing_line_endings_dropped(), "Java's String.split, which removes trailing empty strings"));
    list.push_back(text_misreading(
        "characters", "char-positions-as-utf16-indices", "rfc5147-s2-1",
        "reads char=N as a JavaScript string index (UTF-16 code units: a character beyond U+FFFF counts two), and gives no "
        "answer (an error) where the index falls inside a surrogate pair",
        char_positions_as_utf16_indices(),
        "dom-anchor-text-position 5.0.0 (dom-seek 5.1.1 counts nodeValue.length: lib/index.js:72)"));
    list.push_back(text_misreading(
        "numbers", "negative-numbers-read-as-zero", "rfc5147-s3-4",
        "reads a negative position as 0 (line=-1 is line=0) where number = 1*( DIGIT ) makes it a syntax error",
        positions_read(negative_as_zero, ""),
        "@jupyterlab/rendermime 4.6.6 links line 0 as line=-1 (lib/renderers.js:313-314), a fragment only such a reader takes"));
    list.push_back(text_misreading(
        "numbers", "exponent-numbers-accepted", "rfc5147-s3-4",
        "reads a number in exponent form as its value (line=1e+21 is line 10^21), as a reader through a double does",
        positions_read(exponent_as_value, ""),
        "@jupyterlab/rendermime 4.6.6 links line 10^21 as line=1e+21 (lib/renderers.js:313-314), a fragment only such a reader takes"));
    list.push_back(text_misreading(
        "numbers", "positions-read-by-parseint", "rfc5147-s4.4-2",
        "reads each position as JavaScript's parseInt does, its leading digits with whatever follows dropped (line=1x is "
        "line=1, line=0#line=1 line=0), and gives no answer (an error) where no digit leads or the number is negative",
        positions_read(as_parse_int, "parseInt gave NaN or a negative number"),
        "@jupyterlab/fileeditor 4.6.4 (lib/widget.js:176: parseInt; CodeMirror throws on NaN and negative lines)"));
    return list;
}

}  // namespace fragid::mutants
