// Metamorphic properties of the RFC 5147 resolver: changing how the same
// characters are written must not change which characters are identified.
// RFC 5147 counts characters, not bytes (s.2.1.1, s.3.1 "code points"), and
// ignores an initial BOM (s.2.1.2); so transcoding UTF-8 <-> UTF-16 and adding
// or removing a BOM keep status and character range, and byte offsets always
// fall on code-point boundaries of the bytes actually given.
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include <set>

#include "fragid/generators/rfc5147.hpp"
#include "fragid/generators/text_entity.hpp"
#include "fragid/reference/rfc5147/resolver.hpp"

namespace fragid {
namespace {

using generators::encode;
using generators::GeneratedText;
using generators::TextEncoding;

// Fragments whose meaning cannot depend on the bytes: no md5 (it hashes the
// bytes), no charset on a check (it must equal the entity's, s.2.3), numbers
// small enough to fall inside the text.
rc::Gen<TextFragment> gen_charset_free_fragment() {
    return rc::gen::exec([] {
        auto f = *rc::gen::arbitrary<TextFragment>();
        const auto small = [] { return Number(*rc::gen::inRange<std::uint64_t>(0, 45)); };
        if (auto* position = std::get_if<TextPosition>(&f.selector)) position->value = small();
        if (auto* range = std::get_if<TextRange>(&f.selector)) {
            if (range->start) range->start = small();
            if (range->end) range->end = small();
        }
        std::erase_if(f.checks, [](const IntegrityCheck& c) { return std::holds_alternative<Md5Check>(c.check); });
        for (auto& check : f.checks) {
            check.charset.reset();
            if (auto* length = std::get_if<LengthCheck>(&check.check); length && *rc::gen::arbitrary<bool>())
                length->characters = small();
        }
        return f;
    });
}

TextResult resolve_bytes(const TextFragment& f, const std::string& bytes, TextEncoding encoding) {
    return resolve_text(f, Entity{bytes, std::string(generators::charset_name(encoding)), LineEndingSet::all()});
}

void assert_same_characters(const TextResult& a, const TextResult& b) {
    RC_ASSERT(a.status == b.status);
    if (a.status != Status::ok && a.status != Status::integrity_mismatch) return;
    RC_ASSERT(a.is_position == b.is_position);
    RC_ASSERT(a.start.character == b.start.character);
    RC_ASSERT(a.end.character == b.end.character);
}

RC_GTEST_PROP(TextMetamorphic, TranscodingKeepsTheCharacters, ()) {
    const auto text = *generators::gen_text_characters();
    const auto f = *gen_charset_free_fragment();
    const auto from = *rc::gen::element(TextEncoding::utf8, TextEncoding::utf16, TextEncoding::utf16be, TextEncoding::utf16le);
    const auto to = *rc::gen::element(TextEncoding::utf8, TextEncoding::utf16, TextEncoding::utf16be, TextEncoding::utf16le);
    const auto little = *rc::gen::arbitrary<bool>();
    // UTF-16 without a BOM is big-endian (RFC 2781 s.4.3); with one, either order.
    const auto a = resolve_bytes(f, encode(text, from, from == TextEncoding::utf16, little), from);
    const auto b = resolve_bytes(f, encode(text, to, to == TextEncoding::utf16, !little), to);
    RC_ASSERT(a.status != Status::entity_error);
    assert_same_characters(a, b);
}

RC_GTEST_PROP(TextMetamorphic, SingleByteCharsetsAgreeWithUtf8, ()) {
    auto text = *generators::gen_text_characters();
    std::erase_if(text, [](char32_t c) { return c >= 0x100; });
    const auto f = *gen_charset_free_fragment();
    const auto latin1 = resolve_bytes(f, encode(text, TextEncoding::iso_8859_1), TextEncoding::iso_8859_1);
    assert_same_characters(latin1, resolve_bytes(f, encode(text, TextEncoding::utf8), TextEncoding::utf8));
}

RC_GTEST_PROP(TextMetamorphic, AddingOrRemovingTheBomKeepsTheCharacters, ()) {
    const auto text = *generators::gen_text_characters();
    const auto f = *gen_charset_free_fragment();
    const auto encoding = *rc::gen::element(TextEncoding::utf8, TextEncoding::utf16);
    const auto little = *rc::gen::arbitrary<bool>();
    // In UTF-16 without a BOM the order is big-endian, so the BOM-less twin of a little-endian text is UTF-16BE bytes.
    const auto without = encode(text, encoding, false, false);
    const auto with = encode(text, encoding, true, little);
    const auto a = resolve_bytes(f, without, encoding);
    const auto b = resolve_bytes(f, with, encoding);
    assert_same_characters(a, b);
    if (a.status == Status::ok) {
        // Byte offsets are into the exact bytes, BOM included (docs/interpretations.md).
        const std::uint64_t bom = encoding == TextEncoding::utf8 ? 3 : 2;
        RC_ASSERT(b.start.byte == a.start.byte + bom);
        RC_ASSERT(b.end.byte == a.end.byte + bom);
    }
}

// Every character's first byte, and the end, in `text` written as `g` says.
std::set<std::uint64_t> code_point_boundaries(const GeneratedText& g) {
    std::set<std::uint64_t> boundaries;
    std::uint64_t at = encode(U"", g.encoding, g.bom, g.little_endian).size();
    boundaries.insert(at);
    for (const char32_t c : g.text) {
        at += encode(std::u32string(1, c), g.encoding).size();
        boundaries.insert(at);
    }
    return boundaries;
}

RC_GTEST_PROP(TextMetamorphic, ByteOffsetsFallOnCodePointBoundaries, ()) {
    const auto g = *generators::gen_text();
    const auto f = *gen_charset_free_fragment();
    const auto r = resolve_bytes(f, g.bytes, g.encoding);
    RC_ASSERT(r.status != Status::entity_error);
    if (r.status != Status::ok) return;
    const auto boundaries = code_point_boundaries(g);
    RC_ASSERT(boundaries.count(r.start.byte) == 1u);
    RC_ASSERT(boundaries.count(r.end.byte) == 1u);
    RC_ASSERT(r.end.byte <= g.bytes.size());
}

}  // namespace
}  // namespace fragid
