// Readings the specs allow, or that the suite accepts as defensible
// (docs/interpretations*.md): the suite must not fail any of them on any case
// it sends (a false failure). Partial implementations declare what they lack
// in their handshake, as a real adapter would.
#include <algorithm>
#include <cctype>
#include <variant>

#include "fragid/entity/charset.hpp"
#include "fragid/entity/text_scanner.hpp"
#include "fragid/grammar/fragment.hpp"
#include "fragid/mutants/edits.hpp"
#include "fragid/mutants/mutant.hpp"
#include "csv_edits.hpp"
#include "makers.hpp"

namespace fragid::mutants {

using namespace conformance;

namespace {

Mutant reading(std::string name, Spec spec, std::string accepted_by, std::string what, Run run,
               std::function<void(Support&)> declare = {}) {
    Mutant m;
    m.name = std::string(describe(spec).id_prefix) + std::move(name);
    m.spec = spec;
    m.defensible = true;
    m.requirement = std::move(accepted_by);
    m.reading = std::move(what);
    m.run = std::move(run);
    m.declare = std::move(declare);
    return m;
}

Run as_reference() {
    return [](const Request& r, const Resolve& resolve) { return resolve(r.fragment, r.entity); };
}

// Every answer that identifies nothing given as `ignored`: the specs require
// only that nothing is identified; saying why is a MAY.
Run ignored_for_every_refusal() {
    return [](const Request& r, const Resolve& resolve) {
        auto answer = resolve(r.fragment, r.entity);
        const auto* outcome = answer.outcome();
        if (!outcome) return answer;
        const auto status = status_of(*outcome);
        return status == Status::syntax_error || status == Status::integrity_mismatch ? status_answer(Status::ignored) : answer;
    };
}

// Resolves fragments that name only `schemes` (as the runner reads them,
// percent-decoded); any other identifies nothing.
Run only_schemes(Spec spec, std::vector<std::string> schemes) {
    return [spec, schemes = std::move(schemes)](const Request& r, const Resolve& resolve) {
        for (const auto& named : schemes_named(spec, r.fragment))
            if (std::find(schemes.begin(), schemes.end(), named) == schemes.end()) return status_answer(Status::ignored);
        return resolve(r.fragment, r.entity);
    };
}

// A leading UTF-8 byte order mark kept as a character (U+FEFF) of the first
// field, where the charset is UTF-8 (declared, or text/csv's default): the
// reference skips one BOM, so a second one is read as the character.
Run utf8_bom_kept() {
    return [](const Request& r, const Resolve& resolve) {
        const std::string_view bom = "\xEF\xBB\xBF";
        if (!r.entity.bytes.starts_with(bom) || lower(charset_or_default(r.entity.charset, r.spec)) != "utf-8")
            return resolve(r.fragment, r.entity);
        const auto bytes = std::string(bom) + std::string(r.entity.bytes);
        return resolve(r.fragment, with_bytes(r.entity, bytes));
    };
}

// The conventions of Python's str.splitlines among RFC 5147's: CR LF, LF, CR
// and NEL each one line boundary; CR NEL two (CR+NEL is not one of its).
constexpr LineEndingSet splitlines_conventions =
    LineEndingSet().with(LineEnding::crlf).with(LineEnding::lf).with(LineEnding::cr).with(LineEnding::nel);

// The further boundaries str.splitlines splits at: VT, FF, FS, GS, RS, U+2028
// LINE SEPARATOR, U+2029 PARAGRAPH SEPARATOR (NEL is a convention above).
bool splitlines_boundary(char32_t c) {
    return c == 0x0B || c == 0x0C || c == 0x1C || c == 0x1D || c == 0x1E || c == 0x2028 || c == 0x2029;
}

// Where each line of str.splitlines ends, in RFC 5147's characters with the
// conventions above in force, and how many characters there are; nothing
// where the entity cannot be read.
struct SplitLines {
    std::vector<std::uint64_t> ends;
    std::uint64_t characters = 0;
};
std::optional<SplitLines> split_lines(const Entity& e, Spec spec) {
    const auto charset = lookup_charset(charset_or_default(e.charset, spec));
    if (!charset) return std::nullopt;
    TextScanner scanner(e.bytes, *charset, splitlines_conventions);
    SplitLines lines;
    TextChar c;
    auto step = TextScanner::Step::character;
    while ((step = scanner.next(c)) == TextScanner::Step::character) {
        ++lines.characters;
        if (c.is_line_ending || splitlines_boundary(c.code_point)) lines.ends.push_back(lines.characters);
    }
    if (step != TextScanner::Step::end) return std::nullopt;
    return lines;
}

// line= read with the lines of Python's str.splitlines: line position N is the
// character position after its N-th line boundary (s.2.2.3), asked of the
// reference as that char= fragment. RFC 5147 s.4.1 lets an implementation
// support conventions beyond those in force ("MAY support additional
// conventions"), so FORM FEED and U+2028 may end lines.
Run splitlines() {
    return [](const Request& r, const Resolve& resolve) {
        Entity e = r.entity;
        e.line_endings = splitlines_conventions;
        auto parsed = parse_fragment_as<TextFragment>(r.fragment);
        auto* f = std::get_if<TextFragment>(&parsed);
        const auto lines = split_lines(e, r.spec);
        if (!f || f->scheme != TextScheme::line || !lines) return resolve(r.fragment, e);
        const auto after = [&](const Number& n) {
            const auto k = n.saturated();
            return Number(k == 0 ? 0 : k <= lines->ends.size() ? lines->ends[k - 1] : lines->characters);
        };
        if (auto* p = std::get_if<TextPosition>(&f->selector)) p->value = after(p->value);
        auto* range = std::get_if<TextRange>(&f->selector);
        if (range && range->start && range->end && *range->start > *range->end) return resolve(r.fragment, e);  // s.4.2
        if (range && range->start) range->start = after(*range->start);
        if (range && range->end) range->end = after(*range->end);
        f->scheme = TextScheme::character;
        return resolve(to_string(*f), e);
    };
}

}  // namespace

std::vector<Mutant> defensible_readings() {
    std::vector<Mutant> list;
    list.push_back(reading("line-only", Spec::rfc5147, "RFC 5147 s.1.4, s.4.3; supports.schemes",
                           "implements line= only and declares so; char= fragments identify nothing",
                           only_schemes(Spec::rfc5147, {"line"}),
                           [](Support& s) { s.declare_schemes(Spec::rfc5147, {"line"}); }));
    list.push_back(reading("char-only", Spec::rfc5147, "supports.schemes", "implements char= only and declares so",
                           only_schemes(Spec::rfc5147, {"char"}),
                           [](Support& s) { s.declare_schemes(Spec::rfc5147, {"char"}); }));
    list.push_back(reading("integrity-not-evaluated", Spec::rfc5147, "RFC 5147 s.4.3 (MAY ignore integrity checks)",
                           "ignores every integrity check and declares none",
                           integrity_checks_set_aside(),
                           [](Support& s) { s.length_check = s.md5_check = false; }));
    list.push_back(reading("ignored-for-every-refusal", Spec::rfc5147, "RFC 5147 s.4.3, s.4.4 (MAY say why)",
                           "answers ignored where fragid says syntax-error or integrity-mismatch", ignored_for_every_refusal()));
    list.push_back(reading("characters-only", Spec::rfc5147, "supports.byte_offsets",
                           "reports characters only and declares so",
                           [](const Request& r, const Resolve& resolve) {
                               return edit_span(resolve(r.fragment, r.entity), [](TextSpan& span) {
                                   span.start_byte.reset();
                                   span.end_byte.reset();
                               });
                           },
                           [](Support& s) { s.byte_offsets = false; }));
    list.push_back(reading("editor-context", Spec::rfc5147, "RFC 5147 s.4.1 (the context decides the conventions)",
                           "is not told the conventions in force and splits lines at CR LF, LF and CR, as an editor does, and declares so",
                           [](const Request& r, const Resolve& resolve) {
                               Entity e = r.entity;
                               e.line_endings = LineEndingSet().with(LineEnding::crlf).with(LineEnding::lf).with(LineEnding::cr);
                               return resolve(r.fragment, e);
                           },
                           [](Support& s) {
                               s.line_endings = false;
                               s.line_ending_context = LineEndingSet().with(LineEnding::crlf).with(LineEnding::lf).with(LineEnding::cr);
                           }));
    list.push_back(reading("python-splitlines", Spec::rfc5147, "RFC 5147 s.4.1 (MAY support additional conventions)",
                           "splits lines as Python's str.splitlines does (VT, FF, FS, GS, RS, U+2028 and U+2029 end lines "
                           "too; CR NEL is two line endings), is not told the conventions in force, and declares so",
                           splitlines(), [](Support& s) {
                               s.line_endings = false;
                               s.line_ending_context = splitlines_conventions;
                           }));
    list.push_back(reading("latin1-as-windows-1252", Spec::rfc5147, "docs/interpretations.md (NEL; the WHATWG Encoding Standard)",
                           "reads ISO-8859-1 as windows-1252, as the WHATWG Encoding Standard maps the label (0x85 is U+2026, no NEL)",
                           read_as("iso-8859-1", "windows-1252")));
    list.push_back(reading("unknown-check-refused", Spec::rfc5147, "docs/interpretations.md (Unknown integrity checks: s.3's ABNF)",
                           "takes an integrity check of an unknown name for a syntax error, as s.3's ABNF admits no other",
                           [](const Request& r, const Resolve& resolve) {
                               const auto semi = r.fragment.find(';');
                               for (auto at = semi; at != std::string_view::npos; at = r.fragment.find(';', at + 1)) {
                                   const auto name = r.fragment.substr(at + 1, r.fragment.find('=', at) - at - 1);
                                   if (name != "length" && name != "md5") return status_answer(Status::syntax_error);
                               }
                               return resolve(r.fragment, r.entity);
                           }));
    list.push_back(reading("ranges-as-positions-flag", Spec::rfc5147, "RFC 5147 s.2.1.1 (a zero-length range is a position)",
                           "never marks a result as a position",
                           [](const Request& r, const Resolve& resolve) {
                               return edit_span(resolve(r.fragment, r.entity), [](TextSpan& span) { span.position = false; });
                           }));
    list.push_back(reading("row-only", Spec::rfc7111, "supports.schemes", "implements row= only and declares so",
                           only_schemes(Spec::rfc7111, {"row"}),
                           [](Support& s) { s.declare_schemes(Spec::rfc7111, {"row"}); }));
    list.push_back(reading("ignored-for-every-refusal", Spec::rfc7111, "RFC 7111 s.4.1 (MAY say why)",
                           "answers ignored where fragid says syntax-error", ignored_for_every_refusal()));
    // A BOM kept changes the cells only where the first field is quoted: it
    // then starts with U+FEFF and its quotes are text (docs/interpretations-rfc7111.md,
    // "A UTF-8 BOM", accepts that reading: rfc7111-bom-utf8-*).
    list.push_back(reading("utf8-bom-kept", Spec::rfc7111, "docs/interpretations-rfc7111.md (A UTF-8 BOM)",
                           "keeps a UTF-8 byte order mark as a character (U+FEFF) of the first field", utf8_bom_kept()));
    // HTAB is outside RFC 4180's TEXTDATA: a CSV with tabs is no RFC 4180 CSV,
    // and taking them for the separator is a liberal reading of it.
    list.push_back(reading("tab-delimiter-sniffed", Spec::rfc7111, "docs/interpretations-rfc7111.md (Dialects are not guessed: the tab)",
                           "takes TAB for the separator where the first record has more tabs than commas outside quotes",
                           sniffing_delimiter("\t")));
    list.push_back(reading("utf8-only", Spec::rfc7111, "supports.charsets", "reads UTF-8 only and declares so", as_reference(),
                           [](Support& s) { s.charsets = {"UTF-8"}; }));
    list.push_back(reading("match-not-implemented", Spec::wilde, "supports.schemes",
                           "implements char() and line() only and declares so",
                           only_schemes(Spec::wilde, {"char", "line"}),
                           [](Support& s) { s.declare_schemes(Spec::wilde, {"char", "line"}); }));
    list.push_back(reading("scheme-case-insensitive", Spec::wilde, "docs/interpretations-wilde.md (Lower case only: RFC 2234 s.2.3)",
                           "reads the draft's scheme names without regard to case, as ABNF literals are",
                           [](const Request& r, const Resolve& resolve) {
                               std::string f(r.fragment);
                               const auto open = std::min(f.find('('), f.size());
                               std::transform(f.begin(), f.begin() + static_cast<std::ptrdiff_t>(open), f.begin(),
                                              [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
                               return resolve(f, r.entity);
                           }));
    return list;
}

}  // namespace fragid::mutants
