#include "fragid/reference/wilde/migrate.hpp"

#include <algorithm>

namespace fragid {
namespace {

// n - 1 for n >= 1, on the decimal digits: numbers are never narrowed to a
// fixed width (a count may have any number of digits).
Number minus_one(const Number& n) {
    std::string digits = n.digits();
    std::size_t i = digits.size();
    while (i-- > 0) {
        if (digits[i] != '0') {
            --digits[i];
            break;
        }
        digits[i] = '9';
    }
    return Number::from_digits(digits);
}

// A part as an RFC 5147 range [start, end), `end` absent for "to the end".
struct Span {
    Number start;
    std::optional<Number> end;
};

bool touches(const Span& earlier, const Span& later) { return !earlier.end || later.start <= *earlier.end; }

}  // namespace

std::variant<TextFragment, NoMigration> migrate_to_rfc5147(const WildeFragment& fragment) {
    std::vector<Span> spans;
    const WildeScheme scheme = fragment.parts.front().scheme;
    for (const auto& part : fragment.parts) {
        if (part.scheme == WildeScheme::match)
            return NoMigration{"match() has no counterpart: RFC 5147 identifies text by counts only"};
        if (part.scheme != scheme)
            return NoMigration{"the fragment mixes char() and line(); RFC 5147 has one scheme per fragment"};
        const auto& c = part.counts;
        if (c.first == Number{})
            return NoMigration{"count 0 names nothing in the draft (it counts from 1), so that part is ignored"};
        if (c.last && c.first > *c.last)
            return NoMigration{"the range " + c.first.digits() + "," + c.last->digits() +
                               " is inverted, so the draft ignores that part (s.4.1)"};
        // Counts from 1, inclusive -> positions from 0, end after the last one.
        Span span{minus_one(c.first), c.is_range ? c.last : std::optional<Number>(c.first)};
        spans.push_back(std::move(span));
    }
    std::sort(spans.begin(), spans.end(), [](const Span& a, const Span& b) { return a.start < b.start; });
    Span merged = spans.front();
    for (std::size_t i = 1; i < spans.size(); ++i) {
        if (!touches(merged, spans[i]))
            return NoMigration{"the parts are disjoint; an RFC 5147 fragment identifies one range"};
        if (merged.end && (!spans[i].end || *spans[i].end > *merged.end)) merged.end = spans[i].end;
    }
    TextFragment out;
    out.scheme = scheme == WildeScheme::line ? TextScheme::line : TextScheme::character;
    out.selector = TextRange{merged.start, merged.end};
    return out;
}

}  // namespace fragid
