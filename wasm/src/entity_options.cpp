// The entity options of the exports (entity_options.hpp), in the CLI's words
// (cli/entity_loading.cpp, cli/entity_command_options.cpp).
#include "entity_options.hpp"

#include "exported_call.hpp"
#include "fragid/choice/usage_error.hpp"

namespace fragid::wasm {

std::optional<std::string> type_of(const nlohmann::json& options) {
    if (auto spec = optional_string(options, "spec")) return spec;
    return optional_string(options, "mediaType");
}

LineEndingSet line_endings_of(const nlohmann::json& options) {
    const auto written = optional_string(options, "lineEndings").value_or("all");
    const auto endings = LineEndingSet::parse(written);
    if (!endings)
        throw choice::UsageError("--line-endings: '" + written +
                                 "' is not a comma-separated list of CRLF, LF, CR, NEL, CR+NEL (or all, none)");
    return *endings;
}

namespace {

EntityCharset looked_up(choice::ChosenCharset chosen) {
    auto found = lookup_charset(chosen.name);
    if (!found) throw choice::UsageError(unknown_charset_reason(chosen.name));
    return {std::move(*found), std::move(chosen)};
}

}  // namespace

EntityCharset charset_for(const std::optional<std::string>& charset, const std::optional<std::string>& type, Spec spec,
                          std::string_view bytes) {
    return looked_up(choice::choose_charset(charset, type, spec, bytes.substr(0, 3)));
}

EntityCharset charset_for(const std::optional<std::string>& charset, std::string_view bytes) {
    return looked_up(choice::choose_local_charset(charset, bytes.substr(0, 3)));
}

nlohmann::json charset_json(const EntityCharset& charset) {
    return {{"name", charset.charset.name}, {"source", choice::to_string(charset.chosen.source)}};
}

}  // namespace fragid::wasm
