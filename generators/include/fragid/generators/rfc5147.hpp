// RapidCheck generators (rc::Arbitrary) for the RFC 5147 model, and showValue
// overloads so that counterexamples print as fragments, not as "<???>".
//
// The generators cover every alternative of every rule of RFC 5147 s.3 (and
// fragid's unknown-check extension): both schemes; positions and the three
// shapes of range; numbers from 0 to far beyond 2^64; length and md5 checks
// with and without an RFC 2978 charset (all of whose characters can occur,
// '#' and '%' included); unknown checks with any octets but ';' in the value.
// Values they produce are exactly those the parser can produce: an
// UnknownCheck never carries a charset, and its name is never "length" or
// "md5". Leading zeros and hex case have no place in the model (Number is
// canonical, Md5Check holds octets); gen_spelling() writes a fragment in
// the many ways the grammar allows, with them.
//
// Header-only, in fragid::generators (`fragid check --random`, and property tests).
#pragma once

#include <rapidcheck.h>

#include <array>
#include <cstdint>
#include <optional>
#include <ostream>
#include <string>
#include <string_view>
#include <type_traits>
#include <vector>

#include "fragid/generators/elements.hpp"
#include "fragid/generators/octets.hpp"
#include "fragid/model/text_fragment.hpp"

namespace fragid::generators {

// RFC 2978 s.2.3 mime-charset-chars.
inline constexpr std::string_view mime_charset_alphabet =
    "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789!#$%&'+-^_`{}~";

inline rc::Gen<char> gen_char_of(std::string_view alphabet) {
    return rc::gen::map(rc::gen::inRange<std::size_t>(0, alphabet.size()),
                        [alphabet](std::size_t i) { return alphabet[i]; });
}

// 1..n characters from `alphabet`.
inline rc::Gen<std::string> gen_string_of(std::string_view alphabet, std::size_t max_length) {
    return rc::gen::mapcat(rc::gen::inRange<std::size_t>(1, max_length + 1), [alphabet](std::size_t length) {
        return rc::gen::container<std::string>(length, gen_char_of(alphabet));
    });
}

// Decimal digits without a leading zero (or "0"), of any length up to 60.
inline rc::Gen<std::string> gen_canonical_digits() {
    return rc::gen::weightedOneOf<std::string>({
        {4, rc::gen::map(rc::gen::inRange<std::uint64_t>(0, 1000), [](std::uint64_t v) { return std::to_string(v); })},
        {2, rc::gen::map(rc::gen::arbitrary<std::uint64_t>(), [](std::uint64_t v) { return std::to_string(v); })},
        {1, rc::gen::element<std::string>("18446744073709551615", "18446744073709551616", "0")},
        {3, rc::gen::exec([] {
             const char first = *gen_char_of("123456789");
             const auto rest = *rc::gen::inRange<std::size_t>(15, 60);
             return first + *rc::gen::container<std::string>(rest, gen_char_of("0123456789"));
         })},
    });
}

inline rc::Gen<std::string> gen_mime_charset() {
    return rc::gen::oneOf(rc::gen::element<std::string>("UTF-8", "utf-8", "US-ASCII", "x-weird_cs!", "windows-1258"),
                          gen_string_of(mime_charset_alphabet, 12));
}

inline rc::Gen<std::optional<std::string>> gen_optional_charset() {
    return rc::gen::oneOf(rc::gen::just(std::optional<std::string>()),
                          rc::gen::map(gen_mime_charset(), [](std::string s) { return std::optional<std::string>(s); }));
}

// check-name = ALPHA *( ALPHA / DIGIT / "-" / "_" ), neither "length" nor "md5".
inline rc::Gen<std::string> gen_unknown_check_name() {
    constexpr std::string_view alpha = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";
    constexpr std::string_view rest = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
    auto any_name = rc::gen::exec([=] {
        return *gen_char_of(alpha) + *rc::gen::resize(10, rc::gen::container<std::string>(gen_char_of(rest)));
    });
    return rc::gen::oneOf(rc::gen::element<std::string>("MD5", "Length", "md5x", "lengthy", "sha256", "x"),
                          rc::gen::suchThat(any_name, [](const std::string& s) { return s != "length" && s != "md5"; }));
}

// Any octets but ';' - including ',', '=', '%', '#', NUL and non-ASCII.
inline rc::Gen<std::string> gen_unknown_check_value() {
    auto not_semicolon = rc::gen::suchThat(gen_any_octet(), [](char c) { return c != ';'; });
    return rc::gen::resize(12, rc::gen::container<std::string>(not_semicolon));
}

}  // namespace fragid::generators

