// Properties of the RFC 5147 parser: canonical round trip, and agreement with
// an independent recogniser of the same (regular) language.
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include <regex>

#include "../support/arbitrary_text.hpp"

namespace fragid {
namespace {

RC_GTEST_PROP(Rfc5147Properties, PrintThenParseGivesTheSameFragment, (const TextFragment& f)) {
    const auto parsed = parse_text_fragment(to_string(f));
    RC_ASSERT(std::holds_alternative<TextFragment>(parsed));
    RC_ASSERT(std::get<TextFragment>(parsed) == f);
}

// The s.3 ABNF (plus fragid's unknown-check extension) written out as one
// ECMAScript regular expression, independently of the PEGTL rules.
const std::regex& second_recogniser() {
    static const std::regex re(
        "(char|line)=([0-9]+|[0-9]+,[0-9]*|,[0-9]+)"
        "(;((length=[0-9]+|md5=[0-9A-Fa-f]{32})(,[A-Za-z0-9!#$%&'+^_`{}~-]+)?"
        "|[A-Za-z][A-Za-z0-9_-]*=[^;]*))*");
    return re;
}

// Strings over the grammar's alphabet, biased towards near-valid fragments.
rc::Gen<std::string> near_fragment() {
    const auto token = rc::gen::element<std::string>("char=", "line=", "length=", "md5=", ";", ",", "0", "1", "42",
                                                     "0123456789abcdef0123456789abcdef", "a", "F", "UTF-8", "=", "x",
                                                     " ", "-", "Char=", "%");
    return rc::gen::map(rc::gen::container<std::vector<std::string>>(token), [](const std::vector<std::string>& parts) {
        std::string s;
        for (const auto& p : parts) s += p;
        return s;
    });
}

RC_GTEST_PROP(Rfc5147Properties, ParserAgreesWithASecondRecogniser, ()) {
    const auto input = *near_fragment();
    RC_PRE(input.find('%') == std::string::npos && input.find('#') == std::string::npos);  // no percent-decoding here
    const bool parser_accepts = std::holds_alternative<TextFragment>(parse_text_fragment(input));
    const bool regex_accepts = std::regex_match(input, second_recogniser());
    RC_ASSERT(parser_accepts == regex_accepts);
}

}  // namespace
}  // namespace fragid
