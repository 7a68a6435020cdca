#include "fragid/conformance/difference.hpp"

#include <algorithm>
#include <set>
#include <type_traits>
#include <variant>

namespace fragid::conformance {
namespace {

// What every spec requires of a syntax error or a failed integrity check is
// that nothing is identified; saying why is optional (RFC 5147 s.4.4 and
// RFC 7111 s.4.1 "Syntax errors MAY be reported", RFC 5147 s.4.3 "A client
// MAY signal this situation"; the draft says nothing). So an implementation
// that answers `ignored` there has done all it must.
bool identifies_nothing_as_required(Status expected, Status actual) {
    return actual == Status::ignored && (expected == Status::syntax_error || expected == Status::integrity_mismatch);
}

// Whether two outcomes mean the same, alternative by alternative, each
// spec's shape by its entry (shapes::same); outcomes of different shapes
// never do.
struct SameMeaning {
    bool compare_bytes;
    template <class Shape>
    bool operator()(const Shape& expected, const Shape& actual) const {
        return shapes::same(expected, actual, compare_bytes);
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

// The part an outcome differs in, as its shape says, given the other outcome
// where it has the same shape (else null). An Unresolved of the same status
// has none of its own: the range, the last of the parts.
template <class Shape>
Difference::Part part_of(const Shape& outcome, const Shape* other) {
    if constexpr (std::is_same_v<Shape, Unresolved>) return Difference::Part::range;
    else return shapes::part_differing(outcome, other);
}

Difference::Part first_part_differing(const Outcome& fragids, const Outcome& actual) {
    if (status_of(actual) != status_of(fragids)) return Difference::Part::status;
    return std::visit(
        [](const auto& expected, const auto& answered) {
            using Expected = std::decay_t<decltype(expected)>;
            using Answered = std::decay_t<decltype(answered)>;
            if constexpr (std::is_same_v<Expected, Answered>) {
                return part_of(expected, &answered);
            } else {
                // Of two shapes, the part named first (outcome_shape.hpp's order).
                return std::min(part_of<Expected>(expected, nullptr), part_of<Answered>(answered, nullptr));
            }
        },
        fragids, actual);
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
            if constexpr (std::is_same_v<std::decay_t<decltype(identified)>, Unresolved>) return status;
            else return status + " " + shapes::describe(identified, bytes);
        },
        o);
}

}  // namespace fragid::conformance
