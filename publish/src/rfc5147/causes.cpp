// The root causes particular to RFC 5147's counting (root_causes.hpp), beside
// its outcomes' words (outcome.cpp). Systematic differences in counting a text: a number past the end that makes
// the implementation fail instead of identifying the end (RFC 5147 s.4.2), a
// CR LF counted as two characters (s.4.1 counts it as one), characters counted
// in UTF-16 code units (s.2: characters, not code units). Each is checked on
// every case the implementation was sent whose text has what it is about.
#include "../causes/evidence.hpp"
#include "../fragment_words.hpp"
#include "fragid/publish/visible.hpp"

namespace fragid::publish::causes {

using namespace conformance;
namespace words = fragment_words;

namespace {

// A text entity's characters as RFC 5147 counts them, from its drawing: a leading
// BOM left out, CR LF (and CR NEL) one character, a byte that does not decode one
// character (as a reader that puts U+FFFD in its place counts it). Nothing for an
// entity with fewer line endings in force than all: the detectors then say
// nothing about it.
struct Counted {
    std::vector<std::string> chars;  // each character's UTF-8 (a CR LF pair as "\r\n")
    std::size_t line_endings = 0;
};
std::optional<Counted> counted(const Case& c) {
    if (c.entity.line_endings != LineEndingSet::all()) return std::nullopt;
    Counted out;
    const auto shown = visible_chars(c.entity, c.spec);
    for (std::size_t i = 0; i < shown.size(); ++i) {
        const auto& v = shown[i];
        if (i == 0 && v.text == "\u27E8BOM\u27E9") continue;
        const bool pair = v.text == "\u240D" && i + 1 < shown.size() && shown[i + 1].text == "\u240A";
        out.chars.push_back(pair ? "\r\n" : std::string(c.entity.bytes.substr(v.byte_offset, v.byte_end - v.byte_offset)));
        if (pair) ++i;
        out.line_endings += v.line_break || pair ? 1 : 0;
    }
    return out;
}

std::size_t crlf_before(const Counted& text, std::uint64_t position) {
    std::size_t n = 0;
    for (std::uint64_t i = 0; i < position && i < text.chars.size(); ++i) n += text.chars[i] == "\r\n";
    return n;
}

bool astral(const std::string& utf8) { return utf8.size() == 4; }

// The character position a UTF-16 offset falls on, or nothing inside a surrogate pair.
std::optional<std::string> from_utf16(const Counted& text, const std::string& number) {
    unsigned long long units = 0;
    for (std::size_t i = 0; i < text.chars.size(); ++i) {
        if (!words::greater_than(number, units)) return std::to_string(i);
        units += astral(text.chars[i]) ? 2 : 1;
        if (astral(text.chars[i]) && !words::greater_than(number, units - 1) && words::greater_than(number, units - 2))
            return std::nullopt;  // between the two code units of one character
    }
    return number;  // at or beyond the end in either count: read alike
}

// A char= selection ("a" or "a,b", a side possibly empty) with each number
// read by `read` as a character position; nothing if one cannot be.
template <class Read>
std::optional<std::string> as_counted(const Counted& text, const std::string& selection, Read read) {
    const auto range = words::range_of(selection, ',');
    const auto sides = range ? std::vector{range->first, range->second} : std::vector{selection};
    std::string out;
    for (std::size_t i = 0; i < sides.size(); ++i) {
        const auto at = sides[i].empty() ? std::optional<std::string>("") : read(text, sides[i]);
        if (!at) return std::nullopt;
        out += (i ? "," : "") + *at;
    }
    return out;
}

const TextSpan* span_of(const Outcome& o) { return std::get_if<TextSpan>(&o); }

// Whether the case identifies something: by fragid's reading, or, where fragid
// finds the text unreadable, by another reading the case accepts (a reader
// that decodes leniently).
bool identifies_something(const CaseRecord& r) {
    const auto& check = *r.c->resolves();
    const auto fragids = status_of(check.acceptable.at(check.fragids_reading()));
    if (fragids != Status::entity_error) return fragids == Status::ok;
    return std::any_of(check.acceptable.begin(), check.acceptable.end(),
                       [](const Outcome& o) { return status_of(o) == Status::ok; });
}

// Whether `implementation`'s offsets are `fragid`'s with every CR LF before them counted twice.
bool crlf_counted_twice(const Counted& text, const TextSpan& fragid, const TextSpan& implementation) {
    return implementation.start_character == fragid.start_character + crlf_before(text, fragid.start_character) &&
           implementation.end_character == fragid.end_character + crlf_before(text, fragid.end_character);
}

// The character position a number means to a reader that counts CR LF as two
// characters; nothing where it falls between the CR and the LF.
std::optional<std::string> from_crlf_as_two(const Counted& text, const std::string& number) {
    unsigned long long units = 0;
    for (std::size_t i = 0; i < text.chars.size(); ++i) {
        if (!words::greater_than(number, units)) return std::to_string(i);
        units += text.chars[i] == "\r\n" ? 2 : 1;
        if (text.chars[i] == "\r\n" && !words::greater_than(number, units - 1) && words::greater_than(number, units - 2))
            return std::nullopt;
    }
    return number;  // at or beyond the end in either count
}

}  // namespace

// A number past the end answered with an error, where RFC 5147 s.4.2 says it
// identifies the end. The end is the number of characters for char=; for
// line=, the number of line endings (a line position past them is the end of
// the text, or beyond). Checked over every such case the implementation was
// sent: either every one with any number past the end fails, or every one
// whose first number is.
std::vector<Finding> past_end_errors(Evidence& e) {
    struct Candidate {
        const CaseRecord* r;
        bool any, first;
    };
    std::map<std::string, std::vector<Candidate>> by_scheme;
    for (const auto* r : e.sent()) {
        if (e.explained(*r) || !identifies_something(*r)) continue;
        const auto decoded = words::decoded(r->c->resolves()->fragment);
        const auto scheme = words::scheme_of(decoded);
        const auto selections = words::selections_of(decoded, false);
        const auto text = counted(*r->c);
        // char= and line= are RFC 5147's schemes (the draft writes "char(", which has no selections here).
        if ((scheme != "char" && scheme != "line") || !selections || !text) continue;
        const auto count = scheme == "char" ? text->chars.size() : text->line_endings;
        const auto& selection = selections->front();
        const auto numbers = words::numbers_in(selection);
        const auto first = selection.substr(0, selection.find(','));
        Candidate c{r, false, words::is_number(first) && words::greater_than(first, count)};
        for (const auto& n : numbers) c.any = c.any || words::greater_than(n, count);
        by_scheme[scheme].push_back(c);
    }
    std::vector<Finding> found;
    for (const auto& [scheme, candidates] : by_scheme) {
        for (const bool any : {true, false}) {
            std::vector<const CaseRecord*> past, failing;
            for (const auto& c : candidates)
                if (any ? c.any : c.first) {
                    past.push_back(c.r);
                    if (no_answer(*c.r)) failing.push_back(c.r);
                }
            if (failing.empty() || failing.size() != past.size() || past.size() < minimum_checked) continue;
            // Past the last character is past the end; past the last line ending is the
            // end of a last line without one (s.2.2.3: n lines have positions 0 to n) or past the end.
            const std::string end = scheme == "char" ? "the number of characters in the text" : "the number of line endings in the text";
            const std::string means = scheme == "char"
                                          ? "RFC 5147 s.4.2 says such a number identifies the end of the text"
                                          : "such a line position is the end of the text (RFC 5147 s.2.2.3) or past it, "
                                            "which s.4.2 says identifies the end";
            found.push_back({scheme + "-past-end-errors",
                             "gives no answer (errors) to every `" + scheme + "=` fragment with " +
                                 (any ? "a number" : "a first number") + " greater than " + end + " " +
                                 tally(failing.size(), past.size()) + ": " + means,
                             whole(failing), {"4.2", "2.2.3"}});
            break;
        }
    }
    return found;
}

// CR LF counted as two characters. A resolver answers `char=N` as fragid
// answers the position N such characters in; a producer claims positions one
// higher per CR LF before them. Checked over every char= answer and every
// claim on a text with CR LF.
std::vector<Finding> crlf_two_characters(Evidence& e) {
    std::size_t checked = 0;
    bool holds = true;
    Explained wrong;
    for (const auto* r : e.answered()) {
        const auto text = counted(*r->c);
        const auto decoded = words::decoded(r->c->resolves()->fragment);
        const auto selections = words::selections_of(decoded, false);
        if (e.explained(*r) || !text || crlf_before(*text, text->chars.size()) == 0 || !selections ||
            words::scheme_of(decoded) != "char" || expected_status(*r) != Status::ok)
            continue;
        const auto read = as_counted(*text, selections->front(), from_crlf_as_two);
        const auto as_hypothesised = read ? e.answers_as(*r, "char=" + *read) : std::nullopt;
        if (!as_hypothesised) continue;
        ++checked;
        holds = holds && *as_hypothesised;
        if (deviates(*r)) wrong.insert({r, 0});
    }
    for (const auto* r : e.producers()) {  // a claim is in the implementation's count, what it identifies in fragid's
        const auto text = counted(*r->c);
        if (!text || crlf_before(*text, text->chars.size()) == 0) continue;
        for (std::size_t i = 0; i < r->produced.size(); ++i) {
            const auto* claim = span_of(r->produced[i].produced.claim);
            const auto* identified = span_of(r->produced[i].identified);
            if (e.explained(*r, i) || !claim || !identified) continue;
            ++checked;
            holds = holds && crlf_counted_twice(*text, *identified, *claim);
            if (r->produced[i].difference) wrong.insert({r, i});
        }
    }
    if (!holds || wrong.empty() || checked < minimum_checked) return {};
    return {{"crlf-two-characters",
             "counts CR LF as two characters in every position it read, gave or claimed on a text with CR LF " +
                 tally(checked, checked) + ": RFC 5147 s.4.1 counts each line ending as one character",
             wrong, {"4.1"}}};
}

// Numbers read as UTF-16 code units: where one falls between the two units of
// a character outside the Basic Multilingual Plane there is no answer, elsewhere
// the answer is at the character that many units in. Checked over every
// char= case sent on a text with such a character (and no CR LF, which UTF-16
// would count twice as well).
std::vector<Finding> utf16_code_units(Evidence& e) {
    std::size_t checked = 0;
    std::vector<const CaseRecord*> wrong;
    for (const auto* r : e.sent()) {
        const auto text = counted(*r->c);
        const auto decoded = words::decoded(r->c->resolves()->fragment);
        const auto selections = words::selections_of(decoded, false);
        if (e.explained(*r) || !text || !selections || words::scheme_of(decoded) != "char" ||
            expected_status(*r) != Status::ok || crlf_before(*text, text->chars.size()) > 0 ||
            std::none_of(text->chars.begin(), text->chars.end(), astral))
            continue;
        // "char=a" or "char=a,b" with each side read as a UTF-16 offset; nothing inside a pair.
        const auto read = as_counted(*text, selections->front(), from_utf16);
        const bool inside_pair = !read;
        const std::string fragment = "char=" + read.value_or("");
        const auto as_hypothesised = inside_pair ? std::optional(no_answer(*r)) : e.answers_as(*r, fragment);
        if (!as_hypothesised) continue;
        ++checked;
        if (!*as_hypothesised) return {};
        if (deviates(*r)) wrong.push_back(r);
    }
    if (wrong.empty() || checked < minimum_checked) return {};
    return {{"utf16-code-units",
             "reads numbers as UTF-16 code units on every text with a character outside the Basic Multilingual Plane " +
                 tally(checked, checked) + ": one that falls between the two code units of such a character gets no "
                 "answer, any other is read that many code units in; RFC 5147 s.2 counts characters",
             whole(wrong), {"2", "2.1.2"}}};
}

}  // namespace fragid::publish::causes
