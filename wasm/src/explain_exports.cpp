// explain for JavaScript (npm/index.mjs): what `fragid explain FRAGMENT`
// prints (the CLI has no --json), as {spec, text, ...}, for the fragment as
// typed (grammar/typed_fragment.hpp) or, with exactFragment, as given.
#include <algorithm>
#include <nlohmann/json.hpp>
#include <string>
#include <variant>

#include "call_options.hpp"
#include "exported_call.hpp"
#include "fragid/grammar/fragment.hpp"
#include "fragid/reference/rfc5147/explain.hpp"
#include "fragid/reference/rfc7111/resolver.hpp"
#include "fragid/reference/wilde/resolver.hpp"

namespace fragid::wasm {
namespace {

std::string explained(const TextFragment& f) { return explain_text(f); }
std::string explained(const CsvFragment& f) { return explain_csv(f); }
std::string explained(const WildeFragment& f) { return explain_wilde(f); }

// `fragid explain`'s rule: ignored whatever the entity.
bool ignored_everywhere(const TextFragment& f) { return ignored_as_written(f).has_value(); }
template <class Fragment>
bool ignored_everywhere(const Fragment& f) {
    const auto reasons = ignored_as_written(f);
    return std::all_of(reasons.begin(), reasons.end(), [](const auto& why) { return why.has_value(); });
}

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
    json["text"] = to_string(parsed) + ": " + std::visit([](const auto& f) { return explained(f); }, parsed);
    json["ignored_everywhere"] = std::visit([](const auto& f) { return ignored_everywhere(f); }, parsed);
    return json;
}

}  // namespace
}  // namespace fragid::wasm

extern "C" const char* fragid_explain(const char* fragment, std::size_t fragment_size, const char* options,
                                      std::size_t options_size) {
    return fragid::wasm::exported_call(
        [&] { return fragid::wasm::explain_typed({fragment, fragment_size}, {options, options_size}); });
}