namespace rc {

template <>
struct Arbitrary<fragid::Number> {
    static Gen<fragid::Number> arbitrary() {
        return gen::map(fragid::generators::gen_canonical_digits(),
                        [](const std::string& digits) { return fragid::Number::from_digits(digits); });
    }
};

template <>
struct Arbitrary<fragid::TextPosition> {
    static Gen<fragid::TextPosition> arbitrary() {
        return gen::build<fragid::TextPosition>(gen::set(&fragid::TextPosition::value));
    }
};

template <>
struct Arbitrary<fragid::TextRange> {
    static Gen<fragid::TextRange> arbitrary() {
        // range = ( position "," [ position ] ) / ( "," position ): never both absent.
        return gen::exec([] {
            const auto shape = *gen::element(0, 1, 2);  // both ends, start only, end only
            fragid::TextRange range;
            if (shape != 2) range.start = *gen::arbitrary<fragid::Number>();
            if (shape != 1) range.end = *gen::arbitrary<fragid::Number>();
            return range;
        });
    }
};

template <>
struct Arbitrary<fragid::LengthCheck> {
    static Gen<fragid::LengthCheck> arbitrary() {
        return gen::build<fragid::LengthCheck>(gen::set(&fragid::LengthCheck::characters));
    }
};

template <>
struct Arbitrary<fragid::Md5Check> {
    static Gen<fragid::Md5Check> arbitrary() {
        return gen::build<fragid::Md5Check>(gen::set(&fragid::Md5Check::digest));
    }
};

template <>
struct Arbitrary<fragid::UnknownCheck> {
    static Gen<fragid::UnknownCheck> arbitrary() {
        return gen::build<fragid::UnknownCheck>(gen::set(&fragid::UnknownCheck::name, fragid::generators::gen_unknown_check_name()),
                                                gen::set(&fragid::UnknownCheck::value, fragid::generators::gen_unknown_check_value()));
    }
};

template <>
struct Arbitrary<fragid::IntegrityCheck> {
    static Gen<fragid::IntegrityCheck> arbitrary() {
        using fragid::IntegrityCheck;
        return gen::oneOf(
            gen::exec([] { return IntegrityCheck{*gen::arbitrary<fragid::LengthCheck>(), *fragid::generators::gen_optional_charset()}; }),
            gen::exec([] { return IntegrityCheck{*gen::arbitrary<fragid::Md5Check>(), *fragid::generators::gen_optional_charset()}; }),
            // Its value runs to the next ';', so an unknown check has no charset.
            gen::exec([] { return IntegrityCheck{*gen::arbitrary<fragid::UnknownCheck>(), std::nullopt}; }));
    }
};

template <>
struct Arbitrary<fragid::TextFragment> {
    static Gen<fragid::TextFragment> arbitrary() {
        using Selector = decltype(fragid::TextFragment::selector);
        return gen::exec([] {
            fragid::TextFragment fragment;
            fragment.scheme = *fragid::generators::gen_shrinking_element<fragid::TextScheme>(
                {fragid::TextScheme::character, fragid::TextScheme::line});
            fragment.selector = *gen::oneOf(gen::cast<Selector>(gen::arbitrary<fragid::TextPosition>()),
                                            gen::cast<Selector>(gen::arbitrary<fragid::TextRange>()));
            const auto count = *gen::inRange<std::size_t>(0, 5);
            fragment.checks = *gen::container<std::vector<fragid::IntegrityCheck>>(count, gen::arbitrary<fragid::IntegrityCheck>());
            return fragment;
        });
    }
};

}  // namespace rc

