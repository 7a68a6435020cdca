// The JSON shape of the model: what `fragid resolve --json` prints, and what
// the adapter protocol and the conformance vectors use. One shape only:
// the WebAssembly module writes the same text without the tree for resolve()
// (wasm/src/answer_text.cpp, for speed), and tests/wasm/answer_text_test.cpp
// fails when the two differ, so a change here is made there too.
#pragma once

#include <nlohmann/json_fwd.hpp>

#include "fragid/model/result.hpp"
#include "fragid/model/text_fragment.hpp"

namespace fragid {

void to_json(nlohmann::json& j, const TextPoint& point);
void to_json(nlohmann::json& j, const IntegrityCheck& check);
void to_json(nlohmann::json& j, const CheckReport& report);
void to_json(nlohmann::json& j, const TextResult& result);
void to_json(nlohmann::json& j, const CsvField& field);
void to_json(nlohmann::json& j, const CsvPart& part);
void to_json(nlohmann::json& j, const CsvIgnored& ignored);
void to_json(nlohmann::json& j, const CsvResult& result);
void to_json(nlohmann::json& j, const WildeSpan& span);
void to_json(nlohmann::json& j, const WildeIgnored& ignored);
void to_json(nlohmann::json& j, const WildeResult& result);

}  // namespace fragid
