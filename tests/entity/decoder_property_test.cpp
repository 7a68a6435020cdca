// Properties of the built-in decoders, checked against encoders and a
// recogniser written here independently of entity/src/decoder.cpp.
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include <cstdint>
#include <string>
#include <vector>

#include "decode_all.hpp"
#include "utf_oracle.hpp"

namespace fragid::test {
namespace {

using CodePoints = std::vector<std::uint32_t>;

// Unicode scalar values, weighted so every UTF-8 length and UTF-16 surrogate
// pairs show up, plus the values the resolvers treat specially: U+0085 NEL
// (RFC 5147 s.4.1), U+FEFF (BOM / ZWNBSP, RFC 2781 s.3.3), and the edges
// around the surrogate block and U+10FFFF.
rc::Gen<std::uint32_t> scalar_value() {
    const auto skip_surrogates = [](std::uint32_t c) { return c >= 0xD800 ? c + 0x800 : c; };
    return rc::gen::weightedOneOf<std::uint32_t>({
        {4, rc::gen::inRange<std::uint32_t>(0, 0x80)},
        {2, rc::gen::inRange<std::uint32_t>(0x80, 0x800)},
        {2, rc::gen::map(rc::gen::inRange<std::uint32_t>(0x800, 0x10000 - 0x800), skip_surrogates)},
        {2, rc::gen::inRange<std::uint32_t>(0x10000, 0x110000)},
        {2, rc::gen::element<std::uint32_t>(0x0D, 0x0A, 0x85, 0xFEFF, 0xFFFE, 0xFFFF, 0xD7FF, 0xE000, 0x10000,
                                            0x10FFFF)},
    });
}

enum class Form { utf8, utf16_be, utf16_le };

// Encodes `text`, optionally after a BOM, and returns the characters the
// decoder must give back with their offsets.
std::string encode(const CodePoints& text, Form form, bool with_bom, std::vector<Char>& expected) {
    std::string out;
    auto put = [&](std::uint32_t c) {
        if (form == Form::utf8)
            put_utf8(out, c);
        else
            put_utf16(out, c, form == Form::utf16_be);
    };
    if (with_bom) put(0xFEFF);
    for (std::uint32_t c : text) {
        const auto offset = out.size();
        put(c);
        expected.push_back(Char{c, offset, static_cast<std::uint32_t>(out.size() - offset)});
    }
    return out;
}

void check_round_trip(const CodePoints& text, Form form, bool with_bom, const char* charset, bool detects_bom) {
    std::vector<Char> expected;
    const std::string encoded = encode(text, form, with_bom, expected);
    // Without a written BOM, a text that starts with U+FEFF is
    // indistinguishable from one with a BOM: a charset that detects BOMs must
    // take it as one (RFC 3629 s.6, RFC 2781 s.4.3), one that does not must not.
    const bool first_is_bom = with_bom || (detects_bom && !expected.empty() && expected.front().code_point == 0xFEFF);
    if (!with_bom && first_is_bom) expected.erase(expected.begin());
    const auto d = decode_all(encoded, charset);
    RC_ASSERT(!d.error);
    RC_ASSERT(d.content_start == (first_is_bom ? (form == Form::utf8 ? 3u : 2u) : 0u));
    RC_ASSERT(d.chars == expected);
}

RC_GTEST_PROP(DecoderProperty, Utf8RoundTrip, ()) {
    const auto text = *rc::gen::container<CodePoints>(scalar_value());
    const bool with_bom = *rc::gen::arbitrary<bool>();
    check_round_trip(text, Form::utf8, with_bom, "UTF-8", true);
}

RC_GTEST_PROP(DecoderProperty, Utf16RoundTripWithAndWithoutBom, ()) {
    const auto text = *rc::gen::container<CodePoints>(scalar_value());
    const bool with_bom = *rc::gen::arbitrary<bool>();
    // Without a BOM, UTF-16 is big-endian (RFC 2781 s.4.3) ...
    const bool big_endian = with_bom ? *rc::gen::arbitrary<bool>() : true;
    // ... and a text starting with U+FFFE would read as a little-endian BOM.
    // (Computed first: RC_PRE decomposes its expression, which would lose
    // the short-circuit that guards front().)
    const bool reads_as_little_endian_bom = !with_bom && !text.empty() && text.front() == 0xFFFE;
    RC_PRE(!reads_as_little_endian_bom);
    check_round_trip(text, big_endian ? Form::utf16_be : Form::utf16_le, with_bom, "UTF-16", true);
}

RC_GTEST_PROP(DecoderProperty, Utf16BeAndLeRoundTripKeepLeadingFeff, ()) {
    const auto text = *rc::gen::container<CodePoints>(scalar_value());
    const bool big_endian = *rc::gen::arbitrary<bool>();
    check_round_trip(text, big_endian ? Form::utf16_be : Form::utf16_le, false, big_endian ? "UTF-16BE" : "UTF-16LE",
                     false);
}

// Byte strings built from pieces that reach every path of a UTF-8 decoder:
// whole well-formed characters, then a single arbitrary byte or a lead byte
// followed by 0-3 continuation bytes (which gives overlong forms, surrogates,
// values above U+10FFFF and truncations near the boundary lead bytes).
rc::Gen<std::string> utf8ish_bytes() {
    const auto well_formed = rc::gen::map(scalar_value(), [](std::uint32_t c) {
        std::string out;
        put_utf8(out, c);
        return out;
    });
    const auto any_byte = rc::gen::map(rc::gen::arbitrary<char>(), [](char b) { return std::string(1, b); });
    const auto lead = rc::gen::element(0xC0, 0xC1, 0xC2, 0xDF, 0xE0, 0xE1, 0xED, 0xEE, 0xEF, 0xF0, 0xF1, 0xF3, 0xF4,
                                       0xF5, 0xFF);
    // The edges of the narrowed second-byte ranges of RFC 3629 s.4 matter most.
    const auto continuation = rc::gen::weightedOneOf<int>(
        {{3, rc::gen::element(0x80, 0x8F, 0x90, 0x9F, 0xA0, 0xBF)}, {1, rc::gen::inRange(0x80, 0xC0)}});
    const auto tail = rc::gen::mapcat(rc::gen::inRange(0, 4), [=](int length) {
        return rc::gen::container<std::vector<int>>(static_cast<std::size_t>(length), continuation);
    });
    const auto lead_and_tail = rc::gen::map(rc::gen::tuple(lead, tail), [](const auto& parts) {
        std::string out(1, static_cast<char>(std::get<0>(parts)));
        for (int b : std::get<1>(parts)) out += static_cast<char>(b);
        return out;
    });
    // Decoding stops at the first error, so each input has well-formed text
    // around a single piece that may be ill-formed: that piece is always examined.
    const auto suspect = rc::gen::weightedOneOf<std::string>({{1, any_byte}, {3, lead_and_tail}});
    const auto text = rc::gen::container<std::vector<std::string>>(well_formed);
    return rc::gen::map(rc::gen::tuple(text, suspect, text), [](const auto& parts) {
        std::string out;
        for (const auto& p : std::get<0>(parts)) out += p;
        out += std::get<1>(parts);
        for (const auto& p : std::get<2>(parts)) out += p;
        return out;
    });
}

RC_GTEST_PROP(DecoderProperty, RandomBytesGiveOnlyWellFormedUtf8Characters, ()) {
    const std::string input = *utf8ish_bytes();
    const auto d = decode_all(input, "UTF-8");
    RC_ASSERT(check_utf8_decoding(input, d).empty());
}

RC_GTEST_PROP(DecoderProperty, RandomBytesGiveOnlyWellFormedUtf16Characters, (const std::string& input)) {
    const bool big_endian = *rc::gen::arbitrary<bool>();
    const auto d = decode_all(input, big_endian ? "UTF-16BE" : "UTF-16LE");
    std::uint64_t next_offset = 0;
    for (const auto& c : d.chars) {
        RC_ASSERT(c.code_point <= 0x10FFFFu);
        RC_ASSERT((!(c.code_point >= 0xD800 && c.code_point <= 0xDFFF)));
        RC_ASSERT(c.offset == next_offset);
        std::string encoded;
        put_utf16(encoded, c.code_point, big_endian);
        RC_ASSERT(input.substr(c.offset, c.length) == encoded);
        next_offset += c.length;
    }
    if (d.error)
        RC_ASSERT(d.error->byte_offset == next_offset);
    else
        RC_ASSERT(next_offset == input.size());
}

}  // namespace
}  // namespace fragid::test
