// What a result prints as (fragid/reference/print.hpp and each spec's
// <spec>/print.hpp): the identified bytes on one stream, and on the other
// every note a person needs so that an empty or partial answer is never
// unexplained; explain's words for a fragment and a result (explain.hpp). `fragid resolve` and `explain`
// print exactly these (tests/cli: resolve_command_test, explain_command_test).
#include <gtest/gtest.h>

#include <sstream>
#include <string>
#include <string_view>

#include "fragid/entity/charset.hpp"
#include "fragid/grammar/fragment.hpp"
#include "fragid/reference/explain.hpp"
#include "fragid/reference/print.hpp"
#include "fragid/reference/resolve.hpp"
#include "fragid/reference/rfc7111/resolver.hpp"

namespace fragid {
namespace {

struct Printed {
    std::string out, notes;
};

Printed printed(Spec spec, std::string_view fragment, std::string_view bytes, std::optional<std::string> charset = "UTF-8") {
    const Entity entity{bytes, std::move(charset), LineEndingSet::all()};
    std::ostringstream out, notes;
    print_result(resolve(spec, fragment, entity), entity, out, notes);
    return {out.str(), notes.str()};
}

std::string explained(Spec spec, std::string_view fragment, std::string_view bytes) {
    const Entity entity{bytes, std::string("UTF-8"), LineEndingSet::all()};
    std::ostringstream out;
    explain_result(resolve(spec, fragment, entity), "f.txt", out);
    return out.str();
}

TEST(Print, Rfc5147PrintsTheTextAndSaysWhatChangedNothing) {
    EXPECT_EQ(printed(Spec::rfc5147, "line=1,2", "a\nb\nc\n").out, "b\n");
    const auto position = printed(Spec::rfc5147, "char=1", "ab");
    EXPECT_EQ(position.out, "");
    EXPECT_EQ(position.notes, "fragid: position 1, after character 1 (byte 1, line 1, column 2)\n");
    const auto unused = printed(Spec::rfc5147, "char=0,1;length=9", "ab");
    EXPECT_EQ(unused.out, "");
    EXPECT_EQ(unused.notes.rfind("fragid: integrity-mismatch: ", 0), 0u) << unused.notes;
    EXPECT_EQ(printed(Spec::rfc5147, "line=0,0", "ab").notes,
              "fragid: empty range, nothing to print: at position 0, before the first character (byte 0, line 1, column 1)\n");
}

TEST(Print, Rfc7111PrintsTheCsvAndEachSelectionIgnored) {
    const auto p = printed(Spec::rfc7111, "row=0;2", "a,b\nc,d\n");
    EXPECT_EQ(p.out, "c,d\n");
    EXPECT_EQ(p.notes.rfind("fragid: note: selection 1 ignored: 0: row 0 does not exist", 0), 0u) << p.notes;
    const auto none = printed(Spec::rfc7111, "row=9", "a\n");
    EXPECT_EQ(none.out, "");
    EXPECT_NE(none.notes.find("fragid: ignored: "), std::string::npos) << none.notes;
}

TEST(Print, WildePrintsDisjointRangesALineEach) {
    const auto p = printed(Spec::wilde, "char(1,1)char(3,3)", "abc");
    EXPECT_EQ(p.out, "a\nc\n");
    EXPECT_EQ(p.notes, "");
}

TEST(Print, ExplainSaysTheStatusThenTheSpecsDetails) {
    EXPECT_EQ(explained(Spec::rfc7111, "row=0;1", "a\n").rfind("in f.txt: ok: ", 0), 0u);
    EXPECT_NE(explained(Spec::rfc7111, "row=0;1", "a\n").find("\n  selection 1 ignored: 0: row 0 does not exist"), std::string::npos);
    EXPECT_NE(explained(Spec::rfc5147, "char=0,1", "ab").find("lines and columns count from 1)\n"), std::string::npos);
    EXPECT_NE(explained(Spec::wilde, "char(1,2)", "abc").find("\n  part 1: characters 0 to 2 (line 1, column 1)\n"),
              std::string::npos);
}

ParsedFragment parsed(Spec spec, std::string_view written) {
    return std::get<ParsedFragment>(parse_fragment(spec, written));
}

TEST(Explain, AFragmentIsIgnoredWhateverTheEntityOnlyWhenEveryPartIs) {
    EXPECT_TRUE(ignored_whatever_the_entity(parsed(Spec::rfc5147, "char=5,2")));
    EXPECT_FALSE(ignored_whatever_the_entity(parsed(Spec::rfc5147, "char=2,5")));
    EXPECT_TRUE(ignored_whatever_the_entity(parsed(Spec::rfc7111, "row=0;5-4")));
    EXPECT_FALSE(ignored_whatever_the_entity(parsed(Spec::rfc7111, "row=0;9")));  // row 9: an entity decides
    EXPECT_TRUE(ignored_whatever_the_entity(parsed(Spec::wilde, "line(0)")));
    EXPECT_EQ(explain_fragment(parsed(Spec::rfc7111, "row=2")), explain_csv(std::get<CsvFragment>(parsed(Spec::rfc7111, "row=2"))));
}

}  // namespace
}  // namespace fragid
