// The PEGTL grammar against an independent recogniser of the same language.
// RFC 5147's language (with fragid's unknown-check extension) is regular, so
// a regular expression written straight from the s.3 ABNF, RFC 2978 s.2.3 and
// the extension rule decides membership without PEG ordering or commit points.
// If ordered choice or a commit point (if_must) ever cut off a valid parse, or
// let an invalid one through, the two disagree.
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include <regex>
#include <string>
#include <string_view>
#include <tao/pegtl.hpp>
#include <variant>
#include <vector>

#include "fragid/generators/rfc5147.hpp"
#include "fragid/grammar/fragment.hpp"
#include "fragid/grammar/rfc5147.hpp"
#include "fragid/grammar/rfc5147_errors.hpp"
#include "fragid/test_support/rfc5147_recogniser.hpp"

namespace fragid {
namespace {

namespace pegtl = tao::pegtl;

const std::regex& text_fragment_regex() {
    static const std::regex regex = [] {
        const std::string number = "[0-9]+";                                      // number = 1*( DIGIT )
        const std::string range = "(?:" + number + ",(?:" + number + ")?|," + number + ")";
        const std::string selector = "(?:" + number + "|" + range + ")";           // ( position / range )
        const std::string scheme = "(?:char|line)=" + selector;                   // text-scheme
        const std::string charset = "[A-Za-z0-9!#$%&'+\\-^_`{}~]+";               // RFC 2978 mime-charset
        const std::string known = "(?:length=" + number + "|md5=[0-9A-Fa-f]{32})(?:," + charset + ")?";
        // Extension: any other check-name "=" value; "length" and "md5" are not other.
        const std::string unknown = "(?!(?:length|md5)=)[A-Za-z][A-Za-z0-9_\\-]*=[^;]*";
        return std::regex(scheme + "(?:;(?:" + known + "|" + unknown + "))*", std::regex::ECMAScript);
    }();
    return regex;
}

bool regex_accepts(const std::string& text) { return std::regex_match(text.begin(), text.end(), text_fragment_regex()); }

bool pegtl_accepts(const std::string& text) {
    pegtl::memory_input in(text, "fragment");
    try {
        return pegtl::parse<grammar::rfc5147::grammar, pegtl::nothing, grammar::rfc5147::control>(in);
    } catch (const pegtl::parse_error&) {
        return false;
    }
}

// Pieces that make valid, nearly valid and invalid fragments when strung together.
rc::Gen<std::string> gen_token() {
    const std::string hex32 = "d41d8cd98f00B204e9800998ecf8427e";
    return rc::gen::weightedOneOf<std::string>({
        {6, rc::gen::element<std::string>("char=", "line=", "length=", "md5=", ";", ",", "=", ";length=", ";md5=",
                                          ",UTF-8", "utf-8", "x-weird_cs!")},
        {4, rc::gen::element<std::string>("0", "7", "007", "10", "123456789012345678901234567890")},
        {2, rc::gen::elementOf(std::vector<std::string>{hex32, hex32.substr(1), hex32 + "f", "g" + hex32.substr(1)})},
        {2, rc::gen::element<std::string>("MD5=", "Length=", "sha-256=", "x", "lengthy=", "md5x=", "CHAR=", "char")},
        {3, rc::gen::map(rc::gen::elementOf(std::string("aZ09!#$%&'+-^_`{}~ ,;=.:/\t\xC3\xA9")),
                         [](char c) { return std::string(1, c); })},
    });
}

rc::Gen<std::string> gen_token_soup() {
    return rc::gen::exec([] {
        std::string text = *rc::gen::weightedOneOf<std::string>(
            {{5, rc::gen::element<std::string>("char=", "line=")}, {1, gen_token()}});
        const auto count = *rc::gen::inRange(0, 10);
        for (int i = 0; i < count; ++i) text += *gen_token();
        return text;
    });
}

// Grammar-directed: each part of a fragment, usually well-formed but often a
// near miss (wrong case, a missing or extra digit, a name that starts like
// "length"), so that every commit point is reached with both kinds of input.
rc::Gen<std::string> gen_near_fragment() {
    const auto valid_or = [](rc::Gen<std::string> valid, rc::Gen<std::string> near_miss) {
        return rc::gen::weightedOneOf<std::string>({{4, valid}, {1, near_miss}});
    };
    const auto digits = rc::gen::map(rc::gen::arbitrary<Number>(), [](const Number& n) { return n.digits(); });
    const auto number = valid_or(digits, rc::gen::element<std::string>("", "x", "-1", " 1", "007", "1.5"));
    const auto hex = rc::gen::map(rc::gen::arbitrary<Md5Check>(), [](const Md5Check& md5) {
        static constexpr char digits_of[] = "0123456789abcdefABCDEF";
        std::string text;
        for (const auto octet : md5.digest) text += {digits_of[octet >> 4], digits_of[octet & 0x0f]};
        return text;
    });
    const auto md5_value = valid_or(hex, rc::gen::mapcat(hex, [](const std::string& h) {
        return rc::gen::element(h.substr(1), h + "0", "g" + h.substr(1), std::string());
    }));
    const auto charset = valid_or(generators::gen_mime_charset(), rc::gen::element<std::string>("", "a b", "a,b", "a=b", "\xC3\xA9"));
    const auto name = valid_or(generators::gen_unknown_check_name(),
                               rc::gen::element<std::string>("length", "md5", "1x", "", "x y", "x.y", "-x", "_", "\xC3\xA9"));
    const auto value = generators::gen_unknown_check_value();

    return rc::gen::exec([=] {
        std::string text = *valid_or(rc::gen::element<std::string>("char=", "line="),
                                     rc::gen::element<std::string>("Char=", "LINE=", "char", "foo=", "", "char =", "length="));
        switch (*rc::gen::inRange(0, 5)) {
            case 0: text += *number; break;
            case 1: text += *number + "," + *number; break;
            case 2: text += *number + ","; break;
            case 3: text += "," + *number; break;
            default: text += *rc::gen::element<std::string>("", ",", "1,2,3", ",,1", "1;", "x"); break;
        }
        const auto checks = *rc::gen::inRange(0, 4);
        for (int i = 0; i < checks; ++i) {
            text += *valid_or(rc::gen::just(std::string(";")), rc::gen::element<std::string>("", ";;", "; ", ","));
            switch (*rc::gen::inRange(0, 3)) {
                case 0: text += "length=" + *number; break;
                case 1: text += "md5=" + *md5_value; break;
                default: text += *name + *valid_or(rc::gen::just(std::string("=")), rc::gen::element<std::string>("", " =")) + *value; break;
            }
            if (*rc::gen::inRange(0, 3) == 0) text += "," + *charset;
        }
        if (*rc::gen::inRange(0, 8) == 0) text += *gen_token();
        return text;
    });
}

RC_GTEST_PROP(TextRecogniser, PegtlAcceptsExactlyWhatTheRegexAccepts, ()) {
    const auto text = *rc::gen::oneOf(gen_token_soup(), gen_near_fragment());
    const bool by_regex = regex_accepts(text);
    RC_CLASSIFY(by_regex, "accepted");
    RC_ASSERT(pegtl_accepts(text) == by_regex);
}

// The same through the public API: encode_fragment_text() lets any octet
// through DecodedFragment::decode() unchanged.
RC_GTEST_PROP(TextRecogniser, ParseTextFragmentAgreesWithTheRegex, ()) {
    const auto text = *rc::gen::oneOf(gen_token_soup(), gen_near_fragment());
    const bool parsed = std::holds_alternative<TextFragment>(parse_fragment_as<TextFragment>(encode_fragment_text(text)));
    RC_ASSERT(parsed == regex_accepts(text));
}

// The third recogniser (test_support/rfc5147_recogniser.hpp, which the fuzzers use) cuts
// at ';' and matches pieces: a different method again.
RC_GTEST_PROP(TextRecogniser, SplitRecogniserAgreesWithTheRegex, ()) {
    const auto text = *rc::gen::oneOf(gen_token_soup(), gen_near_fragment());
    RC_ASSERT(test_support::is_rfc5147_fragment(text) == regex_accepts(text));
}

// The recogniser itself, on cases whose answer the RFC settles, so that the
// properties above compare against something known to be right.
TEST(TextRecogniser, RegexKnowsTheLanguage) {
    for (const std::string ok : {"char=1", "line=10,20", "line=,1", "char=5,", "line=10,20;length=9876,UTF-8",
                                 "char=1;md5=d41d8cd98f00b204e9800998ecf8427e,utf-8", "char=1;MD5=x", "char=1;x=a,b=c"}) {
        EXPECT_TRUE(regex_accepts(ok)) << ok;
        EXPECT_TRUE(pegtl_accepts(ok)) << ok;
        EXPECT_TRUE(test_support::is_rfc5147_fragment(ok)) << ok;
    }
    for (const std::string bad : {"", "char=", "char=,", "Char=1", "foo=1", "char=1,2,3", "char=1;", "char=1;length=abc",
                                  "char=1;md5=xyz", "char=1;length=1,", "char=1 "}) {
        EXPECT_FALSE(regex_accepts(bad)) << bad;
        EXPECT_FALSE(pegtl_accepts(bad)) << bad;
        EXPECT_FALSE(test_support::is_rfc5147_fragment(bad)) << bad;
    }
}

}  // namespace
}  // namespace fragid
