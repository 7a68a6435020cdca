// vector_yaml() is the inverse of the vector loader: a case written out and
// read back is the same case, for generated cases of every spec (fragments
// and entities with any octets, every charset, explicit line endings).
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include "fragid/conformance/json_schema.hpp"
#include "fragid/conformance/reference_adapter.hpp"
#include "fragid/conformance/vectors.hpp"
#include "fragid/grammar/fragment.hpp"
#include "fragid/random_check/case_generators.hpp"
#include "fragid/random_check/vector_writer.hpp"
#include "../conformance/support.hpp"

namespace fragid::random_check {
namespace {

using namespace conformance;

const JsonSchema& schema() {
    static const auto s = JsonSchema::from_file(test::suite_dir / "schema" / "vectors.schema.json");
    return s;
}

// A generated case made whole: id, description, section, and the reference's answer.
Case complete(Case c) {
    static ReferenceAdapter reference;
    c.id = "rfc5147-written";
    c.description = "A generated case.";
    c.section = "2";
    test::resolve_check(c).acceptable = {test::outcome_of(reference.run(request_for(c, test::resolve_check(c))))};
    return c;
}

RC_GTEST_PROP(VectorWriter, ReadingBackGivesTheSameCase, ()) {
    const auto spec = *rc::gen::element(Spec::rfc5147, Spec::rfc7111, Spec::wilde);
    const auto c = complete(*gen_case(spec));
    const auto yaml = vector_yaml(c, {"a comment", "another"});
    const auto file = load_vector_text(yaml, "written.yaml", schema());
    RC_ASSERT(file.problems.empty());
    RC_ASSERT(file.cases.size() == 1u);
    const auto& back = file.cases.front();
    RC_ASSERT(back.id == c.id);
    RC_ASSERT(back.spec == c.spec);
    RC_ASSERT(back.entity.bytes == c.entity.bytes);
    RC_ASSERT(back.entity.charset == c.entity.charset);
    RC_ASSERT(back.entity.line_endings == c.entity.line_endings);
    RC_ASSERT(test::resolve_check(back).acceptable == test::resolve_check(c).acceptable);
    if (is_utf8(test::resolve_check(c).fragment)) {
        RC_ASSERT(test::resolve_check(back).fragment == test::resolve_check(c).fragment);
    } else {
        // Written percent-encoded: the same octets once decoded (RFC 3986 s.2.1).
        const auto decoded = [](const std::string& f) {
            const auto text = DecodedFragment::decode(f);
            return std::holds_alternative<DecodedFragment>(text) ? std::get<DecodedFragment>(text).text()
                                                                 : std::string("(syntax error)");
        };
        RC_ASSERT(decoded(test::resolve_check(back).fragment) == decoded(test::resolve_check(c).fragment));
    }
}

TEST(VectorWriter, WritesTextOrHexAndOnlyWhatIsSet) {
    Case c = test::text_case("rfc5147-w", "char=0,1", "a\r\nb\"\\", 0, 1);
    c.description = "d";
    auto yaml = vector_yaml(c);
    EXPECT_NE(yaml.find(R"(text: "a\r\nb\"\\")"), std::string::npos) << yaml;
    EXPECT_EQ(yaml.find("charset"), std::string::npos) << yaml;
    EXPECT_EQ(yaml.find("line_endings"), std::string::npos) << yaml;
    c.entity.bytes = "\xFF\xFE" "a";
    c.entity.charset = "UTF-16";
    c.entity.line_endings = LineEndingSet().with(LineEnding::lf);
    yaml = vector_yaml(c);
    EXPECT_NE(yaml.find(R"(hex: "ff fe 61")"), std::string::npos) << yaml;
    EXPECT_NE(yaml.find(R"(charset: "UTF-16")"), std::string::npos) << yaml;
    EXPECT_NE(yaml.find(R"(line_endings: "LF")"), std::string::npos) << yaml;
}

// An impl-defined case is written with what lint asks of it: which answer is
// fragid's (reference_choice), or why there is only one (single_answer).
TEST(VectorWriter, WritesReferenceChoiceAndSingleAnswer) {
    Case c = test::text_case("rfc5147-w", "char=0,1", "a\xFF", 0, 1);
    c.description = "d";
    c.level = Level::impl_defined;
    test::resolve_check(c).acceptable.push_back(Outcome{Unresolved{Status::entity_error}});
    test::resolve_check(c).expect_any = true;
    test::resolve_check(c).reference_choice = 1;
    auto file = load_vector_text(vector_yaml(c), "w.yaml", schema());
    ASSERT_TRUE(file.problems.empty()) << vector_yaml(c) << file.problems.front().text();
    EXPECT_EQ(test::resolve_check(file.cases.front()).reference_choice, std::optional<std::size_t>(1));

    test::resolve_check(c).acceptable.pop_back();
    test::resolve_check(c).expect_any = false;
    test::resolve_check(c).single_answer = "no other reading";
    file = load_vector_text(vector_yaml(c), "w.yaml", schema());
    ASSERT_TRUE(file.problems.empty()) << vector_yaml(c) << file.problems.front().text();
    EXPECT_EQ(test::resolve_check(file.cases.front()).single_answer, test::resolve_check(c).single_answer);
}

TEST(VectorWriter, Utf8Validity) {
    EXPECT_TRUE(is_utf8(""));
    EXPECT_TRUE(is_utf8("a\xC3\xA9\xE2\x82\xAC\xF0\x9F\x98\x80"));
    EXPECT_FALSE(is_utf8("\xC0\xAF"));          // overlong
    EXPECT_FALSE(is_utf8("\xED\xA0\x80"));      // a surrogate
    EXPECT_FALSE(is_utf8("\xF4\x90\x80\x80"));  // above U+10FFFF
    EXPECT_FALSE(is_utf8("\xE2\x82"));          // cut short
    EXPECT_FALSE(is_utf8("\x80"));
}

}  // namespace
}  // namespace fragid::random_check
