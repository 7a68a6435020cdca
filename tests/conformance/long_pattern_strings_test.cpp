// Long strings under a JSON Schema "pattern" (conformance/src/long_pattern_strings.hpp):
// std::regex recursed once a character and overflowed the stack (`fragid lint`
// died with SIGSEGV on a vector with a 4 MB base64 entity). Long hex and base64
// are checked by hand as the same languages; any other long patterned string is
// an error saying why; everything else is valijson's as before.
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>
#include <random>
#include <regex>
#include <string>

#include "fragid/conformance/json_schema.hpp"

namespace fragid::conformance {
namespace {

using nlohmann::json;

const std::string hex_pattern = R"(^[ \r\n]*([0-9A-Fa-f]{2}[ \r\n]*)*$)";
const std::string base64_pattern = R"(^([A-Za-z0-9+/]{4})*([A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$)";

// As vectors.schema.json has them: base64 in place, hex through a $ref, a
// patterned id and list of tags, and a text with no pattern.
JsonSchema schema() {
    return JsonSchema(json{
        {"type", "object"},
        {"definitions", {{"hex", {{"type", "string"}, {"pattern", hex_pattern}}}}},
        {"properties",
         {{"base64", {{"type", "string"}, {"pattern", base64_pattern}}},
          {"hex", {{"$ref", "#/definitions/hex"}}},
          {"id", {{"type", "string"}, {"pattern", "^[a-z]+$"}}},
          {"tags", {{"type", "array"}, {"items", {{"type", "string"}, {"pattern", "^[a-z]+$"}}}}},
          {"text", {{"type", "string"}, {"maxLength", 3000000}}}}}});
}

const std::size_t megabytes4 = 4 << 20;

TEST(LongPatternStrings, FourMegabytesOfBase64OrHexAreCheckedWithoutRecursion) {
    const auto s = schema();
    EXPECT_EQ(s.validate(json{{"base64", std::string(megabytes4, 'Q') + "QQ=="}}), std::vector<std::string>{});
    EXPECT_EQ(s.validate(json{{"hex", "\n" + std::string(megabytes4, 'a') + " 0F\r\n"}}), std::vector<std::string>{});
    EXPECT_EQ(s.validate(json{{"base64", std::string(megabytes4, 'Q') + "Q=Q="}}),
              std::vector<std::string>{"/base64: Failed to match regex specified by 'pattern' constraint."});
    EXPECT_EQ(s.validate(json{{"hex", std::string(megabytes4, 'a') + "a"}}),
              std::vector<std::string>{"/hex: Failed to match regex specified by 'pattern' constraint."});
}

TEST(LongPatternStrings, AnyOtherLongPatternedStringIsAnErrorSayingWhy) {
    const auto errors = schema().validate(json{{"id", std::string(megabytes4, 'a')}, {"tags", {"ok", std::string(megabytes4, 'b')}}});
    ASSERT_EQ(errors.size(), 2u);
    EXPECT_EQ(errors[0].rfind("/id: a string of 4194304 characters, longer than the 1024", 0), 0u) << errors[0];
    EXPECT_EQ(errors[1].rfind("/tags/1: a string of 4194304 characters", 0), 0u) << errors[1];
}

TEST(LongPatternStrings, StringsWithoutAPatternAndShortOnesAreValijsons) {
    const auto s = schema();
    EXPECT_EQ(s.validate(json{{"text", std::string(2000000, 'x')}}), std::vector<std::string>{});
    const auto too_long = s.validate(json{{"text", std::string(3000001, 'x')}});
    ASSERT_EQ(too_long.size(), 1u);
    EXPECT_EQ(too_long[0].rfind("/text: ", 0), 0u) << too_long[0];
    EXPECT_EQ(s.validate(json{{"id", "ABC"}, {"base64", "QQ="}}).size(), 2u);
    EXPECT_EQ(s.validate(json{{"id", std::string(1024, 'a')}}), std::vector<std::string>{});
}

// The hand-written checks are the patterns' languages: strings just over the
// length where they take over, drawn from the letters that matter, are judged
// as std::regex judges them (at this length it does not overflow).
TEST(LongPatternStrings, TheHandWrittenChecksAgreeWithTheRegexes) {
    const auto s = schema();
    const std::regex hex(hex_pattern), base64(base64_pattern);
    std::mt19937 random(20261127);
    const std::string letters = "Aa0+/=Qf \r\ngG";
    for (int round = 0; round < 400; ++round) {
        const bool hexish = round % 2 == 0;
        // Mostly valid strings with one change, so that both answers are met often.
        std::string text = hexish ? std::string(1026, 'a') : std::string(1028, 'Q');
        for (int changes = static_cast<int>(random() % 3); changes > 0; --changes)
            text[random() % text.size()] = letters[random() % letters.size()];
        if (random() % 4 == 0) text.resize(text.size() - random() % 3);
        const bool expected = std::regex_search(text, hexish ? hex : base64);
        const auto errors = s.validate(json{{hexish ? "hex" : "base64", text}});
        EXPECT_EQ(errors.empty(), expected) << (hexish ? "hex " : "base64 ") << json(text.substr(text.size() - 8)).dump();
    }
}

// The walk for long strings and valijson recurse once a level: a value nested
// 20,000 deep overflowed the stack (issue 38 item 1). A document nested
// deeper than json_depth_limit is refused before either walks it, whoever
// built it (the runner's readers refuse the text before parsing).
TEST(LongPatternStrings, ADocumentNestedTooDeepIsOneViolationNotACrash) {
    const auto s = schema();
    for (const std::size_t depth : {100'000u, 1'000'000u}) {
        const auto deep = json::parse(R"({"tags": )" + std::string(depth, '[') + std::string(depth, ']') + "}");
        EXPECT_EQ(s.validate(deep), std::vector<std::string>{"/: nested deeper than 128 levels (the most fragid reads)"})
            << depth;
    }
    const auto at_the_limit = json::parse(R"({"tags": )" + std::string(127, '[') + std::string(127, ']') + "}");
    EXPECT_EQ(s.validate(at_the_limit).size(), 1u) << "validated (tags of lists, not strings), not refused";
    EXPECT_EQ(s.validate(at_the_limit)[0].find("nested deeper"), std::string::npos) << s.validate(at_the_limit)[0];
}

}  // namespace
}  // namespace fragid::conformance
