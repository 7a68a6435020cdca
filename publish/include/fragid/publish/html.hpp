// Escaping for the static HTML pages (the matrix, the edge cases): every
// string that came from a vector or an adapter is data, never markup.
#pragma once

#include <string>
#include <string_view>

namespace fragid::publish {

// Text for an HTML element or a double- or single-quoted attribute value:
// & < > " ' become character references (HTML 5 s.13.1.2.6 and 13.1.4).
// Control characters other than tab and line feed cannot appear in an HTML
// document, so each becomes U+FFFD; the visible renderings of entities
// (visible.hpp) have replaced them before, this is the last guard.
std::string html_escape(std::string_view text);

// Escaped text whose `backticked` parts become <code> (statements and
// interpretation headings write code that way).
std::string html_with_code(std::string_view text);

// An id attribute / fragment target made of [a-z0-9-] only, so that it needs
// no escaping where it is used as a link.
std::string html_id(std::string_view text);

// The page frame shared by the generated pages: doctype, UTF-8, a viewport for
// phones, the title and the inline style sheet (page_style.hpp), no external resources.
std::string html_page_start(std::string_view title, std::string_view extra_css = {});
std::string html_page_end();

}  // namespace fragid::publish
