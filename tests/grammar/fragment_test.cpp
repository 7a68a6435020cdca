// The front door (grammar/fragment.hpp): DecodedFragment, from the fragment
// as it stands after a URI's '#' to the text the grammars see (RFC 3986
// s.2.1), with offsets mapped back to the fragment as written;
// recognise_fragment(), which tells the specs apart by their grammars;
// integrity_checks_read(); and encode_fragment_text(), decoding's inverse.
// A '#' is never a separator here (RFC 3986 s.3.5): only the CLI takes a URI
// apart (typed_fragment.hpp; typed_fragment_test.cpp, tests/cli/resolve_command_test.cpp).
#include <gtest/gtest.h>

#include <string>
#include <string_view>
#include <variant>

#include "fragid/grammar/fragment.hpp"

namespace fragid {
namespace {

// The decoded text, or the error; what the tests below compare.
std::variant<std::string, SyntaxError> fragment_text(std::string_view written) {
    auto decoded = DecodedFragment::decode(written);
    if (auto* error = std::get_if<SyntaxError>(&decoded)) return std::move(*error);
    return std::get<DecodedFragment>(decoded).text();
}

struct Decoded {
    std::string_view input;
    std::string expected;
};

class FragmentTextOk : public testing::TestWithParam<Decoded> {};

TEST_P(FragmentTextOk, Decodes) {
    const auto result = fragment_text(GetParam().input);
    ASSERT_TRUE(std::holds_alternative<std::string>(result)) << std::get<SyntaxError>(result).message();
    EXPECT_EQ(std::get<std::string>(result), GetParam().expected);
}

INSTANTIATE_TEST_SUITE_P(UriFragment, FragmentTextOk, testing::Values(
    Decoded{"char=1,5", "char=1,5"},                    // bare fragment
    Decoded{"#char=1,5", "#char=1,5"},                  // '#' is an octet, kept for the grammar to reject
    Decoded{"char=1#char=2", "char=1#char=2"},          // not "the part after the last '#'"
    Decoded{"#", "#"},
    Decoded{"", ""},
    Decoded{"char=1%2C5", "char=1,5"},                  // upper-case hex
    Decoded{"char=1%2c5", "char=1,5"},                  // lower-case hex (RFC 3986 s.2.1)
    Decoded{"%63har=1", "char=1"},                      // any octet may be encoded
    Decoded{"x%25y", "x%y"},                            // "%25" is a literal '%', not re-decoded
    Decoded{"x%2525", "x%25"},
    Decoded{"%C3%A9", "\xC3\xA9"},
    Decoded{"%00", std::string(1, '\0')},
    Decoded{"%23", "#"}));                               // an encoded '#' is data

struct BadEscape {
    std::string_view input;
    std::size_t offset;  // of the '%', after the '#'
};

class FragmentTextBad : public testing::TestWithParam<BadEscape> {};

TEST_P(FragmentTextBad, ReportsTheEscapeWithinTheFragment) {
    const auto result = fragment_text(GetParam().input);
    ASSERT_TRUE(std::holds_alternative<SyntaxError>(result)) << std::get<std::string>(result);
    const auto& error = std::get<SyntaxError>(result);
    EXPECT_EQ(error.offset, GetParam().offset);
    EXPECT_EQ(error.expected, "two hex digits after '%' (RFC 3986 percent-encoding)");
}

INSTANTIATE_TEST_SUITE_P(UriFragment, FragmentTextBad, testing::Values(
    BadEscape{"char=1%", 6},                             // '%' at the end
    BadEscape{"char=1%zz", 6},
    BadEscape{"char=1%4", 6},                            // one digit only
    BadEscape{"char=1%4g", 6},
    BadEscape{"char=1%g4", 6},
    BadEscape{"%", 0},
    BadEscape{"#char=1%zz", 7},                          // a '#' is part of what was written
    BadEscape{"char=%2C%2C%zz", 11}));                   // offset as written, not as decoded (7)

TEST(UriFragment, DecodedErrorMessageReadsWell) {
    const auto result = fragment_text("char=%4");
    ASSERT_TRUE(std::holds_alternative<SyntaxError>(result));
    EXPECT_EQ(std::get<SyntaxError>(result).message(),
              "offset 5: expected two hex digits after '%' (RFC 3986 percent-encoding)");
}

// Through the text/plain parser: the grammar sees decoded text, and its
// offsets are into that text.
TEST(UriFragment, ParserSeesDecodedText) {
    const auto result = parse_fragment_as<TextFragment>("char%3D1%2c5");
    ASSERT_TRUE(std::holds_alternative<TextFragment>(result)) << std::get<SyntaxError>(result).message();
    const auto& fragment = std::get<TextFragment>(result);
    EXPECT_EQ(fragment.selector, (decltype(fragment.selector){TextRange{Number(1), Number(5)}}));
}

TEST(UriFragment, DecodedNonAsciiFailsTheGrammar) {
    // "%C3%A9" decodes to the two octets of U+00E9, which no rule admits.
    const auto result = parse_fragment_as<TextFragment>("char=%C3%A9");
    ASSERT_TRUE(std::holds_alternative<SyntaxError>(result));
    EXPECT_EQ(std::get<SyntaxError>(result).message(), "offset 5: expected a number, or a range such as 10,20");
}

TEST(UriFragment, DecodedNonAsciiAfterAValidPrefix) {
    const auto result = parse_fragment_as<TextFragment>("char=1%2C5%FF");
    ASSERT_TRUE(std::holds_alternative<SyntaxError>(result));
    // decoded "char=1,5\xFF": the bad octet is at 8 in the decoded text and
    // its '%' at 10 in the fragment as written, which is what a user counts.
    EXPECT_EQ(std::get<SyntaxError>(result).offset, 10u);
}

// Grammar errors point into the fragment as written, after any escapes.
struct WrittenOffset {
    Spec spec;
    std::string_view written;
    std::size_t offset;
};

class GrammarErrorOffset : public testing::TestWithParam<WrittenOffset> {};

TEST_P(GrammarErrorOffset, IsIntoTheFragmentAsWritten) {
    const auto result = parse_fragment(GetParam().spec, GetParam().written);
    ASSERT_TRUE(std::holds_alternative<SyntaxError>(result)) << GetParam().written;
    EXPECT_EQ(std::get<SyntaxError>(result).offset, GetParam().offset) << GetParam().written;
}

INSTANTIATE_TEST_SUITE_P(UriFragment, GrammarErrorOffset, testing::Values(
    WrittenOffset{Spec::rfc5147, "char=1%2C5x", 10},           // the stray 'x' (decoded: 8)
    WrittenOffset{Spec::rfc5147, "char=1x", 6},                // no escapes: the same either way
    WrittenOffset{Spec::rfc5147, "%63%68%61%72=x", 13},        // after four escaped letters
    WrittenOffset{Spec::rfc5147, "char=1;md5=%7A", 11},         // the escaped 'z' itself, at its '%'
    WrittenOffset{Spec::rfc5147, "char=1%3B", 9},              // the end of the fragment as written
    WrittenOffset{Spec::rfc7111, "row=1%2D%2Ax", 11},
    WrittenOffset{Spec::wilde, "line%281%29x", 11}));

TEST(UriFragment, WrittenOffsetOfEachDecodedOctet) {
    const auto decoded = std::get<DecodedFragment>(DecodedFragment::decode("a%2Cb%2C%2Cc"));
    ASSERT_EQ(decoded.text(), "a,b,,c");
    const std::size_t expected[] = {0, 1, 4, 5, 8, 11, 12};  // ..., and the end
    for (std::size_t i = 0; i <= decoded.text().size(); ++i) EXPECT_EQ(decoded.written_offset(i), expected[i]) << i;
}

// Which spec a fragment is in, told by the grammars themselves.
struct Recognition {
    std::string_view written;
    std::vector<Spec> candidates;
    Spec spec;
    bool accepted;
};

class Recognise : public testing::TestWithParam<Recognition> {};

TEST_P(Recognise, TakesTheGrammarThatAcceptsOrReadsFurthest) {
    const auto& p = GetParam();
    const auto recognised = recognise_fragment(p.written, p.candidates);
    EXPECT_EQ(recognised.spec, p.spec) << p.written;
    EXPECT_EQ(std::holds_alternative<ParsedFragment>(recognised.parsed), p.accepted) << p.written;
}

const std::vector<Spec> every_spec{Spec::rfc5147, Spec::rfc7111, Spec::wilde};
const std::vector<Spec> text_plain{Spec::rfc5147, Spec::wilde};

INSTANTIATE_TEST_SUITE_P(UriFragment, Recognise, testing::Values(
    Recognition{"char=1,5", every_spec, Spec::rfc5147, true},
    Recognition{"row=2-*", every_spec, Spec::rfc7111, true},
    Recognition{"line(10,20)", every_spec, Spec::wilde, true},
    Recognition{"line%281%29", text_plain, Spec::wilde, true},     // decoded before any grammar looks
    Recognition{"row=x", every_spec, Spec::rfc7111, false},         // read to offset 4, the others to 0
    Recognition{"char(x", every_spec, Spec::wilde, false},
    Recognition{"char=x", every_spec, Spec::rfc5147, false},
    Recognition{"nonsense", every_spec, Spec::rfc5147, false},      // a tie at 0: the first candidate
    Recognition{"nonsense", {Spec::rfc7111, Spec::rfc5147}, Spec::rfc7111, false},
    Recognition{"row=2", text_plain, Spec::rfc5147, false},         // only the candidates are tried
    Recognition{"char=1%zz", every_spec, Spec::rfc5147, false}));   // a bad escape fails before any grammar

TEST(UriFragment, RecognisedErrorIsTheFurthestGrammarsAsWritten) {
    const auto recognised = recognise_fragment("row=%31x", every_spec);
    ASSERT_EQ(recognised.spec, Spec::rfc7111);
    EXPECT_EQ(std::get<SyntaxError>(recognised.parsed).offset, 7u);
}

// The checks a fragment begins, even where one of them is malformed: what the
// conformance runner asks when it decides whether a case needs length= or md5=.
TEST(UriFragment, IntegrityChecksReadBeforeAnError) {
    const auto kinds = [](std::string_view written) {
        std::string out;
        for (const auto& check : integrity_checks_read(written)) {
            out += std::holds_alternative<LengthCheck>(check.check) ? "L"
                 : std::holds_alternative<Md5Check>(check.check)    ? "M"
                                                                     : "U";
        }
        return out;
    };
    EXPECT_EQ(kinds("char=1"), "");
    EXPECT_EQ(kinds("char=1;length=14"), "L");
    EXPECT_EQ(kinds("char=1;length="), "L");                 // begun, then malformed
    EXPECT_EQ(kinds("char=1;md5=xyz"), "M");
    EXPECT_EQ(kinds("char=1%3Blength=14"), "L");             // the ';' escaped
    EXPECT_EQ(kinds("char=1;sha256=abc;length=99"), "UL");
    EXPECT_EQ(kinds("char=1,2,3;length=14"), "");            // the error comes before any check
    EXPECT_EQ(kinds("char=1;lengthy=14"), "U");              // another name altogether
    EXPECT_EQ(kinds("char=1%zz;length=1"), "");              // does not decode
    const auto checks = integrity_checks_read("char=1;length=14,UTF-8");
    ASSERT_EQ(checks.size(), 1u);
    EXPECT_EQ(std::get<LengthCheck>(checks[0].check).characters, Number(14));
    EXPECT_EQ(checks[0].charset, "UTF-8");
}

TEST(UriFragment, BadEscapeThroughTheParser) {
    const auto result = parse_fragment_as<TextFragment>("char=1%zz");
    ASSERT_TRUE(std::holds_alternative<SyntaxError>(result));
    EXPECT_EQ(std::get<SyntaxError>(result).offset, 6u);
}

// A fragment cannot contain '#' (RFC 3986 s.3.5), so none of these is a
// text/plain fragment identifier, whatever follows the '#'.
TEST(UriFragment, NumberSignIsASyntaxErrorInEveryGrammar) {
    for (const char* fragment : {"char=1#char=2", "#char=1", "http://example.com/a.txt#char=1", "%23char=1"}) {
        const auto result = parse_fragment_as<TextFragment>(fragment);
        EXPECT_TRUE(std::holds_alternative<SyntaxError>(result)) << fragment;
    }
}

TEST(UriFragment, EncodeKeepsFragmentCharacters) {
    EXPECT_EQ(encode_fragment_text("char=1,5;length=10,UTF-8"), "char=1,5;length=10,UTF-8");
    EXPECT_EQ(encode_fragment_text("a/b?c:d@e!$&'()*+,;=-._~"), "a/b?c:d@e!$&'()*+,;=-._~");
}

TEST(UriFragment, EncodeEscapesTheRest) {
    EXPECT_EQ(encode_fragment_text("x#y%z"), "x%23y%25z");
    EXPECT_EQ(encode_fragment_text("^`{} "), "%5E%60%7B%7D%20");
    EXPECT_EQ(encode_fragment_text("\xC3\xA9"), "%C3%A9");
    EXPECT_EQ(encode_fragment_text(std::string(1, '\0')), "%00");
}

TEST(UriFragment, EncodeThenDecodeIsIdentityForEveryOctet) {
    std::string all;
    for (int c = 0; c < 256; ++c) all += static_cast<char>(c);
    const auto result = fragment_text(encode_fragment_text(all));
    ASSERT_TRUE(std::holds_alternative<std::string>(result));
    EXPECT_EQ(std::get<std::string>(result), all);
}

// The schemes a fragment names where a selection starts, well formed or not,
// after percent-decoding: what a runner asks of supports.schemes.
TEST(UriFragment, SchemesNamedAreThoseWhereASelectionStarts) {
    using V = std::vector<std::string>;
    EXPECT_EQ(schemes_named(Spec::rfc5147, "char=1,2"), V{"char"});
    EXPECT_EQ(schemes_named(Spec::rfc5147, "char=1,x;length=3"), V{"char"});
    EXPECT_EQ(schemes_named(Spec::rfc5147, "%6Cine=1"), V{"line"});
    EXPECT_EQ(schemes_named(Spec::rfc5147, "chars=1"), V{});
    EXPECT_EQ(schemes_named(Spec::rfc5147, "CHAR=1"), V{});
    EXPECT_EQ(schemes_named(Spec::rfc5147, "char=1;line=2"), V{"char"});  // after ';' come checks
    EXPECT_EQ(schemes_named(Spec::rfc7111, "row=1;cell=2,3;row=4"), (V{"row", "cell"}));
    EXPECT_EQ(schemes_named(Spec::rfc7111, "col=x"), V{"col"});
    EXPECT_EQ(schemes_named(Spec::wilde, "match(a)char(2)"), (V{"match", "char"}));
    EXPECT_EQ(schemes_named(Spec::wilde, "match(a^)char(2))"), V{"match"});  // ^) is escaped (s.4)
    EXPECT_EQ(schemes_named(Spec::wilde, "line=1"), V{"line"});
    EXPECT_EQ(schemes_named(Spec::rfc5147, "char(1)"), V{"char"});   // the draft's spelling
    EXPECT_EQ(schemes_named(Spec::rfc5147, "line=%zz"), V{"line"});  // a bad escape: read as written
}

// "^^" is a literal "^" (the draft's s.4), so the ")" after it closes the
// match and a scheme starts after it. (The reader before the grammar's took
// every ")" after a "^" as escaped.)
TEST(UriFragment, SchemesNamedAfterAnEscapedCaret) {
    using V = std::vector<std::string>;
    EXPECT_EQ(schemes_named(Spec::wilde, "match(a^^)char(2)"), (V{"match", "char"}));
    EXPECT_EQ(schemes_named(Spec::wilde, "match(a^^^)char(2))"), V{"match"});
}

// A regex's balanced parentheses (the draft's StringWithBalancedParens, s.4)
// close nothing: a scheme's name inside them is part of the regex. (The
// reader before the grammar's took every ")" as a selection's end.) What the
// grammar rejects does not stop the reading: a "^" before another octet, a
// ")" that balances nothing.
TEST(UriFragment, SchemesNamedOutsideARegexsParentheses) {
    using V = std::vector<std::string>;
    EXPECT_EQ(schemes_named(Spec::wilde, "match((a)line(1))"), V{"match"});
    EXPECT_EQ(schemes_named(Spec::wilde, "match((a)line(1))char(1)"), (V{"match", "char"}));
    EXPECT_EQ(schemes_named(Spec::wilde, "match(a^x)line(1)"), (V{"match", "line"}));
    EXPECT_EQ(schemes_named(Spec::wilde, "match(a)b)char(1)"), (V{"match", "char"}));
    EXPECT_EQ(schemes_named(Spec::wilde, "match((((line(1)"), V{"match"});
}

// The row's spelling is what each grammar's reader of scheme names reads (the
// build checks the row's schemes are the grammar's, grammar/src/<spec>_scheme_names.cpp):
// every scheme the row lists, spelled the row's way, is named, and only by its
// own spec; and selections joined the row's way name each scheme where the
// spec has more than one selection (a separator, or a closing before the next),
// the first only where it has one (RFC 5147).
TEST(UriFragment, SchemesNamedAreTheRowsSchemesSpelledTheRowsWay) {
    for (const auto& d : spec_table) {
        const auto spelled = [&](const std::string& scheme) {
            return scheme + std::string(d.spelling.opening) + "1" + std::string(d.spelling.closing);
        };
        const auto all = schemes_of(d.spec);
        std::string joined;
        for (const auto& scheme : all) {
            const auto fragment = spelled(scheme);
            EXPECT_EQ(schemes_named(d.spec, fragment), std::vector<std::string>{scheme}) << d.name << ": " << fragment;
            for (const auto& other : spec_table) {
                if (defines_scheme(other.spec, scheme)) continue;
                EXPECT_EQ(schemes_named(other.spec, fragment), std::vector<std::string>{}) << other.name << ": " << fragment;
            }
            joined += (joined.empty() ? "" : std::string(d.spelling.selection_separator)) + fragment;
        }
        const bool several = !d.spelling.selection_separator.empty() || !d.spelling.closing.empty();
        EXPECT_EQ(schemes_named(d.spec, joined), several ? all : std::vector<std::string>{all.front()})
            << d.name << ": " << joined;
    }
}

}  // namespace
}  // namespace fragid
