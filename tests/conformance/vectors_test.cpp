// Reading vector files: YAML typing, exact bytes, schema problems at their line; and the lint.
#include <gtest/gtest.h>

#include <regex>

#include "fragid/conformance/json_schema.hpp"
#include "fragid/conformance/lint.hpp"
#include "fragid/conformance/bytes_text.hpp"
#include "fragid/conformance/vectors.hpp"
#include "support.hpp"

namespace fragid {
namespace {

using namespace conformance;

const char* good_case = R"(
  - id: rfc5147-t-one
    description: char=1,3 on four characters
    spec: rfc5147
    section: "2.1.1"
    level: must
    fragment: "char=1,3"
    entity: {hex: "61 62 0d 0a", charset: UTF-8, line_endings: "LF,CRLF"}
    expect: {status: ok, position: false, start: {character: 1, byte: 1}, end: {character: 3, byte: 4}}
)";

VectorFile load(const std::string& yaml) {
    const auto dir = test::scratch_suite("load");
    test::write(dir / "vectors" / "t.yaml", yaml);
    return load_vector_file(dir / "vectors" / "t.yaml", JsonSchema::from_file(dir / "schema" / "vectors.schema.json"));
}

TEST(Vectors, ReadsACaseWithExactBytes) {
    const auto file = load(std::string("cases:") + good_case);
    ASSERT_TRUE(file.problems.empty()) << file.problems.front().text();
    ASSERT_EQ(file.cases.size(), 1u);
    const auto& c = file.cases.front();
    EXPECT_EQ(c.entity.bytes, std::string("ab\r\n"));
    EXPECT_EQ(c.entity.charset, "UTF-8");
    EXPECT_EQ(c.entity.line_endings.to_string(), "CRLF,LF");
    EXPECT_EQ(std::get<TextSpan>(test::resolve_check(c).acceptable.front()).end_byte, 4u);
    EXPECT_TRUE(c.origin.ends_with("t.yaml:2")) << c.origin;
}

TEST(Vectors, QuotedScalarsStayStringsSoASectionIsNeverANumber) {
    // Unquoted, 2.1 would be read as a number and the schema (section: string) rejects it.
    std::string yaml = std::string("cases:") + good_case;
    yaml.replace(yaml.find("\"2.1.1\""), 7, "2");
    const auto file = load(yaml);
    ASSERT_EQ(file.problems.size(), 1u) << file.problems.back().text();
    EXPECT_TRUE(file.problems.front().where.ends_with("t.yaml:2")) << file.problems.front().where;
    EXPECT_NE(file.problems.front().message.find("/cases/0/section"), std::string::npos) << file.problems.front().message;
    EXPECT_TRUE(file.cases.empty());
}

TEST(Vectors, ATypoIsCaughtAndTheOtherCasesAreKept) {
    std::string second = good_case;
    second.replace(second.find("rfc5147-t-one"), 13, "rfc5147-t-two");
    second.replace(second.find("fragment:"), 9, "fragmnet:");
    const auto file = load(std::string("cases:") + good_case + second);
    EXPECT_EQ(file.cases.size(), 1u);
    ASSERT_FALSE(file.problems.empty());
    EXPECT_TRUE(file.problems.front().where.ends_with("t.yaml:11")) << file.problems.front().where;  // after a blank line
}

TEST(Vectors, MalformedYamlIsOneProblemWithItsLine) {
    const auto file = load("cases:\n  - id: [unclosed\n");
    ASSERT_EQ(file.problems.size(), 1u);
    EXPECT_NE(file.problems.front().message.find("not valid YAML"), std::string::npos);
}

TEST(Vectors, AFileThatIsNotUtf8IsOneProblem) {
    // Found by fuzz/load_vectors: invalid UTF-8 reached the schema validator, which reads past an array on it.
    const auto file = load(std::string("cases:") + good_case + "  # \xff\n");
    ASSERT_EQ(file.problems.size(), 1u);
    EXPECT_EQ(file.problems.front().message, "not UTF-8: byte 0xFF at offset 336 is not valid UTF-8 (it never occurs in UTF-8)") << file.problems.front().message;
    EXPECT_TRUE(file.cases.empty());
}

TEST(Vectors, AnOkOutcomeOfTheWrongMediaTypeIsRefused) {
    std::string yaml = std::string("cases:") + good_case;
    yaml.replace(yaml.find("spec: rfc5147"), 13, "spec: rfc7111");
    yaml.replace(yaml.find("rfc5147-t-one"), 13, "rfc7111-t-one");
    const auto file = load(yaml);
    ASSERT_EQ(file.problems.size(), 1u);
    EXPECT_NE(file.problems.front().message.find("wrong media type"), std::string::npos) << file.problems.front().message;
}

TEST(Vectors, HexAndBase64) {
    EXPECT_EQ(bytes_from_hex("ff FE\n00"), std::string("\xff\xfe\x00", 3));
    EXPECT_EQ(bytes_from_hex("f f"), std::nullopt);
    EXPECT_EQ(bytes_from_hex("abc"), std::nullopt);
    EXPECT_EQ(bytes_from_base64("b25lCnR3bwp0aHJlZQo="), "one\ntwo\nthree\n");
    EXPECT_EQ(bytes_from_base64("YQ=="), "a");
    EXPECT_EQ(bytes_from_base64(""), "");
    EXPECT_EQ(bytes_from_base64("YQ="), std::nullopt);
    EXPECT_EQ(bytes_from_base64("Y=Q="), std::nullopt);
    EXPECT_EQ(bytes_from_base64("YQ!="), std::nullopt);
    for (const std::string& s : std::vector<std::string>{"", "a", "ab", "abc", "abcd", std::string("\0\xff\x80", 3)})
        EXPECT_EQ(bytes_from_base64(base64_of(s)), s);
}

TEST(SuiteInfo, TheShippedSuiteNamesItselfAndItsVersion) {
    const auto info = read_suite_info(test::suite_dir);
    EXPECT_EQ(info.name, "fragid-conformance");
    EXPECT_TRUE(std::regex_match(info.version, std::regex("[0-9]+\\.[0-9]+\\.[0-9]+"))) << info.version;
}

TEST(SuiteInfo, AMissingOrWrongSuiteJsonIsAnErrorNamingIt) {
    const auto dir = test::scratch_suite("suite-info");
    const auto error_of = [&](const std::string& suite_json) -> std::string {
        test::write(dir / "suite.json", suite_json);
        try {
            read_suite_info(dir);
        } catch (const std::runtime_error& e) {
            return e.what();
        }
        return "(no error)";
    };
    EXPECT_EQ(error_of(R"({"name": "mine", "version": "2.10.0"})"), "(no error)");
    EXPECT_EQ(read_suite_info(dir).version, "2.10.0");
    for (const char* wrong : {R"({"name": "mine", "version": "2.1"})", R"({"name": "mine", "version": "v2.1.0"})",
                              R"({"name": "mine"})", R"({"name": "mine", "version": "1.0.0", "extra": 1})", "[1"}) {
        const auto error = error_of(wrong);
        EXPECT_EQ(error.rfind((dir / "suite.json").string() + ": ", 0), 0u) << wrong << " -> " << error;
    }
    std::filesystem::remove(dir / "suite.json");
    EXPECT_NE(error_of("").find("suite.json"), std::string::npos);
    std::filesystem::remove(dir / "suite.json");
    EXPECT_THROW(read_suite_info(dir), std::runtime_error);
}

// A requirement catalogue with one section and one requirement.
const char* small_catalogue = R"(
spec: rfc5147
title: t
sections: [{number: "2.1.1", title: t}]
requirements:
  - {id: rfc5147-s2.1.1-1, section: "2.1.1", level: must, quote: "The end of a range must have a value"}
)";

