// RFC 7111's grammar (grammar/rfc7111.hpp) against two independent
// recognisers of the s.3 ABNF: a regular expression written from it, and
// the split-and-match recogniser of test_support/ (which the fuzzers use).
// The language is regular; PEG ordering or a commit point that cut off a
// valid parse or let an invalid one through would make them disagree.
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include <regex>
#include <string>
#include <variant>

#include "fragid/generators/fragment_text.hpp"
#include "fragid/grammar/fragment.hpp"
#include "fragid/test_support/rfc7111_recogniser.hpp"

namespace fragid {
namespace {

bool regex_accepts(const std::string& text) {
    static const std::regex regex = [] {
        const std::string position = "(?:[0-9]+|\\*)";                             // position = number / "*"
        const std::string single = position + "(?:-" + position + ")?";           // singlespec
        const std::string cell = position + "," + position;                       // cellrow "," cellcol
        const std::string cellspec = cell + "(?:-" + cell + ")?";                 // cellspec
        const auto list = [](const std::string& name, const std::string& spec) {  // name "=" spec *( ";" spec )
            return name + "=" + spec + "(?:;" + spec + ")*";
        };
        return std::regex("(?:" + list("row", single) + "|" + list("col", single) + "|" + list("cell", cellspec) + ")");
    }();
    return std::regex_match(text, regex);
}

bool grammar_accepts(const std::string& decoded) {
    return std::holds_alternative<CsvFragment>(parse_fragment_as<CsvFragment>(encode_fragment_text(decoded)));
}

// Fragments as gen_fragment_text makes them (valid, near-valid, any octets),
// percent-decoded; and strings of the grammar's own tokens.
rc::Gen<std::string> gen_candidate() {
    auto generated = rc::gen::map(generators::gen_fragment_text(Spec::rfc7111), [](const std::string& text) {
        const auto decoded = DecodedFragment::decode(text);
        return std::holds_alternative<DecodedFragment>(decoded) ? std::get<DecodedFragment>(decoded).text() : text;
    });
    auto soup = rc::gen::map(
        rc::gen::container<std::vector<std::string>>(
            rc::gen::element<std::string>("row=", "col=", "cell=", "1", "0", "007", "*", "-", ",", ";", "=", " ", "Row=")),
        [](const std::vector<std::string>& tokens) {
            std::string text;
            for (const auto& t : tokens) text += t;
            return text;
        });
    return rc::gen::oneOf(generated, soup);
}

RC_GTEST_PROP(CsvRecogniser, GrammarAgreesWithTheRegex, ()) {
    const auto text = *gen_candidate();
    const bool by_regex = regex_accepts(text);
    RC_CLASSIFY(by_regex, "accepted");
    RC_ASSERT(grammar_accepts(text) == by_regex);
}

RC_GTEST_PROP(CsvRecogniser, SplitRecogniserAgreesWithTheRegex, ()) {
    const auto text = *gen_candidate();
    RC_ASSERT(test_support::is_rfc7111_fragment(text) == regex_accepts(text));
}

// On strings whose membership s.2 and s.3 settle, all three are right.
TEST(CsvRecogniser, RecognisersKnowTheLanguage) {
    for (const std::string ok : {"row=5", "row=5-7", "row=5-*", "row=*", "row=*-1", "col=2;4",
                                 "cell=4,1", "cell=4,1-6,*", "cell=*,*", "row=5-7;10-*", "row=007"}) {
        EXPECT_TRUE(regex_accepts(ok)) << ok;
        EXPECT_TRUE(grammar_accepts(ok)) << ok;
        EXPECT_TRUE(test_support::is_rfc7111_fragment(ok)) << ok;
    }
    for (const std::string bad : {"", "row=", "row=5-", "row=-5", "Row=5", "row=5;", "cell=4", "cell=4,1-6",
                                  "row=1;col=2", "col=2;col=4", "cell=1,2,3", "row=5 ", "row=5--6", "col=1-2-3", "rows=1", "row=col=1", "cell=row=1,1"}) {
        EXPECT_FALSE(regex_accepts(bad)) << bad;
        EXPECT_FALSE(grammar_accepts(bad)) << bad;
        EXPECT_FALSE(test_support::is_rfc7111_fragment(bad)) << bad;
    }
}

}  // namespace
}  // namespace fragid
