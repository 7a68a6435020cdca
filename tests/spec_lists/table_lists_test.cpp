// The lists the spec table gives the schemas (spec_lists/table_lists.hpp),
// checked against the table row by row.
#include <gtest/gtest.h>

#include <stdexcept>

#include "fragid/model/spec.hpp"
#include "fragid/spec_lists/table_lists.hpp"

namespace fragid::spec_lists {
namespace {

Json list(std::string_view name, const Json& node = Json::object()) {
    const auto written = table_list(name, node);
    if (!written) throw std::runtime_error("no list " + std::string(name));
    return written->value;
}

TEST(TableLists, NamesAreEveryRowsInTheTablesOrder) {
    const auto names = list("names");
    ASSERT_EQ(names.size(), spec_count);
    for (std::size_t i = 0; i < spec_count; ++i) EXPECT_EQ(names[i], spec_table[i].name);
    EXPECT_EQ(table_list("names", Json::object())->keyword, "enum");
}

TEST(TableLists, ProducerListsHaveTheRowsWithAProducerKindOnly) {
    const auto names = list("producer names");
    const auto capabilities = list("producer capabilities");
    std::size_t producing = 0;
    for (const auto& d : spec_table) {
        const bool listed = std::find(names.begin(), names.end(), Json(std::string(d.name))) != names.end();
        EXPECT_EQ(listed, !d.producer_kind.empty()) << d.name;
        if (d.producer_kind.empty()) continue;
        ++producing;
        const auto capability = std::string(d.name) + "-" + std::string(d.producer_kind);
        EXPECT_NE(std::find(capabilities.begin(), capabilities.end(), Json(capability)), capabilities.end()) << capability;
        const auto kinds = list("producer kinds");
        EXPECT_NE(std::find(kinds.begin(), kinds.end(), Json(std::string(d.producer_kind))), kinds.end());
    }
    EXPECT_GT(producing, 0u);
    EXPECT_LT(producing, spec_count) << "the test wants a row without a producer";
    EXPECT_EQ(capabilities.size(), producing);
}

TEST(TableLists, AnIdPatternKeepsWhatFollowsItsAlternatives) {
    const Json node = {{"pattern", "^(old|older)-produce(-[a-z0-9]+)+$"}};
    const auto written = table_list("id prefixes", node);
    ASSERT_TRUE(written);
    EXPECT_EQ(written->keyword, "pattern");
    std::string alternatives;
    for (const auto& d : spec_table) alternatives += (alternatives.empty() ? "" : "|") + std::string(d.short_name);
    EXPECT_EQ(written->value, "^(" + alternatives + ")-produce(-[a-z0-9]+)+$");
    EXPECT_THROW(table_list("id prefixes", Json{{"pattern", "^[a-z]+$"}}), std::runtime_error);
    EXPECT_THROW(table_list("producer id prefixes", Json{{"enum", Json::array()}}), std::runtime_error);
}

TEST(TableLists, SchemesByNameGiveEachSpecItsOwn) {
    const auto properties = list("schemes by name");
    ASSERT_EQ(properties.size(), spec_count);
    for (const auto& d : spec_table) {
        const auto& entry = properties.at(std::string(d.name));
        EXPECT_EQ(entry.at("items").at("enum").get<std::vector<std::string>>(), schemes_of(d.spec)) << d.name;
        EXPECT_EQ(entry.at("type"), "array");
        EXPECT_EQ(entry.at("uniqueItems"), true);
    }
    // Every scheme once, where "schemes" lists them all: the draft's char and line are RFC 5147's too.
    const auto every = list("schemes");
    for (const auto& d : spec_table)
        for (const auto& s : schemes_of(d.spec)) EXPECT_EQ(std::count(every.begin(), every.end(), Json(s)), 1) << s;
}

TEST(TableLists, MediaTypesAreEachOnce) {
    const auto types = list("media types");
    for (const auto& d : spec_table)
        EXPECT_EQ(std::count(types.begin(), types.end(), Json(std::string(d.media_type))), 1) << d.media_type;
}

TEST(TableLists, AnUnknownNameIsNoList) {
    EXPECT_FALSE(table_list("nmaes", Json::object()));
    EXPECT_FALSE(table_list("", Json::object()));
    for (const auto name : table_list_names()) EXPECT_TRUE(table_list(name, Json{{"pattern", "^(a)-x$"}})) << name;
}

}  // namespace
}  // namespace fragid::spec_lists
