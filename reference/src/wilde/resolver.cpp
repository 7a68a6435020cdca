// Read this file beside draft-wilde-text-fragment-01 sections 2.1.1, 3.1,
// 4 and 4.1, and docs/interpretations-wilde.md.
#include "fragid/reference/wilde/resolver.hpp"
#include "../unbounded.hpp"

#include <algorithm>
#include <chrono>
#include <set>
#include <unordered_map>
#include <variant>

#include "fragid/grammar/fragment.hpp"
#include "fragid/entity/charset.hpp"
#include "fragid/entity/text_scanner.hpp"
#include "fragid/entity/text_view.hpp"
#include "fragid/entity/normalised_text.hpp"
#include "fragid/model/counted.hpp"

namespace fragid {
namespace {

using detail::unbounded;

std::uint64_t plus_one(std::uint64_t n) { return n == unbounded ? n : n + 1; }

// s.2.1.1: CR+LF, CR, LF, NEL and CR+NEL "MUST be interpreted as line endings".
const LineEndingSet draft_line_endings = LineEndingSet::all();

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

// A part's span, or nothing when the bytes it needs do not decode (the
// view's error() says where).
using SpanOrError = std::optional<WildeSpan>;

// s.3.1.1: char(N) is the N-th character, [N-1, N) in character positions;
// a count beyond the entity "identifies the last character" (s.4.1).
SpanOrError character_span(TextView& view, std::size_t part, std::uint64_t first, std::uint64_t last) {
    const auto start = view.point_at_character(first - 1);
    const auto end = start ? view.point_at_character(last) : std::nullopt;
    if (!end) return std::nullopt;
    if (start->character < end->character) return WildeSpan{part, *start, *end};
    // Position first-1 is the end of the entity: no character starts there.
    const auto last_start = view.point_at_character(end->character == 0 ? 0 : end->character - 1);
    if (!last_start) return std::nullopt;
    return WildeSpan{part, *last_start, *end};
}

// Where line n (counted from 1) starts, if the entity has it: after the
// (n-1)-th line ending, provided a character follows (a final line ending
// starts no further, empty line: interpretations-wilde.md); line 1 starts at
// the start. `exists` is false for a line the entity does not have.
struct LineStart {
    TextPoint point;
    bool exists = false;
};

std::optional<LineStart> line_start(TextView& view, std::uint64_t n) {
    const auto at = view.point_at_line(n - 1);
    if (!at || n == 1) return at ? std::optional<LineStart>(LineStart{*at, true}) : std::nullopt;
    const auto next = view.point_at_character(at->character + 1);  // the line's first character
    if (!next) return std::nullopt;
    return LineStart{*at, next->character > at->character};
}

// The start of the entity's last line (its end has read everything).
std::optional<TextPoint> last_line_start(TextView& view) {
    const auto end = view.end();
    if (!end) return std::nullopt;
    const std::uint64_t endings = end->line - 1;
    // Characters after the last line ending: they are the last line; else the
    // last line is the one that ending closes.
    if (end->column > 1 || endings == 0) return view.point_at_line(endings);
    return view.point_at_line(endings - 1);
}

// s.3.1.2: line(N) is the N-th line with its line ending; a count beyond the
// entity identifies the last line (s.4.1); a range ends where the line after
// its last starts, or at the end.
SpanOrError line_span(TextView& view, std::size_t part, std::uint64_t first, std::uint64_t last) {
    const auto start = line_start(view, first);
    const auto after = start ? line_start(view, plus_one(last)) : std::nullopt;
    if (!after) return std::nullopt;
    const auto from = start->exists ? std::optional<TextPoint>(start->point) : last_line_start(view);
    const auto to = after->exists ? std::optional<TextPoint>(after->point) : view.end();
    if (!from || !to) return std::nullopt;
    return WildeSpan{part, *from, *to};
}

// s.2.1.1: match() searches the text with every line ending as one LF, in
// UTF-8 (normalised_text.hpp); the whole entity is read for it.
using detail::in_characters;
using detail::Occurrences;

WildeResult failed(Status status, std::string reason, std::optional<std::uint64_t> offset = std::nullopt) {
    WildeResult result;
    result.status = status;
    result.reason = std::move(reason);
    result.error_offset = offset;
    return result;
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

namespace {

// The distinct patterns of a fragment's match() parts, in the order they
// first appear, and the parts that share each. Identical parts are searched
// once: a fragment of 130,000 match(a) parts is one search, not 130,000
// (issue 29, item 7).
struct Patterns {
    std::vector<std::string_view> text;
    std::vector<std::uint64_t> parts;  // how many parts have each pattern
    std::vector<std::size_t> of_part;  // part -> pattern (match() parts only)
};

Patterns distinct_patterns(const WildeFragment& fragment) {
    Patterns patterns;
    patterns.of_part.resize(fragment.parts.size());
    std::unordered_map<std::string_view, std::size_t> index;
    for (std::size_t i = 0; i < fragment.parts.size(); ++i) {
        if (fragment.parts[i].scheme != WildeScheme::match) continue;
        const auto [at, added] = index.emplace(fragment.parts[i].regex, patterns.text.size());
        if (added) {
            patterns.text.push_back(fragment.parts[i].regex);
            patterns.parts.push_back(0);
        }
        ++patterns.parts[at->second];
        patterns.of_part[i] = at->second;
    }
    return patterns;
}

// match() parts: every occurrence of each distinct pattern in the text, in
// characters; an invalid pattern is ignored (its parts' reasons set), a
// search that reaches a limit is the whole result's (s.6).
struct Matching {
    std::vector<Occurrences> occurrences;  // per distinct pattern
    std::vector<std::size_t> pattern_of;   // part -> pattern
    std::optional<WildeResult> stopped;    // entity_error or resource_limit
};

std::string time_spent(const RegexLimits& limits) {
    return "matching took more than the limit of " + as_milliseconds(limits.cpu) +
           " of CPU time, which the fragment's match() parts share (s.6)";
}

// Why the result is resource_limit, when `search` for `pattern` reached a limit.
std::string limit_reason(std::string_view pattern, const RegexSearch& search, const RegexLimits& limits) {
    const std::string part = "match(" + std::string(pattern) + "): ";
    if (search.limit == RegexSearch::Limit::time) return part + time_spent(limits);
    if (search.limit == RegexSearch::Limit::matches)
        return part + "with the parts before it, more than " + std::to_string(limits.matches) +
               " spans, the most one fragment's match() parts may identify (s.6)";
    return part + search.message + " (s.6)";
}

// The limits of s.6 are the fragment's, not each part's: a fragment of
// thousands of match() parts must not multiply them. What is counted is
// decided by the input alone: how many distinct patterns (before any search),
// how many spans they identify (each search may report what the ones before
// it left, shared among the parts that have its pattern). CPU time is the
// sandbox's, spent in regcomp and regexec; each search runs under what the
// ones before it left. The text's decoding and the spans' positions are
// fragid's own work, bounded by the counts, and not timed.
Matching match_all(const WildeFragment& fragment, const Entity& entity, const Charset& charset,
                   const RegexLimits& limits, std::vector<std::optional<std::string>>& ignored) {
    Matching matching;
    const auto patterns = distinct_patterns(fragment);
    matching.pattern_of = patterns.of_part;
    if (patterns.text.empty()) return matching;
    if (patterns.text.size() > limits.searches) {
        matching.stopped = failed(Status::resource_limit, std::to_string(patterns.text.size()) +
                                                              " different match() patterns, more than the " +
                                                              std::to_string(limits.searches) +
                                                              " one fragment may search (s.6)");
        return matching;
    }
    DecodeError error;
    const auto text = detail::normalised_text(entity.bytes, charset, draft_line_endings, error);
    if (!text) {
        matching.stopped = failed(Status::entity_error, error.reason, error.byte_offset);
        return matching;
    }
    std::vector<std::optional<std::string>> invalid(patterns.text.size());
    std::chrono::microseconds used{0};
    std::uint64_t spans_left = limits.matches;
    for (std::size_t p = 0; p < patterns.text.size(); ++p) {
        auto search_limits = limits;
        search_limits.cpu = limits.cpu - used;
        search_limits.matches = spans_left / patterns.parts[p];
        if (search_limits.cpu.count() <= 0) {  // spent by the searches before this one, each within what it had
            matching.stopped = failed(Status::resource_limit, time_spent(limits));
            return matching;
        }
        const auto search = search_bre(patterns.text[p], *text, search_limits);
        used += search.cpu;
        if (search.outcome == RegexSearch::Outcome::resource_limit) {
            matching.stopped = failed(Status::resource_limit, limit_reason(patterns.text[p], search, limits));
            return matching;
        }
        if (search.outcome == RegexSearch::Outcome::invalid_pattern)
            invalid[p] = "not a POSIX basic regular expression: " + search.message;
        spans_left -= search.matches.size() * patterns.parts[p];
        matching.occurrences.push_back(in_characters(*text, search.matches));
    }
    for (std::size_t i = 0; i < fragment.parts.size(); ++i)
        if (fragment.parts[i].scheme == WildeScheme::match && invalid[patterns.of_part[i]])
            ignored[i] = invalid[patterns.of_part[i]];
    return matching;
}

// Each part's spans (s.3.1.1-s.3.1.5), in fragment order; false at bytes
// that do not decode.
bool add_spans(const WildePart& part, std::size_t i, TextView& view, const Matching& matching, WildeResult& result) {
    if (part.scheme == WildeScheme::match) {
        for (const auto& [a, b] : matching.occurrences[matching.pattern_of[i]]) {
            const auto from = view.point_at_character(a);
            const auto to = from ? view.point_at_character(b) : std::nullopt;
            if (!to) return false;  // cannot happen: match_all decoded every byte
            result.spans.push_back({i, *from, *to});
        }
        return true;
    }
    const auto [first, last] = first_and_last(part.counts);
    const auto span = part.scheme == WildeScheme::character ? character_span(view, i, first, last)
                                                            : line_span(view, i, first, last);
    if (span) result.spans.push_back(*span);
    return span.has_value();
}

}  // namespace

WildeResult resolve_wilde(const WildeFragment& fragment, const Entity& entity, const Charset& charset,
                          const RegexLimits& limits) {
    std::vector<std::optional<std::string>> ignored(fragment.parts.size());
    for (std::size_t i = 0; i < fragment.parts.size(); ++i) {
        const auto& part = fragment.parts[i];
        if (part.scheme != WildeScheme::match)
            ignored[i] = ignore_counts(part.counts, part.scheme == WildeScheme::line ? "line" : "character");
    }
    // match() reads the whole entity first; char() and line() only as far as they need.
    const Matching matching = match_all(fragment, entity, charset, limits, ignored);
    if (matching.stopped) return *matching.stopped;

    WildeResult result;
    TextView view(entity.bytes, charset, draft_line_endings);
    for (std::size_t i = 0; i < fragment.parts.size(); ++i) {
        if (ignored[i]) {
            result.ignored.push_back({i, *ignored[i]});
        } else if (!add_spans(fragment.parts[i], i, view, matching, result)) {
            return failed(Status::entity_error, view.error().reason, view.error().byte_offset);
        }
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
    result.reason = counted(result.spans.size(), "range") + " from " + counted(parts, "scheme part") + " (s.3.1.6: their union)";
    return result;
}

std::vector<std::optional<std::string>> ignored_as_written(const WildeFragment& fragment) {
    std::vector<std::optional<std::string>> reasons;
    for (const auto& part : fragment.parts)
        reasons.push_back(part.scheme == WildeScheme::match
                              ? std::nullopt
                              : ignore_counts(part.counts, part.scheme == WildeScheme::line ? "line" : "character"));
    return reasons;
}

}  // namespace fragid
