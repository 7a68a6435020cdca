// The front door (fragment.hpp): decode once, parse with the grammar of the
// spec asked for, or recognise the spec from the grammars themselves.
#include "fragid/grammar/fragment.hpp"

#include <algorithm>
#include <cassert>
#include <optional>

// Each spec's grammar entry (<spec>_entry.hpp): parse_decoded() and
// canonical_text() by the type of its fragment, through a list the build
// writes (grammar/CMakeLists.txt).
#include "grammars.hpp"

namespace fragid {
namespace {

std::variant<ParsedFragment, SyntaxError> parse_decoded(Spec spec, const DecodedFragment& decoded) {
    return with_spec(spec, [&](auto s) -> std::variant<ParsedFragment, SyntaxError> {
        auto parsed = grammar::parse_decoded(decoded.text(), std::type_identity<fragment_of<s.value>>{});
        if (auto* error = std::get_if<SyntaxError>(&parsed)) return decoded.as_written(std::move(*error));
        return ParsedFragment(std::in_place_index<static_cast<std::size_t>(s.value)>, std::move(std::get<0>(parsed)));
    });
}

// Whether a selection may start at `at`, by the spec's spelling (its row):
// after its selection separator (RFC 7111's ';', s.3), or after a closing not
// made part of the selection by the escape (the draft's ')' not after '^',
// s.4); RFC 5147 has neither: one selection, and what follows its ';' are
// integrity checks (s.3).
bool starts_selection(const SchemeSpelling& spelling, std::string_view text, std::size_t at) {
    if (at == 0) return true;
    const auto before = text.substr(0, at);
    if (!spelling.selection_separator.empty()) return before.ends_with(spelling.selection_separator);
    if (spelling.closing.empty() || !before.ends_with(spelling.closing)) return false;
    return spelling.escape.empty() ||
           !before.substr(0, before.size() - spelling.closing.size()).ends_with(spelling.escape);
}

// Whether `rest` starts with the opening of a scheme in any spec's spelling:
// a fragment in another spec's spelling ("char(1)" as RFC 5147) names the
// scheme it spells differently, so a case about that mistake needs the scheme.
bool opens_scheme(std::string_view rest) {
    return std::any_of(spec_table.begin(), spec_table.end(),
                       [&](const SpecDescriptor& d) { return rest.starts_with(d.spelling.opening); });
}

}  // namespace

std::vector<std::string> schemes_named(Spec spec, std::string_view written) {
    auto decoded = DecodedFragment::decode(written);
    const std::string text =
        std::holds_alternative<DecodedFragment>(decoded) ? std::get<DecodedFragment>(decoded).text() : std::string(written);
    const auto& spelling = describe(spec).spelling;
    std::vector<std::string> named;
    for (std::size_t at = 0; at < text.size(); ++at) {
        if (!starts_selection(spelling, text, at)) continue;
        auto end = at;
        while (end < text.size() && text[end] >= 'a' && text[end] <= 'z') ++end;
        if (end == at || !opens_scheme(std::string_view(text).substr(end))) continue;
        const auto name = text.substr(at, end - at);
        if (defines_scheme(spec, name) && std::find(named.begin(), named.end(), name) == named.end())
            named.push_back(name);
    }
    return named;
}

std::variant<ParsedFragment, SyntaxError> parse_fragment(Spec spec, std::string_view written) {
    auto decoded = DecodedFragment::decode(written);
    if (auto* error = std::get_if<SyntaxError>(&decoded)) return std::move(*error);
    return parse_decoded(spec, std::get<DecodedFragment>(decoded));
}

Recognised recognise_fragment(std::string_view written, std::span<const Spec> candidates) {
    assert(!candidates.empty());
    auto decoded = DecodedFragment::decode(written);
    // A bad escape is an error of the fragment as written, before any grammar.
    if (auto* error = std::get_if<SyntaxError>(&decoded)) return {candidates.front(), std::move(*error)};
    std::optional<Recognised> furthest;
    for (const Spec spec : candidates) {
        auto parsed = parse_decoded(spec, std::get<DecodedFragment>(decoded));
        const auto* error = std::get_if<SyntaxError>(&parsed);
        if (!error) return {spec, std::move(parsed)};
        if (!furthest || error->offset > std::get<SyntaxError>(furthest->parsed).offset)
            furthest = Recognised{spec, std::move(parsed)};
    }
    return std::move(*furthest);
}

std::string to_string(const ParsedFragment& fragment) {
    return std::visit([](const auto& f) { return grammar::canonical_text(f); }, fragment);
}

}  // namespace fragid
