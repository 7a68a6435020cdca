// A schema's marked lists are written from the spec table, in the layout of
// the list they replace, and nothing else of the text moves
// (spec_lists/regenerate.hpp); the committed schemas are what it writes.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <sstream>
#include <stdexcept>

#include "build_paths.hpp"
#include "fragid/model/spec.hpp"
#include "fragid/spec_lists/regenerate.hpp"

namespace fragid::spec_lists {
namespace {

const std::string mark = std::string(schema_mark);

std::string quoted_names(const char* separator) {
    std::string out;
    for (const auto& d : spec_table) out += (out.empty() ? "" : separator) + ("\"" + std::string(d.name) + "\"");
    return out;
}

std::string schema_text(const std::string& relative) {
    std::ifstream in(std::filesystem::path(build::source_dir) / relative, std::ios::binary);
    std::ostringstream text;
    text << in.rdbuf();
    return text.str();
}

TEST(SchemaLists, AStaleListOnOneLineIsWrittenOnOneLineAndNothingElseMoves) {
    const std::string before = "{\n  \"title\": \"t\",\n  \"x\": {\"$comment\": \"" + mark +
                               "names\", \"enum\": [\"old\"]},  \"after\": [1,2]\n}\n";
    const std::string after = "{\n  \"title\": \"t\",\n  \"x\": {\"$comment\": \"" + mark + "names\", \"enum\": [" +
                              quoted_names(", ") + "]},  \"after\": [1,2]\n}\n";
    const auto regenerated = regenerate_schema(before);
    EXPECT_EQ(regenerated.text, after);
    EXPECT_EQ(regenerated.lists, 1u);
    EXPECT_EQ(regenerate_schema(after).text, after) << "a current list is left as it is";
}

TEST(SchemaLists, AListOnSeveralLinesKeepsAMemberALine) {
    const std::string before = "{\n    \"x\": {\n      \"$comment\": \"" + mark + "names\",\n      \"enum\": [\n        \"old\"\n      ]\n    }\n}";
    std::string members;
    for (const auto& d : spec_table) members += (members.empty() ? "" : ",\n") + ("        \"" + std::string(d.name) + "\"");
    const std::string after =
        "{\n    \"x\": {\n      \"$comment\": \"" + mark + "names\",\n      \"enum\": [\n" + members + "\n      ]\n    }\n}";
    EXPECT_EQ(regenerate_schema(before).text, after);
}

TEST(SchemaLists, UnmarkedListsAndOtherCommentsAreLeftAlone) {
    const std::string text = R"({"a": {"enum": ["old"]}, "b": {"$comment": "a note", "enum": ["old"]}, "properties": {"c": {"enum": ["old"]}}})";
    const auto regenerated = regenerate_schema(text);
    EXPECT_EQ(regenerated.text, text);
    EXPECT_EQ(regenerated.lists, 0u);
}

TEST(SchemaLists, AMarkThatCannotBeWrittenSaysWhere) {
    try {
        regenerate_schema(R"({"definitions": {"x": {"$comment": ")" + mark + R"(nmaes", "enum": []}}})");
        FAIL() << "an unknown list was taken";
    } catch (const std::runtime_error& e) {
        EXPECT_NE(std::string(e.what()).find("/definitions/x"), std::string::npos) << e.what();
        EXPECT_NE(std::string(e.what()).find("names"), std::string::npos) << e.what() << ": the lists it knows";
    }
    EXPECT_THROW(regenerate_schema(R"({"x": {"$comment": ")" + mark + R"(names", "const": 1}})"), std::runtime_error);
    EXPECT_THROW(regenerate_schema(R"({"x": {"$comment": ")" + mark + R"(id prefixes", "pattern": "^x$"}})"),
                 std::runtime_error);
}

TEST(SchemaLists, KeysWithEscapesAndStringsWithBracketsAreSkippedRightly) {
    const std::string text = R"({"d\"": "]}", "e": ["[", {"f": "{"}], "x": {"$comment": ")" + mark + R"(names", "enum": []}})";
    const auto regenerated = regenerate_schema(text);
    const auto expected = R"({"d\"": "]}", "e": ["[", {"f": "{"}], "x": {"$comment": ")" + mark + R"(names", "enum": [)" +
                          quoted_names(", ") + "]}}";
    EXPECT_EQ(regenerated.text, expected);
}

// What the ctest spec_lists.current relies on: a list edited by hand in a
// committed schema is written back as the table has it.
TEST(SchemaLists, AHandEditedCommittedListIsWrittenBack) {
    const auto committed = schema_text("conformance/schema/protocol/run.schema.json");
    const auto first = std::string(spec_table.front().name);
    const auto at = committed.find("\"enum\": [\"" + first + "\"");
    ASSERT_NE(at, std::string::npos);
    auto edited = committed;
    edited.replace(at + 10, first.size(), "rfc9999");
    const auto regenerated = regenerate_schema(edited);
    EXPECT_GE(regenerated.lists, 2u);
    EXPECT_TRUE(regenerated.text == committed);
}

}  // namespace
}  // namespace fragid::spec_lists
