// The RFC 5147 reference resolver: what a text/plain fragment identifier identifies.
#pragma once

#include <string>
#include <string_view>

#include "fragid/model/entity.hpp"
#include "fragid/model/result.hpp"
#include "fragid/model/text_fragment.hpp"

namespace fragid {

// Resolves a parsed fragment against an entity (RFC 5147 s.2, s.4). The order
// of the verdicts: an inverted range is `ignored` before the entity is read
// (s.4.2); bytes that are invalid in the charset are `entity_error`; a usable
// integrity check that fails is `integrity_mismatch` (s.4.3); otherwise `ok`.
// Reads the entity only as far as the answer needs, unless a `length` check
// needs every character (an `md5` check reads the bytes but decodes none).
TextResult resolve_text(const TextFragment& fragment, const Entity& entity);

// Parses `fragment_input` (bare, "#...", or a URI reference; percent-decoded)
// first; a syntax error gives status `syntax_error` (s.4.4).
TextResult resolve_text(std::string_view fragment_input, const Entity& entity);

}  // namespace fragid
