#include "file_uri.hpp"

#include "fragid/choice/ascii_case.hpp"
#include "fragid/model/hex.hpp"
#include "guarded.hpp"
#include "typed_fragment.hpp"

namespace fragid::cli {
namespace {

[[noreturn]] void file_needed(std::string_view typed, const std::string& why) {
    throw UsageError("resolve: a FILE is needed: '" + std::string(typed) + "' " + why);
}

// RFC 3986 s.2.1: "%" HEXDIG HEXDIG is one octet. A path cannot hold NUL.
std::string percent_decoded(std::string_view path, std::string_view typed) {
    std::string out;
    for (std::size_t i = 0; i < path.size(); ++i) {
        if (path[i] != '%') {
            out += path[i];
            continue;
        }
        const auto high = i + 2 < path.size() ? hex_digit_value(path[i + 1]) : std::nullopt;
        const auto low = i + 2 < path.size() ? hex_digit_value(path[i + 2]) : std::nullopt;
        if (!high || !low || (*high == 0 && *low == 0))
            file_needed(typed, "has a bad percent-encoding in its path (RFC 3986 s.2.1)");
        out += static_cast<char>(*high * 16 + *low);
        i += 2;
    }
    return out;
}

}  // namespace

std::string local_path_of_file_uri(std::string_view typed) {
    if (!starts_with_scheme(typed))
        file_needed(typed, "names no file (only a file: URI does, e.g. file:///path/x.txt#line=1,2)");
    const auto colon = typed.find(':');
    if (choice::ascii_lower(typed.substr(0, colon)) != "file")
        file_needed(typed, "is not a file: URI; fragid reads only local files, named as FILE or by a file: URI");
    std::string_view rest = typed.substr(colon + 1);
    rest = rest.substr(0, rest.find('#'));
    if (rest.find('?') != std::string_view::npos)
        file_needed(typed, "has a query, which names no file (RFC 8089 s.2)");
    if (rest.starts_with("//")) {  // "//" auth-path: an authority, then path-absolute
        rest.remove_prefix(2);
        const auto slash = rest.find('/');
        const auto host = rest.substr(0, slash);
        if (!host.empty() && choice::ascii_lower(host) != "localhost")
            file_needed(typed, "names a file on host '" + std::string(host) + "', not on this one (RFC 8089 s.2)");
        rest = slash == std::string_view::npos ? std::string_view() : rest.substr(slash);
    }
    if (!rest.starts_with('/')) file_needed(typed, "has no absolute path (RFC 8089 s.2: file:///path)");
    return percent_decoded(rest, typed);
}

}  // namespace fragid::cli
