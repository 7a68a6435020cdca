// RapidCheck generators for the RFC 5147 model, covering every alternative of
// every rule of s.3 (and fragid's unknown-check extension), with huge numbers.
#pragma once

#include <rapidcheck.h>

#include <ostream>

#include "fragid/grammar/text_parser.hpp"
#include "fragid/model/text_fragment.hpp"

namespace rc {

template <>
struct Arbitrary<fragid::Number> {
    static Gen<fragid::Number> arbitrary() {
        return gen::oneOf(
            gen::map(gen::inRange<std::uint64_t>(0, 100), [](std::uint64_t n) { return fragid::Number(n); }),
            gen::map(gen::arbitrary<std::uint64_t>(), [](std::uint64_t n) { return fragid::Number(n); }),
            // Beyond 64 bits: 20 to 40 digits.
            gen::map(gen::mapcat(gen::inRange<std::size_t>(20, 41),
                                 [](std::size_t n) { return gen::container<std::string>(n, gen::inRange('0', ':')); }),
                     [](const std::string& digits) { return fragid::Number::from_digits(digits); }));
    }
};

template <>
struct Arbitrary<fragid::IntegrityCheck> {
    static Gen<fragid::IntegrityCheck> arbitrary() {
        using namespace fragid;
        const auto charset = gen::maybe(gen::element<std::string>("UTF-8", "utf-8", "ISO-8859-1", "x-my_cs!{}~", "l1"));
        const auto length = gen::map(gen::arbitrary<Number>(), [](Number n) { return LengthCheck{n}; });
        const auto md5 = gen::map(gen::arbitrary<std::array<std::uint8_t, 16>>(), [](auto d) { return Md5Check{d}; });
        const auto unknown = gen::map(gen::element<std::string>("sha1", "MD5", "Length", "x-new", "line"),
                                      [](std::string name) { return UnknownCheck{name, "v,1"}; });
        return gen::oneOf(
            gen::apply([](LengthCheck l, Maybe<std::string> cs) { return IntegrityCheck{l, cs ? std::optional(*cs) : std::nullopt}; },
                       length, charset),
            gen::apply([](Md5Check m, Maybe<std::string> cs) { return IntegrityCheck{m, cs ? std::optional(*cs) : std::nullopt}; },
                       md5, charset),
            gen::map(unknown, [](UnknownCheck u) { return IntegrityCheck{u, std::nullopt}; }));
    }
};

template <>
struct Arbitrary<fragid::TextFragment> {
    static Gen<fragid::TextFragment> arbitrary() {
        using namespace fragid;
        using Selector = std::variant<TextPosition, TextRange>;
        const auto position = gen::map(gen::arbitrary<Number>(), [](Number n) { return Selector(TextPosition{n}); });
        const auto range = gen::apply(
            [](int shape, Number a, Number b) {
                // range = ( position "," [ position ] ) / ( "," position )
                if (shape == 0) return Selector(TextRange{a, b});
                if (shape == 1) return Selector(TextRange{a, std::nullopt});
                return Selector(TextRange{std::nullopt, b});
            },
            gen::inRange(0, 3), gen::arbitrary<Number>(), gen::arbitrary<Number>());
        return gen::apply(
            [](bool line, Selector selector, std::vector<IntegrityCheck> checks) {
                return TextFragment{line ? TextScheme::line : TextScheme::character, selector, std::move(checks)};
            },
            gen::arbitrary<bool>(), gen::oneOf(position, range),
            gen::resize(4, gen::arbitrary<std::vector<IntegrityCheck>>()));
    }
};

}  // namespace rc

namespace fragid {
// Counterexamples print as the canonical fragment string.
inline void showValue(const TextFragment& f, std::ostream& os) { os << '"' << to_string(f) << '"'; }
}  // namespace fragid
