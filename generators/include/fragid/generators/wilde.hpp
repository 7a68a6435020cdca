// RapidCheck generators for draft-wilde-text-fragment-01 fragments (the
// model of fragid/model/wilde_fragment.hpp), with showValue.
//
// Every alternative of s.4's text-scheme: char() and line() with a count or
// a range ("a,b" or the open "a,"), counts from 0 (invalid in meaning, valid
// in syntax) to beyond 2^64, and match() with patterns made of BRE pieces,
// parentheses, '^' and '%' - the characters the draft's escapes (^( ^) ^^)
// and percent-encoding exist for - and non-ASCII.
#pragma once

#include <rapidcheck.h>

#include <array>
#include <cstdint>
#include <ostream>
#include <string>
#include <type_traits>
#include <vector>

#include "fragid/generators/elements.hpp"
#include "fragid/grammar/fragment.hpp"
#include "fragid/model/wilde_fragment.hpp"

namespace fragid::generators {

// Counts are small so that they fall inside small entities, sometimes huge.
inline rc::Gen<Number> gen_wilde_count() {
    return rc::gen::weightedOneOf<Number>({
        {10, rc::gen::map(rc::gen::inRange<std::uint64_t>(0, 20), [](std::uint64_t n) { return Number(n); })},
        {1, rc::gen::element(Number::from_digits("18446744073709551616"), Number::from_digits("99999999999999999999999"))},
    });
}

// A BRE pattern: pieces that mean something to regcomp (s.3.1.5) and pieces
// that mean something to the fragment syntax.
inline rc::Gen<std::string> gen_wilde_pattern() {
    auto piece = rc::gen::element<std::string>("a", "b", "ab", " ", ".", "*", ".*", "[a-c]", "[^a]", "\\(a\\)", "^", "$",
                                               "(", ")", "()", "%", "#", ",", "\\", "\xC3\xA9", "\xF0\x9F\x98\x80", "\n");
    return rc::gen::map(rc::gen::container<std::vector<std::string>>(piece), [](const std::vector<std::string>& pieces) {
        std::string pattern;
        for (const auto& p : pieces) pattern += p;
        return pattern;
    });
}

inline rc::Gen<WildePart> gen_wilde_part() {
    return rc::gen::exec([] {
        WildePart part;
        // Each scheme as often at every size (a counterexample keeps its schemes as drawn).
        part.scheme = *rc::gen::element(WildeScheme::character, WildeScheme::line, WildeScheme::match);
        if (part.scheme == WildeScheme::match) {
            part.regex = *gen_wilde_pattern();
            return part;
        }
        part.counts.first = *gen_wilde_count();
        part.counts.is_range = *rc::gen::arbitrary<bool>();
        if (part.counts.is_range && *rc::gen::inRange(0, 4) != 0) part.counts.last = *gen_wilde_count();
        return part;
    });
}

// text-fragment = 1*text-scheme (s.4): one to four parts. Only their number
// is bounded: rc::gen::resize around the container would hand its size to the
// parts' own draws too (octets.hpp says how), and at size 4 every part was a
// char( with a count of 0 or 1.
inline rc::Gen<WildeFragment> gen_wilde_fragment() {
    return rc::gen::exec([] {
        const auto count = *gen_shrinking_element<std::size_t>({1, 2, 3, 4});
        return WildeFragment{*rc::gen::container<std::vector<WildePart>>(count, gen_wilde_part())};
    });
}

}  // namespace fragid::generators

namespace fragid {

// ADL finds this from rc::show(): the parts in the draft's own notation,
// patterns unescaped and with control and non-ASCII octets as \xHH.
inline void showValue(const WildeFragment& fragment, std::ostream& os) {
    static constexpr char hex[] = "0123456789ABCDEF";
    for (const auto& part : fragment.parts) {
        if (part.scheme == WildeScheme::match) {
            os << "match[";
            for (const char c : part.regex) {
                const auto octet = static_cast<unsigned char>(c);
                if (octet >= 0x20 && octet < 0x7f) os << c;
                else os << "\\x" << hex[octet >> 4] << hex[octet & 0x0f];
            }
            os << "]";
            continue;
        }
        os << (part.scheme == WildeScheme::character ? "char(" : "line(") << part.counts.first.digits();
        if (part.counts.is_range) os << "," << (part.counts.last ? part.counts.last->digits() : "");
        os << ")";
    }
}

}  // namespace fragid

namespace fragid::generators {

// A valid draft-wilde-text-fragment-01 fragment for gen_fragment_text (fragment_text.hpp), found by its
// fragment type, written canonically. Inside rc::gen::exec only.
inline std::string valid_fragment(std::type_identity<WildeFragment>, const std::array<std::uint8_t, 16>&) {
    return to_string(*gen_wilde_fragment());
}

}  // namespace fragid::generators
