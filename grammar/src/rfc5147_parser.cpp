// Parsing and canonical printing of RFC 5147 fragment identifiers: the
// grammar of rfc5147.hpp with the actions of rfc5147_action.hpp.
#include <optional>

#include "fragid/grammar/fragment.hpp"

#include "fragid/grammar/rfc5147.hpp"
#include "fragid/grammar/rfc5147_errors.hpp"
#include "rfc5147_entry.hpp"
#include "rfc5147_action.hpp"

namespace fragid {
namespace {

namespace rfc5147 = grammar::rfc5147;

// Appends one integrity check without its leading ';'.
void append_check(std::string& out, const IntegrityCheck& check) {
    if (const auto* length = std::get_if<LengthCheck>(&check.check)) {
        out += "length=";
        out += length->characters.digits();
    } else if (const auto* md5 = std::get_if<Md5Check>(&check.check)) {
        out += "md5=";
        out += to_hex(md5->digest);  // lower case; s.3.1 allows either
    } else {
        const auto& unknown = std::get<UnknownCheck>(check.check);
        out += unknown.name;
        out += '=';
        out += unknown.value;
    }
    // The grammar never gives an UnknownCheck a charset (its value runs to the
    // next ';'); one set by hand is still printed, but does not read back as such.
    if (check.charset) {
        out += ',';
        out += *check.charset;
    }
}

// Runs the grammar over `decoded`, filling `fragment` as far as it matches.
// Each ';' can start an integrity check, so room for that many is made first:
// one allocation, not one per doubling of the vector.
std::optional<SyntaxError> parse_into(std::string_view decoded, TextFragment& fragment) {
    std::size_t semicolons = 0;
    for (auto at = decoded.find(';'); at != std::string_view::npos; at = decoded.find(';', at + 1)) ++semicolons;
    fragment.checks.reserve(semicolons);
    return grammar::parse_to_first_error<rfc5147::grammar, rfc5147::action, rfc5147::control>(decoded, fragment);
}

}  // namespace

std::variant<TextFragment, SyntaxError> grammar::parse_rfc5147(std::string_view decoded) {
    TextFragment fragment;
    if (auto error = parse_into(decoded, fragment)) return std::move(*error);
    return fragment;
}

std::vector<IntegrityCheck> integrity_checks_read(std::string_view written) {
    const auto decoded = DecodedFragment::decode(written);
    const auto* text = std::get_if<DecodedFragment>(&decoded);
    if (!text) return {};
    // The actions push each check as its name matches (rfc5147_action.hpp), so
    // what was read before an error is in `fragment`.
    TextFragment fragment;
    (void)parse_into(text->text(), fragment);
    return std::move(fragment.checks);
}

std::string grammar::canonical_text(const TextFragment& fragment) {
    std::string text = fragment.scheme == TextScheme::character ? "char=" : "line=";
    if (const auto* position = std::get_if<TextPosition>(&fragment.selector)) {
        text += position->value.digits();
    } else {
        const auto& range = std::get<TextRange>(fragment.selector);
        if (range.start) text += range.start->digits();
        text += ',';
        if (range.end) text += range.end->digits();
    }
    for (const auto& check : fragment.checks) {
        text += ';';
        append_check(text, check);
    }
    // Charset names may contain '%' and '#' (RFC 2978 s.2.3) and unknown
    // check values any octet: encode what would not survive decoding.
    return encode_fragment_text(text);
}

}  // namespace fragid
