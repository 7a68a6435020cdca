// vector_yaml() is the inverse of the vector loader: a case written out and
// read back is the same case, for generated cases of every spec (fragments
// and entities with any octets, every charset, explicit line endings).
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include <cstdio>
#include <fstream>

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

// The first character of `yaml` that a YAML reader would not take as itself
// (issue 29 item 9): a C0 control but LF, DEL, a C1 control (U+0085 NEL is a
// line break to YAML 1.1), U+2028 and U+2029 (line breaks to YAML 1.1), U+FEFF
// (a byte order mark: only at the start of a stream) and U+FFFE, U+FFFF
// (outside YAML 1.2's printable set, s.5.1); "" if there is none. Decoded here
// apart from the writer, so that the two do not share a mistake.
std::string raw_special(const std::string& yaml) {
    for (std::size_t i = 0; i < yaml.size();) {
        const auto b = static_cast<unsigned char>(yaml[i]);
        const std::size_t n = b < 0x80 ? 1 : b < 0xE0 ? 2 : b < 0xF0 ? 3 : 4;
        char32_t c = n == 1 ? b : b & (0xFF >> (n + 1));
        for (std::size_t k = 1; k < n && i + k < yaml.size(); ++k) c = (c << 6) | (yaml[i + k] & 0x3F);
        const bool special = (c < 0x20 && c != '\n') || (c >= 0x7F && c <= 0x9F) || c == 0x2028 || c == 0x2029 ||
                             c == 0xFEFF || c == 0xFFFE || c == 0xFFFF;
        if (special) {
            char where[64];
            std::snprintf(where, sizeof where, "U+%04X at byte %zu", static_cast<unsigned>(c), i);
            return where;
        }
        i += n;
    }
    return "";
}

RC_GTEST_PROP(VectorWriter, ReadingBackGivesTheSameCase, ()) {
    const auto spec = *rc::gen::element(Spec::rfc5147, Spec::rfc7111, Spec::wilde);
    const auto c = complete(*gen_case(spec));
    const auto yaml = vector_yaml(c, {"a comment", "another"});
    RC_ASSERT(raw_special(yaml) == "");
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

// The entity text as PyYAML (a YAML 1.1 reader, python3-yaml) reads `yaml`, as
// UTF-8 bytes; nullopt if PyYAML is not installed, "(error: ...)" if it cannot read it.
std::optional<std::string> pyyaml_entity_text(const std::string& yaml) {
    if (std::system("python3 -c 'import yaml' 2>/dev/null") != 0) return std::nullopt;
    const auto dir = std::filesystem::temp_directory_path() / ("fragid-yaml-" + std::to_string(::getpid()));
    std::filesystem::create_directories(dir);
    test::write(dir / "in.yaml", yaml);
    const auto command = "python3 -c 'import sys, yaml\n"
                         "try:\n"
                         "    text = yaml.safe_load(open(sys.argv[1], encoding=\"utf-8\"))[\"cases\"][0][\"entity\"][\"text\"]\n"
                         "except Exception as e:\n"
                         "    text = \"(error: %s)\" % e\n"
                         "open(sys.argv[2], \"wb\").write(text.encode(\"utf-8\"))' " +
                         (dir / "in.yaml").string() + " " + (dir / "out").string();
    if (std::system(command.c_str()) != 0) return "(error: python3 failed)";
    std::ifstream in(dir / "out", std::ios::binary);
    return std::string(std::istreambuf_iterator<char>(in), {});
}

// Issue 29 item 9: every character YAML treats specially is written escaped,
// in a string and in a comment, and what is read back is the same bytes,
// through yaml-cpp (the vectors' loader) and through a YAML 1.1 reader.
TEST(VectorWriter, EscapesEveryCharacterYamlTreatsSpecially) {
    const std::string specials = "a\xC2\x85" "b\xE2\x80\xA8" "c\xE2\x80\xA9" "d\x7F" "e\xC2\x9B" "f\xEF\xBB\xBF"
                                 "g\xEF\xBF\xBE" "h\x01\t\r\n\"\\" "\xC2\xA0\xF0\x9F\x98\x80";
    Case c = test::text_case("rfc5147-w", "char=0,1", specials, 0, 1);
    c.description = "NEL\xC2\x85here";
    const auto yaml = vector_yaml(c, {"It answered: x\xC2\x85" "injected: 1", "LS\xE2\x80\xA8 and a line\nbreak"});
    EXPECT_EQ(raw_special(yaml), "") << yaml;
    EXPECT_NE(yaml.find(R"(a\u0085b\u2028c\u2029d\u007Fe\u009Bf\uFEFFg\uFFFEh\u0001\t\r\n\"\\)"), std::string::npos) << yaml;
    const auto file = load_vector_text(yaml, "written.yaml", schema());
    ASSERT_TRUE(file.problems.empty()) << yaml << file.problems.front().text();
    EXPECT_EQ(file.cases.front().entity.bytes, specials);
    EXPECT_EQ(file.cases.front().description, c.description);
    const auto yaml11 = pyyaml_entity_text(yaml);
    if (!yaml11) GTEST_SKIP() << "PyYAML (python3-yaml) is not installed: read back through yaml-cpp only";
    EXPECT_EQ(*yaml11, specials) << yaml;
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