// The lint over a scratch suite with one catalogue.
LintReport lint_with(const std::string& cases_yaml) {
    const auto dir = test::scratch_suite("lint");
    test::write(dir / "requirements" / "rfc5147.yaml", small_catalogue);
    test::write(dir / "vectors" / "a.yaml", "cases:" + cases_yaml);
    test::write(dir / "retired.txt", "# retired ids\nrfc5147-t-old  wrong expectation\n");
    return lint_suite(dir, std::nullopt);
}

std::string messages(const LintReport& r) {
    std::string all;
    for (const auto& p : r.problems) all += p.message + "\n";
    return all;
}

TEST(Lint, AGoodFileHasNoProblems) {
    const auto report = lint_with(good_case);
    EXPECT_TRUE(report.problems.empty()) << messages(report);
    EXPECT_EQ(report.cases, 1u);
}

TEST(Lint, FindsWhatTheSchemaCannot) {
    std::string c = good_case;
    auto replaced = [&](const std::string& from, const std::string& to) {
        std::string s = c;
        s.replace(s.find(from), from.size(), to);
        return s;
    };
    EXPECT_NE(messages(lint_with(std::string(good_case) + good_case)).find("id already used at"), std::string::npos);
    EXPECT_NE(messages(lint_with(replaced("rfc5147-t-one", "rfc5147-t-old"))).find("retired"), std::string::npos);
    EXPECT_NE(messages(lint_with(replaced("rfc5147-t-one", "rfc7111-t-one"))).find("must start with rfc5147-"),
              std::string::npos);
    EXPECT_NE(messages(lint_with(replaced("char=1,3 on four", "char=1,3 Should give two of four")))
                  .find("description says \"should\""),
              std::string::npos);
    EXPECT_NE(messages(lint_with(replaced("\"2.1.1\"", "\"9.9\""))).find("no section 9.9"), std::string::npos);
    EXPECT_NE(messages(lint_with(replaced("level: must", "level: must\n    requirements: [rfc5147-s9-9]")))
                  .find("unknown requirement rfc5147-s9-9"),
              std::string::npos);
    EXPECT_TRUE(lint_with(replaced("level: must", "level: must\n    requirements: [rfc5147-s2.1.1-1]")).problems.empty());
}

