// What a draft-wilde-text-fragment-01 fragment identifies, in plain words
// (explain_wilde, resolver.hpp): its scheme parts in order, their union
// (s.3.1.6), counts from 1 as the draft counts them (s.3.1.1-3.1.4), and why
// a part is ignored as written where it is (ignored_as_written, the
// resolver's rule, s.3.1 and s.4.1).
#include <string>

#include "fragid/reference/wilde/resolver.hpp"

namespace fragid {

std::string explain_wilde(const WildeFragment& fragment) {
    std::string out;
    const auto ignored = ignored_as_written(fragment);
    for (std::size_t i = 0; i < fragment.parts.size(); ++i) {
        const auto& part = fragment.parts[i];
        if (!out.empty()) out += "; and ";
        if (part.scheme == WildeScheme::match) {
            out += "every occurrence of the basic regular expression '" + part.regex + "'";
            continue;
        }
        const bool lines = part.scheme == WildeScheme::line;
        const std::string unit = lines ? "line " : "character ";
        std::string phrase = unit + part.counts.first.digits();
        if (part.counts.is_range)
            phrase += " to " + (part.counts.last ? unit + part.counts.last->digits() : std::string("the end"));
        out += ignored[i] ? "nothing for " + phrase + ": " + *ignored[i]
                          : phrase + (lines ? " (counted from 1), with line endings" : " (counted from 1)");
    }
    return out + " (draft-wilde-text-fragment-01)";
}

}  // namespace fragid
