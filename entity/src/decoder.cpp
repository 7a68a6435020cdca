// Decodes an entity's bytes to code points in place. RFC 5147 s.2 and s.3.1
// count characters as code points of the entity's charset, so every decoder
// here yields exactly one code point per step, with the bytes it came from.
#include "fragid/entity/decoder.hpp"

#include <iconv.h>

#include <algorithm>
#include <array>
#include <optional>
#include <cerrno>
#include <cstddef>
#include <utility>

#include "iconv_probe.hpp"

namespace fragid {
namespace {

using detail::convert_one_byte;
using detail::little_endian_code_point;
using detail::no_iconv;
using detail::OneByte;

unsigned char byte_at(std::string_view bytes, std::uint64_t offset) {
    return static_cast<unsigned char>(bytes[static_cast<std::size_t>(offset)]);
}

// "byte 0xFF at offset 3 is" / "bytes 0xE0 0x80 at offset 3 are": the start of
// every decode error reason, so a user can find the bytes with a hex dump.
std::string describe_bytes(std::string_view bytes, std::uint64_t offset, std::uint64_t count) {
    static constexpr char hex_digits[] = "0123456789ABCDEF";
    std::string text = count == 1 ? "byte" : "bytes";
    for (std::uint64_t i = 0; i < count; ++i) {
        const unsigned char b = byte_at(bytes, offset + i);
        text += " 0x";
        text += hex_digits[b >> 4];
        text += hex_digits[b & 0xF];
    }
    text += " at offset " + std::to_string(offset);
    text += count == 1 ? " is" : " are";
    return text;
}

std::string not_valid(std::string_view bytes, std::uint64_t offset, std::uint64_t count, std::string_view charset,
                      std::string_view why) {
    std::string reason = describe_bytes(bytes, offset, count);
    reason += " not valid ";
    reason += charset;
    reason += " (";
    reason += why;
    reason += ")";
    return reason;
}

// windows-1252 bytes 0x80-0x9F, after the Unicode consortium's mapping file
// (MAPPINGS/VENDORS/MICSFT/WINDOWS/CP1252.TXT); 0 marks the five bytes it
// leaves undefined (0x81, 0x8D, 0x8F, 0x90, 0x9D). Every other byte is the
// Latin-1 code point of the same value. Checked against glibc's CP1252 in
// tests/entity/decoder_single_byte_test.cpp.
constexpr char32_t windows_1252_high[32] = {
    0x20AC, 0,      0x201A, 0x0192, 0x201E, 0x2026, 0x2020, 0x2021,  // 0x80-0x87
    0x02C6, 0x2030, 0x0160, 0x2039, 0x0152, 0,      0x017D, 0,       // 0x88-0x8F
    0,      0x2018, 0x2019, 0x201C, 0x201D, 0x2022, 0x2013, 0x2014,  // 0x90-0x97
    0x02DC, 0x2122, 0x0161, 0x203A, 0x0153, 0,      0x017E, 0x0178,  // 0x98-0x9F
};

// Some glibc converters (CP1255, CP1258, TCVN5712-1) hold a base letter back
// to compose it with a following combining mark, so "a" U+0300 in
// windows-1258 comes out as one U+00E0. RFC 5147 s.3.1 says exactly such
// sequences count as two characters, and held-back output would also shift
// every byte offset, so these converters cannot be used. A converter that
// holds a lone byte back and only releases it on a flush is one of them.
bool holds_characters_back(iconv_t cd) {
    for (unsigned value = 0; value < 256; ++value) {
        const OneByte r = convert_one_byte(cd, static_cast<unsigned char>(value));
        if (!r.failed && r.consumed && r.converted == 0 && r.flushed != 0) return true;
    }
    return false;
}

// For a charset in which every byte is one character or invalid, the byte ->
// code point table, built by converting each byte on its own. Decoding through
// it is exact even where glibc's streaming converter would compose (a lone
// byte has nothing to compose with), and it is as fast as Latin-1. Nothing if
// some byte starts a longer sequence (EINVAL) or gives other than one code point.
constexpr char32_t undefined_byte = Decoder::invalid_byte;

std::optional<std::array<char32_t, 256>> single_byte_table(iconv_t cd) {
    std::array<char32_t, 256> table{};
    for (unsigned value = 0; value < 256; ++value) {
        const OneByte r = convert_one_byte(cd, static_cast<unsigned char>(value));
        if (r.failed && r.error == EILSEQ) {
            table[value] = undefined_byte;
            continue;
        }
        if (r.failed) return std::nullopt;                       // EINVAL: a multi-byte lead
        if (r.converted + r.flushed != 4) return std::nullopt;   // none, or two code points
        table[value] = little_endian_code_point(r.out);
    }
    return table;
}

// How many input bytes one iconv call is first offered. Enough for one
// character in every multi-byte charset glibc has; longer ones (shift
// sequences) make the window grow, see next_iconv.
constexpr std::uint64_t initial_iconv_window = 8;

}  // namespace

struct Decoder::IconvState {
    iconv_t cd = no_iconv;
    std::optional<std::array<char32_t, 256>> table;  // set for single-byte charsets
    ~IconvState() {
        if (cd != no_iconv) iconv_close(cd);
    }
};

Decoder::Decoder(std::string_view bytes, const Charset& charset) : bytes_(bytes), charset_(charset) {
    auto starts_with = [&](std::string_view prefix) { return bytes_.substr(0, prefix.size()) == prefix; };
    switch (charset_.id) {
        case CharsetId::utf8:
            // RFC 3629 s.6: a leading U+FEFF is a signature, not content;
            // RFC 5147 s.2 says it does not count as a character.
            if (starts_with("\xEF\xBB\xBF")) content_start_ = 3;
            break;
        case CharsetId::utf16:
            // RFC 2781 s.3.2 and s.4.3: the BOM selects the byte order and is
            // not part of the text; without one, big-endian.
            if (starts_with("\xFE\xFF")) {
                content_start_ = 2;
            } else if (starts_with("\xFF\xFE")) {
                big_endian_ = false;
                content_start_ = 2;
            }
            break;
        case CharsetId::utf16be:
            // RFC 2781 s.3.3: labelled UTF-16BE/LE text has no BOM; a leading
            // U+FEFF is ZERO WIDTH NO-BREAK SPACE and counts as a character.
            break;
        case CharsetId::utf16le:
            big_endian_ = false;
            break;
        case CharsetId::other: {
            iconv_ = std::make_unique<IconvState>();
            iconv_->cd = iconv_open("UTF-32LE", charset_.name.c_str());
            if (iconv_->cd == no_iconv)
                fail(0, "the system's iconv cannot decode charset " + charset_.name);
            else if ((iconv_->table = single_byte_table(iconv_->cd)))
                break;  // windows-1258, CP1255, TCVN5712-1 ... decode byte by byte, never composed
            else if (holds_characters_back(iconv_->cd))
                fail(0, "the system's iconv composes characters of charset " + charset_.name +
                            ", so it cannot count them one code point at a time as RFC 5147 s.3.1 requires");
            break;
        }
        case CharsetId::us_ascii:
        case CharsetId::iso_8859_1:
        case CharsetId::windows_1252:
            break;
    }
    pos_ = content_start_;
}

Decoder::~Decoder() = default;

void Decoder::seek(std::uint64_t offset) noexcept {
    pos_ = offset;
    if (iconv_ && iconv_->cd != no_iconv) iconv(iconv_->cd, nullptr, nullptr, nullptr, nullptr);
}

std::optional<std::array<char32_t, 256>> Decoder::byte_map() const {
    if (failed_) return std::nullopt;
    std::array<char32_t, 256> map{};
    switch (charset_.id) {
        case CharsetId::us_ascii:
            for (unsigned b = 0; b < 256; ++b) map[b] = b < 0x80 ? b : invalid_byte;
            return map;
        case CharsetId::iso_8859_1:
            for (unsigned b = 0; b < 256; ++b) map[b] = b;
            return map;
        case CharsetId::windows_1252:
            for (unsigned b = 0; b < 256; ++b) {
                const char32_t high = b >= 0x80 && b <= 0x9F ? windows_1252_high[b - 0x80] : b;
                map[b] = high == 0 ? invalid_byte : high;
            }
            return map;
        case CharsetId::other:
            if (iconv_ && iconv_->table) return iconv_->table;
            return std::nullopt;
        case CharsetId::utf8:
        case CharsetId::utf16:
        case CharsetId::utf16be:
        case CharsetId::utf16le:
            break;
    }
    return std::nullopt;
}

Decoder::Step Decoder::fail(std::uint64_t offset, std::string reason) {
    failed_ = true;
    error_ = DecodeError{offset, std::move(reason)};
    return Step::error;
}

Decoder::Step Decoder::next(DecodedChar& out) {
    if (failed_) return Step::error;
    switch (charset_.id) {
        case CharsetId::utf8:
            if (pos_ >= bytes_.size()) return Step::end;
            return next_utf8(out);
        case CharsetId::utf16:
        case CharsetId::utf16be:
        case CharsetId::utf16le:
            if (pos_ >= bytes_.size()) return Step::end;
            return next_utf16(out);
        case CharsetId::us_ascii:
        case CharsetId::iso_8859_1:
        case CharsetId::windows_1252:
            if (pos_ >= bytes_.size()) return Step::end;
            return next_single_byte(out);
        case CharsetId::other:
            if (iconv_->table) {
                if (pos_ >= bytes_.size()) return Step::end;
                return next_from_table(out);
            }
            return next_iconv(out);  // even at the end: it flushes the converter
    }
    return Step::end;
}

// RFC 3629 s.4:
//   UTF8-2 = %xC2-DF UTF8-tail
//   UTF8-3 = %xE0 %xA0-BF UTF8-tail / %xE1-EC 2( UTF8-tail ) /
//            %xED %x80-9F UTF8-tail / %xEE-EF 2( UTF8-tail )
//   UTF8-4 = %xF0 %x90-BF 2( UTF8-tail ) / %xF1-F3 3( UTF8-tail ) /
//            %xF4 %x80-8F 2( UTF8-tail )
// The narrowed second-byte ranges are what exclude overlong forms, the
// surrogates U+D800-DFFF and code points above U+10FFFF (s.3). An error is
// reported at the offset of the sequence's first byte.
Decoder::Step Decoder::next_utf8(DecodedChar& out) {
    const std::uint64_t start = pos_;
    const unsigned char lead = byte_at(bytes_, start);
    if (lead < 0x80) {
        out = DecodedChar{lead, start, 1};
        pos_ = start + 1;
        return Step::character;
    }

    std::uint32_t length = 0;
    char32_t code_point = 0;
    unsigned char second_min = 0x80;
    unsigned char second_max = 0xBF;
    const char* second_out_of_range = "";
    if (lead < 0xC0) {
        return fail(start, not_valid(bytes_, start, 1, "UTF-8", "a continuation byte without a lead byte"));
    } else if (lead < 0xC2) {
        return fail(start, not_valid(bytes_, start, 1, "UTF-8", "0xC0 and 0xC1 can only start overlong forms"));
    } else if (lead < 0xE0) {
        length = 2;
        code_point = lead & 0x1Fu;
    } else if (lead < 0xF0) {
        length = 3;
        code_point = lead & 0x0Fu;
        if (lead == 0xE0) {
            second_min = 0xA0;
            second_out_of_range = "an overlong form";
        } else if (lead == 0xED) {
            second_max = 0x9F;
            second_out_of_range = "a UTF-16 surrogate, U+D800-U+DFFF";
        }
    } else if (lead < 0xF5) {
        length = 4;
        code_point = lead & 0x07u;
        if (lead == 0xF0) {
            second_min = 0x90;
            second_out_of_range = "an overlong form";
        } else if (lead == 0xF4) {
            second_max = 0x8F;
            second_out_of_range = "a code point above U+10FFFF";
        }
    } else {
        return fail(start, not_valid(bytes_, start, 1, "UTF-8", lead < 0xF8 ? "it can only start a code point above U+10FFFF"
                                                                          : "it never occurs in UTF-8"));
    }

    for (std::uint32_t i = 1; i < length; ++i) {
        if (start + i >= bytes_.size())
            return fail(start, not_valid(bytes_, start, i, "UTF-8",
                                         "a " + std::to_string(length) + "-byte sequence cut short by the end of the entity"));
        const unsigned char b = byte_at(bytes_, start + i);
        const bool continuation = b >= 0x80 && b <= 0xBF;
        const bool in_range = i == 1 ? b >= second_min && b <= second_max : continuation;
        if (!in_range)
            return fail(start, not_valid(bytes_, start, i + 1, "UTF-8",
                                         continuation ? std::string(second_out_of_range)
                                                      : "a " + std::to_string(length) +
                                                            "-byte sequence cut short by a byte that is not a continuation byte"));
        code_point = (code_point << 6) | (b & 0x3Fu);
    }
    out = DecodedChar{code_point, start, length};
    pos_ = start + length;
    return Step::character;
}

// RFC 2781 s.2.2: a 16-bit unit outside D800-DFFF is the code point itself;
// a high surrogate (D800-DBFF) followed by a low one (DC00-DFFF) is one code
// point 0x10000 + (high - D800) * 0x400 + (low - DC00). Any other surrogate,
// or an odd byte left over, is an error.
Decoder::Step Decoder::next_utf16(DecodedChar& out) {
    const std::uint64_t start = pos_;
    const std::uint64_t left = bytes_.size() - start;
    if (left < 2) return fail(start, not_valid(bytes_, start, 1, charset_.name, "an odd byte at the end of the entity"));
    auto unit_at = [&](std::uint64_t offset) -> char32_t {
        const char32_t first = byte_at(bytes_, offset);
        const char32_t second = byte_at(bytes_, offset + 1);
        return big_endian_ ? (first << 8) | second : (second << 8) | first;
    };
    const char32_t unit = unit_at(start);
    if (unit < 0xD800 || unit > 0xDFFF) {
        out = DecodedChar{unit, start, 2};
        pos_ = start + 2;
        return Step::character;
    }
    if (unit >= 0xDC00)
        return fail(start, not_valid(bytes_, start, 2, charset_.name, "a low surrogate without a high surrogate before it"));
    const char32_t low = left >= 4 ? unit_at(start + 2) : 0;
    if (low < 0xDC00 || low > 0xDFFF)
        return fail(start, not_valid(bytes_, start, 2, charset_.name, "a high surrogate without a low surrogate after it"));
    out = DecodedChar{0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00), start, 4};
    pos_ = start + 4;
    return Step::character;
}

