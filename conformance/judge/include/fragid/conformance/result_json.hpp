// The JSON shape of the model: what `fragid resolve --json` prints, and what
// the adapter protocol and the conformance vectors use. One shape only:
// the WebAssembly module writes the same text without the tree for resolve()
// (result_text.hpp, for speed), and tests/wasm/answer_text_test.cpp
// fails when the two differ, so a change to one is made to the other too:
// each spec writes both, side by side, in its own file
// (conformance/judge/src/<spec>/result_json.cpp).
#pragma once

#include <nlohmann/json_fwd.hpp>

#include "fragid/model/result.hpp"
// Each spec's to_json of its results, declared in its entry.hpp, which the
// judge's one list of the specs includes.
#include "fragid/conformance/outcome.hpp"

namespace fragid {

// A point of a text entity, as the results of the specs of text carry it.
void to_json(nlohmann::json& j, const TextPoint& point);

}  // namespace fragid
