// Which bulk reader fits which charset.
#include "text_blocks.hpp"

#include "byte_blocks.hpp"
#include "iconv_blocks.hpp"
#include "utf16_blocks.hpp"

namespace fragid::detail {

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
    const auto byte_map = decoder.byte_map();
    if (!byte_map) return make_iconv_blocks(bytes, charset.name, line_endings);
    const auto spelling = single_byte_spelling(*byte_map);
    if (!spelling) return nullptr;
    return make_byte_blocks(bytes, *spelling, line_endings);
}

}  // namespace fragid::detail
