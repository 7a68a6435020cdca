// JSON from outside is parsed only if it nests no deeper than
// json_depth_limit (json_depth.hpp, issue 38 item 1): the depth counted on the
// text, brackets inside strings left out, and on a value already built.
#include <gtest/gtest.h>

#include <string>

#include "fragid/conformance/json_depth.hpp"

namespace fragid::conformance {
namespace {

std::string nested(std::size_t depth, const std::string& inside = "") {
    return std::string(depth, '[') + inside + std::string(depth, ']');
}

TEST(JsonDepth, TheLimitItselfIsReadOneMoreIsNot) {
    EXPECT_FALSE(first_too_deep(nested(json_depth_limit)));
    EXPECT_EQ(first_too_deep(nested(json_depth_limit + 1)), json_depth_limit);
    EXPECT_EQ(parse_json_bounded(nested(json_depth_limit)).size(), 1u);
    const std::string five = R"({"a": {"b": [1, {"c": []}]}})";
    EXPECT_FALSE(first_too_deep(five, 5));
    EXPECT_EQ(first_too_deep(five, 4), 22u) << "the '[' that opens level 5";
    EXPECT_EQ(first_too_deep(five, 3), 16u) << "the '{' that opens level 4";
}

TEST(JsonDepth, BracketsInStringsAreText) {
    const std::string brackets(10 * json_depth_limit, '[');
    EXPECT_FALSE(first_too_deep("{\"x\": \"" + brackets + "\"}"));
    EXPECT_FALSE(first_too_deep("[\"\\\"" + brackets + "\"]")) << "an escaped quote does not end the string";
    EXPECT_FALSE(first_too_deep("[\"\\\\\", " + nested(json_depth_limit - 1) + "]")) << "an escaped backslash does not escape the quote";
    EXPECT_TRUE(first_too_deep("[\"\\\\\", " + nested(json_depth_limit) + "]"));
    EXPECT_FALSE(first_too_deep("]]]]" + nested(json_depth_limit))) << "closers too many are the parser's to refuse";
}

// At a million levels: refused at once, naming the limit and where, never parsed.
TEST(JsonDepth, AMillionLevelsAreRefusedSayingWhy) {
    for (const std::size_t depth : {100'000u, 1'000'000u}) {
        const auto text = R"({"seq": 1, "result": {"status": "ignored", "x": )" + nested(depth) + "}}";
        try {
            (void)parse_json_bounded(text);
            ADD_FAILURE() << depth << " levels were parsed";
        } catch (const JsonTooDeep& e) {
            EXPECT_EQ(std::string(e.what()), "nested deeper than 128 levels (the most fragid reads) at byte " +
                                                 std::to_string(text.find('[') + json_depth_limit - 2));
        }
        EXPECT_THROW((void)parse_json_bounded_or_discarded(text), JsonTooDeep);
        EXPECT_TRUE(parse_json_bounded_or_discarded("not json").is_discarded());
    }
}

// A value built in memory (nlohmann's parser keeps its own stack; only what
// reads a value recurses): measured without going deeper than the limit.
TEST(JsonDepth, AValueIsMeasuredAsItsTextIs) {
    EXPECT_FALSE(nested_deeper_than(nlohmann::json::parse(nested(json_depth_limit))));
    EXPECT_TRUE(nested_deeper_than(nlohmann::json::parse(nested(json_depth_limit + 1))));
    EXPECT_FALSE(nested_deeper_than(nlohmann::json::parse(R"({"a": {"b": [1]}})"), 3));
    EXPECT_TRUE(nested_deeper_than(nlohmann::json::parse(R"({"a": {"b": [1]}})"), 2));
    EXPECT_FALSE(nested_deeper_than(nlohmann::json("a string"), 0));
    const auto deep = nlohmann::json::parse(nested(1'000'000));
    EXPECT_TRUE(nested_deeper_than(deep));
}

}  // namespace
}  // namespace fragid::conformance