Decoder::Step Decoder::next_single_byte(DecodedChar& out) {
    const std::uint64_t start = pos_;
    const unsigned char b = byte_at(bytes_, start);
    char32_t code_point = b;
    switch (charset_.id) {
        case CharsetId::us_ascii:
            // US-ASCII (ANSI X3.4-1986) is a 7-bit code.
            if (b > 0x7F) return fail(start, not_valid(bytes_, start, 1, "US-ASCII", "above 0x7F"));
            break;
        case CharsetId::windows_1252:
            if (b >= 0x80 && b <= 0x9F) {
                code_point = windows_1252_high[b - 0x80];
                if (code_point == 0)
                    return fail(start, not_valid(bytes_, start, 1, "windows-1252", "undefined in windows-1252"));
            }
            break;
        default:
            // ISO-8859-1: every byte is the code point of the same value,
            // including the C1 controls, so 0x85 is NEL (RFC 5147 s.4.1).
            break;
    }
    out = DecodedChar{code_point, start, 1};
    pos_ = start + 1;
    return Step::character;
}

Decoder::Step Decoder::next_from_table(DecodedChar& out) {
    const std::uint64_t start = pos_;
    const char32_t code_point = (*iconv_->table)[byte_at(bytes_, start)];
    if (code_point == undefined_byte)
        return fail(start, not_valid(bytes_, start, 1, charset_.name, "undefined in " + charset_.name));
    out = DecodedChar{code_point, start, 1};
    pos_ = start + 1;
    return Step::character;
}

