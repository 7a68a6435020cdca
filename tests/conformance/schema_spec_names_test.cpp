// The JSON Schemas name the specs as the spec table does (model/spec.hpp): a
// schema that names a spec the table lacks, or lacks one the table has, fails
// here, so a spec added to the table is added to every schema (docs/architecture.md).
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <map>
#include <nlohmann/json.hpp>
#include <regex>
#include <set>
#include <string>

#include "fragid/model/spec.hpp"
#include "../cli/run_fragid.hpp"
#include "support.hpp"

namespace fragid {
namespace {

using Names = std::set<std::string>;

// What schemas may list fewer of, and why: producer cases exist only for the
// specs with a kind of fragments to produce (docs/adapter-protocol.md s.6).
const std::map<std::string, Names> fewer_by_design = {
    {"producer.schema.json", {"rfc5147", "rfc7111"}},
};

Names table_names() {
    Names names;
    for (const auto& row : spec_table) names.emplace(row.name);
    return names;
}

Names table_id_prefixes() {
    Names prefixes;
    for (const auto& row : spec_table) prefixes.emplace(row.id_prefix.substr(0, row.id_prefix.size() - 1));
    return prefixes;
}

// Every `enum` in `schema` that names at least one spec, as a set, with where it is.
void spec_enums(const nlohmann::json& schema, const std::string& where, std::vector<std::pair<std::string, Names>>& found) {
    if (schema.is_object()) {
        if (const auto e = schema.find("enum"); e != schema.end() && e->is_array()) {
            Names names;
            bool names_a_spec = false;
            for (const auto& v : *e) {
                if (!v.is_string()) continue;
                names.insert(v.get<std::string>());
                if (spec_from_string(v.get<std::string>())) names_a_spec = true;
            }
            if (names_a_spec) found.emplace_back(where + "/enum", names);
        }
        for (const auto& [key, value] : schema.items()) spec_enums(value, where + "/" + key, found);
    } else if (schema.is_array()) {
        for (std::size_t i = 0; i < schema.size(); ++i) spec_enums(schema[i], where + "/" + std::to_string(i), found);
    }
}

// An id pattern "^(rfc5147|rfc7111|wilde)(-[a-z0-9]+)+$": its alternatives.
void id_patterns(const nlohmann::json& schema, const std::string& where, std::vector<std::pair<std::string, Names>>& found) {
    static const std::regex alternatives(R"(^\^\(([a-z0-9|]+)\))");
    if (schema.is_object()) {
        if (const auto p = schema.find("pattern"); p != schema.end() && p->is_string()) {
            std::smatch m;
            const auto pattern = p->get<std::string>();
            if (std::regex_search(pattern, m, alternatives)) {
                Names names;
                std::string list = m[1].str();
                for (std::size_t start = 0;;) {
                    const auto bar = list.find('|', start);
                    names.insert(list.substr(start, bar - start));
                    if (bar == std::string::npos) break;
                    start = bar + 1;
                }
                found.emplace_back(where + "/pattern", names);
            }
        }
        for (const auto& [key, value] : schema.items()) id_patterns(value, where + "/" + key, found);
    } else if (schema.is_array()) {
        for (std::size_t i = 0; i < schema.size(); ++i) id_patterns(schema[i], where + "/" + std::to_string(i), found);
    }
}

std::string joined(const Names& names) {
    std::string s;
    for (const auto& n : names) s += (s.empty() ? "" : ", ") + n;
    return s;
}

TEST(SchemaSpecNames, EveryEnumOfSpecNamesIsTheTables) {
    std::size_t enums = 0;
    for (const auto& entry : std::filesystem::recursive_directory_iterator(test::suite_dir / "schema")) {
        if (entry.path().extension() != ".json") continue;
        const auto name = entry.path().filename().string();
        const auto schema = nlohmann::json::parse(test::slurp(entry.path()));
        std::vector<std::pair<std::string, Names>> found;
        spec_enums(schema, "", found);
        const auto fewer = fewer_by_design.find(name);
        const auto expected = fewer == fewer_by_design.end() ? table_names() : fewer->second;
        for (const auto& [where, names] : found) {
            ++enums;
            EXPECT_EQ(names, expected) << name << "#" << where << " names " << joined(names) << "; the spec table: "
                                       << joined(table_names());
        }
    }
    EXPECT_GE(enums, 7u) << "fewer enums of spec names than the schemas have";
}

// Vector ids start with their spec's id prefix (lint checks each case); the
// schemas' id patterns list the prefixes.
TEST(SchemaSpecNames, IdPatternsListTheTablesPrefixes) {
    std::size_t patterns = 0;
    for (const auto& entry : std::filesystem::recursive_directory_iterator(test::suite_dir / "schema")) {
        if (entry.path().extension() != ".json") continue;
        const auto name = entry.path().filename().string();
        std::vector<std::pair<std::string, Names>> found;
        id_patterns(nlohmann::json::parse(test::slurp(entry.path())), "", found);
        const auto fewer = fewer_by_design.find(name);
        const auto expected = fewer == fewer_by_design.end() ? table_id_prefixes() : fewer->second;
        for (const auto& [where, names] : found) {
            ++patterns;
            EXPECT_EQ(names, expected) << name << "#" << where << " lists " << joined(names);
        }
    }
    EXPECT_GE(patterns, 2u);
}

}  // namespace
}  // namespace fragid