namespace fragid {

// ADL finds these from rc::show().
inline void showValue(const Number& number, std::ostream& os) { os << number.digits(); }

inline void showValue(const TextPosition& position, std::ostream& os) { os << "position(" << position.value.digits() << ")"; }

inline void showValue(const TextRange& range, std::ostream& os) {
    os << "range(" << (range.start ? range.start->digits() : "-") << ", " << (range.end ? range.end->digits() : "-") << ")";
}

inline void showValue(const LengthCheck& check, std::ostream& os) { os << "length(" << check.characters.digits() << ")"; }

inline void showValue(const Md5Check& check, std::ostream& os) {
    static constexpr char hex[] = "0123456789abcdef";
    os << "md5(";
    for (const auto octet : check.digest) os << hex[octet >> 4] << hex[octet & 0x0f];
    os << ")";
}

// Non-printable octets as \xHH, so that a value with NUL or bytes >= 0x80 reads well.
inline void showValue(const UnknownCheck& check, std::ostream& os) {
    static constexpr char hex[] = "0123456789ABCDEF";
    os << "unknown(\"" << check.name << "\", \"";
    for (const char c : check.value) {
        const auto octet = static_cast<unsigned char>(c);
        if (octet >= 0x20 && octet < 0x7f && c != '\\') os << c;
        else os << "\\x" << hex[octet >> 4] << hex[octet & 0x0f];
    }
    os << "\")";
}

inline void showValue(const IntegrityCheck& check, std::ostream& os) {
    std::visit([&os](const auto& alternative) { showValue(alternative, os); }, check.check);
    if (check.charset) os << " charset \"" << *check.charset << '"';
}

inline void showValue(const TextFragment& fragment, std::ostream& os) {
    os << (fragment.scheme == TextScheme::character ? "char " : "line ");
    std::visit([&os](const auto& selector) { showValue(selector, os); }, fragment.selector);
    for (const auto& check : fragment.checks) {
        os << "; ";
        showValue(check, os);
    }
}

namespace generators {

// One of the many ways to write `fragment` that the grammar accepts and that
// means the same: every number with 0-3 leading zeros, each md5 hex digit in
// either case (s.3.1), and with any
// character percent-encoded in either hex case (RFC 3986 s.2.1); '%' and '#'
// always are, as DecodedFragment::decode() needs. Written independently of to_string().
inline rc::Gen<std::string> gen_spelling(const TextFragment& fragment) {
    return rc::gen::exec([fragment] {
        const auto number = [](const Number& n) { return std::string(*rc::gen::inRange(0, 4), '0') + n.digits(); };
        std::string text = fragment.scheme == TextScheme::character ? "char=" : "line=";
        if (const auto* position = std::get_if<TextPosition>(&fragment.selector)) {
            text += number(position->value);
        } else {
            const auto& range = std::get<TextRange>(fragment.selector);
            text += (range.start ? number(*range.start) : "") + "," + (range.end ? number(*range.end) : "");
        }
        for (const auto& check : fragment.checks) {
            text += ';';
            if (const auto* length = std::get_if<LengthCheck>(&check.check)) {
                text += "length=" + number(length->characters);
            } else if (const auto* md5 = std::get_if<Md5Check>(&check.check)) {
                text += "md5=";
                for (const auto octet : md5->digest) {
                    for (const unsigned nibble : {unsigned(octet >> 4), unsigned(octet & 0x0f)}) {
                        const std::string_view digits = *rc::gen::element(0, 1) ? "0123456789abcdef" : "0123456789ABCDEF";
                        text += digits[nibble];
                    }
                }
            } else {
                const auto& unknown = std::get<UnknownCheck>(check.check);
                text += unknown.name + "=" + unknown.value;
            }
            if (check.charset) text += "," + *check.charset;
        }

        // The fragment itself, never "#..." or a URI: only the CLI takes those.
        std::string spelled;
        for (const char c : text) {
            const bool must_encode = c == '%' || c == '#';
            if (!must_encode && *rc::gen::inRange(0, 8) != 7) {  // shrinks to 0: written as is
                spelled += c;
                continue;
            }
            const std::string_view hex = *rc::gen::element(0, 1) ? "0123456789abcdef" : "0123456789ABCDEF";
            const auto octet = static_cast<unsigned char>(c);
            spelled += '%';
            spelled += hex[octet >> 4];
            spelled += hex[octet & 0x0f];
        }
        return spelled;
    });
}

// RFC 5147 fragments with numbers that land inside small entities; checks
// with small lengths, or the entity's md5 (so that integrity can pass); in
// any of the spellings the grammar allows.
inline rc::Gen<std::string> gen_valid_text_fragment(const std::array<std::uint8_t, 16>& entity_md5) {
    return rc::gen::exec([entity_md5] {
        auto fragment = *rc::gen::arbitrary<TextFragment>();
        const auto small = [] { return Number(*rc::gen::inRange<std::uint64_t>(0, 30)); };
        if (*rc::gen::inRange(0, 4) != 3) {  // shrinks to 0: small numbers
            if (auto* position = std::get_if<TextPosition>(&fragment.selector)) position->value = small();
            if (auto* range = std::get_if<TextRange>(&fragment.selector)) {
                if (range->start) range->start = small();
                if (range->end) range->end = small();
            }
        }
        for (auto& check : fragment.checks) {
            if (auto* length = std::get_if<LengthCheck>(&check.check); length && *rc::gen::arbitrary<bool>())
                length->characters = small();
            if (auto* md5_check = std::get_if<Md5Check>(&check.check); md5_check && *rc::gen::arbitrary<bool>())
                md5_check->digest = entity_md5;
        }
        return *gen_spelling(fragment);
    });
}

// A valid RFC 5147 fragment for gen_fragment_text (fragment_text.hpp), found
// by its fragment type. Inside rc::gen::exec only.
inline std::string valid_fragment(std::type_identity<TextFragment>, const std::array<std::uint8_t, 16>& entity_md5) {
    return *gen_valid_text_fragment(entity_md5);
}

}  // namespace generators

}  // namespace fragid
