// Read this file beside draft-wilde-text-fragment-01 sections 2.1.1, 3.1,
// 4 and 4.1, and docs/interpretations-wilde.md.
#include "fragid/reference/wilde_resolver.hpp"

#include <algorithm>
#include <map>
#include <set>
#include <variant>

#include "fragid/grammar/fragment.hpp"
#include "fragid/reference/charset.hpp"
#include "fragid/reference/text_scanner.hpp"

namespace fragid {
namespace {

constexpr auto unbounded = std::numeric_limits<std::uint64_t>::max();

std::uint64_t plus_one(std::uint64_t n) { return n == unbounded ? n : n + 1; }

void append_utf8(std::string& out, char32_t c) {
    if (c < 0x80) {
        out += static_cast<char>(c);
    } else if (c < 0x800) {
        out += static_cast<char>(0xC0 | (c >> 6));
        out += static_cast<char>(0x80 | (c & 0x3F));
    } else if (c < 0x10000) {
        out += static_cast<char>(0xE0 | (c >> 12));
        out += static_cast<char>(0x80 | ((c >> 6) & 0x3F));
        out += static_cast<char>(0x80 | (c & 0x3F));
    } else {
        out += static_cast<char>(0xF0 | (c >> 18));
        out += static_cast<char>(0x80 | ((c >> 12) & 0x3F));
        out += static_cast<char>(0x80 | ((c >> 6) & 0x3F));
        out += static_cast<char>(0x80 | (c & 0x3F));
    }
}

// One pass over the entity that notes the points a resolution asks for:
// character positions (0-based, between characters) and the starts of lines
// (1-based), plus the last character's and last line's starts and the end,
// which counts beyond the entity clamp to (s.4.1).
struct Survey {
    std::set<std::uint64_t> wanted_characters;
    std::set<std::uint64_t> wanted_lines;
    bool wants_text = false;  // match(): the text with every line ending as one LF (s.2.1.1)

    std::map<std::uint64_t, TextPoint> at_character;
    std::map<std::uint64_t, TextPoint> line_start;
    TextPoint last_character_start;
    TextPoint last_line_start;
    TextPoint end;
    bool read_to_end = false;  // `end` is known
    std::string text;

    TextPoint character_point(std::uint64_t k) const {
        const auto it = at_character.find(k);
        return it != at_character.end() ? it->second : end;
    }

