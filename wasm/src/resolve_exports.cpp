// resolve, explain and make for JavaScript (npm/index.mjs): each answers as
// the CLI's command does for the same inputs, through the same code where the
// CLI's is free of files and streams (spec_choice.cpp, local_charset.cpp):
//   resolve: the object `fragid resolve --json [--type T] [--charset C]
//            [--line-endings L] FRAGMENT FILE` prints;
//   explain: what `fragid explain FRAGMENT` prints (the CLI has no --json),
//            as {spec, text, ...};
//   make:    the object (with `all`, the array) `fragid make --json` prints.
// The entity's bytes are in memory: `entity` and `size` from JavaScript.
#include <chrono>
#include <nlohmann/json.hpp>
#include <string>
#include <variant>

#include "entity_options.hpp"
#include "exported_call.hpp"
#include "fragid/conformance/result_json.hpp"
#include "fragid/grammar/fragment.hpp"
#include "fragid/reference/make.hpp"
#include "fragid/reference/resolve.hpp"
#include "fragid/reference/rfc5147/explain.hpp"
#include "fragid/reference/rfc7111/resolver.hpp"
#include "fragid/reference/wilde/resolver.hpp"
#include "guarded.hpp"
#include "regex_budget.hpp"
#include "spec_choice.hpp"

namespace fragid::wasm {
namespace {

// What `resolve --json` prints (cli/commands.cpp, result_json): the result, and the charset and why.
template <class Result>
nlohmann::json result_json(const Result& result, const EntityCharset& charset) {
    nlohmann::json json = result;
    json["charset"] = charset_json(charset);
    return json;
}

nlohmann::json resolve_request(const nlohmann::json& request, std::string_view bytes) {
    const auto fragment = request.at("fragment").get<std::string>();
    const auto options = request.value("options", nlohmann::json::object());
    const auto type = type_of(options);
    const auto endings = line_endings_of(options);
    const auto recognised = recognise_fragment(fragment, cli::candidate_specs(type, ""));
    const auto charset = charset_for(options, type, recognised.spec, bytes);
    const Entity entity{bytes, charset.charset.name, endings, nullptr};
    ResolveOptions resolving;
    if (options.contains("regexMegabytes")) resolving.regex.megabytes = options["regexMegabytes"].get<std::uint64_t>();
    if (options.contains("regexSeconds"))  // --regex-seconds (cli/commands.cpp, resolve_options)
        resolving.regex.cpu = std::chrono::milliseconds(static_cast<long long>(options["regexSeconds"].get<double>() * 1000));
    // Set by resolveBounded (npm/index.mjs) after it ended a Worker that ran out of time (regex_budget.hpp).
    const struct TimeSpent {
        explicit TimeSpent(bool spent) { set_regex_time_spent(spent); }
        ~TimeSpent() { set_regex_time_spent(false); }
    } time_spent(options.value("regexTimeSpent", false));
    const auto* error = std::get_if<SyntaxError>(&recognised.parsed);
    const FragmentResult result = error ? syntax_error_result(recognised.spec, *error)
                                        : resolve(std::get<ParsedFragment>(recognised.parsed), entity, charset.charset,
                                                  resolving);
    return std::visit([&](const auto& r) { return result_json(r, charset); }, result);
}

std::string explained(const TextFragment& f) { return explain_text(f); }
std::string explained(const CsvFragment& f) { return explain_csv(f); }
std::string explained(const WildeFragment& f) { return explain_wilde(f); }

// The explain command's rule (cli/commands.cpp): ignored whatever the entity.
bool ignored_everywhere(const TextFragment& f) { return ignored_as_written(f).has_value(); }
template <class Fragment>
bool ignored_everywhere(const Fragment& f) {
    const auto reasons = ignored_as_written(f);
    return std::all_of(reasons.begin(), reasons.end(), [](const auto& why) { return why.has_value(); });
}

// {spec, text} with text the line `fragid explain FRAGMENT` prints; then
// either {fragment (canonical), ignored_everywhere} or {syntax_error}.
nlohmann::json explain_request(const nlohmann::json& request) {
    const auto fragment = request.at("fragment").get<std::string>();
    const auto options = request.value("options", nlohmann::json::object());
    const auto recognised = recognise_fragment(fragment, cli::candidate_specs(type_of(options), ""));
    nlohmann::json json = {{"spec", to_string(recognised.spec)}};
    if (const auto* error = std::get_if<SyntaxError>(&recognised.parsed)) {
        const auto& d = describe(recognised.spec);
        std::string text = std::string("not a fragment identifier of ") + std::string(d.title) +
                           ": syntax error at " + error->message();
        if (!d.syntax_error_rule.empty()) text += "; it MUST be ignored (" + std::string(d.syntax_error_rule) + ")";
        json["text"] = text;
        json["syntax_error"] = {{"offset", error->offset}, {"message", error->message()}};
        return json;
    }
    const auto& parsed = std::get<ParsedFragment>(recognised.parsed);
    json["fragment"] = to_string(parsed);
    json["text"] = to_string(parsed) + ": " + std::visit([](const auto& f) { return explained(f); }, parsed);
    json["ignored_everywhere"] = std::visit([](const auto& f) { return ignored_everywhere(f); }, parsed);
    return json;
}

}  // namespace

nlohmann::json make_request(const nlohmann::json& request, std::string_view bytes);  // make_exports.cpp

}  // namespace fragid::wasm

extern "C" {

const char* fragid_resolve(const char* request, std::size_t size, const char* entity, std::size_t entity_size) {
    return fragid::wasm::exported_call(request, size, [&](const nlohmann::json& r) {
        return fragid::wasm::resolve_request(r, std::string_view(entity, entity_size));
    });
}

const char* fragid_explain(const char* request, std::size_t size) {
    return fragid::wasm::exported_call(request, size, fragid::wasm::explain_request);
}

const char* fragid_make(const char* request, std::size_t size, const char* entity, std::size_t entity_size) {
    return fragid::wasm::exported_call(request, size, [&](const nlohmann::json& r) {
        return fragid::wasm::make_request(r, std::string_view(entity, entity_size));
    });
}

const char* fragid_version() { return FRAGID_VERSION; }

}