// glibc iconv into UTF-32LE with room for exactly one code point: iconv stops
// after the first character (E2BIG, or success when the input ends there), and
// how far it moved the input pointer is that character's byte length. Bytes
// that produce nothing by themselves (shift sequences, say in ISO-2022-JP)
// are counted into whichever neighbouring character iconv consumed them with
// (glibc reads a trailing one along with the character before it), so the
// characters tile the bytes without gaps.
//
// A few charsets have single characters that Unicode spells as two code
// points (BIG5-HKSCS 0x8862 is U+00CA U+0304; EUC-JISX0213 0xA4F7 is U+304B
// U+309A). RFC 5147 s.3.1 counts code points, so both are characters; glibc
// keeps the second in its state and hands it out on the next call without
// reading input, so it comes out with byte_length 0 at the end of the bytes
// the pair was read from.
Decoder::Step Decoder::next_iconv(DecodedChar& out) {
    const std::uint64_t start = pos_;
    const std::uint64_t size = bytes_.size();
    std::uint64_t window = std::min(initial_iconv_window, size - pos_);
    unsigned char out_buffer[4];
    for (;;) {
        char* out_ptr = reinterpret_cast<char*>(out_buffer);
        std::size_t out_left = sizeof out_buffer;
        std::size_t in_left = static_cast<std::size_t>(window);
        if (pos_ >= size) {
            // At the end, flush: the second code point of a last character
            // that decodes to two is released here (see below).
            iconv(iconv_->cd, nullptr, nullptr, &out_ptr, &out_left);
            if (out_left != 0) return Step::end;
            out = DecodedChar{little_endian_code_point(out_buffer), pos_, 0};
            return Step::character;
        }
        // iconv's prototype takes char** but never writes through it.
        char* in_ptr = const_cast<char*>(bytes_.data() + pos_);
        const std::size_t result = iconv(iconv_->cd, &in_ptr, &in_left, &out_ptr, &out_left);
        const int error_number = errno;
        pos_ += window - in_left;
        if (out_left == 0) {
            out = DecodedChar{little_endian_code_point(out_buffer), start, static_cast<std::uint32_t>(pos_ - start)};
            return Step::character;
        }
        const std::uint64_t shown = std::min<std::uint64_t>(size - pos_, 4);
        if (result == static_cast<std::size_t>(-1)) {
            if (error_number == EILSEQ)
                return fail(pos_, not_valid(bytes_, pos_, shown, charset_.name, "an invalid or unmapped sequence starts here"));
            if (error_number == EINVAL) {
                // Incomplete in the window: widen it, unless it already reaches the end.
                if (pos_ + in_left < size) {
                    window = std::min<std::uint64_t>(std::max<std::uint64_t>(2 * in_left, initial_iconv_window), size - pos_);
                    continue;
                }
                return fail(pos_, not_valid(bytes_, pos_, shown, charset_.name, "a sequence cut short by the end of the entity"));
            }
            if (error_number == E2BIG)
                return fail(pos_, not_valid(bytes_, pos_, shown, charset_.name, "it decodes to more than one code point"));
            return fail(pos_, not_valid(bytes_, pos_, shown, charset_.name, "iconv failed"));
        }
        // The whole window went by without a character: shift sequences only.
        window = std::min(initial_iconv_window, size - pos_);
    }
}

}  // namespace fragid
