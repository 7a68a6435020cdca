// What CMake reads from the spec table (cmake/fragidSpecs.cmake): the specs'
// short names, by which grammar/, reference/, publish/ and generators/ add each
// spec's own files, the texts and interpretations documents the build
// installs, and the type words by which model/ and mutants/ add the files they
// name for a spec's media type. CMake reads spec.hpp as text; these tests fail where a way of
// writing the table makes that reading differ from the table itself.
#include <gtest/gtest.h>

#include <string>
#include <string_view>
#include <vector>

#include "fragid/model/spec.hpp"

namespace fragid {
namespace {

std::vector<std::string> cmake_list(std::string_view joined) {
    std::vector<std::string> items;
    for (std::size_t at = 0; at <= joined.size();) {
        const auto comma = std::min(joined.find(',', at), joined.size());
        items.emplace_back(joined.substr(at, comma - at));
        at = comma + 1;
    }
    return items;
}

std::vector<std::string> each_row(std::string_view SpecDescriptor::*field) {
    std::vector<std::string> items;
    for (const auto& d : spec_table) items.emplace_back(d.*field);
    return items;
}

TEST(SpecTableInCMake, TheSpecsAreTheTablesShortNames) {
    EXPECT_EQ(cmake_list(FRAGID_CMAKE_SPECS), each_row(&SpecDescriptor::short_name));
}

TEST(SpecTableInCMake, TheTextsAreTheTablesTextFiles) {
    EXPECT_EQ(cmake_list(FRAGID_CMAKE_SPEC_TEXTS), each_row(&SpecDescriptor::text_file));
}

TEST(SpecTableInCMake, TheInterpretationsAreTheTables) {
    EXPECT_EQ(cmake_list(FRAGID_CMAKE_SPEC_INTERPRETATIONS), each_row(&SpecDescriptor::interpretations));
}

TEST(SpecTableInCMake, TheTypeWordsAreTheTables) {
    EXPECT_EQ(cmake_list(FRAGID_CMAKE_SPEC_TYPE_WORDS), each_row(&SpecDescriptor::type_word));
}

}  // namespace
}  // namespace fragid
