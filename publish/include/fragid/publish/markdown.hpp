// Escaping for the generated Markdown pages (GitHub-flavoured Markdown).
#pragma once

#include <string>
#include <string_view>

namespace fragid::publish {

// A code span that shows `text` literally: fenced with one more backtick than
// the longest run inside it, padded with spaces where it starts or ends with
// a backtick (CommonMark s.6.1). Line breaks become spaces, and in a table
// cell a '|' must be escaped even inside the span (GFM s.4.10).
std::string markdown_code(std::string_view text, bool in_table = false);

// Plain text in a table cell: '|' escaped, line breaks as spaces, and the
// characters that would start inline markup (\ ` * _ [ ] < > #) escaped.
std::string markdown_text(std::string_view text, bool in_table = false);

// Text whose `backticked` parts are code: each part as markdown_text() or
// markdown_code() writes it (statements of root causes are written so).
std::string markdown_with_code(std::string_view text, bool in_table = false);

// A fenced code block of `text` (which may hold any backticks): the fence is
// longer than any run of backticks in it (CommonMark s.4.5).
std::string markdown_block(std::string_view text, std::string_view info = "text");

// The anchor GitHub gives a heading: lower case, spaces to '-', everything
// but letters, digits, '-' and '_' dropped.
std::string markdown_anchor(std::string_view heading);

}  // namespace fragid::publish
