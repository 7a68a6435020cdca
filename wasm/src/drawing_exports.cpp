// drawing for JavaScript (npm/index.mjs): the edge-case pages' drawing of an
// entity with what resolve() identifies in it marked, for the pages' "try it"
// panel (publish/src/site/playground.hpp). publish's own code draws it
// (resolved_drawing.hpp over drawing_html.hpp), so a typed case looks as the
// listed ones do. The fragment's spec, the entity's charset and the line
// endings in force are chosen as resolve() chooses them (call_options.hpp,
// entity_options.hpp, and choice/spec_choice.hpp), from the fragment as
// resolve() takes it (typed, or exactly), so the drawing marks exactly what
// resolve() answers.
#include <emscripten/emscripten.h>

#include <nlohmann/json.hpp>
#include <string>

#include "call_options.hpp"
#include "entity_options.hpp"
#include "exported_call.hpp"
#include "fragid/grammar/fragment.hpp"
#include "fragid/publish/resolved_drawing.hpp"

namespace fragid::wasm {
namespace {

// The fragment and options as resolve() takes them; the HTML of the drawing (for a <pre class="drawing">).
nlohmann::json drawing_typed(std::string_view typed, std::string_view options, std::string_view bytes) {
    const auto& call = cached_call(options, resolve_call_of);
    const auto fragment = fragment_to_read(call, typed);
    const auto spec = recognise_fragment(fragment, call.candidates).spec;
    conformance::CaseEntity entity;
    entity.bytes = std::string(bytes);
    entity.charset = charset_for(call.charset, call.type, spec, bytes).charset.name;
    entity.line_endings = call.endings;
    return publish::resolved_drawing_html(spec, fragment, entity);
}

}  // namespace
}  // namespace fragid::wasm

extern "C" {

// Exported by itself (not in the link's EXPORTED_FUNCTIONS list): JavaScript calls it as _fragid_drawing.
EMSCRIPTEN_KEEPALIVE const char* fragid_drawing(const char* fragment, std::size_t fragment_size, const char* options,
                                                std::size_t options_size, const char* entity, std::size_t entity_size) {
    return fragid::wasm::exported_call([&] {
        return fragid::wasm::drawing_typed({fragment, fragment_size}, {options, options_size}, {entity, entity_size});
    });
}

}
