#include "fragid/conformance/difference.hpp"

#include <algorithm>
#include <set>
#include <type_traits>
#include <variant>

namespace fragid::conformance {
namespace {

// Text is built by appending to a string, never as "literal" + a temporary
// string: GCC 12 at -O3 warns about the latter with a false -Wrestrict (GCC
// bug 105651), 15 times in a release build.
std::string span_text(std::uint64_t a, std::uint64_t b) {
    std::string text = "[";
    text += std::to_string(a);
    text += ',';
    text += std::to_string(b);
    text += ')';
    return text;
}

std::string describe(const TextSpan& s, bool bytes) {
    std::string d = std::string(s.position ? "position" : "range") + " characters " +
                    span_text(s.start_character, s.end_character);
    if (bytes && s.start_byte) d.append(" bytes ").append(span_text(*s.start_byte, *s.end_byte));
    return d;
}

std::string describe(const CsvCells& identified) {
    const auto& cells = identified.cells;
    std::string d = "cells {";
    std::size_t shown = 0;
    for (const auto& cell : cells) {
        if (shown++ == 12) {
            d.append(" ... ").append(std::to_string(cells.size())).append(" in all");
            break;
        }
        if (shown > 1) d += ' ';
        d += std::to_string(cell.row) + "," + std::to_string(cell.col);
    }
    return d + "}";
}

bool same_characters(const TextSpan& e, const TextSpan& a) {
    return e.start_character == a.start_character && e.end_character == a.end_character;
}

bool same_range(const TextSpan& e, const TextSpan& a, bool compare_bytes) {
    if (!same_characters(e, a)) return false;
    return !compare_bytes || (e.start_byte == a.start_byte && e.end_byte == a.end_byte);
}

// What every spec requires of a syntax error or a failed integrity check is
// that nothing is identified; saying why is optional (RFC 5147 s.4.4 and
// RFC 7111 s.4.1 "Syntax errors MAY be reported", RFC 5147 s.4.3 "A client
// MAY signal this situation"; the draft says nothing). So an implementation
// that answers `ignored` there has done all it must.
bool identifies_nothing_as_required(Status expected, Status actual) {
    return actual == Status::ignored && (expected == Status::syntax_error || expected == Status::integrity_mismatch);
}

// Whether two outcomes mean the same, alternative by alternative; outcomes of
// different shapes never do.
struct SameMeaning {
    bool compare_bytes;
    // `position` records the form written, not the meaning: s.2.1.1 makes a
    // zero-length range "equivalent to a position", and s.5 calls line=10,20
    // on a short entity "the position after the last line".
    bool operator()(const TextSpan& expected, const TextSpan& actual) const {
        return same_range(expected, actual, compare_bytes);
    }
    bool operator()(const CsvCells& expected, const CsvCells& actual) const { return expected == actual; }
    bool operator()(const WildeSpans& expected, const WildeSpans& actual) const {
        return std::equal(expected.spans.begin(), expected.spans.end(), actual.spans.begin(), actual.spans.end(),
                          [&](const TextSpan& e, const TextSpan& a) { return same_range(e, a, compare_bytes); });
    }
    // The status alone is the meaning.
    bool operator()(const Unresolved& expected, const Unresolved& actual) const {
        return expected.status == actual.status || identifies_nothing_as_required(expected.status, actual.status);
    }
    template <class Expected, class Actual>
    bool operator()(const Expected&, const Actual&) const {
        return false;
    }
};

bool same_meaning(const Outcome& expected, const Outcome& actual, bool compare_bytes) {
    return std::visit(SameMeaning{compare_bytes}, expected, actual);
}

template <class Shape>
bool either_is(const Outcome& a, const Outcome& b) {
    return std::holds_alternative<Shape>(a) || std::holds_alternative<Shape>(b);
}

Difference::Part first_part_differing(const Outcome& fragids, const Outcome& actual) {
    using Part = Difference::Part;
    if (status_of(actual) != status_of(fragids)) return Part::status;
    if (either_is<CsvCells>(fragids, actual)) return Part::cells;
    if (either_is<WildeSpans>(fragids, actual)) return Part::spans;
    const auto* expected_span = std::get_if<TextSpan>(&fragids);
    const auto* actual_span = std::get_if<TextSpan>(&actual);
    if (expected_span && actual_span && same_characters(*expected_span, *actual_span)) return Part::bytes;
    return Part::range;
}

}  // namespace

std::optional<std::size_t> matching_outcome(const ResolveCheck& c, const Outcome& actual, bool compare_bytes) {
    // fragid's own reading first, so that an answer meaning it is never
    // reported as another reading.
    const auto fragids = c.fragids_reading();
    if (fragids < c.acceptable.size() && same_meaning(c.acceptable[fragids], actual, compare_bytes)) return fragids;
    for (std::size_t i = 0; i < c.acceptable.size(); ++i)
        if (same_meaning(c.acceptable[i], actual, compare_bytes)) return i;
    return std::nullopt;
}

std::string_view to_string(Difference::Part part) noexcept {
    switch (part) {
        case Difference::Part::status: return "status";
        case Difference::Part::cells: return "cells";
        case Difference::Part::spans: return "spans";
        case Difference::Part::bytes: return "bytes";
        case Difference::Part::range: return "range";
    }
    return "?";
}

std::optional<Difference> difference(const ResolveCheck& c, const Outcome& actual, bool compare_bytes) {
    if (matching_outcome(c, actual, compare_bytes)) return std::nullopt;
    const auto fragids = c.fragids_reading();
    const auto part = fragids < c.acceptable.size() ? first_part_differing(c.acceptable[fragids], actual)
                                                    : Difference::Part::status;  // a case with no answer at all
    return Difference{part, c.acceptable, actual, compare_bytes};
}

std::string expected_text(const Difference& d) {
    // Answers that differ only in byte offsets read alike when bytes are not
    // shown (an implementation that reports characters only): named once.
    std::vector<std::string> named;
    std::string text;
    for (const auto& expected : d.expected) {
        auto words = describe(expected, d.with_bytes);
        if (std::find(named.begin(), named.end(), words) != named.end()) continue;
        text.append(text.empty() ? "" : " or ").append(words);
        named.push_back(std::move(words));
    }
    return text;
}

std::string to_string(const Difference& d) {
    return "expected " + expected_text(d) + ", got " + describe(d.actual, d.with_bytes);
}

std::string describe(const Outcome& o, bool bytes) {
    const std::string status(to_string(status_of(o)));
    return std::visit(
        [&](const auto& identified) {
            using Shape = std::decay_t<decltype(identified)>;
            if constexpr (std::is_same_v<Shape, TextSpan>) return status + " " + describe(identified, bytes);
            else if constexpr (std::is_same_v<Shape, CsvCells>) return status + " " + describe(identified);
            else if constexpr (std::is_same_v<Shape, WildeSpans>) {
                std::string d = status + " spans {";
                for (std::size_t i = 0; i < identified.spans.size(); ++i)
                    d.append(i ? " " : "").append(describe(identified.spans[i], bytes));
                return d + "}";
            } else {
                return status;
            }
        },
        o);
}

}  // namespace fragid::conformance
