// Properties of parse_fragment_as<TextFragment>() and to_string() over generated
// fragments (fragid/generators/rfc5147.hpp). Reproduce a failure with
// RC_PARAMS="seed=..." as printed.
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include <string>
#include <tao/pegtl.hpp>
#include <tao/pegtl/contrib/uri.hpp>
#include <variant>

#include "fragid/generators/rfc5147.hpp"
#include "fragid/grammar/fragment.hpp"

namespace fragid {
namespace {

// parse() as a value RC_ASSERT can compare; a SyntaxError becomes its message
// so that a failure shows why.
std::variant<TextFragment, std::string> parse(const std::string& input) {
    auto result = parse_fragment_as<TextFragment>(input);
    if (auto* error = std::get_if<SyntaxError>(&result)) return error->message();
    return std::get<TextFragment>(result);
}

using Parsed = std::variant<TextFragment, std::string>;

RC_GTEST_PROP(TextFragmentProperties, RoundTrip, (const TextFragment& fragment)) {
    const auto printed = to_string(fragment);
    RC_LOG() << "printed: " << printed << "\n";
    RC_ASSERT(parse(printed) == Parsed(fragment));
    RC_CLASSIFY(fragment.checks.empty(), "no integrity check");
    RC_CLASSIFY(std::holds_alternative<TextRange>(fragment.selector), "range");
}

RC_GTEST_PROP(TextFragmentProperties, PrintingIsIdempotent, (const TextFragment& fragment)) {
    const auto once = to_string(fragment);
    const auto reparsed = parse_fragment_as<TextFragment>(once);
    RC_ASSERT(std::holds_alternative<TextFragment>(reparsed));
    RC_ASSERT(to_string(std::get<TextFragment>(reparsed)) == once);
}

// Leading zeros, hex case, percent-encoding and URI prefixes change nothing.
RC_GTEST_PROP(TextFragmentProperties, EverySpellingMeansTheSame, (const TextFragment& fragment)) {
    const auto spelled = *generators::gen_spelling(fragment);
    RC_LOG() << "spelled: " << spelled << "\n";
    RC_ASSERT(parse(spelled) == Parsed(fragment));
}

// The printed fragment can be pasted after '#' as it is: it matches RFC 3986
// s.3.5's `fragment`, checked with PEGTL's own RFC 3986 grammar.
RC_GTEST_PROP(TextFragmentProperties, PrintedIsAUriFragment, (const TextFragment& fragment)) {
    using whole_uri_fragment = tao::pegtl::seq<tao::pegtl::uri::fragment, tao::pegtl::eof>;
    const auto printed = to_string(fragment);
    tao::pegtl::memory_input in(printed, "printed");
    RC_ASSERT(tao::pegtl::parse<whole_uri_fragment>(in));
}

RC_GTEST_PROP(TextFragmentProperties, EachCheckRoundTripsAlone, (const IntegrityCheck& check, bool line)) {
    TextFragment fragment{line ? TextScheme::line : TextScheme::character, TextPosition{Number(1)}, {check}};
    RC_ASSERT(parse(to_string(fragment)) == Parsed(fragment));
}

RC_GTEST_PROP(TextFragmentProperties, LengthAndMd5RoundTrip, (const LengthCheck& length, const Md5Check& md5)) {
    TextFragment fragment{TextScheme::character, TextRange{std::nullopt, Number(2)},
                          {IntegrityCheck{length, std::nullopt}, IntegrityCheck{md5, "UTF-8"}}};
    RC_ASSERT(parse(to_string(fragment)) == Parsed(fragment));
}

RC_GTEST_PROP(TextFragmentProperties, UnknownCheckRoundTrips, (const UnknownCheck& unknown)) {
    TextFragment fragment{TextScheme::line, TextPosition{Number(0)}, {IntegrityCheck{unknown, std::nullopt}}};
    RC_ASSERT(parse(to_string(fragment)) == Parsed(fragment));
}

}  // namespace
}  // namespace fragid
