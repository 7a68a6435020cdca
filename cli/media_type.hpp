// Which media type a fragment is resolved as, when the user did not say.
#pragma once

#include <optional>
#include <string>
#include <string_view>

namespace fragid::cli {

// `wilde` is text/plain read with the 2002 draft's syntax (char(), line(), match()).
enum class MediaType { text, csv, wilde };

std::optional<MediaType> media_type_named(std::string_view name);  // "text", "text/plain", "csv", "text/csv", "wilde"

// --type wins; then the file's extension (".csv" is text/csv, RFC 7111 s.5.1
// "File extension(s): CSV"); then the scheme name the fragment starts with
// (row=, col=, cell= exist only in RFC 7111); otherwise text/plain, in the
// 2002 draft's syntax when the fragment starts with char(, line( or match(.
MediaType choose_media_type(const std::optional<std::string>& flag, std::string_view path,
                            std::string_view fragment);

}  // namespace fragid::cli
