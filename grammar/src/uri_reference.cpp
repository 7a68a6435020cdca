// Whether a URL can carry a fragment (uri_reference.hpp), by PEGTL's own RFC 3987 grammar.
#include "fragid/grammar/uri_reference.hpp"

#include <algorithm>
#include <cstdio>
#include <tao/pegtl.hpp>
#include <tao/pegtl/contrib/iri.hpp>

namespace fragid {
namespace {

namespace pegtl = tao::pegtl;

// PEGTL's RFC 3987 grammar, which is RFC 3986's with UTF-8 characters added;
// a '#' is refused before this (cli/make_command.cpp, wasm/src/make_exports.cpp), so no fragment is parsed.
using reference_rule = pegtl::iri::IRI_reference;

// The octet at `offset`, as the message shows it: printable ASCII as itself,
// anything else by its value only.
std::string octet_at(std::string_view url, std::size_t offset) {
    const auto octet = static_cast<unsigned char>(url[offset]);
    char text[64];
    if (octet > 0x20 && octet < 0x7F)
        std::snprintf(text, sizeof text, "'%c' (byte 0x%02X)", octet, octet);
    else
        std::snprintf(text, sizeof text, "byte 0x%02X", octet);
    return text;
}

std::string percent_encoded(unsigned char octet) {
    char text[4];
    std::snprintf(text, sizeof text, "%%%02X", octet);
    return text;
}

}  // namespace

std::optional<std::string> url_problem(std::string_view url) {
    pegtl::memory_input in(url.data(), url.size(), "--url");
    std::size_t stopped = 0;
    try {
        pegtl::parse<reference_rule>(in);
        stopped = static_cast<std::size_t>(in.current() - url.data());
    } catch (const pegtl::parse_error& e) {
        // The grammar's one must<>: pct-encoded, '%' then two hex digits
        // (RFC 3986 s.2.1), failed after its '%'; the escape is what is wrong.
        const auto failed = e.positions().empty() ? url.size() : e.positions().front().byte;
        const auto percent = url.rfind('%', failed == 0 ? 0 : failed - 1);
        const auto at = percent == std::string_view::npos ? std::min(failed, url.size() - 1) : percent;
        return "at offset " + std::to_string(at) + ", " + octet_at(url, at) +
               " does not begin an escape of two hex digits (RFC 3986 s.2.1): a '%' of the URL is written %25";
    }
    if (stopped >= url.size()) return std::nullopt;
    const auto octet = static_cast<unsigned char>(url[stopped]);
    return "at offset " + std::to_string(stopped) + ", " + octet_at(url, stopped) +
           " is not allowed in a URI there (RFC 3986 s.4.1): percent-encode it (" + percent_encoded(octet) + ")";
}

}  // namespace fragid
