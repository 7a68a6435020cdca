// drawing for JavaScript (npm/index.mjs): the edge-case pages' drawing of an
// entity with what resolve() identifies in it marked, for the pages' "try it"
// panel (publish/src/site/playground.hpp). publish's own code draws it
// (resolved_drawing.hpp over drawing_html.hpp), so a typed case looks as the
// listed ones do. The fragment's spec, the entity's charset and the line
// endings in force are chosen as resolve() chooses them (entity_options.hpp,
// and the CLI's spec_choice.cpp), so the drawing marks exactly what resolve()
// answers.
#include <emscripten/emscripten.h>

#include <nlohmann/json.hpp>
#include <string>

#include "entity_options.hpp"
#include "exported_call.hpp"
#include "fragid/grammar/fragment.hpp"
#include "fragid/publish/resolved_drawing.hpp"
#include "spec_choice.hpp"

namespace fragid::wasm {
namespace {

// {fragment, options} as resolve() takes them; the HTML of the drawing (for a <pre class="drawing">).
nlohmann::json drawing_request(const nlohmann::json& request, std::string_view bytes) {
    const auto fragment = request.at("fragment").get<std::string>();
    const auto options = request.value("options", nlohmann::json::object());
    const auto type = type_of(options);
    const auto endings = line_endings_of(options);
    const auto spec = recognise_fragment(fragment, cli::candidate_specs(type, "")).spec;
    conformance::CaseEntity entity;
    entity.bytes = std::string(bytes);
    entity.charset = charset_for(options, type, spec, bytes).charset.name;
    entity.line_endings = endings;
    return publish::resolved_drawing_html(spec, fragment, entity);
}

}  // namespace
}  // namespace fragid::wasm

extern "C" {

// Exported by itself (not in the link's EXPORTED_FUNCTIONS list): JavaScript calls it as _fragid_drawing.
EMSCRIPTEN_KEEPALIVE const char* fragid_drawing(const char* request, std::size_t size, const char* entity, std::size_t entity_size) {
    return fragid::wasm::exported_call(request, size, [&](const nlohmann::json& r) {
        return fragid::wasm::drawing_request(r, std::string_view(entity, entity_size));
    });
}

}
