// YAML as JSON data, for the files of the suite that people write in YAML (the
// vectors, the requirement catalogues, the triage files) and that JSON Schemas
// check: and back from a JSON pointer of a schema's error to the line it
// came from, so that an error names the line. Private to the conformance library.
#pragma once

#include <yaml-cpp/yaml.h>

#include <nlohmann/json.hpp>
#include <string_view>

namespace fragid::conformance::detail {

// Quoted scalars are strings; plain scalars that read as integers, true/false
// or null are those; everything else is a string. A key that appears twice in
// a map throws std::runtime_error("line N: key 'K' appears twice").
nlohmann::json yaml_to_json(const YAML::Node& node);

// The 0-based line of the node `pointer` ("/implementations/x/y/state") leads
// to in `root`, or of the deepest node on the way that exists.
int yaml_line_of(const YAML::Node& root, std::string_view pointer);

}  // namespace fragid::conformance::detail
