// Read this file beside RFC 5147 sections 2.1, 2.2, 4.1, 4.2 and 4.3.
#include "fragid/reference/text_resolver.hpp"

#include <limits>
#include <optional>
#include <variant>

#include "fragid/grammar/fragment.hpp"
#include "fragid/model/spec.hpp"
#include "fragid/reference/charset.hpp"
#include "fragid/reference/integrity.hpp"
#include "fragid/reference/text_scanner.hpp"

namespace fragid {
namespace {

constexpr auto unbounded = std::numeric_limits<std::uint64_t>::max();

// Where a selector starts and ends, in the scheme's unit (characters or line
// positions). `unbounded` stands for "the end of the entity": an absent range
// end (s.4.2), and any number larger than the entity is clamped to the end
// anyway (s.2.1.1, s.4.2), so saturating a huge number to it is exact.
struct Targets {
    std::uint64_t start = 0;
    std::uint64_t end = 0;
    bool is_position = false;
};

Targets targets_of(const std::variant<TextPosition, TextRange>& selector) {
    if (const auto* position = std::get_if<TextPosition>(&selector)) {
        const auto at = position->value.saturated();
        return {at, at, true};
    }
    const auto& range = std::get<TextRange>(selector);
    return {range.start ? range.start->saturated() : 0,  // s.4.2: absent first value = start of the entity
            range.end ? range.end->saturated() : unbounded, false};
}

// s.4.2 says "not properly ordered (i.e., the first number is less than the
// second)"; s.2.1.1 ("The end of a range must have a value greater than or
// equal to the start") shows the parenthesis is reversed: a range is inverted
// when its first number is GREATER than its second. The numbers are compared
// as written, exactly, before any clamping (docs/interpretations.md).
bool is_inverted(const std::variant<TextPosition, TextRange>& selector) {
    const auto* range = std::get_if<TextRange>(&selector);
    return range && range->start && range->end && *range->start > *range->end;
}

// Walks the entity once, noting the points where the targets fall.
class Walk {
public:
    Walk(TextScheme scheme, Targets targets) : scheme_(scheme), targets_(targets) {}

    // Feeds the scanner's characters until both points are known (or, when
    // `count_all`, until the end); returns false on a decoding error.
    bool run(TextScanner& scanner, bool count_all) {
        here_.byte = scanner.content_start();
        note_point();  // character 0 and line position 0 (s.2.1.1)
        TextChar c;
        while (count_all || !end_) {
            const auto step = scanner.next(c);
            if (step == TextScanner::Step::error) return false;
            if (step == TextScanner::Step::end) break;
            advance(c);
            note_point();
        }
        // A target beyond the entity identifies its last position (s.2.1.1, s.4.2).
        if (!start_) start_ = here_;
        if (!end_) end_ = here_;
        return true;
    }

    const TextPoint& start() const { return *start_; }
    const TextPoint& end() const { return *end_; }
    std::uint64_t characters_seen() const { return here_.character; }

private:
    void advance(const TextChar& c) {
        ++here_.character;
        here_.byte = c.byte_end;
        if (c.is_line_ending) {
            ++line_endings_;
            ++here_.line;
            here_.column = 1;
        } else {
            ++here_.column;
        }
        just_after_line_ending_ = c.is_line_ending;
    }

    // The current point is character position `here_.character`; it is line
    // position L when it directly follows the L-th line ending (line position
    // 0 is character position 0, s.2.1.2).
    std::optional<std::uint64_t> position_here() const {
        if (scheme_ == TextScheme::character) return here_.character;
        if (here_.character == 0) return 0;
        if (just_after_line_ending_) return line_endings_;
        return std::nullopt;
    }

    void note_point() {
        const auto position = position_here();
        if (!position) return;
        if (!start_ && *position == targets_.start) start_ = here_;
        if (!end_ && *position == targets_.end) end_ = here_;
    }

    TextScheme scheme_;
    Targets targets_;
    TextPoint here_;
    std::uint64_t line_endings_ = 0;
    bool just_after_line_ending_ = false;
    std::optional<TextPoint> start_;
    std::optional<TextPoint> end_;
};

std::string describe(const TextResult& r) {
    auto point = [](const TextPoint& p) {
        return "character " + std::to_string(p.character) + " (byte " + std::to_string(p.byte) + ", line " +
               std::to_string(p.line) + ", column " + std::to_string(p.column) + ")";
    };
    if (r.is_position) return "the position at " + point(r.start);
    const auto length = r.end.character - r.start.character;
    return std::to_string(length) + (length == 1 ? " character" : " characters") + ", from " + point(r.start) +
           " to " + point(r.end);
}

}  // namespace

TextResult resolve_text(const TextFragment& fragment, const Entity& entity, const Charset& charset) {
    TextResult result;
    if (is_inverted(fragment.selector)) {
        const auto& range = std::get<TextRange>(fragment.selector);
        result.status = Status::ignored;
        result.reason = "the range " + range.start->digits() + "," + range.end->digits() +
                        " is inverted (its first number is greater than its second), so the fragment MUST be "
                        "ignored (RFC 5147 s.4.2)";
        return result;
    }

    // s.2.3 compares a check's charset with the entity's as it was declared.
    const std::string declared = charset_or_default(entity.charset, Spec::rfc5147);
    const auto plan = plan_integrity_checks(fragment.checks, declared);
    const auto targets = targets_of(fragment.selector);
    TextScanner scanner(entity.bytes, charset, entity.line_endings);
    Walk walk(fragment.scheme, targets);
    if (!walk.run(scanner, plan.needs_length)) {
        result.status = Status::entity_error;
        result.error_offset = scanner.error().byte_offset;
        result.reason = scanner.error().reason;
        return result;
    }

    result.is_position = targets.is_position;
    result.start = walk.start();
    result.end = walk.end();
    result.checks = run_integrity_checks(plan, entity.bytes, walk.characters_seen());
    for (const auto& report : result.checks) {
        if (report.outcome == CheckOutcome::failed) {
            result.status = Status::integrity_mismatch;
            result.reason = "integrity check failed: " + report.detail +
                            "; the fragment SHOULD NOT be interpreted (RFC 5147 s.4.3)";
            return result;
        }
    }
    result.status = Status::ok;
    result.reason = describe(result);
    return result;
}


}  // namespace fragid
