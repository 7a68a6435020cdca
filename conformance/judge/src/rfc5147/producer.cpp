// The reference's producer of RFC 5147's fragments, "lines" (spec.hpp's
// producer_kind; docs/adapter-protocol.md s.6), reached by the type of its
// fragment (rfc5147/entry.hpp).
#include <cstdint>
#include <string>

#include "fragid/conformance/outcome.hpp"
#include "fragid/grammar/fragment.hpp"
#include "fragid/reference/resolve.hpp"
#include "../reference_producers.hpp"

namespace fragid::conformance::reference_producers {

// The position before each line (line=K, RFC 5147 s.2.1.1: positions count
// from zero), then the end, each claiming the position the reference
// resolves it to; past the last line a number means that end (s.4.2), so
// the list stops there.
Answer produced(std::type_identity<TextFragment>, const Entity& entity) {
    Emitted emitted;
    const auto whole = outcome_of(resolve_as<Spec::rfc5147>(describe(Spec::rfc5147).whole_entity_fragment, entity));
    const auto* all = std::get_if<TextSpan>(&whole);
    const auto charset = lookup_charset(charset_or_default(entity.charset, Spec::rfc5147));
    if (!all || !charset) return Answer{emitted};  // not readable as text: nothing to point at
    for (std::uint64_t before = 1;; ++before) {
        auto made = make_text(entity, *charset, TextPointSelection{TextScheme::line, Ordinal{false, Number(before)}});
        if (const auto* error = std::get_if<MakeError>(&made))
            return Answer{make_refused(*error, "the position before line " + std::to_string(before))};
        const auto& text = std::get<MadeText>(made);
        auto claim = outcome_of(text.identified);
        const auto* at = std::get_if<TextSpan>(&claim);
        const bool end = !at || at->start_character >= all->end_character;
        emitted.fragments.push_back({to_string(text.fragment), std::move(claim)});
        if (end) return Answer{std::move(emitted)};
    }
}

}  // namespace fragid::conformance::reference_producers
