// A fuzz dictionary's entries between a mark and its end are the table's
// spec names, in the mark's entry (spec_lists/regenerate.hpp).
#include <gtest/gtest.h>

#include <stdexcept>

#include "fragid/model/spec.hpp"
#include "fragid/spec_lists/regenerate.hpp"

namespace fragid::spec_lists {
namespace {

const std::string dictionary_begin = std::string(dictionary_mark) + "\"k: <name>\"\n";
const std::string dictionary_close = std::string(dictionary_end) + "\n";

std::string table_entries() {
    std::string out;
    for (const auto& d : spec_table) out += "\"k: " + std::string(d.name) + "\"\n";
    return out;
}

TEST(DictionaryLists, TheEntriesBetweenTheMarksAreTheTables) {
    const std::string before = "# tokens\n\"a\"\n" + dictionary_begin + "\"k: old\"\n" + dictionary_close + "\"z\"\n";
    const std::string after = "# tokens\n\"a\"\n" + dictionary_begin + table_entries() + dictionary_close + "\"z\"\n";
    const auto regenerated = regenerate_dictionary(before);
    EXPECT_EQ(regenerated.text, after);
    EXPECT_EQ(regenerated.lists, 1u);
    EXPECT_EQ(regenerate_dictionary(after).text, after);
}

TEST(DictionaryLists, ADictionaryWithoutMarksIsLeftAsItIs) {
    for (const std::string text : {"\"a\"\n\"b\"\n", "\"a\"\n\"b\"", "", "\n\n"}) {
        const auto regenerated = regenerate_dictionary(text);
        EXPECT_EQ(regenerated.text, text);
        EXPECT_EQ(regenerated.lists, 0u);
    }
}

TEST(DictionaryLists, AMarkWithoutItsEndOrItsSlotIsRefused) {
    EXPECT_THROW(regenerate_dictionary(dictionary_begin + "\"k: old\"\n"), std::runtime_error);
    EXPECT_THROW(regenerate_dictionary(std::string(dictionary_mark) + "\"k\"\n" + dictionary_close), std::runtime_error);
}

}  // namespace
}  // namespace fragid::spec_lists
