// `make --match`: a fragment for each match of a POSIX ERE, over the
// characters RFC 5147 s.2.1.2 counts (docs/interpretations.md, "Making
// fragments").
#include "fragid/reference/make.hpp"
#include "fragid/reference/rfc5147/resolver.hpp"
#include "fragid/entity/text_view.hpp"
#include "../make_support.hpp"
#include "fragid/entity/normalised_text.hpp"

namespace fragid {
namespace {


std::uint64_t characters_in(const std::string& utf8) {
    std::uint64_t n = 0;
    for (char c : utf8) n += (static_cast<unsigned char>(c) & 0xC0) != 0x80;
    return n;
}

// The match's characters [a, b) as char=a,b; an absent start says 0 in one
// character less (s.4.2).
TextFragment characters_fragment(std::uint64_t a, std::uint64_t b) {
    TextRange range;
    if (a > 0) range.start = Number(a);
    range.end = Number(b);
    return TextFragment{TextScheme::character, range, {}};
}

// The matches in character positions (without `all`, the first only); empty
// ones kept, for the caller to refuse. The first match alone is one match
// whatever follows, so only `all` can reach the limit on their number.
detail::Occurrences find(const std::string& text, std::string_view pattern, bool all, RegexLimits limits) {
    if (!all) limits.matches = 1;
    const auto search = search_regex(pattern, text, limits, RegexSyntax{.extended = true, .keep_empty = true});
    if (search.outcome == RegexSearch::Outcome::invalid_pattern)
        throw PatternError("'" + std::string(pattern) + "' is not a POSIX extended regular expression: " +
                           search.message);
    const bool first_of_more = !all && search.limit == RegexSearch::Limit::matches;
    if (search.outcome == RegexSearch::Outcome::resource_limit && !first_of_more)
        throw PatternError("'" + std::string(pattern) + "': " + search.message, true);
    return detail::in_characters(text, search.matches);
}

}  // namespace

std::variant<std::vector<MadeText>, MakeError> make_matches(const Entity& entity, const Charset& charset,
                                                            std::string_view pattern, bool all,
                                                            const IntegrityRequest& integrity,
                                                            const RegexLimits& limits) {
    DecodeError error;
    const auto text = detail::normalised_text(entity.bytes, charset, entity.line_endings, error);
    if (!text)
        return MakeError{"bytes that are not " + charset.name + " at byte " + std::to_string(error.byte_offset) + " (" +
                             error.reason + ")",
                         "characters to match", true};
    auto matches = find(*text, pattern, all, limits);
    const std::string quoted = std::string("'").append(pattern).append("'");  // not "'" + a temporary: GCC bug 105651
    if (matches.empty())
        return MakeError{"no match of " + quoted + " in its " + counted(characters_in(*text), "character"),
                         "a match"};
    if (!all) matches.resize(1);
    for (const auto& [a, b] : matches)
        if (a == b)
            return MakeError{"an empty match of " + quoted + " at character position " + std::to_string(a),
                             "text, and an empty match identifies none"};
    TextView view(entity.bytes, charset, entity.line_endings);
    const auto checks = make_detail::checks_for(view, entity, charset, integrity);
    std::vector<MadeText> made;
    for (const auto& [a, b] : matches) {
        if (made.empty()) {
            made.push_back(make_detail::finish(characters_fragment(a, b), checks, entity, charset, a, b));
            continue;
        }
        // The checks' outcome is the entity's, the same for every match, and
        // was checked with the first: each later fragment is resolved without
        // them over one reading in text order, not from the start each time
        // (a log with thousands of matches would be read thousands of times).
        auto fragment = characters_fragment(a, b);
        auto identified = make_detail::verified(fragment, entity, charset, a, b, &view);
        identified.checks = made.front().identified.checks;
        fragment.checks = checks;
        made.push_back(MadeText{std::move(fragment), std::move(identified)});
    }
    return made;
}

}  // namespace fragid
