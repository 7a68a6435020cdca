// The lists the spec table (fragid/model/spec.hpp) writes into the suite's
// JSON Schemas and the fuzz dictionaries, each under a name that a schema's
// "$comment" gives (schema_lists.hpp): so that a spec added to the table is
// added to every list by running scripts/spec_lists.sh, not by hand (issue 41).
#pragma once

#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace fragid::spec_lists {

using Json = nlohmann::ordered_json;

// What a marked schema node's keyword becomes: `keyword` is the keyword the
// list is written to ("enum", "pattern", "properties"); `value` its new value,
// given the old one (an id pattern keeps what follows its alternatives).
struct Written {
    std::string keyword;
    Json value;
};

// The list named `name` ("names", "schemes by name", ...; table_list_names()
// gives them all) for a node whose `keyword` holds `old`; nothing if no list
// has that name. Throws std::runtime_error where the old value cannot take
// the list (a pattern without its leading alternatives).
std::optional<Written> table_list(std::string_view name, const Json& node);

// Every name table_list() knows, for messages.
std::vector<std::string_view> table_list_names();

// Every spec's name (SpecDescriptor::name), in the table's order.
std::vector<std::string> spec_names();

}  // namespace fragid::spec_lists
