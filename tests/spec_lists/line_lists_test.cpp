// A line marked at its end (action.yml) holds the table's spec names in its
// first parentheses (spec_lists/regenerate.hpp).
#include <gtest/gtest.h>

#include <stdexcept>

#include "fragid/model/spec.hpp"
#include "fragid/spec_lists/regenerate.hpp"

namespace fragid::spec_lists {
namespace {

std::string marked(std::string_view inside) {
    return "    description: Specs (" + std::string(inside) + "); or none  " + std::string(line_mark) + "names";
}

TEST(LineLists, TheMarkedLinesParenthesesHoldTheTablesNames) {
    const std::string before = "inputs:\n" + marked("old, older") + "\n    default: \"\"\n";
    const std::string after = "inputs:\n" + marked(listed(&SpecDescriptor::name)) + "\n    default: \"\"\n";
    const auto regenerated = regenerate_line_lists(before);
    EXPECT_EQ(regenerated.text, after);
    EXPECT_EQ(regenerated.lists, 1u);
    EXPECT_EQ(regenerate_line_lists(after).text, after);
}

TEST(LineLists, TextWithoutMarksIsLeftAsItIs) {
    for (const std::string text : {"a: (b)\n", "a: (b)", "", "\n\n"}) {
        const auto regenerated = regenerate_line_lists(text);
        EXPECT_EQ(regenerated.text, text);
        EXPECT_EQ(regenerated.lists, 0u);
    }
}

TEST(LineLists, AMarkWithoutParenthesesOrWithAnotherListIsRefused) {
    EXPECT_THROW(regenerate_line_lists("a: b  " + std::string(line_mark) + "names\n"), std::runtime_error);
    EXPECT_THROW(regenerate_line_lists("a: b) (c  " + std::string(line_mark) + "names\n"), std::runtime_error);
    EXPECT_THROW(regenerate_line_lists("a: (b)  " + std::string(line_mark) + "schemes\n"), std::runtime_error);
}

}  // namespace
}  // namespace fragid::spec_lists
