// The options of the exports that read an entity (resolve, make, drawing:
// npm/index.mjs), read as the CLI reads the same flags, in its words: the
// media type or spec (--type), the line endings in force (--line-endings) and
// the entity's charset (--charset, else the CLI's choice for a local file,
// choice/local_charset.hpp).
#pragma once

#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <string_view>

#include "fragid/choice/local_charset.hpp"
#include "fragid/entity/charset.hpp"
#include "fragid/model/entity.hpp"
#include "fragid/model/spec.hpp"

namespace fragid::wasm {

// The CLI's --type: a spec's name ("wilde") says more than a media type.
std::optional<std::string> type_of(const nlohmann::json& options);

// --line-endings ("all" when absent); a list the CLI refuses is a usage error.
LineEndingSet line_endings_of(const nlohmann::json& options);

// The entity's charset, looked up, and why it was chosen (`resolve --json`
// and `make --json` print both). `charset` is the request's, as --charset.
struct EntityCharset {
    Charset charset;
    choice::ChosenCharset chosen;
};
EntityCharset charset_for(const std::optional<std::string>& charset, const std::optional<std::string>& type, Spec spec,
                          std::string_view bytes);
// For an export that takes no type (make, as `fragid make` has no --type):
// the choice needs no spec (choose_local_charset).
EntityCharset charset_for(const std::optional<std::string>& charset, std::string_view bytes);

// {"name", "source"}, as the CLI writes the charset into its JSON answers.
nlohmann::json charset_json(const EntityCharset& charset);

}  // namespace fragid::wasm
