// Which bulk reader fits which charset.
#include "text_blocks.hpp"

#include "byte_blocks.hpp"
#include "iconv_blocks.hpp"
#include "utf16_blocks.hpp"

namespace fragid::detail {
namespace {

// The spelling of a built-in single-byte charset. They never change, so each
// is worked out from its byte map once, not for every entity (256 entries).
std::optional<ByteSpelling> built_in_single_byte_spelling(const Decoder& decoder, CharsetId id) {
    const auto work_out = [&] { return single_byte_spelling(*decoder.byte_map()); };
    switch (id) {
        case CharsetId::us_ascii: {
            static const auto us_ascii = work_out();
            return us_ascii;
        }
        case CharsetId::iso_8859_1: {
            static const auto iso_8859_1 = work_out();
            return iso_8859_1;
        }
        case CharsetId::windows_1252: {
            static const auto windows_1252 = work_out();
            return windows_1252;
        }
        default: return std::nullopt;  // not a built-in single-byte charset
    }
}

}  // namespace

std::unique_ptr<BlockScanner> make_block_scanner(std::string_view bytes, const Decoder& decoder,
                                                 const Charset& charset, LineEndingSet line_endings) {
    switch (charset.id) {
        case CharsetId::utf8: return make_byte_blocks(bytes, utf8_spelling(), line_endings);
        case CharsetId::utf16:
        case CharsetId::utf16be:
        case CharsetId::utf16le: return make_utf16_blocks(bytes, decoder.big_endian(), line_endings);
        case CharsetId::us_ascii:
        case CharsetId::iso_8859_1:
        case CharsetId::windows_1252:
        case CharsetId::other: break;
    }
    if (decoder.failed()) return nullptr;  // iconv cannot decode it at all: every question is an error
    // Single-byte charsets (built in, or iconv's through their byte map);
    // iconv's multi-byte ones are converted a block at a time if they can be.
    std::optional<ByteSpelling> spelling;
    if (charset.id != CharsetId::other) {
        spelling = built_in_single_byte_spelling(decoder, charset.id);
    } else if (const auto byte_map = decoder.byte_map()) {
        spelling = single_byte_spelling(*byte_map);
    } else {
        return make_iconv_blocks(bytes, charset.name, line_endings);
    }
    if (!spelling) return nullptr;
    return make_byte_blocks(bytes, *spelling, line_endings);
}

}  // namespace fragid::detail
