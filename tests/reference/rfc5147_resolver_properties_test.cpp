// Properties of the RFC 5147 resolver that hold for every entity and fragment.
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include <string>

#include "fragid/entity/md5.hpp"
#include "fragid/reference/rfc5147/resolver.hpp"

namespace fragid {
namespace {

// Small Latin-1 entities over an alphabet rich in line endings: CR, LF, NEL
// and their pairs appear often enough to meet every case of s.4.1.
rc::Gen<std::string> latin1_entity() {
    return rc::gen::container<std::string>(rc::gen::element('a', 'b', '\n', '\r', '\x85', ' '));
}

rc::Gen<std::optional<Number>> maybe_small_number() {
    return rc::gen::apply(
        [](bool present, std::uint64_t n) { return present ? std::optional<Number>(Number(n)) : std::nullopt; },
        rc::gen::arbitrary<bool>(), rc::gen::inRange<std::uint64_t>(0, 40));
}

rc::Gen<TextFragment> fragment_without_checks() {
    return rc::gen::apply(
        [](bool lines, bool position, std::uint64_t at, std::optional<Number> start, std::optional<Number> end) {
            TextFragment f;
            f.scheme = lines ? TextScheme::line : TextScheme::character;
            if (position || (!start && !end)) f.selector = TextPosition{Number(at)};
            else f.selector = TextRange{start, end};
            return f;
        },
        rc::gen::arbitrary<bool>(), rc::gen::arbitrary<bool>(), rc::gen::inRange<std::uint64_t>(0, 40),
        maybe_small_number(), maybe_small_number());
}

TextResult resolve_latin1(const TextFragment& f, const std::string& bytes) {
    return resolve_text(f, Entity{bytes, "ISO-8859-1", LineEndingSet::all()});
}

std::uint64_t character_count(const std::string& bytes) {
    return resolve_latin1(TextFragment{TextScheme::character, TextRange{Number(0), std::nullopt}, {}}, bytes)
        .end.character;
}

RC_GTEST_PROP(TextResolverProperties, ResultsLieWithinTheEntity, ()) {
    const auto bytes = *latin1_entity();
    const auto f = *fragment_without_checks();
    const auto r = resolve_latin1(f, bytes);
    RC_ASSERT((r.status == Status::ok || r.status == Status::ignored));
    if (r.status != Status::ok) return;
    RC_ASSERT(r.start.character <= r.end.character);
    RC_ASSERT(r.end.character <= character_count(bytes));
    RC_ASSERT(r.start.byte <= r.end.byte);
    RC_ASSERT(r.end.byte <= bytes.size());
    if (r.is_position) RC_ASSERT(r.start == r.end);
}

// s.2.1.2: "Fragments identified by lines include the line endings": a line
// range starts at the start of a line and ends after a line ending or at the end.
RC_GTEST_PROP(TextResolverProperties, LineResultsStartAndEndAtLineBoundaries, ()) {
    const auto bytes = *latin1_entity();
    auto f = *fragment_without_checks();
    f.scheme = TextScheme::line;
    const auto r = resolve_latin1(f, bytes);
    if (r.status != Status::ok) return;
    RC_ASSERT((r.start.column == 1u || r.start.byte == bytes.size()));
    RC_ASSERT((r.end.column == 1u || r.end.byte == bytes.size()));
}

// s.4.1: a line ending is one character whatever its bytes, so turning every
// LF into CR+LF changes byte offsets but no character or line result.
RC_GTEST_PROP(TextResolverProperties, LineEndingConventionDoesNotChangeCharacters, ()) {
    const auto lf_text = *rc::gen::container<std::string>(rc::gen::element('a', 'b', '\n', ' '));
    std::string crlf_text;
    for (char c : lf_text) crlf_text += c == '\n' ? std::string("\r\n") : std::string(1, c);
    const auto f = *fragment_without_checks();
    const auto lf = resolve_latin1(f, lf_text);
    const auto crlf = resolve_latin1(f, crlf_text);
    RC_ASSERT(lf.status == crlf.status);
    RC_ASSERT(lf.start.character == crlf.start.character);
    RC_ASSERT(lf.end.character == crlf.end.character);
    RC_ASSERT(lf.start.line == crlf.start.line);
    RC_ASSERT(lf.end.column == crlf.end.column);
}

// s.2.1.1 / s.4.2: a number beyond the end clamps to the last position, and
// the answer never moves backwards as the number grows.
RC_GTEST_PROP(TextResolverProperties, ClampingIsMonotone, ()) {
    const auto bytes = *latin1_entity();
    const bool lines = *rc::gen::arbitrary<bool>();
    const auto a = *rc::gen::inRange<std::uint64_t>(0, 50);
    const auto b = *rc::gen::inRange<std::uint64_t>(a, 60);
    const auto scheme = lines ? TextScheme::line : TextScheme::character;
    const auto ra = resolve_latin1(TextFragment{scheme, TextPosition{Number(a)}, {}}, bytes);
    const auto rb = resolve_latin1(TextFragment{scheme, TextPosition{Number(b)}, {}}, bytes);
    RC_ASSERT(ra.start.character <= rb.start.character);
}

// A fragment whose checks were made from the entity itself always passes; a
// one-byte change that alters the MD5 makes it fail.
RC_GTEST_PROP(TextResolverProperties, SelfMadeChecksPassAndDetectChanges, ()) {
    const auto bytes = *latin1_entity();
    TextFragment f{TextScheme::character, TextPosition{Number(0)}, {}};
    Md5Check own_md5;
    own_md5.digest = md5(bytes);
    f.checks.push_back({LengthCheck{Number(character_count(bytes))}, "ISO-8859-1"});
    f.checks.push_back({own_md5, std::nullopt});
    RC_ASSERT(resolve_latin1(f, bytes).status == Status::ok);

    RC_PRE(!bytes.empty());
    auto changed = bytes;
    const auto at = *rc::gen::inRange<std::size_t>(0, changed.size());
    changed[at] = changed[at] == 'a' ? 'b' : 'a';
    RC_ASSERT(resolve_latin1(f, changed).status == Status::integrity_mismatch);
}

}  // namespace
}  // namespace fragid
