// Read this file beside RFC 5147 sections 2.1, 2.2, 4.1, 4.2 and 4.3.
#include "fragid/reference/rfc5147/resolver.hpp"
#include "../unbounded.hpp"

#include <limits>
#include <optional>
#include <utility>
#include <variant>

#include "fragid/grammar/fragment.hpp"
#include "fragid/model/spec.hpp"
#include "fragid/model/counted.hpp"
#include "fragid/entity/charset.hpp"
#include "fragid/reference/entity_memo.hpp"
#include "fragid/entity/entity_stream.hpp"
#include "fragid/reference/rfc5147/integrity.hpp"
#include "fragid/entity/md5.hpp"
#include "fragid/entity/text_view.hpp"

namespace fragid {
namespace {

using detail::unbounded;

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

// Where a position of the fragment's scheme is: character positions count
// characters (s.2.1.1), line positions count line endings (s.2.1.2); a
// position beyond the entity is its end (s.2.1.1, s.4.2).
std::optional<TextPoint> point_at(TextView& view, TextScheme scheme, std::uint64_t position) {
    return scheme == TextScheme::character ? view.point_at_character(position) : view.point_at_line(position);
}

// Bytes that do not decode before the answer: the entity is in error.
TextResult undecodable(const DecodeError& error) {
    TextResult result;
    result.status = Status::entity_error;
    result.error_offset = error.byte_offset;
    result.reason = error.reason;
    return result;
}

std::string describe(const TextResult& r) {
    auto point = [](const TextPoint& p) {
        return "character " + std::to_string(p.character) + " (byte " + std::to_string(p.byte) + ", line " +
               std::to_string(p.line) + ", column " + std::to_string(p.column) + ")";
    };
    if (r.is_position) return "the position at " + point(r.start);
    const auto length = r.end.character - r.start.character;
    return counted(length, "character") + ", from " + point(r.start) +
           " to " + point(r.end);
}

}  // namespace

// s.4.2 says "not properly ordered (i.e., the first number is less than the
// second)"; s.2.1.1 ("The end of a range must have a value greater than or
// equal to the start") shows the parenthesis is reversed: a range is inverted
// when its first number is GREATER than its second. The numbers are compared
// as written, exactly, before any clamping (docs/interpretations.md).
std::optional<std::string> ignored_as_written(const TextFragment& fragment) {
    const auto* range = std::get_if<TextRange>(&fragment.selector);
    if (!range || !range->start || !range->end || !(*range->start > *range->end)) return std::nullopt;
    return "the range " + range->start->digits() + "," + range->end->digits() +
           " is inverted (its first number is greater than its second), so the fragment MUST be ignored "
           "(RFC 5147 s.4.2)";
}

namespace {

// The resolution over a view; `memo`, when a batch shares one, has the md5 too.
TextResult resolve_in(const TextFragment& fragment, const Entity& entity, TextView& view, EntityMemo* memo) {
    if (auto why = ignored_as_written(fragment)) {
        TextResult ignored;
        ignored.status = Status::ignored;
        ignored.reason = std::move(*why);
        return ignored;
    }

    // s.2.3 compares a check's charset with the entity's as it was declared.
    const std::string declared = charset_or_default(entity.charset, Spec::rfc5147);
    auto plan = plan_integrity_checks(fragment.checks, declared);
    const auto targets = targets_of(fragment.selector);

    // The entity is read only as far as the answer needs: to the end only
    // for a `length` check (s.3.1), or for a position beyond the last.
    // The questions go forward (start, end, then the end of the entity), as
    // a stream needs; the span's bytes are kept for printing, as they pass
    // (a stream's beyond a few megabytes in a temporary file, EntityStream:
    // keeping them is simpler than writing them out in passing, which would
    // print part of a span before an integrity check further on fails).
    const auto start = point_at(view, fragment.scheme, targets.start);
    if (!start) return undecodable(view.error());
    view.keep(start->byte);
    const auto end = targets.is_position ? start : point_at(view, fragment.scheme, targets.end);
    if (!end) return undecodable(view.error());
    view.keep(start->byte, end->byte);
    const auto characters = plan.needs_length ? view.character_count() : std::optional<std::uint64_t>(0);
    if (!characters) return undecodable(view.error());
    std::optional<Md5Digest> digest;  // computed once, however many md5 checks there are
    if (plan.needs_md5)
        digest = entity.stream ? entity.stream->digest_to_end()
                 : memo        ? memo->md5_of(entity.bytes)
                               : md5(entity.bytes);

    TextResult result;
    result.is_position = targets.is_position;
    result.start = *start;
    result.end = *end;
    result.checks = run_integrity_checks(std::move(plan), digest, *characters);
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

}  // namespace

TextResult resolve_text(const TextFragment& fragment, const Entity& entity, const Charset& charset, EntityMemo* memo) {
    if (!entity.stream) {
        // Many fragments in one entity share one view (entity_memo.hpp).
        if (memo) return resolve_in(fragment, entity, memo->text_view(entity.bytes, charset, entity.line_endings), memo);
        TextView view(entity.bytes, charset, entity.line_endings);
        return resolve_in(fragment, entity, view, nullptr);
    }
    // A stream cannot be read twice: its md5 is taken as it passes, from its first byte.
    const std::string declared = charset_or_default(entity.charset, Spec::rfc5147);
    if (plan_integrity_checks(fragment.checks, declared).needs_md5) entity.stream->digest_from_start();
    TextView view(*entity.stream, charset, entity.line_endings);
    return resolve_in(fragment, entity, view, nullptr);
}

TextResult resolve_text(const TextFragment& fragment, const Entity& entity, TextView& view) {
    return resolve_in(fragment, entity, view, nullptr);
}


}  // namespace fragid
