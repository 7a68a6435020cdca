// The front door (fragment.hpp): decode once, parse with the grammar of the
// spec asked for, or recognise the spec from the grammars themselves; read the
// schemes a fragment names with the reader beside each grammar.
#include "fragid/grammar/fragment.hpp"

#include <cassert>
#include <optional>

// Each spec's grammar entry (<spec>_entry.hpp): parse_decoded(),
// canonical_text() and schemes_named_in() by the type of its fragment,
// through a list the build writes (grammar/CMakeLists.txt).
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

}  // namespace

std::vector<std::string> schemes_named(Spec spec, std::string_view written) {
    auto decoded = DecodedFragment::decode(written);
    // A bad escape does not hide the names around it: they are read as written.
    const std::string text =
        std::holds_alternative<DecodedFragment>(decoded) ? std::get<DecodedFragment>(decoded).text() : std::string(written);
    return with_spec(spec, [&](auto s) {
        return grammar::schemes_named_in(text, std::type_identity<fragment_of<s.value>>{});
    });
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
