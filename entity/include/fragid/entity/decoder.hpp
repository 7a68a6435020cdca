// Decodes an entity's bytes to code points in place, one at a time, keeping
// the byte offset of every code point.
#pragma once

#include <array>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>

#include "fragid/entity/charset.hpp"

namespace fragid {

struct DecodedChar {
    char32_t code_point = 0;
    std::uint64_t byte_offset = 0;  // into the entity's bytes
    std::uint32_t byte_length = 0;  // 1..4 for the built-in charsets
};

struct DecodeError {
    std::uint64_t byte_offset = 0;
    std::string reason;  // e.g. "byte 0xFF is not valid UTF-8"
};

// Pulls code points from a byte view without copying it, so a multi-gigabyte
// memory-mapped entity costs no memory, and a resolver can stop as soon as it
// knows its answer.
//
// BOM rules (RFC 5147 s.2: a leading BOM "does not count as a character"):
// UTF-8: a leading EF BB BF is skipped. UTF-16: a leading FE FF or FF FE is
// skipped and selects the byte order; without one the order is big-endian
// (RFC 2781 s.4.3). UTF-16BE/UTF-16LE: a leading U+FEFF is an ordinary
// character, ZERO WIDTH NO-BREAK SPACE (RFC 2781 s.3.3). Other charsets: no BOM.
class Decoder {
public:
    Decoder(std::string_view bytes, const Charset& charset);
    ~Decoder();
    Decoder(const Decoder&) = delete;
    Decoder& operator=(const Decoder&) = delete;

    // Bytes of the skipped BOM (0, 2 or 3): the offset of character 0.
    std::uint64_t content_start() const noexcept { return content_start_; }

    enum class Step { character, end, error };
    // Decodes the next code point into `out`. After `error`, error() says why
    // and every later call returns `error` again.
    Step next(DecodedChar& out);
    const DecodeError& error() const noexcept { return error_; }

    // Resumes decoding at `offset`, which must be where a character starts
    // with the converter in its initial state: anywhere in the built-in
    // charsets, and in iconv's only where no shift state is pending (the
    // state is reset, so a second code point still owed is dropped).
    void seek(std::uint64_t offset) noexcept;
    // The same entity with more of its bytes arrived (a stream read further,
    // entity_stream.hpp): same start, longer view; the state is kept.
    void extend(std::string_view bytes) noexcept { bytes_ = bytes; }

    // What the text view's fast paths need to read the bytes without the
    // decoder. For a charset in which every byte is one character or invalid
    // (US-ASCII, ISO-8859-1, windows-1252, iconv's single-byte ones): each
    // byte's code point, `invalid_byte` for a byte that is not valid. Nothing
    // for the others, and nothing after the constructor failed.
    static constexpr char32_t invalid_byte = 0xFFFFFFFF;
    std::optional<std::array<char32_t, 256>> byte_map() const;
    // Whether the decoder failed already (iconv could not give it a converter).
    bool failed() const noexcept { return failed_; }
    // For UTF-16: the byte order, after the BOM (if any) chose it.
    bool big_endian() const noexcept { return big_endian_; }

private:
    Step fail(std::uint64_t offset, std::string reason);
    Step next_utf8(DecodedChar& out);
    Step next_utf16(DecodedChar& out);
    Step next_single_byte(DecodedChar& out);
    Step next_iconv(DecodedChar& out);
    Step next_from_table(DecodedChar& out);  // single-byte charsets found through iconv

    std::string_view bytes_;
    Charset charset_;
    bool big_endian_ = true;  // UTF-16 byte order after BOM detection
    std::uint64_t content_start_ = 0;
    std::uint64_t pos_ = 0;
    bool failed_ = false;
    DecodeError error_;
    struct IconvState;
    std::unique_ptr<IconvState> iconv_;  // only for CharsetId::other
};

}  // namespace fragid
