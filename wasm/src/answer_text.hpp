// resolve()'s answer (npm/index.mjs) written as JSON text straight from the
// result, character for character what json_text(result_json(result) with
// "charset") writes (conformance/result_json.hpp, json_text.hpp), without the
// nlohmann tree in between: the judge's text of a result
// (conformance/result_text.hpp). Building that tree, writing it out and freeing
// it was over half of a small resolve() in the module (issue 40: a map node and
// strings allocated for every key); the CLI, which adds its own keys to the
// tree, keeps it. The tree (each spec's to_json) stays the one definition of the shape:
// tests/wasm/answer_text_test.cpp checks this text against it for every
// result of the suite's cases and for strings that need escaping.
#pragma once

#include <string>

#include <string_view>

#include "fragid/model/fragment.hpp"

namespace fragid::wasm {

// The charset as `resolve --json` prints it: {"name", "source"}.
struct CharsetNames {
    std::string_view name;
    std::string_view source;
};

// {"charset": {...}, and the result's own keys}, the keys sorted as nlohmann's objects keep them.
std::string answer_text(const FragmentResult& result, const CharsetNames& charset);

}  // namespace fragid::wasm
