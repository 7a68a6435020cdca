#include "cited_words.hpp"

namespace fragid::publish {

using namespace conformance;

std::optional<CitedWords> cited_words(const Case& c, const std::map<Spec, Catalogue>& catalogues) {
    const auto words = words_for(c, catalogues);
    if (!words) return std::nullopt;
    const std::string spec(describe(c.spec).citation);
    if (c.quote && *words == *c.quote)
        return c.quote_source ? CitedWords{*words, *c.quote_source, false} : CitedWords{*words, spec + " s." + c.section, true};
    // The words of a requirement the case lists: cited where the requirement stands.
    if (const auto it = catalogues.find(c.spec); it != catalogues.end())
        for (const auto& id : c.requirements)
            if (const auto* r = it->second.find(id); r && r->quote == *words) return CitedWords{*words, spec + " s." + r->section, true};
    return CitedWords{*words, spec + " s." + c.section, true};
}

}  // namespace fragid::publish