// A producer case (producer/) for every check that is not about an expected answer.
const char* producer_case = R"(
  - id: rfc7111-produce-rows-one
    description: one row per record
    spec: rfc7111
    section: "2.1"
    level: must
    produce: rows
    entity: {text: "a\r\n"}
)";

TEST(Lint, ChecksProducerCasesToo) {
    const auto dir = test::scratch_suite("lint-producer");
    test::write(dir / "requirements" / "rfc5147.yaml", small_catalogue);
    test::write(dir / "requirements" / "rfc7111.yaml",
                "spec: rfc7111\ntitle: t\nsections: [{number: \"2.1\", title: t}]\nrequirements: []\n");
    test::write(dir / "vectors" / "a.yaml", std::string("cases:") + good_case);
    std::string bad_section = producer_case;
    bad_section.replace(bad_section.find("rows-one"), 8, "rows-two").replace(bad_section.find("\"2.1\""), 5, "\"9.9\"");
    std::filesystem::create_directories(dir / "producer");
    test::write(dir / "producer" / "p.yaml", std::string("cases:") + producer_case + producer_case + bad_section);
    const auto report = lint_suite(dir, std::nullopt);
    EXPECT_EQ(report.files, 2u);
    EXPECT_EQ(report.cases, 4u);
    const auto all = messages(report);
    EXPECT_NE(all.find("rfc7111-produce-rows-one: id already used at"), std::string::npos) << all;
    EXPECT_NE(all.find("rfc7111-produce-rows-two: no section 9.9 in rfc7111"), std::string::npos) << all;
    EXPECT_EQ(report.problems.size(), 2u) << all;
}

TEST(Lint, QuotesAreCheckedAgainstTheSpecificationWhitespaceAside) {
    const auto specs = test::scratch_suite("specs") / "texts";
    std::filesystem::create_directories(specs);
    test::write(specs / "rfc5147.txt", "The end of a\n   range must have a value greater than or equal to the start.");
    test::write(specs / "draft-hausenblas-csv-fragment-07.md", "x");
    test::write(specs / "draft-wilde-text-fragment-01.txt", "x");
    const auto dir = test::scratch_suite("quotes", false);
    test::write(dir / "requirements" / "rfc5147.yaml", small_catalogue);
    std::string c = good_case;
    test::write(dir / "vectors" / "a.yaml", "cases:" + c.replace(c.find("level: must"), 11,
                                                                   "level: must\n    quote: \"range must have  a value greater\""));
    EXPECT_TRUE(lint_suite(dir, specs).problems.empty()) << messages(lint_suite(dir, specs));
    test::write(specs / "rfc5147.txt", "The end of a range MUST have a value");
    const auto report = lint_suite(dir, specs);
    EXPECT_TRUE(report.quotes_checked);
    EXPECT_NE(messages(report).find("quote not found"), std::string::npos);
}

}  // namespace
}  // namespace fragid
