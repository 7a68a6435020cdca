// explain for JavaScript (npm/index.mjs): what `fragid explain FRAGMENT`
// prints (the CLI has no --json), as {spec, text, ...}, for the fragment as
// typed (grammar/typed_fragment.hpp) or, with exactFragment, as given.
#include <nlohmann/json.hpp>
#include <string>
#include <variant>

#include "call_options.hpp"
#include "exported_call.hpp"
#include "fragid/grammar/fragment.hpp"
#include "fragid/reference/explain.hpp"

namespace fragid::wasm {
namespace {

// {spec, text} with text the line `fragid explain FRAGMENT` prints; then
// either {fragment (canonical), ignored_everywhere} or {syntax_error}.
nlohmann::json explain_typed(std::string_view typed, std::string_view options) {
    const auto& call = cached_call(options, explain_call_of);
    const auto fragment = fragment_to_read(call, typed);
    const auto recognised = recognise_fragment(fragment, call.candidates);
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
    json["text"] = to_string(parsed) + ": " + explain_fragment(parsed);
    json["ignored_everywhere"] = ignored_whatever_the_entity(parsed);
    return json;
}

}  // namespace
}  // namespace fragid::wasm

extern "C" const char* fragid_explain(const char* fragment, std::size_t fragment_size, const char* options,
                                      std::size_t options_size) {
    return fragid::wasm::exported_call(
        [&] { return fragid::wasm::explain_typed({fragment, fragment_size}, {options, options_size}); });
}
