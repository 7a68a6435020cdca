// What an outcome identifies, in words a reader of the specification can
// check by eye against the entity: which characters and which text, which
// cells, or which status and what that status means.
#pragma once

#include <string>
#include <vector>

#include "fragid/conformance/case.hpp"
#include "fragid/publish/visible.hpp"

namespace fragid::publish {

// One line of plain UTF-8 text (the renderers escape it), e.g.
//   characters 2 to 3 (bytes 2 to 4): “␍␊”
//   the position before character 3 (byte 4), between “ab␍␊” and “cd”
//   cells row 2: col 1, 2; row 3: col 1
//   syntax-error: the fragment is not valid, and nothing is identified
// `chars` is visible_chars() of the case's entity, for the excerpts.
std::string identified_text(const conformance::Case& c, const conformance::Outcome& outcome, const std::vector<VisibleChar>& chars);

// An implementation's answer: what it identifies, or for any other status the
// status alone ("“ignored”, nothing identified"): what the status means is the
// spec's, and the implementation may have meant something else by it.
std::string answered_text(const conformance::Case& c, const conformance::Outcome& outcome, const std::vector<VisibleChar>& chars);

// The case's expected answer: its one outcome, or "either … or …" for expect_any.
std::string expected_text(const conformance::Case& c, const conformance::ResolveCheck& check,
                          const std::vector<VisibleChar>& chars);

}  // namespace fragid::publish
