// Read this file beside RFC 5147 sections 2.1, 3 and 3.1, and
// docs/interpretations.md ("Making fragments").
#include <optional>

#include "fragid/grammar/fragment.hpp"
#include "fragid/reference/make.hpp"
#include "fragid/entity/md5.hpp"
#include "fragid/reference/rfc5147/resolver.hpp"
#include "fragid/entity/text_view.hpp"
#include "../make_support.hpp"

namespace fragid {
namespace {


template <class T>
T need(std::optional<T> answer) {
    if (!answer) throw make_detail::Undecodable{};
    return *answer;
}

const char* noun(TextScheme unit) { return unit == TextScheme::line ? "line" : "character"; }

// Lines as people count them: the characters up to and including each line
// ending in force, and the characters after the last one if there are any.
// An empty entity is one empty line (docs/interpretations.md, "Empty entity").
std::uint64_t line_count(TextView& view) {
    const auto end = need(view.end());
    const std::uint64_t endings = end.line - 1;
    return endings + (end.column > 1 || endings == 0 ? 1 : 0);
}

std::uint64_t count(TextView& view, TextScheme unit) {
    return unit == TextScheme::line ? line_count(view) : need(view.character_count());
}

// Whether the entity has line or character n (from 1), reading only as far
// as that: line n > 1 starts after the (n-1)-th line ending and has a
// character (s.2.1.2); character n ends at character position n.
bool has(TextView& view, TextScheme unit, const Number& n) {
    if (!n.fits_u64()) return false;  // no entity has 2^64 of anything
    const auto k = n.saturated();
    if (unit == TextScheme::character) return need(view.point_at_character(k)).character == k;
    if (k == 1) return true;
    const auto start = need(view.point_at_line(k - 1));
    return start.line == k && need(view.point_at_character(start.character + 1)).character > start.character;
}

// The number an ordinal stands for, or the MakeError saying the entity lacks it.
// `one_past` admits count + 1 (the point after the last line or character).
std::variant<std::uint64_t, MakeError> resolve_ordinal(TextView& view, TextScheme unit, const Ordinal& o,
                                                       bool one_past = false) {
    if (o.is_last) {
        const auto n = count(view, unit);
        if (n == 0) return MakeError{counted(0, noun(unit)), std::string("the last ") + noun(unit)};
        return n;
    }
    if (has(view, unit, o.number)) return o.number.saturated();
    const auto n = count(view, unit);
    if (one_past && o.number == Number(n + 1)) return n + 1;
    return MakeError{counted(n, noun(unit)), std::string(noun(unit)) + " " + o.number.digits()};
}

// What a selection is made into, and the character positions it must identify.
struct Planned {
    TextFragment fragment;
    TextPoint start;
    TextPoint end;
};

TextPoint existing_point_at(TextView& view, TextScheme unit, std::uint64_t position) {
    return need(unit == TextScheme::line ? view.point_at_line(position) : view.point_at_character(position));
}

// Lines or characters a..b are the range from position a-1 to position b.
// An absent start (position 0) is shorter and means the same (s.4.2); an
// absent end is written only where the person said "to the end" (N-*). "a-1,b"
// never collapses into a position, since a-1 < b.
std::variant<Planned, MakeError> plan(TextView& view, const TextSpanSelection& s) {
    const auto a = resolve_ordinal(view, s.unit, s.span.first);
    if (auto* error = std::get_if<MakeError>(&a)) return *error;
    const auto b = resolve_ordinal(view, s.unit, s.span.last);
    if (auto* error = std::get_if<MakeError>(&b)) return *error;
    const auto first = std::get<std::uint64_t>(a), last = std::get<std::uint64_t>(b);
    // Only "*" first can be in the wrong order (parse_ordinal_span refuses
    // two numbers so): the last is then `first`, the count.
    if (first > last)
        return MakeError{counted(first, noun(s.unit)), std::string(noun(s.unit)) + "s " + std::to_string(first) +
                                                           " to " + std::to_string(last) + ", in the wrong order"};
    TextRange range;
    if (first > 1) range.start = Number(first - 1);
    // "N-*" is "to the end", which RFC 5147 can say; "*" alone is the last line
    // or character as it is now, which only its number says.
    const bool open_end = s.span.last.is_last && !s.span.first.is_last;
    if (!open_end) range.end = Number(last);
    if (!range.start && !range.end) range.start = Number(0);  // "line=," is not in the grammar
    Planned planned{TextFragment{s.unit, range, {}}, existing_point_at(view, s.unit, first - 1), {}};
    planned.end = open_end ? need(view.end()) : existing_point_at(view, s.unit, last);
    return planned;
}

// The point before line or character n is position n-1 (s.2.1.1): a position,
// not a zero-length range, because a point is what is meant.
std::variant<Planned, MakeError> plan(TextView& view, const TextPointSelection& s) {
    const auto n = resolve_ordinal(view, s.unit, s.before, true);
    if (auto* error = std::get_if<MakeError>(&n)) return *error;
    const auto position = std::get<std::uint64_t>(n) - 1;
    const auto at = existing_point_at(view, s.unit, position);
    return Planned{TextFragment{s.unit, TextPosition{Number(position)}, {}}, at, at};
}

}  // namespace

namespace make_detail {

// Resolves what was made; anything but exactly [start, end) is a bug.
TextResult verified(const TextFragment& fragment, const Entity& entity, const Charset& charset, std::uint64_t start,
                    std::uint64_t end, TextView* shared) {
    auto result = shared ? resolve_text(fragment, entity, *shared) : resolve_text(fragment, entity, charset);
    if (result.status != Status::ok || result.start.character != start || result.end.character != end)
        made_wrong(to_string(fragment), "identifies " + std::string(to_string(result.status)) + " [" +
                                            std::to_string(result.start.character) + ", " +
                                            std::to_string(result.end.character) + "), not [" +
                                            std::to_string(start) + ", " + std::to_string(end) + ")");
    return result;
}

std::vector<IntegrityCheck> checks_for(TextView& view, const Entity& entity, const Charset& charset,
                                       const IntegrityRequest& integrity) {
    // The charset is always named: a check without it is one a client in
    // another charset cannot use (s.2.3), and with it one it knows to skip.
    std::vector<IntegrityCheck> checks;
    if (integrity.length) checks.push_back({LengthCheck{Number(need(view.character_count()))}, charset.name});
    if (integrity.md5) checks.push_back({Md5Check{md5(entity.bytes)}, charset.name});
    return checks;
}

MadeText finish(TextFragment fragment, std::vector<IntegrityCheck> checks, const Entity& entity,
                const Charset& charset, std::uint64_t start, std::uint64_t end) {
    fragment.checks = std::move(checks);
    auto identified = verified(fragment, entity, charset, start, end);
    return MadeText{std::move(fragment), std::move(identified)};
}

MakeError undecodable(const TextView& view, const Charset& charset) {
    return MakeError{"bytes that are not " + charset.name + " at byte " + std::to_string(view.error().byte_offset) +
                         " (" + view.error().reason + ")",
                     "characters counted through them", true};
}

}  // namespace make_detail

std::variant<MadeText, MakeError> make_text(const Entity& entity, const Charset& charset,
                                            const TextSelection& selection, const IntegrityRequest& integrity) {
    TextView view(entity.bytes, charset, entity.line_endings);
    try {
        auto planned = std::visit([&](const auto& s) { return plan(view, s); }, selection);
        if (auto* error = std::get_if<MakeError>(&planned)) return *error;
        auto& p = std::get<Planned>(planned);
        auto checks = make_detail::checks_for(view, entity, charset, integrity);
        return make_detail::finish(std::move(p.fragment), std::move(checks), entity, charset, p.start.character,
                                   p.end.character);
    } catch (const make_detail::Undecodable&) {
        return make_detail::undecodable(view, charset);
    }
}

TextFragment line_fragment(std::uint64_t n) {
    TextFragment fragment;
    fragment.scheme = TextScheme::line;
    // Line position 0 is the start of the entity, which an absent start says
    // in one character less (RFC 5147 s.4.2; docs/interpretations.md).
    TextRange range;
    if (n > 1) range.start = Number(n - 1);
    range.end = Number(n);
    fragment.selector = range;
    return fragment;
}

}  // namespace fragid
