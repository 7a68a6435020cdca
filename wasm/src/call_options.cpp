// The exports' options, read strictly (call_options.hpp), in the CLI's words
// (cli/entity_command_options.cpp, cli/option_checks.cpp).
#include "call_options.hpp"

#include <chrono>
#include <cmath>
#include <cstdint>
#include <limits>
#include <variant>

#include "entity_options.hpp"
#include "exported_call.hpp"
#include "fragid/choice/spec_choice.hpp"
#include "fragid/choice/usage_error.hpp"
#include "fragid/conformance/closest_names.hpp"
#include "fragid/conformance/json_text.hpp"
#include "fragid/grammar/typed_fragment.hpp"

namespace fragid::wasm {
namespace {

// The keys of resolve(), resolveFragments() and drawing(), and the flags they stand for.
const std::vector<std::string_view> resolve_keys{
    "mediaType",       // --type text/plain | text/csv
    "spec",            // --type rfc5147 | rfc7111 | wilde
    "charset",         // --charset
    "lineEndings",     // --line-endings
    "regexMegabytes",  // --regex-megabytes
    "regexSeconds",    // --regex-seconds
    "exactFragment",   // none: the CLI takes only typed input
};
// explain(): `fragid explain` reads no entity.
const std::vector<std::string_view> explain_keys{"mediaType", "spec", "exactFragment"};

// A key as JSON writes it, quoted: what was typed, whatever its bytes.
std::string json_quoted(std::string_view key) { return conformance::json_text(nlohmann::json(key)); }

// A number of the options, or nothing where absent. JSON has no NaN nor
// Infinity: index.mjs writes them as these strings, so that they are refused
// as numbers out of range rather than taken for absent (JSON.stringify's null).
std::optional<double> number_of(const nlohmann::json& options, const char* name) {
    if (!options.contains(name) || options[name].is_null()) return std::nullopt;
    const auto& value = options[name];
    if (value == "NaN") return std::numeric_limits<double>::quiet_NaN();
    if (value == "Infinity") return std::numeric_limits<double>::infinity();
    if (value == "-Infinity") return -std::numeric_limits<double>::infinity();
    if (!value.is_number()) throw BadRequest(std::string(name) + " must be a number");
    return value.get<double>();
}

// The number as it was written, for a refusal: -1, 64.5, NaN.
std::string written(const nlohmann::json& options, const char* name) {
    const auto& value = options[name];
    return value.is_string() ? value.get<std::string>() : value.dump();
}

}  // namespace

void refuse_unknown_keys(const nlohmann::json& object, const std::vector<std::string_view>& known, std::string_view what) {
    if (!object.is_object()) return;
    for (const auto& [key, value] : object.items()) {
        bool is_known = false;
        for (const auto k : known) is_known = is_known || k == key;
        if (is_known) continue;
        const std::vector<std::string> names(known.begin(), known.end());
        const auto close = conformance::closest_names(key, names, 1);
        std::string listed;
        for (const auto& n : names) listed += (listed.empty() ? "" : ", ") + n;
        throw choice::UsageError(std::string(what) + ": unknown key " + json_quoted(key) +
                                 (close.empty() ? "" : " (did you mean " + json_quoted(close.front()) + "?)") +
                                 "; known: " + listed);
    }
}

bool flag_of(const nlohmann::json& object, const char* name) {
    if (!object.contains(name) || object[name].is_null()) return false;
    if (!object[name].is_boolean()) throw BadRequest(std::string(name) + " must be true or false");
    return object[name].get<bool>();
}

namespace {

// --regex-megabytes: a whole number from 16 to 2^20; --regex-seconds: from 0.001 to 86400.
RegexLimits regex_limits_of(const nlohmann::json& options) {
    RegexLimits limits;
    if (const auto megabytes = number_of(options, "regexMegabytes")) {
        if (!(*megabytes >= 16 && *megabytes <= (1 << 20)) || std::floor(*megabytes) != *megabytes)
            throw choice::UsageError("regexMegabytes: " + written(options, "regexMegabytes") +
                                     " is not a whole number from 16 to 1048576");
        limits.megabytes = static_cast<std::uint64_t>(*megabytes);
    }
    if (const auto seconds = number_of(options, "regexSeconds")) {
        if (!(*seconds >= 0.001 && *seconds <= 86400))
            throw choice::UsageError("regexSeconds: " + written(options, "regexSeconds") +
                                     " is not a number of seconds from 0.001 to 86400");
        // As the CLI counts it (cli/entity_loading.cpp), so that the limit is worded alike.
        limits.cpu = std::chrono::milliseconds(static_cast<long long>(*seconds * 1000));
    }
    return limits;
}

ResolveCall call_of(const nlohmann::json& options) {
    ResolveCall call;
    call.type = type_of(options);
    call.candidates = choice::candidate_specs(call.type, "");
    call.exact_fragment = flag_of(options, "exactFragment");
    return call;
}

}  // namespace

ResolveCall resolve_call_of(const nlohmann::json& options) {
    refuse_unknown_keys(options, resolve_keys, "options");
    auto call = call_of(options);
    call.endings = line_endings_of(options);
    call.charset = optional_string(options, "charset");
    call.regex = regex_limits_of(options);
    return call;
}

ResolveCall explain_call_of(const nlohmann::json& options) {
    refuse_unknown_keys(options, explain_keys, "options");
    return call_of(options);
}

std::string fragment_to_read(const ResolveCall& call, std::string_view typed) {
    if (call.exact_fragment) return std::string(typed);
    auto taken = typed_fragment(typed);
    if (const auto* why = std::get_if<std::string>(&taken)) throw choice::UsageError(*why);
    return std::move(std::get<TypedFragment>(taken).fragment);
}

const ResolveCall& cached_call(std::string_view options_text, ResolveCall (*read)(const nlohmann::json&)) {
    struct Kept {
        ResolveCall (*read)(const nlohmann::json&) = nullptr;
        std::string text;
        ResolveCall call;
    };
    static Kept kept;
    if (kept.read != read || kept.text != options_text) {
        kept.read = nullptr;  // until the new options are read: a refusal keeps nothing
        kept.call = read(parsed_object(options_text, "options"));
        kept.text = options_text;
        kept.read = read;
    }
    return kept.call;
}

}  // namespace fragid::wasm
