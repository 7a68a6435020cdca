// Reading the YAML conformance vectors (conformance/README.md).
#pragma once

#include <filesystem>
#include <string>
#include <vector>

#include <nlohmann/json_fwd.hpp>

#include "fragid/conformance/case.hpp"

namespace fragid::conformance {

// Something wrong with a vector file: where ("file:line" or "file:line /cases/3/entity") and what.
struct Problem {
    std::string where;
    std::string message;
    std::string text() const { return where + ": " + message; }
};

// One vector file: the cases that could be read, and the problems of those that could not.
struct VectorFile {
    std::filesystem::path path;
    std::vector<Case> cases;
    std::vector<Problem> problems;
};

// Reads one file: YAML -> JSON data -> checked against `schema` (the
// vectors.schema.json) -> cases. A case the schema rejects is not returned;
// malformed YAML is one problem for the whole file. Never throws for bad content.
class JsonSchema;
VectorFile load_vector_file(const std::filesystem::path& path, const JsonSchema& schema);
// The same for YAML text already in memory; `path` only names it in problems.
VectorFile load_vector_text(const std::string& yaml, const std::filesystem::path& path, const JsonSchema& schema);

// Every `*.yaml` below `suite_dir`/vectors, in file-name order, checked
// against `suite_dir`/schema/vectors.schema.json.
std::vector<VectorFile> load_vectors(const std::filesystem::path& suite_dir);
// Every `*.yaml` below `suite_dir`/producer (producer cases, docs/adapter-protocol.md
// s.6), checked against schema/producer.schema.json; none if there is no such folder.
std::vector<VectorFile> load_producer_cases(const std::filesystem::path& suite_dir);

// Which suite a directory holds: its suite.json (schema/suite.schema.json),
// named in run reports and by `fragid --version`.
struct SuiteInfo {
    std::string name;
    std::string version;
};
// Reads `suite_dir`/suite.json and checks it against the schema; throws
// std::runtime_error naming the file if it is missing or wrong.
SuiteInfo read_suite_info(const std::filesystem::path& suite_dir);

// YAML as JSON data: quoted scalars are strings; plain scalars that read as
// integers, true/false or null are those; everything else is a string.
nlohmann::json yaml_file_to_json(const std::filesystem::path& path);  // throws std::runtime_error with file:line


}  // namespace fragid::conformance
