// The drawing of an entity with what the reference resolves a fragment to
// marked in it: what the edge-case pages' "try it" panel shows for a typed
// fragment (issue 31), compiled into the WebAssembly module
// (wasm/src/drawing_exports.cpp). The same drawing as the pages' entries
// (drawing_html.hpp), so a typed case and a listed one look alike.
#pragma once

#include <string>
#include <string_view>

#include "fragid/conformance/case.hpp"

namespace fragid::publish {

// The HTML for a <pre class="drawing">: `entity` drawn (visible.hpp), and what
// `fragment` identifies in it under `spec` marked; nothing is marked when the
// fragment identifies nothing (a syntax error, a failed integrity check, an
// unknown charset...). Cut as the pages cut long entities.
std::string resolved_drawing_html(conformance::Spec spec, std::string_view fragment,
                                  const conformance::CaseEntity& entity);

}  // namespace fragid::publish
