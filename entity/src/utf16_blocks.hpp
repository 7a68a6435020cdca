// Block summaries for UTF-16 in either byte order.
#pragma once

#include "text_blocks.hpp"

namespace fragid::detail {

std::unique_ptr<BlockScanner> make_utf16_blocks(std::string_view bytes, bool big_endian, LineEndingSet line_endings);

}  // namespace fragid::detail
