// Which charset the CLI (and the npm package's resolve(), which answers as
// `fragid resolve --json` does) reads a file in when --charset does not say
// (docs/interpretations.md, "The charset of a local file"). RFC 5147 s.1.1's
// US-ASCII (after RFC 2046 s.4.1.2) and RFC 7111 s.5.1's UTF-8 are the
// defaults of a MIME entity without a charset parameter; a file on disk or a
// pipe has no MIME header at all. So, for what the CLI reads:
//   1. --charset, as given;
//   2. --type given as a media type (text/plain, text/csv): the MIME entity's
//      default, as the RFC says (the user said it is one);
//   3. a byte order mark: EF BB BF is UTF-8, FE FF or FF FE is UTF-16;
//   4. otherwise UTF-8, of which US-ASCII is a subset: an ASCII file counts the
//      same either way, and a UTF-8 file (the usual text file today) works
//      without a flag. Never the locale's charset: a fragment names the same
//      text on every machine, whatever the reader's LANG.
// The conformance runner, the adapters and the reference library are not affected:
// vectors declare their charset or rely on the spec's default.
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "fragid/model/spec.hpp"

namespace fragid::choice {

// Where the charset came from, as --json says it.
enum class CharsetSource { option, media_type_default, byte_order_mark, local_file_default };

struct ChosenCharset {
    std::string name;  // as given, or the IANA name of the default
    CharsetSource source;
};

// The rules above; `first_bytes` are the file's first bytes (at least 3 when
// it has them), `type` is --type as given.
ChosenCharset choose_charset(const std::optional<std::string>& charset, const std::optional<std::string>& type,
                             Spec spec, std::string_view first_bytes);

// The rules without a media type (1, 3 and 4): what a command that takes no
// --type chooses (`make`, whose selection says the media type). Only a media
// type's default depends on the spec, so no spec is asked for.
ChosenCharset choose_local_charset(const std::optional<std::string>& charset, std::string_view first_bytes);

// "option", "media-type-default", "byte-order-mark", "local-file-default".
std::string_view to_string(CharsetSource source);

// In words, for explain and notes: "UTF-8 (no --charset and no byte order
// mark: the default for a local file)".
std::string described(const ChosenCharset& chosen, Spec spec);

}  // namespace fragid::choice
