// JSON Schema (draft 7) validation, through valijson (libvalijson-dev): the
// vector files and every protocol message are checked against schemas kept
// in conformance/schema/, so the format has one definition.
#pragma once

#include <filesystem>
#include <memory>
#include <string>
#include <vector>

#include <nlohmann/json_fwd.hpp>

namespace fragid::conformance {

class JsonSchema {
public:
    // Throws std::runtime_error naming the file if it cannot be read or is not a schema.
    static JsonSchema from_file(const std::filesystem::path& path);
    explicit JsonSchema(const nlohmann::json& document);
    ~JsonSchema();
    JsonSchema(JsonSchema&&) noexcept;
    JsonSchema& operator=(JsonSchema&&) noexcept;

    // Every violation as "<path>: <what is wrong>", the path as a JSON pointer
    // into `document` ("/cases/3/entity"); empty if it is valid. A document
    // nested deeper than json_depth_limit (json_depth.hpp) is not walked: its
    // one violation is "/: nested deeper than ...".
    std::vector<std::string> validate(const nlohmann::json& document) const;

private:
    struct Compiled;
    std::unique_ptr<Compiled> compiled_;
};

}  // namespace fragid::conformance