    // False at a decoding error (`error` says where).
    bool run(const Entity& entity, const Charset& charset, DecodeError& error) {
        // s.2.1.1: CR+LF, CR, LF, NEL and CR+NEL "MUST be interpreted as line endings".
        TextScanner scanner(entity.bytes, charset, LineEndingSet::all());
        TextPoint here{0, scanner.content_start(), 1, 1};
        last_character_start = last_line_start = here;
        note_line(here);
        bool after_line_ending = false;
        TextChar c;
        while (true) {
            note_character(here);
            if (!wants_text && satisfied()) return true;  // everything asked for is known: stop reading
            const auto step = scanner.next(c);
            if (step == TextScanner::Step::error) {
                error = scanner.error();
                return false;
            }
            if (step == TextScanner::Step::end) break;
            // A line starts at a character after a line ending: a final line
            // ending starts no further, empty line (interpretations-wilde.md).
            if (after_line_ending) {
                last_line_start = here;
                note_line(here);
            }
            last_character_start = here;
            if (wants_text) {
                if (c.is_line_ending) text += '\n';
                else append_utf8(text, c.code_point);
            }
            ++here.character;
            here.byte = c.byte_end;
            after_line_ending = c.is_line_ending;
            if (c.is_line_ending) {
                ++here.line;
                here.column = 1;
            } else {
                ++here.column;
            }
        }
        end = here;
        read_to_end = true;
        return true;
    }

private:
    void note_character(const TextPoint& p) {
        if (wanted_characters.contains(p.character)) at_character.emplace(p.character, p);
    }
    void note_line(const TextPoint& p) {
        if (wanted_lines.contains(p.line)) line_start.emplace(p.line, p);
    }
    bool satisfied() const {
        return at_character.size() == wanted_characters.size() && line_start.size() == wanted_lines.size();
    }
};

struct Evaluation {
    std::vector<WildeSpan> spans;
    std::vector<WildeIgnored> ignored;
};

// Why a char() or line() part is ignored, if it is.
std::optional<std::string> ignore_counts(const WildeCounts& counts, const char* unit) {
    if (counts.first == Number{}) return std::string("count 0 names no ") + unit + ": counting starts with 1 (s.3.1)";
    if (counts.last && counts.first > *counts.last)
        return "the range " + counts.first.digits() + "," + counts.last->digits() +
               " is inverted (its first count is greater than its second), so this scheme part has to be ignored "
               "(s.4.1, read as the erratum it is)";
    return std::nullopt;
}

// The counts a char() or line() part asks for: the first, and the last
// (`unbounded`: to the end).
std::pair<std::uint64_t, std::uint64_t> first_and_last(const WildeCounts& counts) {
    const auto first = counts.first.saturated();
    if (!counts.is_range) return {first, first};
    return {first, counts.last ? counts.last->saturated() : unbounded};
}

}  // namespace

std::vector<IdentifiedRange> union_of(std::vector<IdentifiedRange> ranges) {
    std::erase_if(ranges, [](const IdentifiedRange& r) { return r.end.character <= r.start.character; });
    std::sort(ranges.begin(), ranges.end(),
              [](const IdentifiedRange& a, const IdentifiedRange& b) { return a.start.character < b.start.character; });
    std::vector<IdentifiedRange> merged;
    for (const auto& r : ranges) {
        if (!merged.empty() && r.start.character <= merged.back().end.character) {
            if (r.end.character > merged.back().end.character) merged.back().end = r.end;
        } else {
            merged.push_back(r);
        }
    }
    return merged;
}

WildeResult resolve_wilde(const WildeFragment& fragment, const Entity& entity, const Charset& charset,
                          const RegexLimits& limits) {
    WildeResult result;
    // What the parts need to know of the entity.
    Survey survey;
    std::vector<std::optional<std::string>> ignored(fragment.parts.size());
    for (std::size_t i = 0; i < fragment.parts.size(); ++i) {
        const auto& part = fragment.parts[i];
        if (part.scheme == WildeScheme::match) {
            survey.wants_text = true;
            continue;
        }
        ignored[i] = ignore_counts(part.counts, part.scheme == WildeScheme::line ? "line" : "character");
        if (ignored[i]) continue;
        const auto [first, last] = first_and_last(part.counts);
        if (part.scheme == WildeScheme::character) {
            survey.wanted_characters.insert(first - 1);  // char(N) is characters [N-1, N) (s.3.1.1)
            survey.wanted_characters.insert(last);
        } else {
            survey.wanted_lines.insert(first);
            survey.wanted_lines.insert(plus_one(last));  // a line ends where the next starts
        }
    }
    DecodeError error;
    if (!survey.run(entity, charset, error)) {
        result.status = Status::entity_error;
        result.error_offset = error.byte_offset;
        result.reason = error.reason;
        return result;
    }

    // match(): search the normalised text, then find where each occurrence is
    // in the entity with a second pass that notes those characters.
    std::map<std::size_t, std::vector<std::pair<std::uint64_t, std::uint64_t>>> occurrences;  // part -> characters
    Survey located;
    for (std::size_t i = 0; i < fragment.parts.size(); ++i) {
        if (fragment.parts[i].scheme != WildeScheme::match) continue;
        const auto search = search_bre(fragment.parts[i].regex, survey.text, limits);
        if (search.outcome == RegexSearch::Outcome::resource_limit) {
            result.status = Status::resource_limit;
            result.reason = "match(" + fragment.parts[i].regex + "): " + search.message + " (s.6)";
            return result;
        }
        if (search.outcome == RegexSearch::Outcome::invalid_pattern) {
            ignored[i] = "not a POSIX basic regular expression: " + search.message;
            continue;
        }
        // Byte offsets into the UTF-8 text -> character counts: count the
        // characters' lead bytes, walking forward once (matches are in order).
        std::uint64_t characters = 0, byte = 0;
        const auto character_at = [&](std::uint64_t target) {
            for (; byte < target; ++byte)
                if ((static_cast<unsigned char>(survey.text[byte]) & 0xC0) != 0x80) ++characters;
            return characters;
        };
        for (const auto& [from, to] : search.matches) {
            const auto a = character_at(from), b = character_at(to);
            occurrences[i].emplace_back(a, b);
            located.wanted_characters.insert(a);
            located.wanted_characters.insert(b);
        }
    }
    if (!occurrences.empty() && !located.run(entity, charset, error)) {
        result.status = Status::entity_error;  // cannot happen: the first pass read it all
        result.reason = error.reason;
        return result;
    }

    for (std::size_t i = 0; i < fragment.parts.size(); ++i) {
        const auto& part = fragment.parts[i];
        if (ignored[i]) {
            result.ignored.push_back({i, *ignored[i]});
            continue;
        }
        if (part.scheme == WildeScheme::match) {
            for (const auto& [a, b] : occurrences[i])
                result.spans.push_back({i, located.character_point(a), located.character_point(b)});
            continue;
        }
        const auto [first, last] = first_and_last(part.counts);
        WildeSpan span{i, {}, {}};
        if (part.scheme == WildeScheme::character) {
            // A count beyond the entity "identifies the last character" (s.4.1).
            // (The position at the very end is no character's start.)
            const auto start = survey.at_character.find(first - 1);
            const bool is_a_character = start != survey.at_character.end() &&
                                        !(survey.read_to_end && start->second.character == survey.end.character);
            span.start = is_a_character ? start->second : survey.last_character_start;
            span.end = survey.character_point(last);
        } else {
            const auto start = survey.line_start.find(first);
            span.start = start != survey.line_start.end() ? start->second : survey.last_line_start;
            const auto next = survey.line_start.find(plus_one(last));
            span.end = next != survey.line_start.end() ? next->second : survey.end;
        }
        result.spans.push_back(span);
    }

    if (result.ignored.size() == fragment.parts.size()) {
        result.status = Status::ignored;
        result.reason = "every scheme part was ignored";
        return result;
    }
    std::vector<IdentifiedRange> ranges;
    for (const auto& span : result.spans) ranges.push_back({span.start, span.end});
    result.identified = union_of(std::move(ranges));
    result.status = Status::ok;
    const auto parts = fragment.parts.size() - result.ignored.size();
    result.reason = std::to_string(result.spans.size()) + (result.spans.size() == 1 ? " range" : " ranges") + " from " +
                    std::to_string(parts) + (parts == 1 ? " scheme part" : " scheme parts") + " (s.3.1.6: their union)";
    return result;
}


std::string explain_wilde(const WildeFragment& fragment) {
    std::string out;
    for (const auto& part : fragment.parts) {
        if (!out.empty()) out += "; and ";
        if (part.scheme == WildeScheme::match) {
            out += "every occurrence of the basic regular expression '" + part.regex + "'";
            continue;
        }
        const bool lines = part.scheme == WildeScheme::line;
        const std::string unit = lines ? "line " : "character ";
        out += unit + part.counts.first.digits();
        if (part.counts.is_range)
            out += " to " + (part.counts.last ? unit + part.counts.last->digits() : std::string("the end"));
        out += lines ? " (counted from 1), with line endings" : " (counted from 1)";
    }
    return out + " (draft-wilde-text-fragment-01)";
}

}  // namespace fragid
