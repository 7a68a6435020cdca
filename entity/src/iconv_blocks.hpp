// Block summaries for iconv's multi-byte charsets without shift states
// (GB18030, Shift_JIS, EUC-JP, Big5, ...): converted a block at a time.
#pragma once

#include <string>

#include "text_blocks.hpp"

namespace fragid::detail {

// Nothing for a charset whose converter may keep a state between characters
// (ISO-2022-*, UTF-7, HZ, EBCDIC with SO/SI): a block could not then be
// converted on its own, and the general decoder reads it.
std::unique_ptr<BlockScanner> make_iconv_blocks(std::string_view bytes, const std::string& charset,
                                                LineEndingSet line_endings);

}  // namespace fragid::detail
