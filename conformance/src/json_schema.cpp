#include "fragid/conformance/json_schema.hpp"

#include <algorithm>
#include <fstream>
#include <optional>
#include <nlohmann/json.hpp>
#include <stdexcept>
#include <valijson/adapters/nlohmann_json_adapter.hpp>
#include <valijson/schema.hpp>
#include <valijson/schema_parser.hpp>
#include <valijson/validation_results.hpp>
#include <valijson/validator.hpp>

#include "fragid/conformance/json_depth.hpp"
#include "long_pattern_strings.hpp"

namespace fragid::conformance {

struct JsonSchema::Compiled {
    valijson::Schema schema;
    detail::PropertyPatterns patterns;  // which strings std::regex must not see long (long_pattern_strings.hpp)
};

JsonSchema JsonSchema::from_file(const std::filesystem::path& path) {
    std::ifstream in(path);
    if (!in) throw std::runtime_error("cannot read JSON Schema " + path.string());
    try {
        return JsonSchema(nlohmann::json::parse(in));
    } catch (const std::exception& e) {
        throw std::runtime_error(path.string() + ": " + e.what());
    }
}

JsonSchema::JsonSchema(const nlohmann::json& document) : compiled_(std::make_unique<Compiled>()) {
    valijson::SchemaParser parser(valijson::SchemaParser::kDraft7);
    parser.populateSchema(valijson::adapters::NlohmannJsonAdapter(document), compiled_->schema);
    compiled_->patterns = detail::PropertyPatterns::of_schema(document);
}

JsonSchema::~JsonSchema() = default;
JsonSchema::JsonSchema(JsonSchema&&) noexcept = default;
JsonSchema& JsonSchema::operator=(JsonSchema&&) noexcept = default;

namespace {

// One validator per thread, kept: it caches the std::regex of every "pattern"
// it meets, keyed by the pattern's text (so one cache serves every schema),
// where a validator per call compiled each pattern again for every document,
// which cost more than the validating (issue 13: the protocol fuzzer). Per
// thread, because the cache is not safe to share: vectors.cpp validates on
// every core at once.
valijson::Validator& this_threads_validator() {
    thread_local valijson::Validator validator;
    return validator;
}

}  // namespace

std::vector<std::string> JsonSchema::validate(const nlohmann::json& document) const {
    // valijson and the walk below recurse once a level: a document nested
    // deeper than the limit is refused before either sees it (json_depth.hpp).
    if (nested_deeper_than(document)) return {"/: " + too_deep_words()};
    // Long strings under a pattern are checked apart, in a copy where they are
    // empty (long_pattern_strings.hpp): what valijson says at their places is
    // replaced by what was found there.
    std::optional<nlohmann::json> copy;
    std::vector<std::pair<std::string, std::string>> taken;
    if (detail::has_long_pattern_strings(document, compiled_->patterns)) {
        copy = document;
        taken = detail::take_out_long_pattern_strings(*copy, compiled_->patterns);
    }
    const auto is_taken = [&](const std::string& pointer) {
        return std::any_of(taken.begin(), taken.end(), [&](const auto& t) { return t.first == pointer; });
    };
    valijson::Validator& validator = this_threads_validator();
    const valijson::adapters::NlohmannJsonAdapter target(copy ? *copy : document);
    std::vector<std::string> errors;
    std::vector<std::pair<std::string, std::string>> found;
    for (const auto& [pointer, problem] : taken)
        if (!problem.empty()) found.emplace_back(pointer, problem);
    // First without a results object, when valijson stops at the first failure and words none: most
    // documents are valid, and wording why each alternative not taken failed (every oneOf's other
    // branches, at every case) was most of loading the suite. Only an invalid document is walked
    // again, with results, for what is wrong with it: the same validator, the same verdict.
    if (validator.validate(compiled_->schema, target, nullptr) && found.empty()) return errors;
    valijson::ValidationResults results;
    validator.validate(compiled_->schema, target, &results);
    // valijson reports a failure at every level from the offending value up to
    // the root ("/cases/3/section", "/cases/3", "/cases", "/"); only the
    // deepest say what is wrong, so those whose path leads to another are dropped.
    valijson::ValidationResults::Error error;
    while (results.popError(error)) {
        // valijson's context is "<root>", "[cases]", "[3]", ...: make it a JSON pointer.
        std::string pointer;
        for (const auto& step : error.context) {
            if (step == "<root>") continue;
            const bool bracketed = step.size() >= 2 && step.front() == '[' && step.back() == ']';
            pointer += "/" + (bracketed ? step.substr(1, step.size() - 2) : step);
        }
        if (!is_taken(pointer)) found.emplace_back(pointer, error.description);
    }
    for (const auto& entry : found) {
        const auto& pointer = entry.first;  // (a structured binding cannot be captured before C++20 in clang 14)
        const bool leads_deeper = std::any_of(found.begin(), found.end(), [&](const auto& other) {
            return other.first.size() > pointer.size() && other.first.starts_with(pointer + "/");
        });
        if (!leads_deeper) errors.push_back((pointer.empty() ? "/" : pointer) + ": " + entry.second);
    }
    return errors;
}

}  // namespace fragid::conformance
